// The client's error rules (spec §8): a missing code is 200; 401 asks to sign in again;
// 500 shows the network toast and rejects; 400 shows the server's message only for uploads.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureClient, unwrap } from '../../../widget/api/client';

const hooks = { credentials: () => undefined, onUnauthorized: vi.fn(), onError: vi.fn() };

beforeEach(() => {
  hooks.onUnauthorized.mockReset();
  hooks.onError.mockReset();
  configureClient(hooks);
});

describe('API client rules', () => {
  it('rule: a missing code is treated as 200', () => {
    expect(unwrap({ data: { ok: 1 } }, 'sendMsg')).toEqual({ ok: 1 });
    expect(unwrap({ code: 200, message: 'SUCCESS', data: 5 }, 'sendMsg')).toBe(5);
  });

  it('rule: 401 opens the re-login dialog and rejects', () => {
    expect(() => unwrap({ code: 401, message: 'login status expired', data: null }, 'sendMsg')).toThrow(ApiError);
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(hooks.onError).not.toHaveBeenCalled();
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
