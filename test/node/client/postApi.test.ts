// The apps' one POST (shared/ui/postApi.ts) against a real HTTP server on this machine: the
// body as it came whatever the status, JSON or a form out, the time limit and the caller's abort.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { postApi } from '@shared/ui/postApi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: Server;
let base: string;
/** What the server saw of the last request. */
let seen: { headers: IncomingMessage['headers']; body: string } | undefined;

const routes: Record<string, (res: ServerResponse) => void> = {
  '/ok': (res) => res.end(JSON.stringify({ code: 200, data: { hello: 'world' } })),
  '/refused': (res) => {
    res.statusCode = 500;
    res.end(JSON.stringify({ code: 500, message: 'boom' }));
  },
  '/proxy': (res) => {
    res.statusCode = 502;
    res.end('<html><body>Bad gateway</body></html>');
  },
  '/empty': (res) => {
    res.statusCode = 204;
    res.end();
  },
  '/slow': (res) => setTimeout(() => res.end('{}'), 2_000),
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen = { headers: req.headers, body };
      routes[req.url ?? '']?.(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('postApi', () => {
  it('sends JSON with its headers and answers the envelope', async () => {
    const reply = await postApi(base + '/ok', { body: { a: 1 }, headers: { token: 't1' }, timeout: 5_000 });
    expect(reply).toEqual({ code: 200, data: { hello: 'world' } });
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(seen?.headers.token).toBe('t1');
    expect(JSON.parse(seen!.body)).toEqual({ a: 1 });
  });

  it('rule: an HTTP error status still answers the body: the envelope’s code decides', async () => {
    expect(await postApi(base + '/refused', { body: {}, timeout: 5_000 })).toEqual({ code: 500, message: 'boom' });
  });

  it('rule: a body that is not JSON (a proxy’s page) or no body answers undefined, which readReply refuses', async () => {
    expect(await postApi(base + '/proxy', { body: {}, timeout: 5_000 })).toBeUndefined();
    expect(await postApi(base + '/empty', { body: {}, timeout: 5_000 })).toBeUndefined();
  });

  it('sends a form as multipart, with no JSON content type', async () => {
    const form = new FormData();
    form.append('purpose', 'file');
    form.append('file', new Blob(['hello']), 'a.txt');
    await postApi(base + '/ok', { body: form, timeout: 5_000 });
    expect(seen?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen?.body).toContain('filename="a.txt"');
  });

  it('rule: past its time limit the request is abandoned and rejects', async () => {
    await expect(postApi(base + '/slow', { body: {}, timeout: 100 })).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it("rule: the caller's abort rejects, before or during the request", async () => {
    const early = new AbortController();
    early.abort();
    await expect(postApi(base + '/ok', { body: {}, timeout: 5_000, signal: early.signal })).rejects.toThrow();
    const late = new AbortController();
    const sent = postApi(base + '/slow', { body: {}, timeout: 5_000, signal: late.signal });
    setTimeout(() => late.abort(), 50);
    await expect(sent).rejects.toThrow();
  });
});
