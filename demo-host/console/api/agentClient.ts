// The console's one HTTP client: POST /api/agent/<call> with the agent's token.
import { ofetch } from 'ofetch';
import { AGENT_API, type ApiReply, type UploadedFile } from '../../../shared/api';
import type { AgentCall, AgentRequest } from '../../../shared/api/agentRequests';
import { LONG_POLL_TIMEOUT_MARGIN_MS, REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_UPLOAD_MS } from '../../../shared/constants';

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

async function post<T>(call: string, body: object | FormData, timeout: number, signal?: AbortSignal): Promise<T> {
  const reply = await ofetch<ApiReply<T>>(AGENT_API + call, {
    method: 'POST',
    body,
    headers: token ? { token } : {},
    timeout,
    signal,
    ignoreResponseError: true,
  });
  const code = reply?.code ?? 200;
  if (code == 200) return reply.data;
  if (code == 401 && call != 'login') onUnauthorized();
  throw new AgentApiError(code, reply?.message ?? 'network error');
}

export function callAgent<T>(call: AgentCall | 'login', body: AgentRequest<AgentCall> | object, signal?: AbortSignal): Promise<T> {
  const wait = (body as { wait?: number }).wait;
  return post<T>(call, body, wait ? wait * 1000 + LONG_POLL_TIMEOUT_MARGIN_MS : REQUEST_TIMEOUT_MS, signal);
}

/** A file for a chat message (`image` or `file`) or a work-order attachment. */
export function uploadAsAgent(file: File, purpose: 'image' | 'file' | 'attachment'): Promise<UploadedFile> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file, file.name);
  return post<UploadedFile>('upload', form, REQUEST_TIMEOUT_UPLOAD_MS);
}
