// Who may do what, over real HTTP: visitor tokens, other visitors' data, work-order tokens,
// signed identities on demo-verified, tenants, and agents' own conversations.
import { createHmac } from 'node:crypto';
import {
  AGENT_API,
  OPEN_WO_API,
  PUBLIC_VISITOR_CALLS,
  VISITOR_API,
  VISITOR_CALLS,
  type VisitorCall,
} from '@shared/api';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  newVisitorId,
  otherTenantAgent,
  pollEvents,
  type Reply,
  signInAgent,
  startVisitor,
  type TestAgent,
  type TestServer,
  type TestVisitor,
  useTestServer,
} from './harness';

const VERIFIED_CHANNEL = 'demo-verified';
const VERIFIED_SECRET = 'northwind-demo-secret';
const userHash = (userId: string, secret = VERIFIED_SECRET) =>
  createHmac('sha256', secret).update(userId).digest('hex');
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A body each token-protected JSON call accepts (schema-valid), so only the token decides. */
function validBodies(
  victim: TestVisitor,
): Record<Exclude<VisitorCall, 'channelInfo' | 'chatStart' | 'getRobotDoc' | 'upload'>, Record<string, unknown>> {
  return {
    userVideoInvitation: { videoType: 1 },
    getOfflineMsg: {},
    getLeaveMsgList: {},
    transferAgent: {},
    getEventMsg: { pollId: victim.start.pollId },
    submitUserForm: { userName: 'Mallory' },
    getHistoryMsg: { maxTime: 0, pageSize: 20 },
    getSessionMsg: {},
    chatClose: {},
    robotAsk: { question: 'How long does shipping take?' },
    sendMsg: { clientId: 'sec-1', msgContent: 'hello', msgType: 1 },
    evaluate: { evaluateRobotSolve: 1 },
    isEvaluate: {},
    uploadBase64: { imgData: `data:image/png;base64,${PNG_BASE64}` },
    typing: { msgContent: 'typing…' },
    robotTips: { question: 'ship' },
    getEvaluateInfo: {},
    leaveMsg: { channelId: 'demo', customerName: 'Mallory', msgContent: 'hello' },
    addSessionMsg: { content: 'auto' },
    resetInfo: { userName: 'Mallory' },
    msgComplete: {},
    commentDoc: { docId: 1001, isUseful: 1 },
    sysMsg: {},
    getAdminCard: {},
    updateSessionMsg: { msgId: 1, docNode: 'x' },
    fromRequest: { url: '/api/demo/formSink', method: 'POST' },
    callSignal: { callId: 1, signal: { kind: 'hangUp' } },
    mailTranscript: { email: 'mallory@evil.example' },
  };
}

async function uploadAs(server: TestServer, userId: string, token: string | undefined): Promise<Reply> {
  const form = new FormData();
  form.append('userId', userId);
  form.append('file', new Blob([Buffer.from(PNG_BASE64, 'base64')], { type: 'image/png' }), 'pixel.png');
  const response = await server.raw(VISITOR_API + 'upload', {
    method: 'POST',
    headers: token ? { token } : {},
    body: form,
  });
  return { ...((await response.json()) as Reply), status: response.status };
}

/** A work order of this visitor on the demo channel (type 1, After-sales: two required fields). */
async function addWorkOrder(visitor: TestVisitor, content = 'My parcel never arrived') {
  const reply = await visitor.wo('add', {
    channelId: 'demo',
    woContent: content,
    cusFieldConfigInfoVoList: [
      { fieldId: 101, fieldValue: 'NW-1001' },
      { fieldId: 102, fieldValue: 'Delivery' },
    ],
  });
  expect(reply.status, reply.message).toBe(200);
  return reply.data as { woId: number; woToken: string; userId: string };
}

const server = useTestServer();

describe('visitor tokens', () => {
  const protectedCalls = VISITOR_CALLS.filter((call) => !PUBLIC_VISITOR_CALLS.includes(call));

  // The spec's 30 calls, callSignal (docs/http-api.md#call-signalling) and mailTranscript.
  it('protects every visitor call but channelInfo, chatStart and the public FAQ article getRobotDoc (32 calls, 29 protected)', () => {
    expect(VISITOR_CALLS).toHaveLength(32);
    expect([...PUBLIC_VISITOR_CALLS].sort()).toEqual(['channelInfo', 'chatStart', 'getRobotDoc']);
    expect(protectedCalls).toHaveLength(29);
  });

  it('every protected visitor call without a token answers 401', async () => {
    const victim = await startVisitor(server);
    const bodies = validBodies(victim);
    for (const call of protectedCalls) {
      const reply =
        call == 'upload'
          ? await uploadAs(server, victim.userId, undefined)
          : await server.post(VISITOR_API + call, { userId: victim.userId, ...bodies[call as keyof typeof bodies] });
      expect({ call, status: reply.status, code: reply.code }).toEqual({ call, status: 401, code: 401 });
    }
  });

  it("every protected visitor call with another visitor's token answers 401", async () => {
    const victim = await startVisitor(server);
    const attacker = await startVisitor(server);
    const bodies = validBodies(victim);
    for (const call of protectedCalls) {
      const reply =
        call == 'upload'
          ? await uploadAs(server, victim.userId, attacker.token)
          : await server.post(
              VISITOR_API + call,
              { userId: victim.userId, ...bodies[call as keyof typeof bodies] },
              attacker.token,
            );
      expect({ call, status: reply.status }).toEqual({ call, status: 401 });
    }
    // Nothing was written in the victim's name.
    const own = await victim.call('getSessionMsg');
    expect(own.data.filter((message: { senderType: number }) => message.senderType == 1)).toEqual([]);
    expect((await victim.call('getLeaveMsgList')).data.list).toEqual([]);
  });

  it('the same bodies with the right token pass the token check (control for the two tests above)', async () => {
    const visitor = await startVisitor(server);
    const bodies = validBodies(visitor);
    for (const call of protectedCalls) {
      const reply =
        call == 'upload'
          ? await uploadAs(server, visitor.userId, visitor.token)
          : await visitor.call(call, bodies[call as keyof typeof bodies]);
      expect({ call, unauthorized: reply.status == 401 }).toEqual({ call, unauthorized: false });
      expect(reply.status, `${call}: ${reply.message}`).toBeLessThan(500);
    }
  });

  it('an invented token and a token for an unknown userId answer 401', async () => {
    const visitor = await startVisitor(server);
    expect((await server.post(VISITOR_API + 'getSessionMsg', { userId: visitor.userId }, 'not-a-token')).status).toBe(
      401,
    );
    expect((await server.post(VISITOR_API + 'getSessionMsg', { userId: newVisitorId() }, visitor.token)).status).toBe(
      401,
    );
  });
});

describe("another visitor's data", () => {
  it("getSessionMsg with another visitor's sessionId answers 403 and shows nothing", async () => {
    const owner = await startVisitor(server);
    await owner.call('sendMsg', { clientId: 'private-1', msgContent: 'my secret order NW-7', msgType: 1 });
    const other = await startVisitor(server);
    const reply = await other.call('getSessionMsg', { sessionId: owner.start.sessionId });
    expect(reply.status).toBe(403);
    expect(reply.data).toBeNull();
    expect(JSON.stringify(reply)).not.toContain('NW-7');
    // The owner reads it.
    const own = await owner.call('getSessionMsg', { sessionId: owner.start.sessionId });
    expect(own.data.map((message: { msgContent: string }) => message.msgContent)).toContain('my secret order NW-7');
  });

  it("getHistoryMsg and getEventMsg never show another visitor's messages", async () => {
    const owner = await startVisitor(server);
    await owner.call('sendMsg', { clientId: 'private-2', msgContent: 'only mine: NW-8', msgType: 1 });
    const other = await startVisitor(server);
    const history = await other.call('getHistoryMsg', { maxTime: 0, pageSize: 100 });
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.data)).not.toContain('NW-8');
    // Another visitor's pollId is not the caller's conversation.
    const poll = await other.call('getEventMsg', { pollId: owner.start.pollId, lastEventId: 0 });
    expect(poll.status).toBe(400);
    expect(JSON.stringify(poll)).not.toContain('NW-8');
  });

  it('getLeaveMsgList shows only the visitor’s own leave messages', async () => {
    const alice = await startVisitor(server);
    const bob = await startVisitor(server);
    expect(
      (await alice.call('leaveMsg', { channelId: 'demo', customerName: 'Alice', msgContent: 'from alice' })).status,
    ).toBe(200);
    expect(
      (await bob.call('leaveMsg', { channelId: 'demo', customerName: 'Bob', msgContent: 'from bob' })).status,
    ).toBe(200);
    const list = (await bob.call('getLeaveMsgList')).data.list as { userId: string; msgContent: string }[];
    expect(list.map((entry) => entry.msgContent)).toEqual(['from bob']);
    expect(list.every((entry) => entry.userId == bob.userId)).toBe(true);
  });

  it("queryById of another visitor's work order answers 403; queryByCustom lists only the caller's", async () => {
    const owner = await startVisitor(server);
    const other = await startVisitor(server);
    const order = await addWorkOrder(owner, 'owner order content');
    const mine = await addWorkOrder(other, 'other order content');

    const stolen = await other.wo('queryById', { woId: order.woId });
    expect(stolen.status).toBe(403);
    expect(JSON.stringify(stolen)).not.toContain('owner order content');
    expect((await owner.wo('queryById', { woId: order.woId })).data.woContent).toBe('owner order content');

    const list = (await other.wo('queryByCustom')).data.list as { woId: number; userId: string }[];
    expect(list.map((entry) => entry.woId)).toEqual([mine.woId]);
    // Someone else's userId with one's own token is not a way in.
    expect((await server.post(OPEN_WO_API + 'queryByCustom', { userId: owner.userId }, other.token)).status).toBe(401);
    expect((await server.post(OPEN_WO_API + 'queryByCustom', { userId: owner.userId })).status).toBe(401);
  });

  it("addHandle on another visitor's work order answers 403 and adds nothing", async () => {
    const owner = await startVisitor(server);
    const other = await startVisitor(server);
    const order = await addWorkOrder(owner);
    const reply = await other.wo('addHandle', { woId: order.woId, handleContent: 'injected reply' });
    expect(reply.status).toBe(403);
    const detail = await owner.wo('queryById', { woId: order.woId });
    expect(detail.data.handle).toEqual([]);
  });

  it("updateSessionMsg and commentDoc with another visitor's msgId answer 403 and change nothing", async () => {
    const owner = await startVisitor(server);
    const asked = await owner.call('robotAsk', { question: 'How long does shipping take?' });
    expect(asked.status).toBe(200);
    const answer = asked.data.answer as { id: number; docId?: number };
    expect(answer.docId).toBeTypeOf('number');
    const other = await startVisitor(server);

    const update = await other.call('updateSessionMsg', { msgId: answer.id, docNode: 'tampered' });
    expect(update.status).toBe(403);
    const comment = await other.call('commentDoc', { docId: answer.docId, isUseful: 0, msgId: answer.id });
    expect(comment.status).toBe(403);

    const stored = (
      (await owner.call('getSessionMsg')).data as { id: number; docNode?: string; isUseful?: number }[]
    ).find((message) => message.id == answer.id)!;
    expect(stored.docNode).toBeUndefined();
    expect(stored.isUseful).toBeUndefined();
    // The owner may.
    expect((await owner.call('updateSessionMsg', { msgId: answer.id, docNode: 'mine' })).status).toBe(200);
  });
});

describe('work-order tokens', () => {
  it('a woToken opens its own work order without a visitor token (queryById, addHandle)', async () => {
    const owner = await startVisitor(server);
    const order = await addWorkOrder(owner, 'token variant content');
    expect(order.woToken).toBeTypeOf('string');
    expect(order.woToken.length).toBeGreaterThanOrEqual(16);

    const read = await server.post(OPEN_WO_API + 'queryById', { woId: order.woId, woToken: order.woToken });
    expect(read.status).toBe(200);
    expect(read.data.woContent).toBe('token variant content');

    const reply = await server.post(OPEN_WO_API + 'addHandle', {
      woId: order.woId,
      woToken: order.woToken,
      handleContent: 'reply by token',
    });
    expect(reply.status).toBe(200);
    expect(
      reply.data.handle.map((handle: { handleContent: string; handleType: number }) => [
        handle.handleContent,
        handle.handleType,
      ]),
    ).toEqual([['reply by token', 2]]);
  });

  it('a wrong woToken, or the woToken of another order, answers 403', async () => {
    const owner = await startVisitor(server);
    const first = await addWorkOrder(owner, 'first');
    const second = await addWorkOrder(owner, 'second');
    for (const [woId, woToken] of [
      [first.woId, 'wrong-token'],
      [first.woId, second.woToken],
      [second.woId, first.woToken],
    ] as const) {
      const read = await server.post(OPEN_WO_API + 'queryById', { woId, woToken });
      expect(read.status).toBe(403);
      const write = await server.post(OPEN_WO_API + 'addHandle', { woId, woToken, handleContent: 'nope' });
      expect(write.status).toBe(403);
    }
    expect((await owner.wo('queryById', { woId: first.woId })).data.handle).toEqual([]);
    expect((await owner.wo('queryById', { woId: second.woId })).data.handle).toEqual([]);
  });

  it('a woToken is not a visitor token', async () => {
    const owner = await startVisitor(server);
    const order = await addWorkOrder(owner);
    expect((await server.post(VISITOR_API + 'getSessionMsg', { userId: owner.userId }, order.woToken)).status).toBe(
      401,
    );
    expect((await server.post(OPEN_WO_API + 'queryByCustom', { userId: owner.userId }, order.woToken)).status).toBe(
      401,
    );
  });
});

describe('identity verification on demo-verified', () => {
  it('a host userId without userHash answers 403', async () => {
    const reply = await server.post(VISITOR_API + 'chatStart', { channelId: VERIFIED_CHANNEL, userId: 'customer-42' });
    expect(reply.status).toBe(403);
    expect(reply.message).toContain('userHash');
    expect(reply.data).toBeNull();
  });

  it('a host userId with userHash = HMAC-SHA256(secret, userId) hex answers 200', async () => {
    const reply = await server.post(VISITOR_API + 'chatStart', {
      channelId: VERIFIED_CHANNEL,
      userId: 'customer-42',
      userHash: userHash('customer-42'),
    });
    expect(reply.status).toBe(200);
    expect(reply.data.userId).toBe('customer-42');
    expect(reply.data.token).toBeTypeOf('string');
    // The upper-case hex form of the same hash is the same signature.
    const upper = await server.post(VISITOR_API + 'chatStart', {
      channelId: VERIFIED_CHANNEL,
      userId: 'customer-42',
      userHash: userHash('customer-42').toUpperCase(),
    });
    expect(upper.status).toBe(200);
  });

  it('a wrong userHash answers 403', async () => {
    for (const wrong of [userHash('customer-43'), userHash('customer-42', 'another-secret'), 'abc', '0'.repeat(64)]) {
      const reply = await server.post(VISITOR_API + 'chatStart', {
        channelId: VERIFIED_CHANNEL,
        userId: 'customer-42',
        userHash: wrong,
      });
      expect(reply.status).toBe(403);
    }
  });

  it('a loader-style 32-hex userId without userHash answers 200', async () => {
    const userId = newVisitorId();
    const reply = await server.post(VISITOR_API + 'chatStart', { channelId: VERIFIED_CHANNEL, userId });
    expect(reply.status).toBe(200);
    expect(reply.data.userId).toBe(userId);
    // Upper-case hex is not what the loader makes: it counts as a host id.
    const upper = await server.post(VISITOR_API + 'chatStart', {
      channelId: VERIFIED_CHANNEL,
      userId: newVisitorId().toUpperCase(),
    });
    expect(upper.status).toBe(403);
  });

  it('a userHash on a channel without a secret answers 403', async () => {
    const reply = await server.post(VISITOR_API + 'chatStart', {
      channelId: 'demo',
      userId: 'customer-7',
      userHash: userHash('customer-7'),
    });
    expect(reply.status).toBe(403);
  });

  it('a userId verified on demo-verified cannot be claimed without userHash through another channel of the tenant', async () => {
    const verified = await startVisitor(server, VERIFIED_CHANNEL, {
      userId: 'customer-99',
      userHash: userHash('customer-99'),
    });
    expect(
      (await verified.call('leaveMsg', { channelId: VERIFIED_CHANNEL, customerName: 'Real 99', msgContent: 'private' }))
        .status,
    ).toBe(200);
    // Same tenant, channel without identity verification, no userHash.
    const claim = await server.post(VISITOR_API + 'chatStart', { channelId: 'demo', userId: 'customer-99' });
    expect(claim.status).toBe(403);
    expect((await verified.call('getLeaveMsgList')).status).toBe(200);
  });

  it('the channel secret never appears in channelInfo or chatStart', async () => {
    const info = await server.post(VISITOR_API + 'channelInfo', { channelId: VERIFIED_CHANNEL });
    expect(info.status).toBe(200);
    expect(info.data.identityVerification).toBe(true);
    const text = JSON.stringify(info);
    expect(text).not.toContain(VERIFIED_SECRET);
    expect(text).not.toMatch(/"secret"/i);
    const start = await server.post(VISITOR_API + 'chatStart', {
      channelId: VERIFIED_CHANNEL,
      userId: 'customer-1',
      userHash: userHash('customer-1'),
    });
    expect(JSON.stringify(start)).not.toContain(VERIFIED_SECRET);
  });
});

describe('tenants', () => {
  let eve: TestAgent;
  beforeAll(async () => {
    // A second tenant with its own channel and agent.
    eve = await otherTenantAgent(server);
  });

  it("a userId of another tenant (inserted directly) cannot be taken through this tenant's chatStart", async () => {
    const userId = newVisitorId();
    await server.server.services.visitors.signIn(userId, 'other-tenant', { userName: 'Someone else' });
    const reply = await server.post(VISITOR_API + 'chatStart', { channelId: 'demo', userId });
    expect(reply.status).toBe(403);
    expect(reply.message).toContain('tenant');
    expect((await server.server.services.visitors.get(userId))?.tenantId).toBe('other-tenant');
    expect((await server.server.services.visitors.get(userId))?.info.userName).toBe('Someone else');
  });

  it("a visitor started on another tenant's channel cannot be taken through this tenant's channel", async () => {
    const acme = await startVisitor(server, 'acme-shop');
    const reply = await server.post(VISITOR_API + 'chatStart', { channelId: 'demo', userId: acme.userId });
    expect(reply.status).toBe(403);
    // ...and the acme visitor's token still works.
    expect((await acme.call('getSessionMsg')).status).toBe(200);
  });

  it("a visitor cannot leave messages or open work orders on another tenant's channel", async () => {
    const visitor = await startVisitor(server);
    expect(
      (await visitor.call('leaveMsg', { channelId: 'acme-shop', customerName: 'X', msgContent: 'y' })).status,
    ).toBe(404);
    expect((await visitor.wo('add', { channelId: 'acme-shop', woContent: 'y' })).status).toBe(404);
  });

  it("an agent of another tenant sees none of this tenant's conversations or leave messages", async () => {
    const alice = await signInAgent(server);
    const visitor = await startVisitor(server);
    expect((await visitor.call('transferAgent', { adminId: alice.adminId })).data.status).toBe(2);
    await visitor.call('leaveMsg', { channelId: 'demo', customerName: 'Tenant test', msgContent: 'demo only' });
    await visitor.call('sendMsg', { clientId: 'tenant-test', msgType: 1, msgContent: 'for the demo tenant' });

    const eveToken = eve.token;
    expect(
      (await server.post(AGENT_API + 'conversation', { sessionId: visitor.start.sessionId }, eveToken)).status,
    ).toBe(404);
    expect(
      (
        await server.post(
          AGENT_API + 'send',
          { sessionId: visitor.start.sessionId, msgType: 1, content: 'hi' },
          eveToken,
        )
      ).status,
    ).toBe(404);
    const leave = await server.post(AGENT_API + 'leaveMessages', {}, eveToken);
    expect(leave.status).toBe(200);
    expect(JSON.stringify(leave.data)).not.toContain('demo only');
    const sessions = await server.post(AGENT_API + 'sessions', {}, eveToken);
    expect(JSON.stringify(sessions.data)).not.toContain(visitor.userId);
    await alice.call('end', { sessionId: visitor.start.sessionId });
    for (const box of ['waiting', 'mine', 'closed']) {
      const inbox = await server.post(AGENT_API + 'inbox', { box, search: visitor.userId.slice(0, 6) }, eveToken);
      expect(inbox.status).toBe(200);
      expect(inbox.data.list).toEqual([]);
    }
    expect((await alice.call('inbox', { box: 'closed', search: visitor.userId })).data.list).toHaveLength(1);
  });
});

describe('fromRequest', () => {
  it('fromRequest cannot reach the visitor or agent API, however the path is spelled (403)', async () => {
    const visitor = await startVisitor(server);
    const loginFields = { login: 'alice', password: 'northwind' };
    for (const url of [
      '/api/agent/login',
      '/api/chat/visitor/chatStart',
      '/api/%61gent/login',
      '/api/open/../agent/login',
      '/api/files/../agent/login',
      '/api/%63hat/visitor/chatStart',
    ]) {
      const reply = await visitor.call('fromRequest', { url, method: 'POST', requestBody: loginFields });
      expect({ url, status: reply.status }).toEqual({ url, status: 403 });
      expect(JSON.stringify(reply.data ?? null)).not.toContain('token');
    }
  });

  it('fromRequest reaches the demo form endpoint and refuses origins the channel does not list', async () => {
    const visitor = await startVisitor(server);
    const ok = await visitor.call('fromRequest', {
      url: '/api/demo/formSink',
      method: 'POST',
      requestBody: { size: '42' },
    });
    expect(ok.status).toBe(200);
    expect(ok.data.status).toBe(200);
    expect(JSON.parse(ok.data.body).data.received).toEqual({ size: '42' });
    const outside = await visitor.call('fromRequest', {
      url: 'http://169.254.169.254/latest/meta-data',
      method: 'GET',
    });
    expect(outside.status).toBe(403);
    const scheme = await visitor.call('fromRequest', { url: 'file:///etc/passwd', method: 'GET' });
    expect(scheme.status).toBe(400);
  });
});

describe('agent API', () => {
  it('every agent call without a token answers 401', async () => {
    for (const call of ['status', 'sessions', 'events', 'leaveMessages', 'workOrders', 'evaluations']) {
      const body = call == 'status' ? { online: true } : {};
      const reply = await server.post(AGENT_API + call, body);
      expect({ call, status: reply.status }).toEqual({ call, status: 401 });
    }
    const send = await server.post(AGENT_API + 'send', { sessionId: 1, msgType: 1, content: 'hi' });
    expect(send.status).toBe(401);
    const upload = await server.raw(AGENT_API + 'upload', { method: 'POST', body: new FormData() });
    expect(upload.status).toBe(401);
  });

  it('a visitor token, a malformed token or a forged adminId answers 401 on the agent API', async () => {
    const visitor = await startVisitor(server);
    const alice = await signInAgent(server, 'alice', false);
    const secretPart = alice.token.split('.')[1]!;
    for (const token of [visitor.token, `101.${visitor.token}`, 'garbage', '101.', `102.${secretPart}`]) {
      const reply = await server.post(AGENT_API + 'sessions', {}, token);
      expect({ token, status: reply.status }).toEqual({ token, status: 401 });
    }
    expect((await alice.call('sessions')).status).toBe(200);
  });

  it('an agent token is not a visitor token', async () => {
    const visitor = await startVisitor(server);
    const alice = await signInAgent(server, 'alice', false);
    expect((await server.post(VISITOR_API + 'getSessionMsg', { userId: visitor.userId }, alice.token)).status).toBe(
      401,
    );
  });

  it("an agent cannot send to, end or transfer another agent's conversation (403)", async () => {
    const alice = await signInAgent(server, 'alice');
    const bob = await signInAgent(server, 'bob');
    const visitor = await startVisitor(server);
    const transfer = await visitor.call('transferAgent', { adminId: alice.adminId });
    expect(transfer.data.status).toBe(2);
    const sessionId = visitor.start.sessionId;

    const send = await bob.call('send', { sessionId, msgType: 1, content: 'I am not your agent' });
    expect(send.status).toBe(403);
    expect((await bob.call('end', { sessionId })).status).toBe(403);
    expect((await bob.call('transfer', { sessionId, toAdminId: bob.adminId })).status).toBe(403);
    expect((await bob.call('typing', { sessionId })).status).toBe(403);
    expect((await bob.call('inviteEvaluate', { sessionId })).status).toBe(403);

    // The visitor saw nothing from bob and is still with alice.
    const poll = await pollEvents(visitor);
    const texts = (poll.data.msgList as { msg?: { msgContent: string } }[]).map((event) => event.msg?.msgContent);
    expect(texts).not.toContain('I am not your agent');
    expect(poll.data.status).toBe(2);
    expect((await visitor.call('getAdminCard')).data.adminId).toBe(alice.adminId);

    // Nor can bob recall alice's message.
    const sent = await alice.call('send', { sessionId, msgType: 1, content: 'from alice' });
    expect(sent.status).toBe(200);
    expect((await bob.call('recall', { msgId: sent.data.id })).status).toBe(403);
    expect((await alice.call('end', { sessionId })).status).toBe(200);
    await alice.call('status', { online: false });
    await bob.call('status', { online: false });
  });
});
