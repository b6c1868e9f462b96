// The console's one HTTP client: POST /api/agent/<call> and /api/admin/<call>, with the token
// from sign-in. Both APIs share one post and one rule for a token that stopped working.

import {
  ADMIN_API,
  type AdminReplies,
  AGENT_API,
  type AgentReplies,
  ApiError,
  type ApiReply,
  readReply,
} from '@shared/api';
import type { AdminCall, AdminRequest } from '@shared/api/adminRequests';
import type { AgentCall, AgentRequest } from '@shared/api/agentRequests';
import {
  LONG_POLL_TIMEOUT_MARGIN_MS,
  MS_PER_SECOND,
  REQUEST_TIMEOUT_MS,
  REQUEST_TIMEOUT_UPLOAD_MS,
} from '@shared/constants';
import { postApi } from '@shared/ui/postApi';

let token: string | undefined;
let onUnauthorized = () => {};

export const useToken = (next: string | undefined, unauthorized: () => void) => {
  token = next;
  onUnauthorized = unauthorized;
};

/**
 * The calls made without a token: their 401 or 403 is about what was typed (a wrong password, a
 * used link), not a session that ended, so they never sign anybody out.
 */
const SIGNED_OUT_CALLS: ReadonlySet<string> = new Set([
  AGENT_API + 'login',
  AGENT_API + 'setupStatus',
  AGENT_API + 'setup',
  AGENT_API + 'choosePassword',
]);

interface PostOptions {
  timeout?: number;
  signal?: AbortSignal;
  keepalive?: boolean;
}

async function post<T>(
  path: string,
  body: object,
  { timeout = REQUEST_TIMEOUT_MS, signal, keepalive }: PostOptions = {},
): Promise<T> {
  const sentWith = token;
  const reply = await postApi<Partial<ApiReply<T>>>(path, {
    body,
    headers: sentWith ? { token: sentWith } : {},
    timeout,
    signal,
    keepalive,
  });
  try {
    return readReply(reply);
  } catch (error) {
    // The token expired, or was revoked (a new password, the account disabled): back to the
    // sign-in. Not for a token replaced meanwhile (changePassword answers a new one while the
    // long poll still carries the old), and not for a 403, which refuses this one call only.
    if (error instanceof ApiError && error.code == 401 && sentWith == token && !SIGNED_OUT_CALLS.has(path))
      onUnauthorized();
    throw error;
  }
}

export function callAgent<C extends AgentCall>(
  call: C,
  body: AgentRequest<C>,
  signal?: AbortSignal,
): Promise<AgentReplies[C]> {
  // A long poll is held open by the server for `wait` seconds: the timeout must outlast it.
  const wait = (body as { wait?: number }).wait;
  const timeout = wait ? wait * MS_PER_SECOND + LONG_POLL_TIMEOUT_MARGIN_MS : REQUEST_TIMEOUT_MS;
  return post(AGENT_API + call, body, { timeout, signal });
}

/** A call of the admin API (owners and admins): the server checks the role and tenant of each. */
export function callAdmin<C extends AdminCall>(call: C, body: AdminRequest<C>): Promise<AdminReplies[C]> {
  return post(ADMIN_API + call, body);
}

/**
 * A call made as the page closes, fire and forget: a keepalive fetch outlives the page and,
 * unlike sendBeacon, carries the token header; nobody is left to read the answer.
 */
export function callAgentWhileLeaving<C extends AgentCall>(call: C, body: AgentRequest<C>): void {
  void post(AGENT_API + call, body, { keepalive: true }).catch(() => undefined);
}

/** A file for a chat message (`image` or `file`) or a work-order attachment. */
export function uploadAsAgent(file: File, purpose: 'image' | 'file' | 'attachment'): Promise<AgentReplies['upload']> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file, file.name);
  return post(AGENT_API + 'upload', form, { timeout: REQUEST_TIMEOUT_UPLOAD_MS });
}
