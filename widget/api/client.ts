// The one HTTP client of the widget: POST with a JSON body, the visitor token as header
// `token`, and the spec's error rules: a missing code is 200; 401 renews the token with the
// visitor id, silently, and tries once more (only an identity refused on renewal asks to sign
// in again); 500 shows the network toast; 400 on an upload shows the server's message; every
// failure rejects. It only talks HTTP: what to show is up to whoever configured it.

import {
  ApiError,
  type ApiReply,
  OPEN_WO_API,
  type OpenWoCall,
  type OpenWoReplies,
  readReply,
  type UploadedFile,
  VISITOR_API,
  type VisitorCall,
  type VisitorReplies,
} from '@shared/api';
import type { OpenWoRequest, VisitorRequest } from '@shared/api/requests';
import { LONG_POLL_TIMEOUT_MARGIN_MS, REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_UPLOAD_MS } from '@shared/constants';
import { postApi, readBody } from '@shared/ui/postApi';

export { ApiError };

export interface ClientHooks {
  credentials(): { userId: string; token: string } | undefined;
  /**
   * 401: this tab's token is no longer valid (pushed out by the visitor's newer tabs, say).
   * Gets a new one for the same visitor; rejects when the identity itself is refused.
   */
  renewToken(): Promise<void>;
  /** The identity was refused on renewal (a signed identity that no longer checks): the spec's re-login dialog. */
  onUnauthorized(): void;
  /** 500, and the message of a refused upload. */
  onError(message: string): void;
}

let hooks: ClientHooks = {
  credentials: () => undefined,
  renewToken: () => Promise.reject(new Error('no session')),
  onUnauthorized() {},
  onError() {},
};

export const configureClient = (next: ClientHooks) => {
  hooks = next;
};

const UPLOAD_CALLS: readonly VisitorCall[] = ['upload', 'uploadBase64'];

/** Reads `{ code, message, data }` by the spec's rules; anything but 200 rejects. */
export function unwrap<T>(reply: Partial<ApiReply<T>> | undefined, call: VisitorCall | OpenWoCall): T {
  try {
    return readReply(reply);
  } catch (error) {
    const { code, message } = error as ApiError;
    if (code >= 500 || (code == 400 && UPLOAD_CALLS.includes(call as VisitorCall))) hooks.onError(message);
    throw error;
  }
}

/** One renewal at a time, whichever calls found their token refused. */
let renewal: Promise<void> | undefined;
const renewedToken = () =>
  (renewal ??= hooks.renewToken().finally(() => {
    renewal = undefined;
  }));

/**
 * Sends with the current credentials; on 401 renews the token (chatStart, which answers
 * for itself, excepted) and sends once more. A refused renewal asks to sign in again.
 */
async function withToken<T>(
  call: VisitorCall | OpenWoCall,
  send: (credentials: ReturnType<ClientHooks['credentials']>) => Promise<Partial<ApiReply<T>> | undefined>,
) {
  const reply = await send(hooks.credentials());
  if (reply?.code != 401 || call == 'chatStart') return unwrap(reply, call);
  try {
    await renewedToken();
  } catch (error) {
    if (error instanceof ApiError && error.code < 500) hooks.onUnauthorized();
    throw error;
  }
  const again = await send(hooks.credentials());
  if (again?.code == 401) hooks.onUnauthorized();
  return unwrap(again, call);
}

export type VisitorBody<C extends VisitorCall> = Omit<VisitorRequest<C>, 'userId'>;

export async function callVisitor<C extends VisitorCall>(
  call: C,
  body: VisitorBody<C>,
  /** keepalive: sent from a page that is closing (pagehide), it outlives the page. */
  options: { signal?: AbortSignal; keepalive?: boolean } = {},
): Promise<VisitorReplies[C]> {
  const wait = (body as { wait?: number }).wait;
  const timeout = UPLOAD_CALLS.includes(call)
    ? REQUEST_TIMEOUT_UPLOAD_MS
    : wait
      ? wait * 1000 + LONG_POLL_TIMEOUT_MARGIN_MS
      : REQUEST_TIMEOUT_MS;
  return withToken(call, (credentials) =>
    postApi<ApiReply<VisitorReplies[C]>>(VISITOR_API + call, {
      body: credentials ? { userId: credentials.userId, ...body } : body,
      headers: credentials ? { token: credentials.token } : {},
      timeout,
      signal: options.signal,
      keepalive: options.keepalive,
      // A long poll waits in the background: it gives way to the page's own files, and is
      // not a request the page's load waits for (fetch is high priority otherwise).
      priority: wait ? 'low' : 'auto',
    }),
  );
}

export type OpenWoBody<C extends OpenWoCall> = Omit<OpenWoRequest<C>, 'userId'>;

/**
 * A call of the open work-order API (templates, the visitor's orders, replies). Sent as the
 * visitor when there is a session; the token variant of the work-order page carries the
 * order's own `woToken` in the body instead, and needs none.
 */
export async function callOpenWo<C extends OpenWoCall>(call: C, body: OpenWoBody<C>): Promise<OpenWoReplies[C]> {
  return withToken(call, (credentials) =>
    postApi<ApiReply<OpenWoReplies[C]>>(OPEN_WO_API + call, {
      body: credentials && !('woToken' in body && body.woToken) ? { userId: credentials.userId, ...body } : body,
      headers: credentials ? { token: credentials.token } : {},
      timeout: REQUEST_TIMEOUT_MS,
    }),
  );
}

/** A file from one of the chat's upload buttons: multipart, the form fields before the file. */
export async function uploadFile(file: File, purpose: 'image' | 'video' | 'file'): Promise<UploadedFile> {
  return withToken('upload', (credentials) => {
    const form = new FormData();
    if (credentials) form.append('userId', credentials.userId);
    form.append('purpose', purpose);
    form.append('file', file, file.name);
    return postApi<ApiReply<UploadedFile>>(VISITOR_API + 'upload', {
      body: form,
      headers: credentials ? { token: credentials.token } : {},
      timeout: REQUEST_TIMEOUT_UPLOAD_MS,
    });
  });
}

/**
 * An attachment of a leave message or a work order (images and videos, checked by the
 * server's attachment rule), with upload progress from 0 to 1. fetch has no upload progress,
 * so this one call uses XMLHttpRequest, under the same token and 401 rules as every other.
 */
export async function uploadAttachment(
  file: File,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  return withToken('upload', (credentials) => {
    const form = new FormData();
    if (credentials) form.append('userId', credentials.userId);
    form.append('purpose', 'attachment');
    form.append('file', file, file.name);
    return new Promise<Partial<ApiReply<UploadedFile>> | undefined>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('POST', VISITOR_API + 'upload');
      if (credentials) request.setRequestHeader('token', credentials.token);
      request.timeout = REQUEST_TIMEOUT_UPLOAD_MS;
      request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
      request.onload = () => resolve(readBody<ApiReply<UploadedFile>>(request.responseText));
      request.onerror = () => reject(new ApiError(0, 'network error'));
      request.ontimeout = () => reject(new ApiError(0, 'timeout'));
      request.onabort = () => reject(new DOMException('aborted', 'AbortError'));
      signal?.addEventListener('abort', () => request.abort(), { once: true });
      request.send(form);
    });
  });
}
