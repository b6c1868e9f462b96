// The environment both starts read, checked once: a wrong value is a sentence naming the
// variable, never a start that fails later.
import { dataPlace, EnvironmentError, environmentOf, firstOwnerFrom } from '@server/environment';
import { describe, expect, it } from 'vitest';

describe('the environment', () => {
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
    });
  });

  it.each([
    [{ PORT: '80a' }, /PORT must be a port number/],
    [{ PORT: '70000' }, /PORT must be a port number/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be postgres:/],
    [{ ICE_SERVERS: 'not json' }, /ICE_SERVERS/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"/],
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
