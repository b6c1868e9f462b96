// The client's error rules (spec §8): a missing code is 200; 401 renews the token silently
// (a second tab must not sign out the first: docs/decisions.md#one-visitor-several-tabs) and asks to sign in again only when
// the identity is refused; 500 shows the network toast and rejects; 400 shows the server's
// message only for uploads.

import { ApiError, callVisitor, configureClient, unwrap } from '@widget/api/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let token = 'tab-token';
const hooks = {
  credentials: () => ({ userId: 'v1', token }),
  renewToken: vi.fn(async () => {
    token = 'renewed-token';
  }),
  onUnauthorized: vi.fn(),
  onError: vi.fn(),
};

beforeEach(() => {
  token = 'tab-token';
  hooks.renewToken.mockClear();
  hooks.onUnauthorized.mockReset();
  hooks.onError.mockReset();
  configureClient(hooks);
});
afterEach(() => vi.unstubAllGlobals());

/** A server that accepts only `valid` as the token; records the tokens it was sent. */
function serverAccepting(valid: string) {
  const seen: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const sent = new Headers(init.headers).get('token') ?? '';
      seen.push(sent);
      const body =
        sent == valid
          ? { code: 200, message: 'SUCCESS', data: { readUntil: 1 } }
          : { code: 401, message: 'login status expired', data: null };
      return new Response(JSON.stringify(body), { status: body.code, headers: { 'content-type': 'application/json' } });
    }),
  );
  return seen;
}

describe('API client rules', () => {
  it('rule: a missing code is treated as 200', () => {
    expect(unwrap({ data: { ok: 1 } }, 'sendMsg')).toEqual({ ok: 1 });
    expect(unwrap({ code: 200, message: 'SUCCESS', data: 5 }, 'sendMsg')).toBe(5);
  });

  it('rule: a 401 renews the token silently and sends once more with the new one', async () => {
    const seen = serverAccepting('renewed-token');
    expect(await callVisitor('msgComplete', {})).toEqual({ readUntil: 1 });
    expect(seen).toEqual(['tab-token', 'renewed-token']);
    expect(hooks.renewToken).toHaveBeenCalledTimes(1);
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it('rule: calls refused together renew the token once', async () => {
    serverAccepting('renewed-token');
    await Promise.all([callVisitor('msgComplete', {}), callVisitor('msgComplete', {})]);
    expect(hooks.renewToken).toHaveBeenCalledTimes(1);
  });

  it('rule: an identity refused on renewal opens the re-login dialog and rejects', async () => {
    serverAccepting('renewed-token');
    hooks.renewToken.mockImplementationOnce(async () => {
      throw new ApiError(403, 'userHash: does not match userId');
    });
    await expect(callVisitor('msgComplete', {})).rejects.toMatchObject({ code: 403 });
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('rule: a renewal that fails on the network does not ask to sign in', async () => {
    serverAccepting('renewed-token');
    hooks.renewToken.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(callVisitor('msgComplete', {})).rejects.toThrow('Failed to fetch');
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it('rule: 500 shows the network toast and rejects', () => {
    expect(() => unwrap({ code: 500, message: '', data: null }, 'getHistoryMsg')).toThrow(ApiError);
    expect(hooks.onError).toHaveBeenCalledWith('network connection abnormal, please retry later!');
  });

  it('rule: 400 shows the server message only on upload calls; elsewhere it just rejects', () => {
    expect(() => unwrap({ code: 400, message: 'file: onlyIMG', data: null }, 'upload')).toThrow(ApiError);
    expect(hooks.onError).toHaveBeenCalledWith('file: onlyIMG');
    hooks.onError.mockReset();
    let error: unknown;
    try {
      unwrap({ code: 400, message: 'msgContent: is empty', data: null }, 'sendMsg');
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toMatchObject({ code: 400, message: 'msgContent: is empty' });
    expect(hooks.onError).not.toHaveBeenCalled();
  });
});
