// What the console's visitor panel reads, over real HTTP: where the visitor is (resetInfo's
// page and title, pushed to the agent as visitorInfo), the visitor's clock and device as
// chatStart gave them, the group and channel by name, and the visitor's earlier conversations.

import { VISITOR_SESSIONS_SHOWN } from '@shared/constants';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { otherTenantAgent, startVisitor, type TestAgent, type TestVisitor, useAgent, useTestServer } from './harness';

const server = useTestServer();
const alice = useAgent(server);
afterAll(() => alice.call('status', { online: false }));

interface AgentEvent {
  kind: string;
  userId?: string;
  data?: Record<string, unknown>;
}

/** Conversations with alice end after each test: she has room for five at a time. */
const withAlice: TestVisitor[] = [];
afterEach(async () => {
  for (const visitor of withAlice.splice(0)) await visitor.call('chatClose');
});

/** A visitor on the demo channel, talking to alice in the "Orders & shipping" group. */
async function visitorWithAlice(extra: Record<string, unknown> = {}): Promise<TestVisitor> {
  const visitor = await startVisitor(server, 'demo', extra);
  expect((await visitor.call('transferAgent', { groupId: 1 })).data).toMatchObject({
    status: 2,
    adminId: alice.adminId,
  });
  withAlice.push(visitor);
  return visitor;
}

const conversationOf = async (visitor: TestVisitor) =>
  (await alice.call('conversation', { sessionId: visitor.start.sessionId })).data;

describe('where the visitor is (resetInfo page and pageTitle)', () => {
  it('is stored and pushed to the agents as a visitorInfo event, and the conversation shows it', async () => {
    const visitor = await visitorWithAlice();
    const cursor = (await alice.call('events')).data.lastEventId as number;
    const reply = await visitor.call('resetInfo', {
      page: 'https://shop.example/boots?size=42',
      pageTitle: 'Trail boots',
    });
    expect(reply.status).toBe(200);
    const events = (await alice.call('events', { lastEventId: cursor })).data.events as AgentEvent[];
    const pushed = events.find((event) => event.kind == 'visitorInfo' && event.userId == visitor.userId);
    expect(pushed?.data).toEqual({ page: 'https://shop.example/boots?size=42', pageTitle: 'Trail boots' });
    expect((await conversationOf(visitor)).visitor).toMatchObject({
      page: 'https://shop.example/boots?size=42',
      pageTitle: 'Trail boots',
    });
  });

  it('rule: a new page without a title does not keep the last page’s title', async () => {
    const visitor = await visitorWithAlice();
    await visitor.call('resetInfo', { page: 'https://shop.example/boots', pageTitle: 'Trail boots' });
    await visitor.call('resetInfo', { page: 'https://shop.example/untitled' });
    expect((await conversationOf(visitor)).visitor).toMatchObject({
      page: 'https://shop.example/untitled',
      pageTitle: '',
    });
  });

  it('chatStart takes the first page with its title, the outside referrer, the device and the time zone', async () => {
    const visitor = await visitorWithAlice({
      previousUrl: 'https://shop.example/cart',
      pageTitle: 'Your cart',
      refer: 'https://search.example/?q=boots',
      device: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
      timeZone: 'Europe/Berlin',
    });
    expect((await conversationOf(visitor)).visitor).toMatchObject({
      page: 'https://shop.example/cart',
      pageTitle: 'Your cart',
      refer: 'https://search.example/?q=boots',
      device: expect.stringContaining('Chrome/156'),
      timeZone: 'Europe/Berlin',
    });
  });
});

describe('the time zone told later (resetInfo timeZone, ours: the widget reads it once idle)', () => {
  it('reaches the visitor panel and the agents, like a page', async () => {
    const visitor = await visitorWithAlice({ previousUrl: 'https://shop.example/' });
    const cursor = (await alice.call('events')).data.lastEventId as number;
    expect((await visitor.call('resetInfo', { timeZone: 'Asia/Tokyo' })).status).toBe(200);
    const events = (await alice.call('events', { lastEventId: cursor })).data.events as AgentEvent[];
    expect(events.find((event) => event.kind == 'visitorInfo' && event.userId == visitor.userId)?.data).toEqual({
      timeZone: 'Asia/Tokyo',
    });
    expect((await conversationOf(visitor)).visitor).toMatchObject({
      page: 'https://shop.example/',
      timeZone: 'Asia/Tokyo',
    });
  });
});

describe('a new page of a multi-page site (the widget loads again: chatStart)', () => {
  const visitorInfoEvents = async (cursor: number, userId: string) =>
    ((await alice.call('events', { lastEventId: cursor })).data.events as AgentEvent[]).filter(
      (event) => event.kind == 'visitorInfo' && event.userId == userId,
    );

  it('tells the agents what changed, as resetInfo does, when the conversation is theirs to see', async () => {
    const visitor = await visitorWithAlice({
      previousUrl: 'https://shop.example/account',
      pageTitle: 'My account',
      device: 'UA',
      timeZone: 'UTC',
    });
    const cursor = (await alice.call('events')).data.lastEventId as number;
    await startVisitor(server, 'demo', {
      userId: visitor.userId,
      previousUrl: 'https://shop.example/',
      pageTitle: 'Shop',
      device: 'UA',
      timeZone: 'UTC',
    });
    expect((await visitorInfoEvents(cursor, visitor.userId)).map((event) => event.data)).toEqual([
      { page: 'https://shop.example/', pageTitle: 'Shop' },
    ]);
    expect((await conversationOf(visitor)).visitor).toMatchObject({ page: 'https://shop.example/', pageTitle: 'Shop' });
  });

  it('tells nobody when nothing changed, or while only the robot has the visitor', async () => {
    const withAgent = await visitorWithAlice({ previousUrl: 'https://shop.example/', pageTitle: 'Shop' });
    const withRobot = await startVisitor(server, 'demo', { previousUrl: 'https://shop.example/', pageTitle: 'Shop' });
    const cursor = (await alice.call('events')).data.lastEventId as number;
    await startVisitor(server, 'demo', {
      userId: withAgent.userId,
      previousUrl: 'https://shop.example/',
      pageTitle: 'Shop',
    });
    await startVisitor(server, 'demo', {
      userId: withRobot.userId,
      previousUrl: 'https://shop.example/cart',
      pageTitle: 'Cart',
    });
    expect(await visitorInfoEvents(cursor, withAgent.userId)).toEqual([]);
    expect(await visitorInfoEvents(cursor, withRobot.userId)).toEqual([]);
  });
});

describe('bad input gets a 400 naming the field', () => {
  it.each([
    ['a 3000-character page', { page: 'https://shop.example/' + 'a'.repeat(2979) }, 'page'],
    ['a page that is not a string', { page: 42 }, 'page'],
    ['a title over 300 characters', { page: 'https://shop.example/', pageTitle: 't'.repeat(301) }, 'pageTitle'],
    ['a title that is not a string', { page: 'https://shop.example/', pageTitle: ['Boots'] }, 'pageTitle'],
    ['a title without its page', { pageTitle: 'Boots' }, 'pageTitle'],
  ])('resetInfo with %s', async (_name, body, field) => {
    const visitor = await startVisitor(server);
    const reply = await visitor.call('resetInfo', body);
    expect(reply.status).toBe(400);
    expect(reply.message).toMatch(new RegExp(`^${field}: `));
  });

  it.each([
    ['a time zone with spaces', 'Europe Berlin'],
    ['a time zone with markup', '<b>Berlin</b>'],
    ['a time zone over 64 characters', 'E' + 'u'.repeat(64)],
    ['a time zone that is not a string', 1],
  ])('chatStart and resetInfo with %s', async (_name, timeZone) => {
    const reply = await server.post('/api/chat/visitor/chatStart', { channelId: 'demo', timeZone });
    expect(reply.status).toBe(400);
    expect(reply.message).toMatch(/^timeZone: /);
    const later = await (await startVisitor(server)).call('resetInfo', { timeZone });
    expect(later.status).toBe(400);
    expect(later.message).toMatch(/^timeZone: /);
  });

  it('visitorSessions without a userId, or with one no visitor can have', async () => {
    for (const body of [{}, { userId: 'has spaces' }, { userId: 7 }]) {
      const reply = await alice.call('visitorSessions', body);
      expect(reply.status).toBe(400);
      expect(reply.message).toMatch(/^userId: /);
    }
  });
});

describe('the conversation carries the group and channel by name', () => {
  it('the chosen group’s name and the channel’s name', async () => {
    const visitor = await visitorWithAlice();
    expect(await conversationOf(visitor)).toMatchObject({
      groupId: 1,
      groupName: 'Orders & shipping',
      channelId: 'demo',
      channelName: 'Northwind shop',
    });
    // The desk's lists carry them too.
    const active = (await alice.call('sessions')).data.active as { sessionId: number; groupName: string | null }[];
    expect(active.find((summary) => summary.sessionId == visitor.start.sessionId)?.groupName).toBe('Orders & shipping');
  });

  it('no group chosen: groupName is null', async () => {
    const visitor = await startVisitor(server);
    expect((await visitor.call('transferAgent', { adminId: alice.adminId })).data.status).toBe(2);
    withAlice.push(visitor);
    expect(await conversationOf(visitor)).toMatchObject({ groupId: null, groupName: null });
  });
});

describe('visitorSessions: the visitor’s conversations with the tenant', () => {
  interface Row {
    sessionId: number;
    createdAt: number;
    endedAt: number | null;
    status: number;
    agentNick: string | null;
    messageCount: number;
    rating: number | null;
  }

  let eve: TestAgent;
  beforeAll(async () => {
    eve = await otherTenantAgent(server);
  });

  it('lists them newest first: when, the agent, how much was said (no system notices), the stars', async () => {
    // First: with alice, two messages each way, rated 5 stars, ended by the visitor.
    const first = await visitorWithAlice();
    await first.call('sendMsg', { clientId: 'c1', msgContent: 'Where is my order?', msgType: 1 });
    await alice.call('send', { sessionId: first.start.sessionId, msgType: 1, content: 'On its way.' });
    await first.call('sendMsg', { clientId: 'c2', msgContent: 'Thanks!', msgType: 1 });
    expect(
      (await first.call('evaluate', { evaluateAdminMode: 1, evaluateAdminSolve: 1, evaluateAdminStar: 5 })).status,
    ).toBe(200);
    expect((await first.call('chatClose')).status).toBe(200);
    // Then: the same visitor again, the robot only, still open.
    const second = await startVisitor(server, 'demo', { userId: first.userId });
    expect(second.start.sessionId).toBeGreaterThan(first.start.sessionId);
    await second.call('robotAsk', { question: 'How long does shipping take?' });

    const reply = await alice.call('visitorSessions', { userId: first.userId });
    expect(reply.status).toBe(200);
    const list = reply.data.list as Row[];
    expect(list.map((row) => row.sessionId)).toEqual([second.start.sessionId, first.start.sessionId]);
    const [open, ended] = list;
    expect(open).toMatchObject({ status: 1, endedAt: null, agentNick: null, rating: null });
    expect(ended).toMatchObject({ status: 0, agentNick: 'Alice', rating: 5 });
    // What the visitor, the robot and the agent said counts; the system's notices (the end) do not.
    const messages = (await alice.call('conversation', { sessionId: first.start.sessionId })).data.messages as {
      senderType: number;
    }[];
    expect(messages.some((message) => message.senderType == 4)).toBe(true);
    expect(ended!.messageCount).toBe(messages.filter((message) => message.senderType != 4).length);
    expect(ended!.messageCount).toBeGreaterThanOrEqual(3);
    expect(ended!.endedAt).toBeGreaterThanOrEqual(ended!.createdAt);
  });

  it(`lists at most ${VISITOR_SESSIONS_SHOWN}, the newest`, async () => {
    let visitor = await startVisitor(server);
    const started = [visitor.start.sessionId];
    for (let index = 0; index < VISITOR_SESSIONS_SHOWN + 2; index++) {
      expect((await visitor.call('chatClose')).status).toBe(200);
      visitor = await startVisitor(server, 'demo', { userId: visitor.userId });
      started.push(visitor.start.sessionId);
    }
    const list = (await alice.call('visitorSessions', { userId: visitor.userId })).data.list as Row[];
    expect(list.map((row) => row.sessionId)).toEqual(started.reverse().slice(0, VISITOR_SESSIONS_SHOWN));
  });

  it('another tenant’s visitor, or an unknown one, is 404 for this tenant’s agents; its own agents see it', async () => {
    const acmeVisitor = await startVisitor(server, 'acme-shop');
    const mine = await alice.call('visitorSessions', { userId: acmeVisitor.userId });
    expect(mine.status).toBe(404);
    expect(mine.message).toMatch(/^userId: /);
    expect(mine.data).toBeNull();
    expect((await alice.call('visitorSessions', { userId: 'nobody-has-this-id' })).status).toBe(404);

    const theirs = await eve.call('visitorSessions', { userId: acmeVisitor.userId });
    expect(theirs.status).toBe(200);
    expect((theirs.data.list as Row[]).map((row) => row.sessionId)).toEqual([acmeVisitor.start.sessionId]);
    // ...and alice's visitors are not eve's.
    const demoVisitor = await startVisitor(server);
    expect((await eve.call('visitorSessions', { userId: demoVisitor.userId })).status).toBe(404);
  });

  it('needs an agent’s token', async () => {
    const visitor = await startVisitor(server);
    expect((await server.post('/api/agent/visitorSessions', { userId: visitor.userId })).status).toBe(401);
    expect((await server.post('/api/agent/visitorSessions', { userId: visitor.userId }, visitor.token)).status).toBe(
      401,
    );
  });
});
