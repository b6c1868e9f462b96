// The agent API over real HTTP: login, the sessions list with what the visitor told us,
// accept, every kind of message, the event feed with wait, transfers, the conversation
// with its robot part, and uploads. Each test gets its own server: agents' loads matter.

import { tenantKey } from '@server/hub';
import { AGENT_API, FILES_PATH, type PollEvent } from '@shared/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  signInAgent,
  startTestServer,
  startVisitor,
  type TestAgent,
  type TestServer,
  type TestVisitor,
} from './harness';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface AgentEvent {
  eventId: number;
  kind: string;
  adminId?: number;
  sessionId?: number;
  userId?: string;
  data?: any;
}

interface Summary {
  sessionId: number;
  userId: string;
  status: number;
  adminId: number | null;
  visitor: Record<string, unknown>;
}

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

/** Every poll event the visitor has after its start. */
async function eventsOf(visitor: TestVisitor): Promise<PollEvent[]> {
  const reply = await visitor.call('getEventMsg', {
    pollId: visitor.start.pollId,
    lastEventId: visitor.start.lastEventId,
  });
  expect(reply.status).toBe(200);
  return reply.data.msgList as PollEvent[];
}

/** Uploads a file as the agent; its URL. */
async function uploadAs(agent: TestAgent, name: string, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await server.raw(AGENT_API + 'upload', {
    method: 'POST',
    headers: { token: agent.token },
    body: form,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { url: string } }).data.url;
}

async function connectedTo(agent: TestAgent, extra: Record<string, unknown> = {}): Promise<TestVisitor> {
  const visitor = await startVisitor(server, 'demo', extra);
  const transfer = await visitor.call('transferAgent', { adminId: agent.adminId });
  expect(transfer.data.status).toBe(2);
  return visitor;
}

describe('login', () => {
  it('a wrong password or an unknown login answers 401; the right one a token for the agent', async () => {
    for (const body of [
      { login: 'alice', password: 'wrong-password' },
      { login: 'alice', password: 'Northwind' },
      { login: 'mallory', password: 'northwind' },
    ]) {
      const reply = await server.post(AGENT_API + 'login', body);
      expect({ body, status: reply.status }).toEqual({ body, status: 401 });
      expect(reply.data).toBeNull();
      expect(reply.message).toMatch(/^login: /);
    }
    const ok = await server.post(AGENT_API + 'login', { login: 'alice', password: 'northwind' });
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ adminId: 101, tenantId: 'demo', card: { adminNick: 'Alice' } });
    expect(ok.data.token).toMatch(/^101\./);
    expect(JSON.stringify(ok.data)).not.toContain('password');
  });

  it('a new login replaces the previous token', async () => {
    const first = await signInAgent(server, 'bob', false);
    const second = await signInAgent(server, 'bob', false);
    expect((await first.call('sessions')).status).toBe(401);
    expect((await second.call('sessions')).status).toBe(200);
  });
});

describe('sessions and accept', () => {
  it('sessions lists queued and active conversations with what the visitor sent (chatStart, submitUserForm, resetInfo)', async () => {
    const alice = await signInAgent(server);
    // alice takes five; the sixth visitor waits in the queue.
    const active: TestVisitor[] = [];
    for (let index = 0; index < 5; index++) {
      const visitor = await startVisitor(server);
      expect((await visitor.call('transferAgent')).data.status).toBe(2);
      active.push(visitor);
    }
    const waiting = await startVisitor(server, 'demo', {
      userName: 'Ann Lee',
      email: 'ann@example.com',
      params: { plan: 'gold', orderId: 'NW-42' },
      previousUrl: 'https://shop.example/cart',
      locale: 'de-DE',
      refer: 'https://search.example/?q=boots',
    });
    const form = [
      { name: 'Name', value: 'Ann Lee' },
      { name: 'Topic', value: 'order' },
    ];
    expect(
      (
        await waiting.call('submitUserForm', {
          userName: 'Ann Lee',
          phone: '13800138000',
          formParams: JSON.stringify(form),
        })
      ).status,
    ).toBe(200);
    expect((await waiting.call('resetInfo', { email: 'ann.lee@example.com' })).status).toBe(200);
    const queued = await waiting.call('transferAgent');
    expect(queued.data.status).toBe(3);
    expect(queued.data.waitIndex).toBe(1);
    expect(queued.data.tip).toContain('1');

    const reply = await alice.call('sessions');
    expect(reply.status).toBe(200);
    const { queued: queue, active: mine } = reply.data as { queued: Summary[]; active: Summary[] };
    expect(mine.map((summary) => summary.userId).sort()).toEqual(active.map((visitor) => visitor.userId).sort());
    expect(mine.every((summary) => summary.status == 2 && summary.adminId == alice.adminId)).toBe(true);
    expect(queue.map((summary) => summary.userId)).toEqual([waiting.userId]);
    expect(queue[0]).toMatchObject({ sessionId: waiting.start.sessionId, status: 3, channelId: 'demo' });
    expect(queue[0]!.visitor).toMatchObject({
      userName: 'Ann Lee',
      phone: '13800138000',
      email: 'ann.lee@example.com',
      params: { plan: 'gold', orderId: 'NW-42' },
      page: 'https://shop.example/cart',
      refer: 'https://search.example/?q=boots',
      locale: 'de-DE',
      form,
    });
  });

  it('resetInfo updates page and locale (without params too), as the sessions list shows', async () => {
    const alice = await signInAgent(server);
    const visitor = await connectedTo(alice, { previousUrl: 'https://shop.example/cart', locale: 'en' });
    const infoOf = async () =>
      ((await alice.call('sessions')).data.active as Summary[]).find((summary) => summary.userId == visitor.userId)!
        .visitor;
    // With params, page and locale are taken...
    expect(
      (await visitor.call('resetInfo', { params: { plan: 'gold' }, page: 'https://shop.example/boots', locale: 'fr' }))
        .status,
    ).toBe(200);
    expect(await infoOf()).toMatchObject({
      params: { plan: 'gold' },
      page: 'https://shop.example/boots',
      locale: 'fr',
    });
    // ...and without params too: the widget reports a page change alone.
    const reply = await visitor.call('resetInfo', { page: 'https://shop.example/checkout', locale: 'de' });
    expect(reply.status).toBe(200);
    expect(await infoOf()).toMatchObject({ page: 'https://shop.example/checkout', locale: 'de' });
  });

  it('the agent is told of submitUserForm and resetInfo as visitorInfo events', async () => {
    const alice = await signInAgent(server);
    const visitor = await connectedTo(alice);
    const cursor = (await alice.call('events')).data.lastEventId as number;
    await visitor.call('submitUserForm', { formParams: JSON.stringify([{ name: 'Topic', value: 'return' }]) });
    const events = (await alice.call('events', { lastEventId: cursor })).data.events as AgentEvent[];
    const info = events.find((event) => event.kind == 'visitorInfo' && event.userId == visitor.userId);
    expect(info?.data).toMatchObject({ form: [{ name: 'Topic', value: 'return' }] });
  });

  it('accept takes a queued visitor, who gets 1200 with the agent card', async () => {
    const alice = await signInAgent(server);
    for (let index = 0; index < 5; index++) await connectedTo(alice);
    const waiting = await startVisitor(server);
    expect((await waiting.call('transferAgent')).data.status).toBe(3);
    expect((await eventsOf(waiting)).some((event) => event.type == 1200)).toBe(false);

    const bob = await signInAgent(server, 'bob', false);
    const accepted = await bob.call('accept', { sessionId: waiting.start.sessionId });
    expect(accepted.status).toBe(200);
    expect(accepted.data).toMatchObject({ sessionId: waiting.start.sessionId, status: 2, adminId: bob.adminId });

    const events = await eventsOf(waiting);
    const connected = events.find((event) => event.type == 1200);
    expect(connected?.admin).toMatchObject({ adminId: bob.adminId, adminNick: 'Bob' });
    // The channel's welcome follows as the agent's message.
    expect(events.some((event) => event.type == 1201 && event.msg?.senderType == 2)).toBe(true);
    const poll = await waiting.call('getEventMsg', { pollId: waiting.start.pollId });
    expect(poll.data.status).toBe(2);
    expect((await waiting.call('getAdminCard')).data.adminId).toBe(bob.adminId);

    // Once taken, it is no longer queued: a second accept answers 400.
    expect((await alice.call('accept', { sessionId: waiting.start.sessionId })).status).toBe(400);
    const lists = (await bob.call('sessions')).data as { queued: Summary[]; active: Summary[] };
    expect(lists.queued).toEqual([]);
    expect(lists.active.map((summary) => summary.sessionId)).toEqual([waiting.start.sessionId]);
  });

  it('refuse sends the visitor back to the robot with 1208 agentDeclined', async () => {
    const alice = await signInAgent(server);
    const visitor = await connectedTo(alice);
    expect((await alice.call('refuse', { sessionId: visitor.start.sessionId })).status).toBe(200);
    const events = await eventsOf(visitor);
    expect(events.find((event) => event.type == 1208)?.errorFlag).toBe('agentDeclined');
    expect((await visitor.call('getEventMsg', { pollId: visitor.start.pollId })).data.status).toBe(1);
  });
});

describe('messages', () => {
  it('send of each kind reaches the visitor as event 1201 with that msgType', async () => {
    const alice = await signInAgent(server);
    const visitor = await connectedTo(alice);
    const sessionId = visitor.start.sessionId;
    const image = await uploadAs(alice, 'label.png', PNG);
    const invoice = await uploadAs(alice, 'invoice.pdf', Buffer.from('%PDF-1.4'));
    const goods = JSON.stringify({
      imgUrl: image,
      title: 'Hiking Boot',
      describe: 'Waterproof',
      label: '$129',
      fromUrl: 'https://shop.example/boot',
    });
    const order = JSON.stringify({
      title: 'Order NW-42',
      orderStatus: 'shipped',
      orderCode: 'NW-42',
      orderTime: '1700000000000',
    });
    const kinds = [
      { msgType: 1, content: 'Hello Ann, how can I help?' },
      { msgType: 2, content: image },
      { msgType: 4, content: invoice, fileName: 'invoice.pdf', size: 8 },
      { msgType: 12, content: '<p>Your <strong>refund</strong> is on its way.</p>' },
      { msgType: 7, content: goods },
      { msgType: 8, content: order },
    ];
    const cursor = (await eventsOf(visitor)).at(-1)!.eventId;
    for (const kind of kinds) {
      const sent = await alice.call('send', { sessionId, ...kind });
      expect({ msgType: kind.msgType, status: sent.status }).toEqual({ msgType: kind.msgType, status: 200 });
      expect(sent.data).toMatchObject({
        msgType: kind.msgType,
        msgContent: kind.content,
        senderType: 2,
        senderName: 'Alice',
      });
    }
    const poll = await visitor.call('getEventMsg', { pollId: visitor.start.pollId, lastEventId: cursor });
    const delivered = (poll.data.msgList as PollEvent[])
      .filter((event) => event.type == 1201)
      .map((event) => event.msg!);
    expect(delivered.map((message) => message.msgType)).toEqual([1, 2, 4, 12, 7, 8]);
    expect(delivered.map((message) => message.msgContent)).toEqual(kinds.map((kind) => kind.content));
    expect(delivered.every((message) => message.senderType == 2 && message.insideFlag == 0)).toBe(true);
    expect(delivered[2]).toMatchObject({ fileName: 'invoice.pdf', size: 8 });
    expect(JSON.parse(delivered[4]!.msgContent)).toMatchObject({ title: 'Hiking Boot', label: '$129' });
    expect(JSON.parse(delivered[5]!.msgContent)).toMatchObject({ orderCode: 'NW-42' });
    // The same messages are in the visitor's conversation.
    const stored = (await visitor.call('getSessionMsg')).data as { msgType: number; senderType: number }[];
    expect(stored.filter((message) => message.senderType == 2).map((message) => message.msgType)).toEqual([
      1, 1, 2, 4, 12, 7, 8,
    ]);
  });

  it('a file message must name a file uploaded here, of its kind; a card must be a card with a title and safe URLs', async () => {
    const alice = await signInAgent(server);
    const visitor = await connectedTo(alice);
    const sessionId = visitor.start.sessionId;
    const invoice = await uploadAs(alice, 'invoice.pdf', Buffer.from('%PDF-1.4'));
    const refusals: [number, string, string][] = [
      [2, 'https://elsewhere.example/cat.png', 'content: must be the URL of a file uploaded here'],
      [2, FILES_PATH + '0123456789abcdef0123456789abcdef.png', 'content: must be the URL of a file uploaded here'],
      [2, invoice, 'content: must be an image file'],
      [6, invoice, 'content: must be a video file'],
      [7, 'not json', 'content: content notObject'],
      [7, JSON.stringify({ describe: 'no title' }), 'content: title required'],
      [8, JSON.stringify({ title: 'Order', fromUrl: 'javascript:alert(1)' }), 'content: fromUrl badUrl'],
    ];
    for (const [msgType, content, message] of refusals) {
      const reply = await alice.call('send', { sessionId, msgType, content });
      expect({ msgType, content, status: reply.status, message: reply.message }).toEqual({
        msgType,
        content,
        status: 400,
        message,
      });
    }
    const conversation = await alice.call('conversation', { sessionId });
    expect(
      (conversation.data.messages as { senderType: number }[]).filter((message) => message.senderType == 2),
    ).toHaveLength(1);
  });

  it('a msgType the agent API does not know (3, 10, 99) answers 400', async () => {
    const alice = await signInAgent(server);
    const visitor = await connectedTo(alice);
    for (const msgType of [3, 10, 99]) {
      const reply = await alice.call('send', { sessionId: visitor.start.sessionId, msgType, content: 'x' });
      expect({ msgType, status: reply.status }).toEqual({ msgType, status: 400 });
    }
  });

  it('an internal note (insideFlag 1) is in the conversation but never reaches the visitor', async () => {
    const alice = await signInAgent(server);
    const visitor = await connectedTo(alice);
    const note = await alice.call('send', {
      sessionId: visitor.start.sessionId,
      msgType: 1,
      content: 'VIP customer, be nice',
      insideFlag: 1,
    });
    expect(note.status).toBe(200);
    expect(JSON.stringify(await eventsOf(visitor))).not.toContain('VIP customer');
    expect(JSON.stringify((await visitor.call('getSessionMsg')).data)).not.toContain('VIP customer');
    expect(JSON.stringify((await visitor.call('getHistoryMsg', { maxTime: 0, pageSize: 100 })).data)).not.toContain(
      'VIP customer',
    );
    expect(JSON.stringify((await visitor.call('getOfflineMsg')).data)).not.toContain('VIP customer');
    const conversation = await alice.call('conversation', { sessionId: visitor.start.sessionId });
    expect(
      conversation.data.messages.some(
        (message: { msgContent: string; insideFlag: number }) =>
          message.msgContent == 'VIP customer, be nice' && message.insideFlag == 1,
      ),
    ).toBe(true);
  });

  it('recall reaches the visitor as 1205 and empties the message', async () => {
    const alice = await signInAgent(server);
    const visitor = await connectedTo(alice);
    const sent = await alice.call('send', {
      sessionId: visitor.start.sessionId,
      msgType: 1,
      content: 'oops, wrong customer',
    });
    expect((await alice.call('recall', { msgId: sent.data.id })).status).toBe(200);
    const recalled = (await eventsOf(visitor)).find((event) => event.type == 1205);
    expect(recalled?.msgId).toBe(sent.data.id);
    const stored = (
      (await visitor.call('getSessionMsg')).data as { id: number; recallFlag: number; msgContent: string }[]
    ).find((message) => message.id == sent.data.id);
    expect(stored).toMatchObject({ recallFlag: 1, msgContent: '' });
  });

  it('end reaches the visitor as 1202 with outType 2; sending afterwards answers 400', async () => {
    const alice = await signInAgent(server);
    const visitor = await connectedTo(alice);
    expect((await alice.call('end', { sessionId: visitor.start.sessionId })).status).toBe(200);
    const ended = (await eventsOf(visitor)).find((event) => event.type == 1202);
    expect(ended?.outType).toBe(2);
    expect((await alice.call('send', { sessionId: visitor.start.sessionId, msgType: 1, content: 'late' })).status).toBe(
      400,
    );
  });
});

describe('events', () => {
  it("events with wait returns new events: kind 'message' when the visitor writes", async () => {
    const alice = await signInAgent(server);
    const visitor = await connectedTo(alice);
    const cursor = (await alice.call('events')).data.lastEventId as number;
    const started = Date.now();
    const waiting = alice.call('events', { lastEventId: cursor, wait: 10 });
    // The agent's poll is held (waiting on the hub) before the visitor writes.
    await expect.poll(() => server.server.services.hub.waiting(tenantKey('demo')), { interval: 10 }).toBe(1);
    const sent = await visitor.call('sendMsg', {
      clientId: 'agent-feed-1',
      msgContent: 'Is anyone there?',
      msgType: 1,
    });
    expect(sent.status).toBe(200);
    const reply = await waiting;
    expect(reply.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(8_000);
    const message = (reply.data.events as AgentEvent[]).find((event) => event.kind == 'message');
    expect(message).toMatchObject({ sessionId: visitor.start.sessionId, userId: visitor.userId });
    expect(message!.data).toMatchObject({ msgContent: 'Is anyone there?', senderType: 1 });
    expect(reply.data.lastEventId).toBe((reply.data.events as AgentEvent[]).at(-1)!.eventId);

    // The cursor moves on: the same event does not come again.
    const next = await alice.call('events', { lastEventId: reply.data.lastEventId });
    expect(
      (next.data.events as AgentEvent[]).some(
        (event) => event.kind == 'message' && event.data?.clientId == 'agent-feed-1',
      ),
    ).toBe(false);
  });

  it('events with wait and nothing new returns empty after the wait', async () => {
    const alice = await signInAgent(server);
    const cursor = (await alice.call('events')).data.lastEventId as number;
    const started = Date.now();
    const reply = await alice.call('events', { lastEventId: cursor, wait: 1 });
    expect(reply.status).toBe(200);
    expect(reply.data.events).toEqual([]);
    expect(reply.data.lastEventId).toBe(cursor);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it("another agent's events (a message in alice's conversation) are not in bob's feed", async () => {
    const alice = await signInAgent(server);
    const bob = await signInAgent(server, 'bob');
    const visitor = await connectedTo(alice);
    const cursor = (await bob.call('events')).data.lastEventId as number;
    await visitor.call('sendMsg', { clientId: 'private-feed', msgContent: 'for alice only', msgType: 1 });
    const events = (await bob.call('events', { lastEventId: cursor })).data.events as AgentEvent[];
    expect(JSON.stringify(events)).not.toContain('for alice only');
  });
});

describe('transfer', () => {
  it('transfer to another online agent moves the conversation; the old agent can no longer send (403)', async () => {
    const alice = await signInAgent(server);
    const bob = await signInAgent(server, 'bob');
    const visitor = await connectedTo(alice);
    const sessionId = visitor.start.sessionId;
    const cursor = (await eventsOf(visitor)).at(-1)!.eventId;

    const moved = await alice.call('transfer', { sessionId, toAdminId: bob.adminId });
    expect(moved.status).toBe(200);
    expect(moved.data.transferred).toBe(bob.adminId);

    const poll = await visitor.call('getEventMsg', { pollId: visitor.start.pollId, lastEventId: cursor });
    const connected = (poll.data.msgList as PollEvent[]).find((event) => event.type == 1200);
    expect(connected?.admin).toMatchObject({ adminId: bob.adminId, adminNick: 'Bob' });
    expect(poll.data.status).toBe(2);
    expect((await visitor.call('getAdminCard')).data.adminId).toBe(bob.adminId);

    expect((await alice.call('send', { sessionId, msgType: 1, content: 'still me?' })).status).toBe(403);
    expect((await alice.call('end', { sessionId })).status).toBe(403);
    const fromBob = await bob.call('send', { sessionId, msgType: 1, content: 'Bob here, taking over.' });
    expect(fromBob.status).toBe(200);

    const aliceList = (await alice.call('sessions')).data.active as Summary[];
    const bobList = (await bob.call('sessions')).data.active as Summary[];
    expect(aliceList.map((summary) => summary.sessionId)).not.toContain(sessionId);
    expect(bobList.map((summary) => summary.sessionId)).toContain(sessionId);

    // Both agents are told.
    const bobEvents = (await bob.call('events', { lastEventId: 0 })).data.events as AgentEvent[];
    expect(bobEvents.some((event) => event.kind == 'transferred' && event.sessionId == sessionId)).toBe(true);
  });

  it('transfer to an offline agent, to oneself or to an unknown agent answers 400 and changes nothing', async () => {
    const alice = await signInAgent(server);
    await signInAgent(server, 'li', false);
    const visitor = await connectedTo(alice);
    const sessionId = visitor.start.sessionId;
    for (const toAdminId of [103, alice.adminId, 999]) {
      const reply = await alice.call('transfer', { sessionId, toAdminId });
      expect({ toAdminId, status: reply.status }).toEqual({ toAdminId, status: 400 });
      expect(reply.message).toMatch(/^toAdminId: /);
    }
    expect((await visitor.call('getAdminCard')).data.adminId).toBe(alice.adminId);
    expect((await alice.call('send', { sessionId, msgType: 1, content: 'still here' })).status).toBe(200);
  });

  it('conversation shows the robot part before the transfer, then the agent', async () => {
    const alice = await signInAgent(server);
    const visitor = await startVisitor(server);
    const asked = await visitor.call('robotAsk', { question: 'How long does shipping take?' });
    expect(asked.status).toBe(200);
    expect((await visitor.call('transferAgent', { adminId: alice.adminId })).data.status).toBe(2);
    await visitor.call('sendMsg', { clientId: 'after-transfer', msgContent: 'Hi Alice', msgType: 1 });

    const reply = await alice.call('conversation', { sessionId: visitor.start.sessionId });
    expect(reply.status).toBe(200);
    expect(reply.data).toMatchObject({
      sessionId: visitor.start.sessionId,
      userId: visitor.userId,
      status: 2,
      adminId: alice.adminId,
    });
    const messages = reply.data.messages as { senderType: number; msgContent: string; id: number }[];
    const question = messages.findIndex(
      (message) => message.senderType == 1 && message.msgContent == 'How long does shipping take?',
    );
    const robotAnswer = messages.findIndex((message) => message.senderType == 3 && message.id == asked.data.answer.id);
    const firstAgent = messages.findIndex((message) => message.senderType == 2);
    const hello = messages.findIndex((message) => message.msgContent == 'Hi Alice');
    expect(question).toBeGreaterThanOrEqual(0);
    expect(robotAnswer).toBeGreaterThan(question);
    expect(firstAgent).toBeGreaterThan(robotAnswer);
    expect(hello).toBeGreaterThan(firstAgent);
    // The robot's welcome opened the conversation.
    expect(messages[0]!.senderType).toBe(3);
  });
});

describe('upload', () => {
  it('agent upload (multipart) stores the file and answers its URL; without a token 401', async () => {
    const alice = await signInAgent(server);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)]), 'label.png');
    const response = await server.raw(AGENT_API + 'upload', {
      method: 'POST',
      headers: { token: alice.token },
      body: form,
    });
    const json = (await response.json()) as {
      code: number;
      data: { url: string; kind: string; name: string; size: number };
    };
    expect(response.status).toBe(200);
    expect(json.data).toMatchObject({ kind: 'image', name: 'label.png', size: PNG.length });
    expect(json.data.url.startsWith(FILES_PATH)).toBe(true);
    const served = await server.raw(json.data.url, { method: 'GET' });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    // The agent then sends it as an image.
    const visitor = await connectedTo(alice);
    const sent = await alice.call('send', { sessionId: visitor.start.sessionId, msgType: 2, content: json.data.url });
    expect(sent.status).toBe(200);
    expect(
      (await eventsOf(visitor)).some((event) => event.type == 1201 && event.msg?.msgContent == json.data.url),
    ).toBe(true);

    const anonymous = new FormData();
    anonymous.append('file', new Blob([new Uint8Array(PNG)]), 'label.png');
    const refused = await server.raw(AGENT_API + 'upload', { method: 'POST', body: anonymous });
    expect(refused.status).toBe(401);
  });

  it('agent upload refuses archives (onlyIMG) and a JSON body (400)', async () => {
    const alice = await signInAgent(server);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([80, 75, 3, 4])]), 'logs.zip');
    const response = await server.raw(AGENT_API + 'upload', {
      method: 'POST',
      headers: { token: alice.token },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('file: onlyIMG');
    const json = await alice.call('upload', { file: 'x' });
    expect(json.status).toBe(400);
  });
});
