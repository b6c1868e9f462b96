// The one HTTP client of the widget: POST with a JSON body, the visitor token as header
// `token`, and the spec's error rules: a missing code is 200; 401 asks to sign in again;
// 500 shows the network toast; 400 on an upload shows the server's message; every
// failure rejects. It only talks HTTP: what to show is up to whoever configured it.
import { ofetch } from 'ofetch';
import { ApiError, VISITOR_API, readReply, type ApiReply, type UploadedFile, type VisitorCall, type VisitorReplies } from '../../shared/api';
import type { VisitorRequest } from '../../shared/api/requests';
import { LONG_POLL_TIMEOUT_MARGIN_MS, REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_UPLOAD_MS } from '../../shared/constants';

export { ApiError };

export interface ClientHooks {
  credentials(): { userId: string; token: string } | undefined;
  /** 401: the session expired (the spec's re-login dialog). */
  onUnauthorized(): void;
  /** 500, and the message of a refused upload. */
  onError(message: string): void;
}

let hooks: ClientHooks = { credentials: () => undefined, onUnauthorized() {}, onError() {} };

export const configureClient = (next: ClientHooks) => {
  hooks = next;
};

const UPLOAD_CALLS: readonly VisitorCall[] = ['upload', 'uploadBase64'];

/** Reads `{ code, message, data }` by the spec's rules; anything but 200 rejects. */
export function unwrap<T>(reply: Partial<ApiReply<T>> | undefined, call: VisitorCall): T {
  try {
    return readReply(reply);
  } catch (error) {
    const { code, message } = error as ApiError;
    if (code == 401) hooks.onUnauthorized();
    else if (code >= 500 || (code == 400 && UPLOAD_CALLS.includes(call))) hooks.onError(message);
    throw error;
  }
}

export type VisitorBody<C extends VisitorCall> = Omit<VisitorRequest<C>, 'userId'>;

export async function callVisitor<C extends VisitorCall>(
  call: C,
  body: VisitorBody<C>,
  options: { signal?: AbortSignal } = {},
): Promise<VisitorReplies[C]> {
  const credentials = hooks.credentials();
  const wait = (body as { wait?: number }).wait;
  const timeout = UPLOAD_CALLS.includes(call)
    ? REQUEST_TIMEOUT_UPLOAD_MS
    : wait
      ? wait * 1000 + LONG_POLL_TIMEOUT_MARGIN_MS
      : REQUEST_TIMEOUT_MS;
  const reply = await ofetch<ApiReply<VisitorReplies[C]>>(VISITOR_API + call, {
    method: 'POST',
    body: credentials ? { userId: credentials.userId, ...body } : body,
    headers: credentials ? { token: credentials.token } : {},
    timeout,
    signal: options.signal,
    retry: 0,
    // The envelope's code decides, whatever the HTTP status.
    ignoreResponseError: true,
  });
  return unwrap(reply, call);
}

/** A file from one of the chat's upload buttons: multipart, the form fields before the file. */
export async function uploadFile(file: File, purpose: 'image' | 'video' | 'file'): Promise<UploadedFile> {
  const credentials = hooks.credentials();
  const form = new FormData();
  if (credentials) form.append('userId', credentials.userId);
  form.append('purpose', purpose);
  form.append('file', file, file.name);
  const reply = await ofetch<ApiReply<UploadedFile>>(VISITOR_API + 'upload', {
    method: 'POST',
    body: form,
    headers: credentials ? { token: credentials.token } : {},
    timeout: REQUEST_TIMEOUT_UPLOAD_MS,
    retry: 0,
    ignoreResponseError: true,
  });
  return unwrap(reply, 'upload');
}
