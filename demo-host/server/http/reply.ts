// Every answer is `{ code, message, data }`; failures carry an HTTP status to match.
import { ApiError, type ApiReply } from '@shared/api';

export { ApiError };

export const ok = <T>(data: T, message = 'SUCCESS'): ApiReply<T> => ({ code: 200, message, data });

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = 'login status expired') => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
/** Over a limit: how long to wait is in the words. */
export const tooManyRequests = (message: string) => new ApiError(429, message);
/** The call is right but the state is not: a second call while one rings, a signal for an ended call. */
export const conflict = (message: string) => new ApiError(409, message);
