// The HTTP edge over raw sockets: a caller is known before its body is read (no token, no
// body), every call reads only the body its schema needs, a body that stalls is cut, and
// rate limits count the visitor and the address, not the token.
import { connect } from 'node:net';
import { AGENT_API, OPEN_WO_API, VISITOR_API } from '@shared/api';
import { describe, expect, it } from 'vitest';
import { newVisitorId, signInAgent, startVisitor, type TestServer, useTestServer } from './harness';

interface RawAnswer {
  /** undefined: no answer before `waitMs` */
  status?: number;
  head: string;
  json?: { code: number; message: string };
  /** ms from the request's first byte to the answer's, and to the connection's close */
  answeredMs?: number;
  closedMs?: number;
}

interface RawRequest {
  path: string;
  headers?: Record<string, string>;
  /** the Content-Length announced */
  length: number;
  /** what of the body is sent at once */
  first?: string;
  /** then one more byte every this many ms, until the length is reached */
  dripMs?: number;
  /** how long to wait for an answer and a close */
  waitMs: number;
}

/** A POST over a bare socket: the body is sent as the test says, not as a client would. */
function rawPost(server: TestServer, request: RawRequest): Promise<RawAnswer> {
  const { port, hostname } = new URL(server.url);
  return new Promise((resolve) => {
    const started = performance.now();
    const answer: RawAnswer = { head: '' };
    let received = Buffer.alloc(0);
    let sent = Buffer.byteLength(request.first ?? '');
    let drip: NodeJS.Timeout | undefined;
    const finish = () => {
      clearInterval(drip);
      clearTimeout(deadline);
      socket.destroy();
      const text = received.toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      if (split >= 0) {
        answer.head = text.slice(0, split);
        answer.status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer.head)?.[1]);
        try {
          answer.json = JSON.parse(text.slice(split + 4));
        } catch {
          answer.json = undefined;
        }
      }
      resolve(answer);
    };
    const socket = connect(Number(port), hostname, () => {
      const headers = { host: 'test', 'content-length': String(request.length), ...request.headers };
      socket.write(
        `POST ${request.path} HTTP/1.1\r\n${Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('')}\r\n${request.first ?? ''}`,
      );
      if (request.dripMs)
        drip = setInterval(() => {
          if (sent < request.length && !socket.destroyed) {
            socket.write(' ');
            sent++;
          }
        }, request.dripMs);
    });
    socket.on('data', (chunk) => {
      answer.answeredMs ??= performance.now() - started;
      received = Buffer.concat([received, chunk]);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      answer.closedMs = performance.now() - started;
      finish();
    });
    const deadline = setTimeout(finish, request.waitMs);
  });
}

const json = { 'content-type': 'application/json' };
const SEVENTY_MB = 70 * 1024 * 1024;

describe('the caller is known before the body is read', () => {
  const server = useTestServer();

  it('70 MB bodies without a valid token are answered 401 before they are sent, and the connection closes', async () => {
    const agent = await signInAgent(server, 'bob', false);
    const visitor = await startVisitor(server);
    const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
    const table: [label: string, path: string, headers: Record<string, string>][] = [
      ['uploadBase64, no token', VISITOR_API + 'uploadBase64', json],
      ['uploadBase64, invented token', VISITOR_API + 'uploadBase64', { ...json, token: 'invented-token' }],
      ['uploadBase64, an agent token', VISITOR_API + 'uploadBase64', { ...json, token: agent.token }],
      ['sendMsg, invented token', VISITOR_API + 'sendMsg', { ...json, token: 'invented-token' }],
      ['visitor upload, no token', VISITOR_API + 'upload', multipart],
      ['work-order add, no token', OPEN_WO_API + 'add', json],
      ['work-order queryByCustom, invented token', OPEN_WO_API + 'queryByCustom', { ...json, token: 'invented-token' }],
      ['agent send, no token', AGENT_API + 'send', json],
      ['agent send, a visitor token', AGENT_API + 'send', { ...json, token: visitor.token }],
      ['agent upload, invented token', AGENT_API + 'upload', { ...multipart, token: '101.invented' }],
    ];
    const answers = await Promise.all(
      table.map(([, path, headers]) =>
        rawPost(server, {
          path,
          headers,
          length: SEVENTY_MB,
          first: `{"userId":"${newVisitorId()}","imgData":"`,
          waitMs: 3_000,
        }),
      ),
    );
    const seen = table.map(([label], index) => ({
      label,
      status: answers[index]!.status,
      closed: answers[index]!.closedMs !== undefined,
    }));
    expect(seen).toEqual(table.map(([label]) => ({ label, status: 401, closed: true })));
    for (const answer of answers) {
      expect(answer.json).toEqual({ code: 401, message: 'login status expired', data: null });
      expect(answer.head.toLowerCase()).toContain('connection: close');
    }
  });

  it('a body over its call’s own limit answers 400 "body: is too large", a token or not', async () => {
    const visitor = await startVisitor(server);
    const agent = await signInAgent(server, 'li', false);
    const big = (size: number) => 'x'.repeat(size);
    const table: [label: string, path: string, body: object, token?: string][] = [
      // 200 KB: under the old 1 MB for every call, over what sendMsg's schema can need (125 KB).
      [
        'sendMsg 200 KB',
        VISITOR_API + 'sendMsg',
        { userId: visitor.userId, clientId: 'big', msgType: 1, msgContent: big(200_000) },
        visitor.token,
      ],
      ['channelInfo 40 KB', VISITOR_API + 'channelInfo', { channelId: big(40_000) }],
      ['chatStart 100 KB', VISITOR_API + 'chatStart', { channelId: 'demo', device: big(100_000) }],
      [
        'getEventMsg 40 KB',
        VISITOR_API + 'getEventMsg',
        { userId: visitor.userId, pollId: big(40_000) },
        visitor.token,
      ],
      ['agent login 40 KB', AGENT_API + 'login', { login: 'li', password: big(40_000) }],
      ['agent typing 40 KB', AGENT_API + 'typing', { sessionId: 1, note: big(40_000) }, agent.token],
      ['work-order queryById 40 KB', OPEN_WO_API + 'queryById', { woId: 1, woToken: big(40_000) }],
    ];
    for (const [label, path, body, token] of table) {
      const reply = await server.post(path, body, token);
      expect({ label, status: reply.status, code: reply.code, message: reply.message }).toEqual({
        label,
        status: 400,
        code: 400,
        message: 'body: is too large',
      });
    }
  });

  it('the longest body each schema allows still passes the size check (control)', async () => {
    const visitor = await startVisitor(server);
    // Control characters are the longest JSON can write a character: 6 bytes each.
    const worst = '\u0001'.repeat(10_000);
    const send = await visitor.call('sendMsg', { clientId: 'longest', msgType: 1, msgContent: worst, replyMsg: worst });
    expect(send.status, send.message).toBe(200);
    const typing = await visitor.call('typing', { msgContent: worst });
    expect(typing.status, typing.message).toBe(200);
  });

  it('public calls need no token: channelInfo, chatStart, agent login, work-order templates', async () => {
    expect((await server.post(VISITOR_API + 'channelInfo', { channelId: 'demo' })).status).toBe(200);
    expect((await server.post(VISITOR_API + 'chatStart', { channelId: 'demo', userId: newVisitorId() })).status).toBe(
      200,
    );
    expect((await server.post(AGENT_API + 'login', { login: 'alice', password: 'wrong' })).status).toBe(401);
    expect((await server.post(OPEN_WO_API + 'getTypeTemplate', { typeId: 1 })).status).toBe(200);
  });
});

describe('slow requests are cut', () => {
  const BODY_MS = 500;
  const UPLOAD_MS = 2_000;
  const server = useTestServer({
    edge: { bodyTimeoutMs: BODY_MS, uploadBodyTimeoutMs: UPLOAD_MS, headersTimeoutMs: 500, idleTimeoutMs: 3_000 },
  });

  it('a JSON body that stops, or trickles in a byte at a time, is answered 408 after the body deadline and closed', async () => {
    const visitor = await startVisitor(server);
    const headers = { ...json, token: visitor.token };
    const [stalled, trickle] = await Promise.all([
      rawPost(server, { path: VISITOR_API + 'sendMsg', headers, length: 400, first: '{"userId":', waitMs: 4_000 }),
      rawPost(server, {
        path: VISITOR_API + 'sendMsg',
        headers,
        length: 400,
        first: '{"userId":',
        dripMs: 100,
        waitMs: 4_000,
      }),
    ]);
    for (const answer of [stalled, trickle]) {
      expect(answer.status).toBe(408);
      expect(answer.json).toEqual({ code: 408, message: 'body: not received within 0.5 s', data: null });
      expect(answer.answeredMs).toBeGreaterThanOrEqual(BODY_MS - 50);
      expect(answer.closedMs).toBeLessThan(BODY_MS + 1_500);
    }
  });

  it('headers that never end, and a connection that sends nothing, are closed', async () => {
    const { port, hostname } = new URL(server.url);
    const closedAfter = (write: string) =>
      new Promise<number>((resolve) => {
        const started = performance.now();
        const socket = connect(Number(port), hostname, () => socket.write(write));
        socket.on('error', () => undefined);
        socket.on('close', () => resolve(performance.now() - started));
        socket.resume();
        setTimeout(() => socket.destroy(), 6_000);
      });
    const [headers, silent] = await Promise.all([
      closedAfter(`POST ${VISITOR_API}channelInfo HTTP/1.1\r\nHost: test\r\n`),
      closedAfter(''),
    ]);
    expect(headers).toBeLessThan(2_000);
    expect(silent).toBeLessThan(4_500);
  });

  it('uploads get the longer deadline: uploadBase64 still open after the JSON deadline, 408 after its own', async () => {
    const visitor = await startVisitor(server);
    const answer = await rawPost(server, {
      path: VISITOR_API + 'uploadBase64',
      headers: { ...json, token: visitor.token },
      length: 10_000,
      first: `{"userId":"${visitor.userId}","imgData":"data:image/png;base64,`,
      waitMs: UPLOAD_MS + 2_000,
    });
    expect(answer.status).toBe(408);
    expect(answer.answeredMs).toBeGreaterThanOrEqual(UPLOAD_MS - 50);
  });

  it('a multipart upload that stalls is cut after the upload deadline', async () => {
    const visitor = await startVisitor(server);
    const answer = await rawPost(server, {
      path: VISITOR_API + 'upload',
      headers: { 'content-type': 'multipart/form-data; boundary=x', token: visitor.token },
      length: 1_000_000,
      first: `--x\r\nContent-Disposition: form-data; name="userId"\r\n\r\n${visitor.userId}\r\n--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG`,
      waitMs: UPLOAD_MS + 2_000,
    });
    expect(answer.closedMs).toBeGreaterThanOrEqual(UPLOAD_MS - 50);
    expect(answer.closedMs).toBeLessThan(UPLOAD_MS + 1_500);
  });

  it('a long poll that holds its answer longer than the body and header deadlines still answers', async () => {
    const visitor = await startVisitor(server);
    const started = performance.now();
    const poll = await visitor.call('getEventMsg', {
      pollId: visitor.start.pollId,
      lastEventId: visitor.start.lastEventId,
      wait: 2,
    });
    expect(poll.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_900);
  });
});

describe('rate limits count the visitor and the address, not the token', () => {
  const server = useTestServer();

  it('a new chatStart with the same userId does not start a new count: the 121st sendMsg in a minute answers 429', async () => {
    const first = await startVisitor(server);
    let sent = 0;
    for (const round of [0, 1, 2]) {
      // A new token each round, for the same visitor.
      const visitor = round == 0 ? first : await startVisitor(server, 'demo', { userId: first.userId });
      for (let index = 0; index < 40; index++) {
        const reply = await visitor.call('sendMsg', {
          clientId: `rate-${sent}`,
          msgType: 1,
          msgContent: `message ${sent}`,
        });
        expect(reply.status, reply.message).toBe(200);
        sent++;
      }
    }
    const again = await startVisitor(server, 'demo', { userId: first.userId });
    const over = await again.call('sendMsg', { clientId: 'rate-over', msgType: 1, msgContent: 'one too many' });
    expect(over.status).toBe(429);
    expect(over.message).toMatch(/^too many requests: at most 120 a minute/);
    const stored = (await again.call('getSessionMsg')).data as { clientId?: string }[];
    expect(stored.some((message) => message.clientId == 'rate-over')).toBe(false);
  });

  it('many visitors on one address are bounded together: leaveMsg 10 a visitor, 100 an address', async () => {
    let accepted = 0;
    let refused = 0;
    for (let index = 0; index < 11; index++) {
      const visitor = await startVisitor(server);
      for (let message = 0; message < 10; message++) {
        const reply = await visitor.call('leaveMsg', {
          channelId: 'demo',
          customerName: 'Ann',
          msgContent: `note ${message}`,
        });
        if (reply.status == 200) accepted++;
        else if (reply.status == 429) refused++;
      }
    }
    expect({ accepted, refused }).toEqual({ accepted: 100, refused: 10 });
  });
});

describe('chatStart is counted per address', () => {
  const server = useTestServer();

  it('the 301st chatStart from one address in a minute answers 429; other calls go on', async () => {
    const visitor = await startVisitor(server);
    const statuses: number[] = [];
    for (let index = 1; index < 300; index++)
      statuses.push(
        (await server.post(VISITOR_API + 'chatStart', { channelId: 'demo', userId: newVisitorId() })).status,
      );
    expect(statuses.filter((status) => status != 200)).toEqual([]);
    const over = await server.post(VISITOR_API + 'chatStart', { channelId: 'demo', userId: newVisitorId() });
    expect(over.status).toBe(429);
    expect(over.message).toMatch(/^too many requests: at most 300 a minute/);
    expect((await visitor.call('getSessionMsg')).status).toBe(200);
    expect((await server.post(VISITOR_API + 'channelInfo', { channelId: 'demo' })).status).toBe(200);
  });
});

describe('an address the server is told not to count (a load generator)', () => {
  const server = useTestServer({ edge: { unlimitedAddresses: ['127.0.0.1'] } });

  it('is not counted per address, and its visitors still are', async () => {
    for (let index = 0; index < 305; index++)
      expect((await server.post(VISITOR_API + 'chatStart', { channelId: 'demo' })).status).toBe(200);
    const visitor = await startVisitor(server);
    const statuses: number[] = [];
    for (let message = 0; message < 11; message++)
      statuses.push(
        (await visitor.call('leaveMsg', { channelId: 'demo', customerName: 'Ann', msgContent: `note ${message}` }))
          .status,
      );
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });
});

describe('behind a reverse proxy (trustProxy)', () => {
  const server = useTestServer({ trustProxy: '127.0.0.1' });
  const chatStartFrom = async (address: string) =>
    (
      await server.raw(VISITOR_API + 'chatStart', {
        method: 'POST',
        headers: { ...json, 'x-forwarded-for': address },
        body: JSON.stringify({ channelId: 'demo' }),
      })
    ).status;

  it('counts the forwarded client address, not the proxy’s', async () => {
    for (let index = 0; index < 300; index++) expect(await chatStartFrom('203.0.113.7')).toBe(200);
    expect(await chatStartFrom('203.0.113.7')).toBe(429);
    expect(await chatStartFrom('203.0.113.8')).toBe(200);
  });
});
