// Bad input over real HTTP: missing fields and wrong types name the field, broken JSON,
// oversized bodies, wrong content types and unknown calls get a 4xx envelope, never a 500,
// and the server keeps answering afterwards.

import { AGENT_API, OPEN_WO_API, OPEN_WO_CALLS, VISITOR_API, VISITOR_CALLS } from '@shared/api';
import { AGENT_REQUESTS } from '@shared/api/agentRequests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAgent, startVisitor, type TestAgent, type TestVisitor, useTestServer } from './harness';

const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const server = useTestServer();

/** POST with a raw body and content type; the reply must be a JSON envelope. */
async function rawPost(path: string, body: string, contentType = 'application/json', token?: string) {
  const response = await server.raw(path, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(token ? { token } : {}) },
    body,
  });
  const text = await response.text();
  let json: { code?: number; message?: string; data?: unknown } | undefined;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
}

/** The server still does real work. */
async function expectServerWorks(visitor?: TestVisitor) {
  const info = await server.post(VISITOR_API + 'channelInfo', { channelId: 'demo' });
  expect(info.status).toBe(200);
  const who = visitor ?? (await startVisitor(server));
  const sent = await who.call('sendMsg', {
    clientId: `alive-${Date.now()}-${Math.random()}`,
    msgContent: 'still alive?',
    msgType: 1,
  });
  expect(sent.status).toBe(200);
  expect(sent.data.msgContent).toBe('still alive?');
}

interface FieldCase {
  /** what the test names */
  name: string;
  send: (body: Record<string, unknown>) => Promise<{ status: number; message: string }>;
  /** a body the call accepts (or at least passes the schema) */
  valid: Record<string, unknown>;
  /** required fields, each removed in turn */
  required: string[];
  /** field → a value of the wrong type */
  wrongTypes: Record<string, unknown>;
}

describe('missing and mistyped fields', () => {
  let visitor: TestVisitor;
  let agent: TestAgent;
  let agentSessionId: number;
  const cases: FieldCase[] = [];

  beforeAll(async () => {
    visitor = await startVisitor(server);
    const leaveVisitor = await startVisitor(server);
    const woVisitor = await startVisitor(server);
    agent = await signInAgent(server);
    const agentVisitor = await startVisitor(server);
    expect((await agentVisitor.call('transferAgent', { adminId: agent.adminId })).data.status).toBe(2);
    agentSessionId = agentVisitor.start.sessionId;

    const publicCall = (call: string) => (body: Record<string, unknown>) => server.post(VISITOR_API + call, body);
    const visitorCall = (who: TestVisitor, call: string) => (body: Record<string, unknown>) =>
      server.post(VISITOR_API + call, { userId: who.userId, ...body }, who.token);
    cases.push(
      {
        name: 'chatStart',
        send: publicCall('chatStart'),
        valid: { channelId: 'demo' },
        required: ['channelId'],
        wrongTypes: { channelId: 12, userName: 7, groupId: '1', adminId: 1.5, locale: ['en'] },
      },
      {
        name: 'sendMsg',
        send: visitorCall(visitor, 'sendMsg'),
        valid: { clientId: 'bad-input-1', msgContent: 'hello', msgType: 1 },
        required: ['userId', 'clientId', 'msgContent', 'msgType'],
        wrongTypes: { msgContent: 42, msgType: '1', clientId: 5, size: 'big', fileName: false, userId: 12 },
      },
      {
        name: 'robotAsk',
        send: visitorCall(visitor, 'robotAsk'),
        valid: { question: 'How long does shipping take?' },
        required: ['question'],
        wrongTypes: { question: 1, docId: '1001', click: 'yes' },
      },
      {
        name: 'getHistoryMsg',
        send: visitorCall(visitor, 'getHistoryMsg'),
        valid: { maxTime: 0, pageSize: 20 },
        required: ['maxTime', 'pageSize'],
        wrongTypes: { pageSize: '12', maxTime: 'now' },
      },
      {
        name: 'getEventMsg',
        send: visitorCall(visitor, 'getEventMsg'),
        valid: { pollId: 'set below', lastEventId: 0 },
        required: ['pollId'],
        wrongTypes: { pollId: 1, lastEventId: '3', wait: '5' },
      },
      {
        name: 'leaveMsg',
        send: visitorCall(leaveVisitor, 'leaveMsg'),
        valid: { channelId: 'demo', customerName: 'Ann', msgContent: 'call me' },
        required: ['channelId', 'customerName', 'msgContent'],
        wrongTypes: { customerName: 3, msgContent: { text: 'x' }, customerPhone: 13800138000 },
      },
      {
        name: 'evaluate',
        send: visitorCall(visitor, 'evaluate'),
        // Not sent as valid: a valid rating would end the rating for this conversation.
        valid: {},
        required: ['userId'],
        wrongTypes: { evaluateAdminStar: '5', evaluateRobotSolve: true, evaluateAdminContent: 5 },
      },
      {
        name: 'uploadBase64',
        send: visitorCall(visitor, 'uploadBase64'),
        valid: { imgData: PNG_DATA_URL },
        required: ['imgData'],
        wrongTypes: { imgData: 12, fileName: 3 },
      },
      {
        name: 'open/wo add',
        send: (body) => server.post(OPEN_WO_API + 'add', { userId: woVisitor.userId, ...body }, woVisitor.token),
        valid: {
          channelId: 'demo',
          woContent: 'help',
          cusFieldConfigInfoVoList: [
            { fieldId: 101, fieldValue: 'NW-1' },
            { fieldId: 102, fieldValue: 'Delivery' },
          ],
        },
        required: ['userId', 'channelId', 'woContent'],
        wrongTypes: { woContent: 1, woTypeId: '1', woFileRelVoList: 'a.png', cusFieldConfigInfoVoList: { fieldId: 1 } },
      },
      {
        name: 'agent send',
        send: (body) => agent.call('send', body),
        valid: { sessionId: 1, msgType: 1, content: 'hi' },
        required: ['sessionId', 'msgType', 'content'],
        wrongTypes: { sessionId: '1', msgType: '1', content: 5, size: '10' },
      },
    );
    cases.find((entry) => entry.name == 'getEventMsg')!.valid.pollId = visitor.start.pollId;
    cases.find((entry) => entry.name == 'agent send')!.valid.sessionId = agentSessionId;
  });

  afterAll(async () => {
    await agent.call('end', { sessionId: agentSessionId });
    await agent.call('status', { online: false });
  });

  it('each call accepts its valid body (control for the cases below)', async () => {
    for (const entry of cases) {
      if (entry.name == 'evaluate') continue;
      const reply = await entry.send(entry.valid);
      expect({ call: entry.name, status: reply.status, message: reply.message }).toMatchObject({
        call: entry.name,
        status: 200,
      });
    }
  });

  it('a missing required field answers 400 and the message names the field', async () => {
    let checked = 0;
    for (const entry of cases) {
      for (const field of entry.required) {
        const body = { ...entry.valid };
        delete body[field];
        // userId comes from the helper for visitor calls: send it explicitly as absent (with a
        // visitor's token, which is checked before the body: without one the answer is 401).
        const reply =
          field == 'userId'
            ? await server.post(
                entry.name == 'open/wo add' ? OPEN_WO_API + 'add' : VISITOR_API + entry.name,
                body,
                visitor.token,
              )
            : await entry.send(body);
        expect({ call: entry.name, field, status: reply.status }).toEqual({ call: entry.name, field, status: 400 });
        expect(reply.message, `${entry.name} without ${field}`).toMatch(new RegExp(`^${field}: is required`));
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  it('evaluate without a star or a robot verdict answers 400 naming evaluateAdminStar', async () => {
    const reply = await visitor.call('evaluate', {});
    expect(reply.status).toBe(400);
    expect(reply.message).toContain('evaluateAdminStar');
  });

  it('a wrong type (number for string, string for number, "12" for an integer) answers 400 naming the field', async () => {
    let checked = 0;
    for (const entry of cases) {
      for (const [field, value] of Object.entries(entry.wrongTypes)) {
        const reply = await entry.send({ ...entry.valid, [field]: value });
        expect({ call: entry.name, field, status: reply.status }).toEqual({ call: entry.name, field, status: 400 });
        expect(reply.message, `${entry.name} with ${field}=${JSON.stringify(value)}`).toMatch(
          new RegExp(`^${field}: `),
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(30);
  });

  it('"12" is not coerced to 12 anywhere: pageSize "12" answers 400 "pageSize: must be integer"', async () => {
    const reply = await visitor.call('getHistoryMsg', { maxTime: 0, pageSize: '12' });
    expect(reply.status).toBe(400);
    expect(reply.message).toBe('pageSize: must be integer');
  });

  it('a value out of range answers 400 naming the field', async () => {
    const tooBig = await visitor.call('getHistoryMsg', { maxTime: 0, pageSize: 101 });
    expect(tooBig.status).toBe(400);
    expect(tooBig.message).toMatch(/^pageSize: /);
    const badUserId = await server.post(VISITOR_API + 'chatStart', {
      channelId: 'demo',
      userId: 'has spaces/and slashes',
    });
    expect(badUserId.status).toBe(400);
    expect(badUserId.message).toMatch(/^userId: /);
    const nested = await server.post(
      OPEN_WO_API + 'add',
      {
        userId: visitor.userId,
        channelId: 'demo',
        woContent: 'x',
        woFileRelVoList: [{ fileName: 'a.png' }],
      },
      visitor.token,
    );
    expect(nested.status).toBe(400);
    expect(nested.message).toBe('woFileRelVoList.0.fileUrl: is required');
  });
});

describe('malformed requests', () => {
  it("invalid JSON answers 400 'body: is not valid JSON'", async () => {
    const visitor = await startVisitor(server);
    for (const body of ['{bad', '{"userId": "x",}', '{"a":1', "{'a':1}", 'undefined']) {
      const reply = await rawPost(VISITOR_API + 'sendMsg', body, 'application/json', visitor.token);
      expect({ body, status: reply.status }).toEqual({ body, status: 400 });
      expect(reply.json?.message).toBe('body: is not valid JSON');
      expect(reply.json?.code).toBe(400);
    }
    // Tokens are checked before the body is read: the calls that need one get one.
    const agent = await signInAgent(server, 'li', false);
    for (const [path, token] of [
      [VISITOR_API + 'chatStart', undefined],
      [OPEN_WO_API + 'add', visitor.token],
      [AGENT_API + 'login', undefined],
      [AGENT_API + 'send', agent.token],
    ] as const) {
      const reply = await rawPost(path, '{"oops"', 'application/json', token);
      expect(reply.status).toBe(400);
      expect(reply.json?.message).toBe('body: is not valid JSON');
    }
    await expectServerWorks(visitor);
  });

  it('an empty JSON body answers 400, not 500', async () => {
    const reply = await rawPost(VISITOR_API + 'chatStart', '');
    expect(reply.status).toBe(400);
    expect(reply.json?.message).toBeTruthy();
  });

  it('a body over 1 MB on sendMsg answers 413 with a clear message, and the next call is answered', async () => {
    const visitor = await startVisitor(server);
    const body = JSON.stringify({
      userId: visitor.userId,
      clientId: 'huge',
      msgType: 1,
      msgContent: 'x'.repeat(1024 * 1024 + 10),
    });
    const reply = await rawPost(VISITOR_API + 'sendMsg', body, 'application/json', visitor.token);
    expect([413, 400]).toContain(reply.status);
    expect(reply.json?.code).toBe(reply.status);
    expect(reply.json?.message).toMatch(/too large/i);
    // Nothing was stored...
    const messages = (await visitor.call('getSessionMsg')).data as { clientId?: string }[];
    expect(messages.some((message) => message.clientId == 'huge')).toBe(false);
    // ...and the server answers the next call.
    await expectServerWorks(visitor);
  });

  it('msgContent over its own limit (10,000 characters, under 1 MB) answers 400 naming msgContent', async () => {
    const visitor = await startVisitor(server);
    const reply = await visitor.call('sendMsg', { clientId: 'long', msgType: 1, msgContent: 'y'.repeat(10_001) });
    expect(reply.status).toBe(400);
    expect(reply.message).toMatch(/^msgContent: /);
  });

  it('a text/plain body answers 415 (or 400), not 500', async () => {
    const visitor = await startVisitor(server);
    for (const [path, contentType] of [
      [VISITOR_API + 'sendMsg', 'text/plain'],
      [VISITOR_API + 'chatStart', 'text/plain'],
      [VISITOR_API + 'sendMsg', 'application/x-www-form-urlencoded'],
      [OPEN_WO_API + 'add', 'text/plain'],
      [AGENT_API + 'login', 'text/plain'],
    ] as const) {
      const reply = await rawPost(
        path,
        JSON.stringify({ userId: visitor.userId, channelId: 'demo' }),
        contentType,
        visitor.token,
      );
      expect({ path, contentType, ok: [415, 400].includes(reply.status) }).toEqual({ path, contentType, ok: true });
      expect(reply.json?.code).toBe(reply.status);
      expect(reply.json?.message).toBeTruthy();
    }
    // A JSON body sent to the multipart upload is refused plainly.
    const upload = await server.post(VISITOR_API + 'upload', { userId: visitor.userId }, visitor.token);
    expect(upload.status).toBe(400);
    expect(upload.message).toContain('multipart');
    await expectServerWorks(visitor);
  });

  it("an unknown call answers 404 'unknown call…'", async () => {
    for (const path of [
      VISITOR_API + 'deleteEverything',
      OPEN_WO_API + 'drop',
      AGENT_API + 'sudo',
      '/api/nothing',
      '/api/chat/visitor/',
    ]) {
      const reply = await server.post(path, {});
      expect({ path, status: reply.status }).toEqual({ path, status: 404 });
      expect(reply.message).toMatch(/^unknown call/);
      expect(reply.code).toBe(404);
    }
  });

  it('GET on a POST call answers 404', async () => {
    for (const path of [
      VISITOR_API + 'sendMsg',
      VISITOR_API + 'channelInfo',
      OPEN_WO_API + 'queryById',
      AGENT_API + 'sessions',
    ]) {
      const response = await server.raw(path + '?channelId=demo', { method: 'GET' });
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      const json = (await response.json()) as { message: string; code: number };
      expect(json.message).toMatch(/^unknown call: GET /);
      expect(json.code).toBe(404);
    }
  });
});

describe('nothing yields a 500', () => {
  const bodies: [label: string, body: string][] = [
    ['{}', '{}'],
    ['null', 'null'],
    ['[]', '[]'],
    ['"x"', '"x"'],
    ['42', '42'],
    [
      'nested junk',
      '{"userId":{"$ne":null},"channelId":["demo"],"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
    ],
  ];

  const expectEnvelope = (where: string, reply: Awaited<ReturnType<typeof rawPost>>) => {
    expect({ where, status: reply.status, below500: reply.status < 500 }).toMatchObject({ where, below500: true });
    expect(reply.json, `${where}: ${reply.text.slice(0, 200)}`).toBeTypeOf('object');
    expect(reply.json?.code, where).toBe(reply.status);
    expect(reply.json?.message, where).toBeTypeOf('string');
    expect(reply.json?.message?.length, where).toBeGreaterThan(0);
  };

  it('every visitor call with {}, null, [], "x", 42 and junk bodies answers < 500 with a message', async () => {
    const visitor = await startVisitor(server);
    for (const call of VISITOR_CALLS) {
      for (const [label, body] of bodies) {
        expectEnvelope(`${call} ${label}`, await rawPost(VISITOR_API + call, body));
        expectEnvelope(
          `${call} ${label} with token`,
          await rawPost(VISITOR_API + call, body, 'application/json', visitor.token),
        );
      }
    }
    await expectServerWorks(visitor);
  });

  it('every visitor call with only a valid userId and token answers < 500', async () => {
    const visitor = await startVisitor(server);
    for (const call of VISITOR_CALLS) {
      if (call == 'chatClose') continue;
      const reply = await rawPost(
        VISITOR_API + call,
        JSON.stringify({ userId: visitor.userId }),
        'application/json',
        visitor.token,
      );
      expectEnvelope(`${call} {userId}`, reply);
    }
  });

  it('every open work-order call and every agent call with bad bodies answers < 500', async () => {
    const agent = await signInAgent(server, 'bob', false);
    for (const call of OPEN_WO_CALLS) {
      for (const [label, body] of bodies)
        expectEnvelope(`wo ${call} ${label}`, await rawPost(OPEN_WO_API + call, body));
    }
    for (const call of [...Object.keys(AGENT_REQUESTS), 'upload']) {
      for (const [label, body] of bodies) {
        expectEnvelope(
          `agent ${call} ${label}`,
          await rawPost(AGENT_API + call, body, 'application/json', agent.token),
        );
      }
    }
    // Ids that do not exist are 4xx too.
    for (const [call, body] of [
      ['conversation', { sessionId: 999_999 }],
      ['accept', { sessionId: 999_999 }],
      ['send', { sessionId: 999_999, msgType: 1, content: 'x' }],
      ['workOrder', { woId: 999_999 }],
      ['workOrderReply', { woId: 999_999, content: 'x' }],
      ['workOrderStatus', { woId: 999_999, status: 1 }],
      ['leaveMessageHandled', { id: 999_999 }],
      ['recall', { msgId: 999_999 }],
    ] as const) {
      const reply = await agent.call(call, body);
      expect({ call, status: reply.status, between: reply.status >= 400 && reply.status < 500 }).toMatchObject({
        call,
        between: true,
      });
    }
    expectEnvelope(
      'wo queryById unknown',
      await rawPost(OPEN_WO_API + 'queryById', JSON.stringify({ woId: 999_999, woToken: 'x' })),
    );
    expectEnvelope(
      'wo getTypeTemplate unknown',
      await rawPost(OPEN_WO_API + 'getTypeTemplate', JSON.stringify({ typeId: 999_999 })),
    );
  });

  it('strange but well-typed values answer < 500', async () => {
    const visitor = await startVisitor(server);
    const tries: [string, Record<string, unknown>][] = [
      ['channelInfo', { channelId: 'no-such-channel' }],
      ['chatStart', { channelId: 'no-such-channel' }],
      ['chatStart', { channelId: 'demo', params: 'not json {' }],
      ['chatStart', { channelId: 'demo', email: 'not-an-email' }],
      ['submitUserForm', { userId: visitor.userId, formParams: '{not json' }],
      ['submitUserForm', { userId: visitor.userId, formParams: '[1,2,3]' }],
      ['resetInfo', { userId: visitor.userId, formParams: 'null' }],
      ['getRobotDoc', { channelId: 'demo', docId: 0 }],
      ['commentDoc', { userId: visitor.userId, docId: 999_999, isUseful: 1 }],
      ['getSessionMsg', { userId: visitor.userId, sessionId: 999_999 }],
      ['updateSessionMsg', { userId: visitor.userId, msgId: 999_999, docNode: 'x' }],
      ['msgComplete', { userId: visitor.userId, lastMsgId: Number.MAX_SAFE_INTEGER }],
      ['getHistoryMsg', { userId: visitor.userId, maxTime: Number.MAX_SAFE_INTEGER, pageSize: 100 }],
      ['uploadBase64', { userId: visitor.userId, imgData: 'data:image/png;base64,' }],
      ['uploadBase64', { userId: visitor.userId, imgData: 'data:image/png;base64,====' }],
      ['fromRequest', { userId: visitor.userId, url: 'file:///etc/passwd', method: 'GET' }],
      ['fromRequest', { userId: visitor.userId, url: 'http://127.0.0.1:1/', method: 'GET' }],
      ['fromRequest', { userId: visitor.userId, url: '/api/chat/visitor/chatStart', method: 'POST' }],
      ['fromRequest', { userId: visitor.userId, url: '/no/such/path', method: 'PUT' }],
      ['robotAsk', { userId: visitor.userId, question: '   ' }],
      ['robotAsk', { userId: visitor.userId, question: 'x', docId: 999_999, click: 1 }],
      ['sendMsg', { userId: visitor.userId, clientId: 'odd', msgContent: '', msgType: 99 }],
      ['addSessionMsg', { userId: visitor.userId, content: 'x', senderType: 2 }],
    ];
    for (const [call, body] of tries) {
      const reply = await server.post(VISITOR_API + call, body, visitor.token);
      expect({ call, body, below500: reply.status < 500 }).toMatchObject({ call, below500: true });
      expect(reply.message, call).toBeTruthy();
    }
    await expectServerWorks(visitor);
  });
});
