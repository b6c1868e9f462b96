// The environment both starts read, checked once: a wrong value is a sentence naming the
// variable, never a start that fails later.
import { dataPlace, EnvironmentError, environmentOf, firstOwnerFrom, mailPlace } from '@server/environment';
import { describe, expect, it } from 'vitest';

describe('the environment', () => {
  it('rule: mail needs SMTP_URL and MAIL_FROM; webhooks reach private addresses only when told', () => {
    expect(
      environmentOf({ SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'Shop <s@shop.example>' }).outgoing,
    ).toEqual({
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      mailFrom: 'Shop <s@shop.example>',
      dkim: undefined,
      allowPrivateWebhooks: false,
    });
    expect(environmentOf({ WEBHOOK_ALLOW_PRIVATE: 'true' }).outgoing.allowPrivateWebhooks).toBe(true);
  });

  it('rule: the banner says where mail goes, never the SMTP password', () => {
    expect(mailPlace(environmentOf({}))).toMatch(/^off/);
    const on = environmentOf({ SMTP_URL: 'smtp://user:secret@mail.example.com:587', MAIL_FROM: 's@shop.example' });
    expect(mailPlace(on)).toBe('smtp://mail.example.com:587 as s@shop.example');
  });

  it('rule: with nothing set, the defaults of docs/operating.md', () => {
    expect(environmentOf({})).toEqual({
      databaseUrl: undefined,
      dataDir: undefined,
      filesDir: undefined,
      port: 8080,
      host: 'localhost',
      publicOrigin: undefined,
      trustProxy: undefined,
      iceServers: [],
      logLevel: 'info',
      outgoing: { smtpUrl: undefined, mailFrom: undefined, dkim: undefined, allowPrivateWebhooks: false },
    });
  });

  it.each([
    [{ PORT: '80a' }, /PORT must be a port number/],
    [{ PORT: '70000' }, /PORT must be a port number/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be postgres:/],
    [{ ICE_SERVERS: 'not json' }, /ICE_SERVERS/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"/],
    [{ SMTP_URL: 'mail.example.com:25' }, /SMTP_URL must be smtp:\/\//],
    [{ SMTP_URL: 'smtp://mail.example.com' }, /MAIL_FROM is missing/],
    [{ DKIM_DOMAIN: 'shop.example' }, /DKIM needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE together/],
    [
      { DKIM_DOMAIN: 'shop.example', DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY_FILE: '/nonexistent/key.pem' },
      /DKIM_PRIVATE_KEY_FILE cannot be read/,
    ],
    [{ WEBHOOK_ALLOW_PRIVATE: 'yes' }, /WEBHOOK_ALLOW_PRIVATE must be true or false/],
  ])('rule: a wrong value is refused, naming the variable (%o)', (env, words) => {
    expect(() => environmentOf(env)).toThrow(EnvironmentError);
    expect(() => environmentOf(env)).toThrow(words);
  });

  it('rule: OWNER_LOGIN and OWNER_PASSWORD come both or neither', () => {
    expect(firstOwnerFrom({})).toBeUndefined();
    expect(firstOwnerFrom({ OWNER_LOGIN: ' ada ', OWNER_PASSWORD: 'p w' })).toEqual({ login: 'ada', password: 'p w' });
    expect(() => firstOwnerFrom({ OWNER_LOGIN: 'ada' })).toThrow(/OWNER_PASSWORD is missing/);
    expect(() => firstOwnerFrom({ OWNER_PASSWORD: 'secret' })).toThrow(/OWNER_LOGIN is missing/);
  });

  it('rule: the banner never prints a PostgreSQL password', () => {
    const place = dataPlace(environmentOf({ DATABASE_URL: 'postgres://chat:s3cret@db:5432/chat_online' }));
    expect(place.data).toBe('PostgreSQL at postgres://db:5432/chat_online');
    expect(place.data).not.toContain('s3cret');
  });
});
