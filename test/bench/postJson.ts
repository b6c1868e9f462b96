// The bench's one way to call the server: a JSON POST over node:http with kept-alive
// connections (fetch costs the load generator about twice the CPU per call, and the load
// generator shares the server's two cores). Answers the envelope's data, or what went wrong
// (an error code, or the HTTP status with a 4xx's message).
import { Agent, request } from 'node:http';

export type Posted<T> = { data: T } | { failure: string };

const keepAlive = new Agent({ keepAlive: true, maxSockets: Infinity });

export function postJson<T>(
  url: string | URL,
  body: unknown,
  token?: string,
  signal?: AbortSignal,
): Promise<Posted<T>> {
  return new Promise((resolve) => {
    const fail = (failure: string) => resolve({ failure });
    const headers = { 'content-type': 'application/json', ...(token ? { token } : {}) };
    const sent = request(url, { method: 'POST', agent: keepAlive, signal, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        try {
          const { data, message } = JSON.parse(text) as { data?: T; message?: string };
          // A refusal names its reason (a 500 only says the network failed: the server logs why).
          const why = response.statusCode! >= 400 && response.statusCode! < 500 && message ? `: ${message}` : '';
          resolve(
            response.statusCode == 200 && data !== undefined
              ? { data }
              : { failure: `HTTP ${response.statusCode}${why}` },
          );
        } catch {
          fail(`HTTP ${response.statusCode}, not JSON`);
        }
      });
      response.on('error', (error: NodeJS.ErrnoException) => fail(error.code ?? error.message));
    });
    sent.on('error', (error: NodeJS.ErrnoException) => fail(error.code ?? error.message));
    sent.end(JSON.stringify(body));
  });
}

/** The data, or an error saying which call failed and why (for the bench's setup). */
export async function mustPost<T>(url: string | URL, body: unknown, token?: string): Promise<T> {
  const posted = await postJson<T>(url, body, token);
  if ('failure' in posted) throw new Error(`${url}: ${posted.failure}`);
  return posted.data;
}
