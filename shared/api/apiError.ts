// One error for every call that did not answer 200, on both sides of the wire: the server
// throws it to answer `{ code, message, data: null }`, the clients throw it when they read
// such an answer.
import type { ApiReply } from './replies';

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** The spec's text for a server that failed (500) or could not be reached. */
export const NETWORK_ERROR_MESSAGE = 'network connection abnormal, please retry later!';

/** The data of a reply by the spec's rules: a missing code is 200; any other code throws. */
export function readReply<T>(reply: Partial<ApiReply<T>> | null | undefined): T {
  const code = reply?.code ?? 200;
  if (code == 200) return reply?.data as T;
  throw new ApiError(code, reply?.message || NETWORK_ERROR_MESSAGE);
}
