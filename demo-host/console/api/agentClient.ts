// The console's one HTTP client: POST /api/agent/<call> with the agent's token.

import { AGENT_API, type AgentReplies, ApiError, type ApiReply, readReply } from '@shared/api';
import type { AgentCall, AgentRequest } from '@shared/api/agentRequests';
import {
  LONG_POLL_TIMEOUT_MARGIN_MS,
  MS_PER_SECOND,
  REQUEST_TIMEOUT_MS,
  REQUEST_TIMEOUT_UPLOAD_MS,
} from '@shared/constants';
import { ofetch } from 'ofetch';

let token: string | undefined;
let onUnauthorized = () => {};

export const useToken = (next: string | undefined, unauthorized: () => void) => {
  token = next;
  onUnauthorized = unauthorized;
};

async function post<C extends AgentCall>(
  call: C,
  body: AgentRequest<C> | FormData,
  timeout: number,
  { signal, keepalive }: { signal?: AbortSignal; keepalive?: boolean } = {},
): Promise<AgentReplies[C]> {
  const reply = await ofetch<Partial<ApiReply<AgentReplies[C]>>>(AGENT_API + call, {
    method: 'POST',
    body,
    headers: token ? { token } : {},
    timeout,
    signal,
    keepalive,
    ignoreResponseError: true,
  });
  try {
    return readReply(reply);
  } catch (error) {
    // The token expired or was revoked: back to the sign-in. A refused sign-in is only a wrong password.
    if (error instanceof ApiError && error.code == 401 && call != 'login') onUnauthorized();
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
  return post(call, body, wait ? wait * MS_PER_SECOND + LONG_POLL_TIMEOUT_MARGIN_MS : REQUEST_TIMEOUT_MS, { signal });
}

/**
 * A call made as the page closes, fire and forget: a keepalive fetch outlives the page and,
 * unlike sendBeacon, carries the token header; nobody is left to read the answer.
 */
export function callAgentWhileLeaving<C extends AgentCall>(call: C, body: AgentRequest<C>): void {
  void post(call, body, REQUEST_TIMEOUT_MS, { keepalive: true }).catch(() => undefined);
}

/** A file for a chat message (`image` or `file`) or a work-order attachment. */
export function uploadAsAgent(file: File, purpose: 'image' | 'file' | 'attachment'): Promise<AgentReplies['upload']> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file, file.name);
  return post('upload', form, REQUEST_TIMEOUT_UPLOAD_MS);
}
