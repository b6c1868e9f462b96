import { ApiError, NETWORK_ERROR_MESSAGE, readReply } from '@shared/api';
import { describe, expect, it } from 'vitest';

describe('reading a reply', () => {
  it('rule: code 200 gives the data', () => {
    expect(readReply({ code: 200, message: 'SUCCESS', data: { a: 1 } })).toEqual({ a: 1 });
  });

  it('rule: a missing code means 200 (spec)', () => {
    expect(readReply({ message: '', data: 'x' })).toBe('x');
  });

  it('rule: any other code throws an ApiError with the code and the server’s message', () => {
    expect(() => readReply({ code: 400, message: 'userId: is required', data: null })).toThrow(
      expect.objectContaining({ code: 400, message: 'userId: is required' }),
    );
    expect(() => readReply({ code: 500, message: '', data: null })).toThrow(ApiError);
  });

  it('rule: a failure without a message says the network failed', () => {
    try {
      readReply({ code: 502, message: '', data: null });
    } catch (error) {
      expect((error as ApiError).message).toBe(NETWORK_ERROR_MESSAGE);
    }
    expect.assertions(1);
  });

  it('rule: a body that is not the envelope (a proxy’s HTML page, nothing) is a server error, never data', () => {
    for (const body of ['<html>502 Bad Gateway</html>', '', null, undefined]) {
      expect(() => readReply(body as never), String(body)).toThrow(
        expect.objectContaining({ code: 502, message: NETWORK_ERROR_MESSAGE }),
      );
    }
  });
});
