// The one way the apps POST to the API: a JSON body (or a form, for uploads), a time limit,
// and the answer's body as it came, whatever the HTTP status: the envelope's code decides
// (shared/api readReply). It rejects only when no answer came: the network, the time limit,
// the caller's abort. The part of ofetch the clients used, without its 3 KB
// (docs/decisions.md#the-api-client-without-ofetch).

export interface PostOptions {
  /** A JSON value, or a form sent as multipart. */
  body: unknown;
  headers?: Record<string, string>;
  /** Milliseconds before the request is abandoned. */
  timeout: number;
  signal?: AbortSignal;
  /** Sent from a page that is closing (pagehide): it outlives the page. */
  keepalive?: boolean;
  /** A long poll waits in the background: it gives way to the page's own files. */
  priority?: 'low' | 'auto';
}

/**
 * A body read as JSON, typed as the reply the caller expects: the caller's readReply checks it is
 * an envelope. What is not JSON (a proxy's error page, nothing) is undefined, which it refuses.
 */
export function readBody<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

export async function postApi<T>(
  url: string,
  { body, headers = {}, timeout, signal, keepalive, priority }: PostOptions,
): Promise<T | undefined> {
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeout);
  const form = body instanceof FormData;
  try {
    const response = await fetch(url, {
      method: 'POST',
      body: form ? body : JSON.stringify(body),
      headers: form ? headers : { 'content-type': 'application/json', accept: 'application/json', ...headers },
      signal: controller.signal,
      keepalive,
      priority,
    } as RequestInit);
    return readBody<T>(await response.text());
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}
