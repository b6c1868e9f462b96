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

/** What a body that is not our envelope (a proxy's HTML error page, an empty answer) counts as. */
const NOT_AN_ENVELOPE_CODE = 502;

/**
 * The data of a reply by the spec's rules: a missing code is 200; any other code throws.
 * A body that is not a JSON object never came from our server: it throws as a server error.
 */
export function readReply<T>(reply: Partial<ApiReply<T>> | null | undefined): T {
  if (typeof reply != 'object' || reply === null) throw new ApiError(NOT_AN_ENVELOPE_CODE, NETWORK_ERROR_MESSAGE);
  const code = reply.code ?? 200;
  if (code == 200) return reply.data as T;
  throw new ApiError(code, reply.message || NETWORK_ERROR_MESSAGE);
}
