// The rules of what leaves the server, without a server: when a failed delivery is tried
// again, which addresses a webhook may never reach, and the signature a receiver checks.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSpecialAddress, publicOnlyLookup, webhookUrlProblem } from '../../../demo-host/server/outgoing/addressGuard';
import {
  GIVE_UP_AFTER_MS,
  nextAttemptAt,
  RETRY_FIRST_MS,
  RETRY_MAX_MS,
  retryDelay,
} from '../../../demo-host/server/outgoing/retryPlan';
import { newWebhookSecret, signDelivery } from '../../../demo-host/server/outgoing/signature';
import { verifySignature } from './webhookReceiver';

describe('retries back off, then give up after a day', () => {
  it('waits 10 s after the first failure, doubling, never more than 10 minutes (plus its spread)', () => {
    expect(retryDelay(1, 10)).toBe(RETRY_FIRST_MS);
    expect(retryDelay(2, 10)).toBe(2 * RETRY_FIRST_MS);
    expect(retryDelay(3, 10)).toBe(4 * RETRY_FIRST_MS);
    expect(retryDelay(40, 10)).toBe(RETRY_MAX_MS);
    for (let id = 0; id < 30; id++) expect(retryDelay(40, id)).toBeLessThanOrEqual(RETRY_MAX_MS * 1.1);
  });
  it('spreads rows a little, the same row always the same', () => {
    expect(retryDelay(1, 3)).not.toBe(retryDelay(1, 4));
    expect(retryDelay(5, 7)).toBe(retryDelay(5, 7));
  });
  it('has no next attempt once a day has passed since the row was queued', () => {
    expect(nextAttemptAt(3, 1, 0, 60_000)).toBeGreaterThan(60_000);
    expect(nextAttemptAt(100, 1, 0, GIVE_UP_AFTER_MS - 1000)).toBeUndefined();
  });
});

describe('no server-side request forgery', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
  ])('%s is special', (address) => expect(isSpecialAddress(address)).toBe(true));
  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111'])('%s is public', (address) =>
    expect(isSpecialAddress(address)).toBe(false),
  );
  it('refuses private URLs unless the operator allows them, and never other schemes or credentials', () => {
    expect(webhookUrlProblem('http://127.0.0.1:8080/x', false)).toMatch(/private/);
    expect(webhookUrlProblem('http://127.0.0.1:8080/x', true)).toBeUndefined();
    expect(webhookUrlProblem('http://app.localhost/x', false)).toMatch(/private/);
    expect(webhookUrlProblem('https://hooks.example.com/x', false)).toBeUndefined();
    expect(webhookUrlProblem('file:///etc/passwd', true)).toMatch(/only http/);
    expect(webhookUrlProblem('gopher://x', true)).toMatch(/only http/);
    expect(webhookUrlProblem('https://a:b@hooks.example.com', true)).toMatch(/user name/);
  });
  it('refuses, at connect time, a name that resolves to a loopback address', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup('localhost', {}, (problem) => resolve(problem)),
    );
    expect(error?.code).toBe('EPRIVATEADDRESS');
  });
});

describe('the signature', () => {
  it('is v1= and the hex HMAC-SHA256 of "<timestamp>.<body>" with the secret, as documented', () => {
    const body = '{"id":"evt_1"}';
    const expected = createHmac('sha256', 'whsec_x').update(`1700000000.${body}`).digest('hex');
    expect(signDelivery('whsec_x', 1700000000, body)).toBe(`v1=${expected}`);
    expect(verifySignature('whsec_x', '1700000000', body, `v1=${expected}`, 1700000000_000)).toBe(true);
    expect(verifySignature('whsec_y', '1700000000', body, `v1=${expected}`, 1700000000_000)).toBe(false);
    expect(verifySignature('whsec_x', '1700000000', body + ' ', `v1=${expected}`, 1700000000_000)).toBe(false);
    // A delivery replayed ten minutes later is refused by the receiver's freshness check.
    expect(verifySignature('whsec_x', '1700000000', body, `v1=${expected}`, 1700000600_000)).toBe(false);
  });
  it('uses a fresh 256-bit secret for each webhook', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });
});
