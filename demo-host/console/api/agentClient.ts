// The console's one HTTP client: POST /api/agent/<call> with the agent's token.
import { ofetch } from 'ofetch';
import { AGENT_API, type ApiReply } from '../../../shared/api';
import type { AgentCall, AgentRequest } from '../../../shared/api/agentRequests';
import { REQUEST_TIMEOUT_MS } from '../../../shared/constants';

export class AgentApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

let token: string | undefined;
let onUnauthorized = () => {};

export const useToken = (next: string | undefined, unauthorized: () => void) => {
  token = next;
  onUnauthorized = unauthorized;
};

export async function callAgent<T>(call: AgentCall | 'login', body: AgentRequest<AgentCall> | object, signal?: AbortSignal): Promise<T> {
  const wait = (body as { wait?: number }).wait;
  const reply = await ofetch<ApiReply<T>>(AGENT_API + call, {
    method: 'POST',
    body,
    headers: token ? { token } : {},
    timeout: wait ? wait * 1000 + 10_000 : REQUEST_TIMEOUT_MS,
    signal,
    ignoreResponseError: true,
  });
  const code = reply?.code ?? 200;
  if (code == 200) return reply.data;
  if (code == 401 && call != 'login') onUnauthorized();
  throw new AgentApiError(code, reply?.message ?? 'network error');
}
