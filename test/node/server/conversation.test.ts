// The conversation over real HTTP: starting a session, the five transfer results, the
// queue, poll events 1200-1208, messages and history, msgToTransferFlag, the timeout
// notices and a restart. Each describe block runs its own server, so agents' online state
// and load never leak from one block to another.

import { baseChannel, DEMO_VERIFIED_SECRET } from '@demo/demoChannels';
import { visitorKey } from '@server/hub';
import {
  type AgentCard,
  type ChannelConfig,
  type ChatMessage,
  type HistoryPage,
  type PollEvent,
  type PollReply,
  type SessionStart,
  type TransferReply,
  VISITOR_API,
} from '@shared/api';
import { MSG_TYPE } from '@shared/codes';
import { parseFaqList } from '@shared/faqGuide';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  newVisitorId,
  pollEvents,
  signInAgent,
  startVisitor,
  sweepNow,
  type TestAgent,
  type TestServer,
  type TestVisitor,
  useAgent,
  useTestServer,
} from './harness';

// ---- Helpers of this file -----------------------------------------------------------------

const demo = baseChannel('demo');
const SEEDED_CHANNELS = ['demo', 'demo-zh', 'demo-human', 'demo-human-only', 'demo-closed'] as const;
const ALICE = 101;
const BOB = 102;
const LI = 103;

interface AgentEvent {
  eventId: number;
  kind: string;
  sessionId?: number;
  userId?: string;
  data?: { msgContent?: string; preview?: string } & Record<string, unknown>;
}

interface AgentSessions {
  queued: { sessionId: number }[];
  active: { sessionId: number; userId: string }[];
}

/** A poll event with every event's fields, optional: the tests check the types (eventTypes) first. */
type PolledEvent = PollEvent & Partial<{ admin: AgentCard; msg: ChatMessage; outType: number; msgId: number }>;

const poll = (visitor: TestVisitor, lastEventId = visitor.start.lastEventId, wait = 0) =>
  pollEvents(visitor, lastEventId, wait) as Promise<{
    status: number;
    code: number;
    data: Omit<PollReply, 'msgList'> & { msgList: PolledEvent[] };
  }>;

const eventTypes = (events: PollEvent[]) => events.map((event) => event.type);

const sessionMessages = async (visitor: TestVisitor) => (await visitor.call<ChatMessage[]>('getSessionMsg')).data;

const history = async (visitor: TestVisitor, maxTime = 0, pageSize = 100) =>
  (await visitor.call<HistoryPage>('getHistoryMsg', { maxTime, pageSize })).data;

let clientIds = 0;
const send = (visitor: TestVisitor, msgContent: string, extra: Record<string, unknown> = {}) =>
  visitor.call<ChatMessage>('sendMsg', { clientId: `c${++clientIds}`, msgType: 1, msgContent, ...extra });

/** The agent's feed cursor now: events after it are new. */
const agentCursor = async (agent: TestAgent) =>
  (await agent.call<{ lastEventId: number }>('events', {})).data.lastEventId;

const agentEvents = async (agent: TestAgent, lastEventId: number) =>
  (await agent.call<{ events: AgentEvent[] }>('events', { lastEventId })).data.events;

/** A visitor on `channelId` who transferred and was connected (result 2). */
async function connectedVisitor(server: TestServer, channelId = 'demo', request: Record<string, unknown> = {}) {
  const visitor = await startVisitor(server, channelId);
  const transfer = await visitor.call<TransferReply>('transferAgent', request);
  expect(transfer.data.status).toBe(2);
  return visitor;
}

/** Every agent offline, no one queued, no one connected: the next test starts clean. */
async function quiesce(agents: TestAgent[]) {
  for (const agent of agents) await agent.call('status', { online: false });
  for (const agent of agents) {
    const { data } = await agent.call<AgentSessions>('sessions');
    for (const queued of data.queued) await agent.call('refuse', { sessionId: queued.sessionId });
    for (const active of data.active) await agent.call('end', { sessionId: active.sessionId });
  }
}

/** Ends the agent's chats and empties the queue, leaving the agent's online state as it is. */
async function endAll(agent: TestAgent) {
  const { data } = await agent.call<AgentSessions>('sessions');
  for (const queued of data.queued) await agent.call('refuse', { sessionId: queued.sessionId });
  for (const active of data.active) await agent.call('end', { sessionId: active.sessionId });
}

/** Every key anywhere in a JSON value. */
function allKeys(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => allKeys(item, keys));
  else if (value && typeof value == 'object')
    for (const [key, inner] of Object.entries(value)) {
      keys.add(key);
      allKeys(inner, keys);
    }
  return keys;
}

// ---- 1. Session start ---------------------------------------------------------------------

describe('session start', () => {
  const server = useTestServer();

  it('chatStart on every seeded channel returns serverTime, status 1, userId, pollId, sessionId and token', async () => {
    const sessionIds = new Set<number>();
    for (const channelId of SEEDED_CHANNELS) {
      const userId = newVisitorId();
      const before = Date.now();
      const reply = await server.post<SessionStart>(VISITOR_API + 'chatStart', { channelId, userId });
      expect(reply.status, channelId).toBe(200);
      expect(reply.code).toBe(200);
      const start = reply.data;
      expect(start.serverTime).toBeGreaterThanOrEqual(before);
      expect(start.serverTime).toBeLessThanOrEqual(Date.now());
      expect(start.status, channelId).toBe(1);
      expect(start.userId).toBe(userId);
      expect(start.pollId).toEqual(expect.any(String));
      expect(start.pollId.length).toBeGreaterThan(0);
      expect(Number.isInteger(start.sessionId) && start.sessionId > 0).toBe(true);
      expect(start.token).toEqual(expect.any(String));
      expect(start.token.length).toBeGreaterThan(10);
      expect(start.admin).toBeNull();
      sessionIds.add(start.sessionId);
    }
    expect(sessionIds.size).toBe(SEEDED_CHANNELS.length);
  });

  it('chatStart without a userId makes one for the visitor', async () => {
    const reply = await server.post<SessionStart>(VISITOR_API + 'chatStart', { channelId: 'demo' });
    expect(reply.code).toBe(200);
    expect(reply.data.userId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('a second chatStart with the same userId (another tab) resumes the session with a token of its own; the first tab’s keeps working', async () => {
    const first = await startVisitor(server, 'demo');
    expect((await first.call('getSessionMsg')).status).toBe(200);

    const again = await server.post<SessionStart>(VISITOR_API + 'chatStart', {
      channelId: 'demo',
      userId: first.userId,
    });
    expect(again.code).toBe(200);
    expect(again.data.sessionId).toBe(first.start.sessionId);
    expect(again.data.pollId).toBe(first.start.pollId);
    expect(again.data.token).not.toBe(first.start.token);

    const withNewToken = await server.post(VISITOR_API + 'getSessionMsg', { userId: first.userId }, again.data.token);
    expect(withNewToken.status).toBe(200);
    // The robot's welcome (its greeting, then its guide: the channel's FAQ) was stored once, not again on resume.
    const robot = (withNewToken.data as ChatMessage[]).filter((message) => message.senderType == 3);
    expect(robot.map((message) => message.msgType)).toEqual([MSG_TYPE.richText, MSG_TYPE.faqPanel]);
    const info = (await server.post<ChannelConfig>(VISITOR_API + 'channelInfo', { channelId: 'demo' })).data;
    expect(parseFaqList(robot[1]!.msgContent)).toEqual(
      info.faqList.map(({ docId, question }) => ({ docId, question })),
    );

    const withOldToken = await first.call('getSessionMsg');
    expect(withOldToken.status).toBe(200);
  });

  it('a call without a token, or with another visitor’s token, gets 401', async () => {
    const visitor = await startVisitor(server, 'demo');
    const other = await startVisitor(server, 'demo');
    expect((await server.post(VISITOR_API + 'getSessionMsg', { userId: visitor.userId })).status).toBe(401);
    expect((await server.post(VISITOR_API + 'getSessionMsg', { userId: visitor.userId }, other.token)).status).toBe(
      401,
    );
  });

  it('an unknown channelId answers 404 with a message naming channelId', async () => {
    const start = await server.post(VISITOR_API + 'chatStart', {
      channelId: 'no-such-channel',
      userId: newVisitorId(),
    });
    expect(start.status).toBe(404);
    expect(start.code).toBe(404);
    expect(start.message).toMatch(/channelId/);
    const info = await server.post(VISITOR_API + 'channelInfo', { channelId: 'no-such-channel' });
    expect(info.status).toBe(404);
    expect(info.message).toMatch(/channelId/);
  });

  it('channelInfo returns every field group of ChannelConfig', async () => {
    const reply = await server.post<ChannelConfig>(VISITOR_API + 'channelInfo', { channelId: 'demo' });
    expect(reply.code).toBe(200);
    const info = reply.data;
    // Every field the seeded config has (identity, display, notice, side bar, forms, menus,
    // receive mode, groups, FAQ, tools, leave message, agent messages, timeouts, queue, hours).
    for (const key of Object.keys(demo)) expect(info, key).toHaveProperty(key);
    expect(info).toMatchObject({
      channelId: 'demo',
      tenantId: 'demo',
      language: 'en',
      robotName: demo.robotName,
      receiveMode: 0,
      msgToTransferFlag: 0,
      transferUserMode: 1,
      groupMode: 1,
      groupList: [
        { groupId: 1, groupName: 'Orders & shipping' },
        { groupId: 2, groupName: 'Returns & warranty' },
      ],
      commentDocMode: 1,
      evaluateMode: 1,
      leaveMsgMode: 1,
      leaveMsgType: 1,
      adminOfflineMsg: demo.adminOfflineMsg,
      userTimeoutTime: 10,
      adminTimeoutTime: 3,
      userQueueMsg: expect.stringContaining('##'),
      workingHours: null,
      userForm: null,
    });
    expect(JSON.parse(info.groupConfig)).toEqual(info.groupList);
    expect(info.chatMenuConfigPlan.menus.length).toBeGreaterThan(0);
    expect(info.sideBarConfig.quickList.length).toBeGreaterThan(0);
    expect(info.faqList.length).toBeGreaterThan(0);
    for (const entry of info.faqList) {
      expect(entry.docId).toEqual(expect.any(Number));
      expect(entry.question.length).toBeGreaterThan(0);
    }
    expect(info.faqList.map((entry) => entry.docId)).toEqual(JSON.parse(info.faq.showContent));
  });

  it('channelInfo carries the pre-chat form on demo-human, the receive modes and the working hours on demo-closed', async () => {
    const info = async (channelId: string) =>
      (await server.post<ChannelConfig>(VISITOR_API + 'channelInfo', { channelId })).data;
    const human = await info('demo-human');
    expect(human.receiveMode).toBe(1);
    expect(human.userFormMode).toBe(1);
    expect(human.userForm?.formTitle).toEqual(expect.any(String));
    expect(human.userForm?.formList.map((entry) => entry.name)).toEqual(['Name', 'Phone', 'E-mail', 'Topic']);
    expect(human.userForm).toEqual(JSON.parse(human.userFormConfig));

    const humanOnly = await info('demo-human-only');
    expect(humanOnly).toMatchObject({ receiveMode: 3, msgToTransferFlag: 1 });

    const closed = await info('demo-closed');
    expect(closed.workingHours).toEqual({ timeZone: 'UTC', week: [], closedDates: [] });
    expect(closed.unWorkingMsg.length).toBeGreaterThan(0);

    const zh = await info('demo-zh');
    expect(zh).toMatchObject({ language: 'zh', receiveMode: 2, leaveMsgType: 2, groupList: [{ groupId: 3 }] });
    expect(zh.faqList.length).toBeGreaterThan(0);
    expect(zh.faqList.every((entry) => /[\u4e00-\u9fff]/.test(entry.question))).toBe(true);
  });

  it('channelInfo never sends a secret', async () => {
    for (const channelId of [...SEEDED_CHANNELS, 'demo-verified']) {
      const response = await server.raw(VISITOR_API + 'channelInfo', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ channelId }),
      });
      const text = await response.text();
      expect(response.status).toBe(200);
      expect(text).not.toContain(DEMO_VERIFIED_SECRET);
      const keys = allKeys(JSON.parse(text));
      expect(
        [...keys].filter((key) => /secret|password|token_?hash/i.test(key)),
        channelId,
      ).toEqual([]);
    }
    const verified = await server.post<ChannelConfig>(VISITOR_API + 'channelInfo', { channelId: 'demo-verified' });
    expect(verified.data.identityVerification).toBe(true);
  });
});

// ---- 2. Transfer results ------------------------------------------------------------------

describe('transfer results', () => {
  const server = useTestServer();
  const alice = useAgent(server, 'alice', false);
  const bob = useAgent(server, 'bob', false);
  const li = useAgent(server, 'li', false);
  afterEach(() => quiesce([alice, bob, li]));

  it('transfer result 1: no agent online gives adminOfflineMsg, leaveMsg and a system message', async () => {
    const visitor = await startVisitor(server, 'demo');
    const reply = await visitor.call<TransferReply>('transferAgent');
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({ status: 1, tip: demo.adminOfflineMsg, leaveMsg: true });

    const system = (await sessionMessages(visitor)).filter((message) => message.senderType == 4);
    expect(system.map((message) => message.msgContent)).toEqual([demo.adminOfflineMsg]);
    // ...and the visitor stays with the robot.
    const polled = await poll(visitor);
    expect(polled.data.status).toBe(1);
    expect(eventTypes(polled.data.msgList)).not.toContain(1200);
  });

  it('transfer result 2: connected — event 1200 with the agent card, then the joined notice and the welcome as 1201; getAdminCard; status 2', async () => {
    await alice.call('status', { online: true });
    const visitor = await startVisitor(server, 'demo');
    const reply = await visitor.call<Extract<TransferReply, { status: 2 }>>('transferAgent');
    expect(reply.data).toMatchObject({ status: 2, adminId: ALICE, adminNick: 'Alice', waitIndex: 0 });
    expect(reply.data.admin?.adminId).toBe(ALICE);

    const polled = await poll(visitor);
    expect(polled.data.status).toBe(2);
    expect(eventTypes(polled.data.msgList)).toEqual([1200, 1201, 1201]);
    const [connected, joined, welcome] = polled.data.msgList;
    expect(connected!.admin).toMatchObject({
      adminId: ALICE,
      adminNick: 'Alice',
      adminCardEmail: 'alice@northwind.example',
    });
    // The notice is a message of the conversation: a tab opened later shows it too
    // (docs/decisions.md#one-visitor-several-tabs).
    expect(joined!.msg).toMatchObject({
      senderType: 4,
      msgContent: 'Alice joined the chat',
      noticeKey: 'chat.agentConnected',
      noticeValues: { name: 'Alice' },
    });
    expect(welcome!.msg).toMatchObject({ senderType: 2, msgContent: demo.adminWelcomeMsg, senderName: 'Alice' });

    const card = await visitor.call<AgentCard>('getAdminCard');
    expect(card.data).toMatchObject({ adminId: ALICE, adminNick: 'Alice', adminCardSign: 'Orders and shipping' });

    // A resumed session reports the agent too.
    const resumed = await server.post<SessionStart>(VISITOR_API + 'chatStart', {
      channelId: 'demo',
      userId: visitor.userId,
    });
    expect(resumed.data.status).toBe(2);
    expect(resumed.data.admin?.adminId).toBe(ALICE);
  });

  it('transfer result 3: queued — waitIndex and ## in the tip; the queue advances when the agent ends a chat', async () => {
    await alice.call('status', { online: true });
    const connected: TestVisitor[] = [];
    for (let i = 0; i < 5; i++) connected.push(await connectedVisitor(server, 'demo'));

    const first = await startVisitor(server, 'demo');
    const firstReply = await first.call<TransferReply>('transferAgent');
    expect(firstReply.data).toMatchObject({
      status: 3,
      waitIndex: 1,
      tip: 'All agents are busy. You are number 1 in the queue.',
    });

    const second = await startVisitor(server, 'demo');
    const secondReply = await second.call<TransferReply>('transferAgent');
    expect(secondReply.data).toMatchObject({
      status: 3,
      waitIndex: 2,
      tip: 'All agents are busy. You are number 2 in the queue.',
    });
    expect((await poll(second)).data).toMatchObject({ status: 3, waitIndex: 2 });

    const { data: sessions } = await alice.call<AgentSessions>('sessions');
    const ending = sessions.active.find((session) => session.userId == connected[0]!.userId)!;
    expect((await alice.call('end', { sessionId: ending.sessionId })).code).toBe(200);

    const firstPoll = await poll(first);
    expect(firstPoll.data.status).toBe(2);
    expect(eventTypes(firstPoll.data.msgList)).toContain(1200);
    expect(firstPoll.data.msgList.find((event) => event.type == 1200)!.admin?.adminId).toBe(ALICE);

    const secondPoll = await poll(second);
    expect(secondPoll.data).toMatchObject({ status: 3, waitIndex: 1 });
    expect(eventTypes(secondPoll.data.msgList)).not.toContain(1200);
    // Asking again while queued tells the new place.
    expect((await second.call<TransferReply>('transferAgent')).data).toMatchObject({
      status: 3,
      waitIndex: 1,
      tip: 'All agents are busy. You are number 1 in the queue.',
    });
  });

  it('transfer result 4: failed — adminId of an offline agent or an unknown adminId', async () => {
    await alice.call('status', { online: true });
    const visitor = await startVisitor(server, 'demo');
    expect((await visitor.call<TransferReply>('transferAgent', { adminId: BOB })).data.status).toBe(4);
    expect((await visitor.call<TransferReply>('transferAgent', { adminId: 999 })).data.status).toBe(4);
    const polled = await poll(visitor);
    expect(polled.data.status).toBe(1);
    expect(eventTypes(polled.data.msgList)).not.toContain(1200);
    // The same call with an online agent's id connects to that agent.
    expect((await visitor.call<TransferReply>('transferAgent', { adminId: ALICE })).data).toMatchObject({
      status: 2,
      adminId: ALICE,
    });
  });

  it('transfer result 5: outside working hours on demo-closed gives unWorkingMsg', async () => {
    await alice.call('status', { online: true });
    const visitor = await startVisitor(server, 'demo-closed');
    const reply = await visitor.call<TransferReply>('transferAgent');
    expect(reply.data).toMatchObject({ status: 5, tip: demo.unWorkingMsg });
    const system = (await sessionMessages(visitor)).filter((message) => message.senderType == 4);
    expect(system.map((message) => message.msgContent)).toEqual([demo.unWorkingMsg]);
    expect((await poll(visitor)).data.status).toBe(1);
  });

  it('groupId reaches only online agents of that group', async () => {
    // alice: groups 1, 2; bob: group 2; li: groups 1, 2, 3.
    await bob.call('status', { online: true });
    const noGroup1 = await startVisitor(server, 'demo');
    expect((await noGroup1.call<TransferReply>('transferAgent', { groupId: 1 })).data).toMatchObject({ status: 1 });
    const group2 = await startVisitor(server, 'demo');
    expect((await group2.call<TransferReply>('transferAgent', { groupId: 2 })).data).toMatchObject({
      status: 2,
      adminId: BOB,
    });

    await alice.call('status', { online: true });
    // bob (load 1) is busier than alice but not in group 1, and alice is in it: always alice.
    for (let i = 0; i < 2; i++) {
      const visitor = await startVisitor(server, 'demo');
      expect((await visitor.call<TransferReply>('transferAgent', { groupId: 1 })).data).toMatchObject({
        status: 2,
        adminId: ALICE,
      });
    }
    // Nobody of group 3 is online (li is off): no agent, although alice and bob are.
    const group3 = await startVisitor(server, 'demo');
    expect((await group3.call<TransferReply>('transferAgent', { groupId: 3 })).data.status).toBe(1);

    await li.call('status', { online: true });
    const group3Again = await startVisitor(server, 'demo');
    expect((await group3Again.call<TransferReply>('transferAgent', { groupId: 3 })).data).toMatchObject({
      status: 2,
      adminId: LI,
    });
  });

  it('a transfer when already connected answers 2 again without a second 1200', async () => {
    await alice.call('status', { online: true });
    const visitor = await connectedVisitor(server, 'demo');
    const again = await visitor.call<TransferReply>('transferAgent');
    expect(again.data).toMatchObject({ status: 2, adminId: ALICE });
    const polled = await poll(visitor);
    expect(eventTypes(polled.data.msgList).filter((type) => type == 1200)).toHaveLength(1);
    // One joined notice and one welcome: the second transfer said nothing again.
    const said = polled.data.msgList.flatMap((event) =>
      event.type == 1201 && event.msg ? [event.msg.msgContent] : [],
    );
    expect(said).toEqual(['Alice joined the chat', demo.adminWelcomeMsg]);
  });
});

// ---- 3. Poll events -----------------------------------------------------------------------

describe('poll events', () => {
  const server = useTestServer();
  const alice = useAgent(server);
  afterEach(() => endAll(alice));

  /** A connected visitor, with the cursor after the 1200, joined-notice and welcome events. */
  async function connected() {
    const visitor = await connectedVisitor(server, 'demo');
    const first = await poll(visitor);
    expect(eventTypes(first.data.msgList)).toEqual([1200, 1201, 1201]);
    return { visitor, cursor: first.data.lastEventId };
  }

  it('event 1201: an agent text message', async () => {
    const { visitor, cursor } = await connected();
    const sent = await alice.call<ChatMessage>('send', {
      sessionId: visitor.start.sessionId,
      msgType: 1,
      content: 'Hello from Alice',
    });
    expect(sent.code).toBe(200);
    const polled = await poll(visitor, cursor);
    expect(eventTypes(polled.data.msgList)).toEqual([1201]);
    expect(polled.data.msgList[0]!.msg).toMatchObject({
      id: sent.data.id,
      msgContent: 'Hello from Alice',
      senderType: 2,
      msgType: 1,
    });
  });

  it('event 1202: the agent ends the chat → outType 2, after the closing text; status 0', async () => {
    const { visitor, cursor } = await connected();
    await alice.call('end', { sessionId: visitor.start.sessionId });
    const polled = await poll(visitor, cursor);
    expect(eventTypes(polled.data.msgList)).toEqual([1201, 1202]);
    expect(polled.data.msgList[0]!.msg).toMatchObject({ senderType: 4, msgContent: demo.adminCloseMsg });
    expect(polled.data.msgList[1]!.outType).toBe(2);
    expect(polled.data.status).toBe(0);
  });

  it('event 1202: the visitor closes → outType 1, status 0, and the next chatStart starts a new session', async () => {
    const { visitor, cursor } = await connected();
    const closed = await visitor.call('chatClose');
    expect(closed.data).toEqual({ status: 0 });
    const polled = await poll(visitor, cursor);
    expect(polled.data.status).toBe(0);
    const end = polled.data.msgList.find((event) => event.type == 1202);
    expect(end?.outType).toBe(1);
    expect(polled.data.msgList.some((event) => event.msg?.msgContent == demo.userOverMsg)).toBe(true);

    // Closing twice is refused: the chat has ended.
    expect((await visitor.call('chatClose')).status).toBe(400);

    const next = await server.post<SessionStart>(VISITOR_API + 'chatStart', {
      channelId: 'demo',
      userId: visitor.userId,
    });
    expect(next.data.sessionId).not.toBe(visitor.start.sessionId);
    expect(next.data.pollId).not.toBe(visitor.start.pollId);
    expect(next.data.status).toBe(1);
    expect(next.data.admin).toBeNull();
    // The old conversation's pollId is no longer the current one.
    const stale = await server.post(
      VISITOR_API + 'getEventMsg',
      { userId: visitor.userId, pollId: visitor.start.pollId, lastEventId: 0 },
      next.data.token,
    );
    expect(stale.status).toBe(400);
  });

  it('event 1203: the agent invites a rating', async () => {
    const { visitor, cursor } = await connected();
    await alice.call('inviteEvaluate', { sessionId: visitor.start.sessionId });
    expect(eventTypes((await poll(visitor, cursor)).data.msgList)).toEqual([1203]);
  });

  it('event 1204: the agent is typing', async () => {
    const { visitor, cursor } = await connected();
    await alice.call('typing', { sessionId: visitor.start.sessionId });
    expect(eventTypes((await poll(visitor, cursor)).data.msgList)).toEqual([1204]);
  });

  it('event 1205: the agent recalls a message; session and history show it recalled and empty', async () => {
    const { visitor, cursor } = await connected();
    const sent = await alice.call<ChatMessage>('send', {
      sessionId: visitor.start.sessionId,
      msgType: 1,
      content: 'oops, wrong customer',
    });
    const recall = await alice.call('recall', { msgId: sent.data.id });
    expect(recall.code).toBe(200);
    const polled = await poll(visitor, cursor);
    expect(eventTypes(polled.data.msgList)).toEqual([1201, 1205]);
    expect(polled.data.msgList[1]!.msgId).toBe(sent.data.id);

    const inSession = (await sessionMessages(visitor)).find((message) => message.id == sent.data.id);
    expect(inSession).toMatchObject({ recallFlag: 1, msgContent: '' });
    const inHistory = (await history(visitor)).list.find((message) => message.id == sent.data.id);
    expect(inHistory).toMatchObject({ recallFlag: 1, msgContent: '' });
    // Polling again from before the recall does not bring the text back either.
    const replayed = (await poll(visitor, cursor)).data.msgList[0]!;
    expect(replayed.msg).toMatchObject({ id: sent.data.id, recallFlag: 1, msgContent: '' });
  });

  it('event 1207: the agent starts a video call', async () => {
    const { visitor, cursor } = await connected();
    await alice.call('video', { sessionId: visitor.start.sessionId, videoType: 2 });
    const polled = await poll(visitor, cursor);
    expect(eventTypes(polled.data.msgList)).toEqual([1207]);
    expect(polled.data.msgList[0]).toMatchObject({ videoAdminId: ALICE, videoType: 2 });
  });

  it('event 1208: the agent refuses a queued visitor → errorFlag agentDeclined, back to status 1', async () => {
    for (let i = 0; i < 5; i++) await connectedVisitor(server, 'demo');
    const queued = await startVisitor(server, 'demo');
    expect((await queued.call<TransferReply>('transferAgent')).data.status).toBe(3);
    expect((await poll(queued)).data.status).toBe(3);

    const refused = await alice.call('refuse', { sessionId: queued.start.sessionId });
    expect(refused.code).toBe(200);
    const polled = await poll(queued);
    expect(polled.data.status).toBe(1);
    expect(polled.data.waitIndex).toBe(0);
    const declined = polled.data.msgList.filter((event) => event.type == 1208);
    expect(declined).toHaveLength(1);
    expect(declined[0]!.errorFlag).toBe('agentDeclined');
  });

  it('events carry increasing eventIds; the same cursor returns the same events; the last id returns nothing new', async () => {
    const { visitor } = await connected();
    await alice.call('send', { sessionId: visitor.start.sessionId, msgType: 1, content: 'one' });
    await alice.call('typing', { sessionId: visitor.start.sessionId });
    await alice.call('send', { sessionId: visitor.start.sessionId, msgType: 1, content: 'two' });

    const first = await poll(visitor);
    const ids = first.data.msgList.map((event) => event.eventId);
    expect(eventTypes(first.data.msgList)).toEqual([1200, 1201, 1201, 1201, 1204, 1201]);
    for (let i = 1; i < ids.length; i++) expect(ids[i]).toBeGreaterThan(ids[i - 1]!);
    expect(first.data.lastEventId).toBe(ids.at(-1));

    // The answer was "lost": polling again from the same cursor gives the same events.
    const repeated = await poll(visitor);
    expect(repeated.data.msgList).toEqual(first.data.msgList);

    // From the middle: only the later events.
    const fromMiddle = await poll(visitor, ids[2]!);
    expect(fromMiddle.data.msgList.map((event) => event.eventId)).toEqual(ids.slice(3));

    const nothingNew = await poll(visitor, first.data.lastEventId);
    expect(nothingNew.data.msgList).toEqual([]);
    expect(nothingNew.data.lastEventId).toBe(first.data.lastEventId);
  });

  it('a long poll (wait 5) resolves with the 1201 event when the agent sends, before the wait elapses', async () => {
    const { visitor, cursor } = await connected();
    const started = Date.now();
    const pending = poll(visitor, cursor, 5);
    // The poll is held (waiting on the hub) before the agent sends.
    await expect.poll(() => server.server.services.hub.waiting(visitorKey(visitor.userId)), { interval: 10 }).toBe(1);
    await alice.call('send', { sessionId: visitor.start.sessionId, msgType: 1, content: 'long poll wake-up' });
    const polled = await pending;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(polled.code).toBe(200);
    expect(eventTypes(polled.data.msgList)).toEqual([1201]);
    expect(polled.data.msgList[0]!.msg?.msgContent).toBe('long poll wake-up');
  });

  it('a plain poll (no wait) answers at once with an empty list', async () => {
    const { visitor, cursor } = await connected();
    const started = Date.now();
    const polled = await poll(visitor, cursor);
    expect(polled.code).toBe(200);
    expect(polled.data.msgList).toEqual([]);
    expect(polled.data.status).toBe(2);
    // "At once": far below any wait a long poll could hold.
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('a wrong pollId answers 400', async () => {
    const visitor = await startVisitor(server, 'demo');
    const reply = await visitor.call('getEventMsg', { pollId: 'not-the-poll-id', lastEventId: 0 });
    expect(reply.status).toBe(400);
    expect(reply.message).toMatch(/pollId/);
  });
});

// ---- 4. Messages --------------------------------------------------------------------------

describe('messages', () => {
  const server = useTestServer();
  const alice = useAgent(server);
  afterEach(async () => {
    vi.restoreAllMocks();
    await endAll(alice);
  });

  it('sendMsg with a clientId stores (and announces) the message once even when sent twice', async () => {
    const visitor = await connectedVisitor(server, 'demo');
    const cursor = await agentCursor(alice);
    const body = { clientId: 'dup-1', msgType: 1, msgContent: 'Where is my parcel?' };
    const first = await visitor.call<ChatMessage>('sendMsg', body);
    const second = await visitor.call<ChatMessage>('sendMsg', body);
    expect(first.code).toBe(200);
    expect(second.code).toBe(200);
    expect(second.data.id).toBe(first.data.id);
    expect(first.data.clientId).toBe('dup-1');

    const copies = (await history(visitor)).list.filter((message) => message.msgContent == 'Where is my parcel?');
    expect(copies).toHaveLength(1);
    expect((await sessionMessages(visitor)).filter((message) => message.clientId == 'dup-1')).toHaveLength(1);
    const announced = (await agentEvents(alice, cursor)).filter((event) => event.kind == 'message');
    expect(announced).toHaveLength(1);
  });

  it('sendMsg refuses whitespace-only text with 400 and stores nothing', async () => {
    const visitor = await startVisitor(server, 'demo');
    const before = (await sessionMessages(visitor)).length;
    const reply = await send(visitor, '  \n\t  ');
    expect(reply.status).toBe(400);
    expect(reply.message).toMatch(/msgContent/);
    expect(await sessionMessages(visitor)).toHaveLength(before);
  });

  it('sendMsg refuses msgType 99 from a visitor with 400', async () => {
    const visitor = await startVisitor(server, 'demo');
    const reply = await send(visitor, '[]', { msgType: 99 });
    expect(reply.status).toBe(400);
    expect(reply.message).toMatch(/msgType/);
  });

  it('the agent receives the visitor’s message in its events feed (kind message)', async () => {
    const visitor = await connectedVisitor(server, 'demo');
    const cursor = await agentCursor(alice);
    const sent = await send(visitor, 'My order #1234 has not arrived');
    const events = (await agentEvents(alice, cursor)).filter((event) => event.kind == 'message');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ sessionId: visitor.start.sessionId, userId: visitor.userId });
    expect(events[0]!.data).toMatchObject({
      id: sent.data.id,
      msgContent: 'My order #1234 has not arrived',
      senderType: 1,
    });
  });

  it('getHistoryMsg pages: the newest 20 oldest first, then the rest from the oldest msgTime, no overlap', async () => {
    // demo-human has no robot welcome: the history is exactly the 25 messages.
    const visitor = await startVisitor(server, 'demo-human');
    for (let i = 0; i < 25; i++) {
      expect((await send(visitor, `message ${i}`)).code).toBe(200);
      server.advance(1); // a distinct millisecond each
    }
    const page1 = await history(visitor, 0, 20);
    expect(page1.end).toBe(false);
    expect(page1.list.map((message) => message.msgContent)).toEqual(
      Array.from({ length: 20 }, (_, i) => `message ${i + 5}`),
    );
    const times = page1.list.map((message) => message.msgTime);
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    const page2 = await history(visitor, page1.list[0]!.msgTime, 20);
    expect(page2.end).toBe(true);
    expect(page2.list.map((message) => message.msgContent)).toEqual([
      'message 0',
      'message 1',
      'message 2',
      'message 3',
      'message 4',
    ]);

    const ids = [...page2.list, ...page1.list].map((message) => message.id);
    expect(new Set(ids).size).toBe(25);
  });

  // BUG (reported): the cursor is msgTime only and the query is `created_at < maxTime`, so
  // messages stored in the same millisecond as the oldest message of a page are skipped on
  // the next page (the store's comment promises "pages never skip or repeat a message").
  // It happens for real with robotAsk, which stores the question and the answer in one request.
  it('getHistoryMsg pages lose nothing when messages share a millisecond', async () => {
    const visitor = await startVisitor(server, 'demo-human');
    const frozen = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(frozen);
    for (let i = 0; i < 25; i++) await send(visitor, `same ms ${i}`);
    vi.restoreAllMocks();

    const seen: ChatMessage[] = [];
    let maxTime = 0;
    for (let pages = 0; pages < 5; pages++) {
      const page = await history(visitor, maxTime, 20);
      seen.unshift(...page.list);
      if (page.end || !page.list.length) break;
      maxTime = page.list[0]!.msgTime;
    }
    expect(seen.map((message) => message.msgContent)).toEqual(Array.from({ length: 25 }, (_, i) => `same ms ${i}`));
  });

  it('internal notes (insideFlag 1) never reach the visitor: not in the session, history, events or offline list', async () => {
    const visitor = await connectedVisitor(server, 'demo');
    const cursor = (await poll(visitor)).data.lastEventId;
    const note = await alice.call<ChatMessage>('send', {
      sessionId: visitor.start.sessionId,
      msgType: 1,
      content: 'INTERNAL: customer is a known fraud risk',
      insideFlag: 1,
    });
    expect(note.code).toBe(200);
    expect(note.data.insideFlag).toBe(1);
    await alice.call('send', { sessionId: visitor.start.sessionId, msgType: 1, content: 'How can I help?' });

    const isNote = (message: ChatMessage | undefined) =>
      message?.id == note.data.id || message?.msgContent.includes('INTERNAL');
    const events = (await poll(visitor, cursor)).data.msgList;
    expect(events.map((event) => event.msg?.msgContent)).toEqual(['How can I help?']);
    expect(events.some((event) => isNote(event.msg))).toBe(false);
    expect((await sessionMessages(visitor)).some(isNote)).toBe(false);
    expect((await history(visitor)).list.some(isNote)).toBe(false);
    expect((await visitor.call<{ msgList: ChatMessage[] }>('getOfflineMsg')).data.msgList.some(isNote)).toBe(false);
    // The agent still has it.
    const conversation = await alice.call<{ messages: ChatMessage[] }>('conversation', {
      sessionId: visitor.start.sessionId,
    });
    expect(conversation.data.messages.some((message) => message.id == note.data.id)).toBe(true);
  });

  it('msgComplete, then getOfflineMsg returns only the unread agent and system messages', async () => {
    const visitor = await connectedVisitor(server, 'demo');
    await send(visitor, 'visitor before reading');
    const unread = (await visitor.call<{ msgList: ChatMessage[] }>('getOfflineMsg')).data.msgList;
    // The robot welcome and the agent's welcome; never the visitor's own message.
    expect(unread.map((message) => message.msgContent)).toContain(demo.adminWelcomeMsg);
    expect(unread.every((message) => message.senderType != 1)).toBe(true);

    const read = await visitor.call('msgComplete');
    expect(read.code).toBe(200);
    expect((await visitor.call<{ msgList: ChatMessage[] }>('getOfflineMsg')).data.msgList).toEqual([]);

    const later = await alice.call<ChatMessage>('send', {
      sessionId: visitor.start.sessionId,
      msgType: 1,
      content: 'Are you there?',
    });
    await send(visitor, 'visitor after reading');
    const offline = (await visitor.call<{ msgList: ChatMessage[] }>('getOfflineMsg')).data.msgList;
    expect(offline.map((message) => message.id)).toEqual([later.data.id]);
  });

  it('typing from the visitor reaches the agent feed (kind typing) when connected', async () => {
    const robotStage = await startVisitor(server, 'demo');
    expect((await robotStage.call('typing', { msgContent: 'hel' })).data).toEqual({ delivered: false });

    const visitor = await connectedVisitor(server, 'demo');
    const cursor = await agentCursor(alice);
    const reply = await visitor.call('typing', { msgContent: 'I have a question about' });
    expect(reply.data).toEqual({ delivered: true });
    const typing = (await agentEvents(alice, cursor)).filter((event) => event.kind == 'typing');
    expect(typing).toHaveLength(1);
    expect(typing[0]).toMatchObject({ userId: visitor.userId, sessionId: visitor.start.sessionId });
    expect(typing[0]!.data?.preview).toBe('I have a question about');
  });

  it('addSessionMsg with senderType 2 is refused with 403; as the system it is stored as the visitor’s text', async () => {
    const visitor = await startVisitor(server, 'demo');
    const asAgent = await visitor.call('addSessionMsg', { content: 'I am the agent', senderType: 2 });
    expect(asAgent.status).toBe(403);
    expect((await sessionMessages(visitor)).some((message) => message.msgContent == 'I am the agent')).toBe(false);

    // A visitor cannot speak for the system (docs/security.md): the words are stored, as theirs.
    const asSystem = await visitor.call<ChatMessage>('addSessionMsg', { content: 'robot guide shown', senderType: 4 });
    expect(asSystem.code).toBe(200);
    expect(asSystem.data).toMatchObject({ senderType: 1, msgType: 1, msgContent: 'robot guide shown' });
  });

  it('updateSessionMsg on another visitor’s message is refused with 403; on one’s own it records docNode', async () => {
    const owner = await startVisitor(server, 'demo');
    const intruder = await startVisitor(server, 'demo');
    const message = await send(owner, 'my form answer');
    const foreign = await intruder.call('updateSessionMsg', { msgId: message.data.id, docNode: '{"hacked":true}' });
    expect(foreign.status).toBe(403);

    const own = await owner.call<ChatMessage>('updateSessionMsg', { msgId: message.data.id, docNode: '{"choice":1}' });
    expect(own.code).toBe(200);
    expect(own.data.docNode).toBe('{"choice":1}');
    const stored = (await sessionMessages(owner)).find((entry) => entry.id == message.data.id);
    expect(stored?.docNode).toBe('{"choice":1}');
  });
});

// ---- 5. msgToTransferFlag -----------------------------------------------------------------

describe('msgToTransferFlag', () => {
  const server = useTestServer();
  const alice = useAgent(server);

  it('msgToTransferFlag: on demo-human-only a visitor in status 1 who sends a message is transferred', async () => {
    const visitor = await startVisitor(server, 'demo-human-only');
    expect(visitor.start.status).toBe(1);
    const sent = await send(visitor, 'Hi, I need help with my order');
    expect(sent.code).toBe(200);

    const polled = await poll(visitor);
    expect(polled.data.status).toBe(2);
    expect(eventTypes(polled.data.msgList)).toContain(1200);
    expect((await visitor.call<AgentCard>('getAdminCard')).data.adminId).toBe(ALICE);
    // The message is part of the conversation the agent now has.
    const conversation = await alice.call<{ messages: ChatMessage[] }>('conversation', {
      sessionId: visitor.start.sessionId,
    });
    expect(conversation.data.messages.map((message) => message.id)).toContain(sent.data.id);
    // Transfer first, then send: the agent's feed announces the message.
    const feed = await alice.call<{ events: { kind: string; data?: ChatMessage }[] }>('events', { lastEventId: 0 });
    expect(feed.data.events.some((event) => event.kind == 'message' && event.data?.id == sent.data.id)).toBe(true);
  });

  it('msgToTransferFlag off (demo, receive mode 0): a message leaves the visitor with the robot', async () => {
    const visitor = await startVisitor(server, 'demo');
    await send(visitor, 'Hi, I need help with my order');
    const polled = await poll(visitor);
    expect(polled.data.status).toBe(1);
    expect(eventTypes(polled.data.msgList)).not.toContain(1200);
  });
});

// ---- 6. Timeouts --------------------------------------------------------------------------

describe('timeouts', () => {
  const server = useTestServer();
  const alice = useAgent(server);

  const MINUTE = 60_000;
  /** What the system said, the agent's joined notice apart: the timeouts' texts. */
  const systemTexts = async (visitor: TestVisitor) =>
    (await sessionMessages(visitor))
      .filter((message) => message.senderType == 4 && message.noticeKey != 'chat.agentConnected')
      .map((message) => message.msgContent);

  it('timeouts: userTimeoutMsg after the agent spoke, once; adminTimeoutMsg after the visitor spoke; nothing after the end', async () => {
    const visitor = await connectedVisitor(server, 'demo');
    const services = server.server.services;
    await alice.call('send', { sessionId: visitor.start.sessionId, msgType: 1, content: 'Anything else?' });
    const cursor = (await poll(visitor)).data.lastEventId;
    // The visitor's tab stays open: it polls, so the conversation is not taken for abandoned.
    const later = async (ms: number) => {
      server.advance(ms);
      await poll(visitor);
    };

    // Not yet: 9 minutes of silence.
    await later(9 * MINUTE);
    await sweepNow(services);
    expect(await systemTexts(visitor)).toEqual([]);

    await later(1 * MINUTE + 1000);
    await sweepNow(services);
    expect(await systemTexts(visitor)).toEqual([demo.userTimeoutMsg]);
    const events = (await poll(visitor, cursor)).data.msgList;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 1201, msg: { senderType: 4, msgContent: demo.userTimeoutMsg } });

    // Once only, however often the sweeper runs.
    await later(30 * MINUTE);
    await sweepNow(services);
    await sweepNow(services);
    expect(await systemTexts(visitor)).toEqual([demo.userTimeoutMsg]);

    // The visitor speaks; the agent stays silent for 3 minutes.
    await send(visitor, 'Yes, one more question');
    await later(2 * MINUTE);
    await sweepNow(services);
    expect(await systemTexts(visitor)).toEqual([demo.userTimeoutMsg]);
    await later(1 * MINUTE + 1000);
    await sweepNow(services);
    expect(await systemTexts(visitor)).toEqual([demo.userTimeoutMsg, demo.adminTimeoutMsg]);
    await sweepNow(services);
    expect(await systemTexts(visitor)).toEqual([demo.userTimeoutMsg, demo.adminTimeoutMsg]);

    // The chat ends: no more notices.
    await alice.call('end', { sessionId: visitor.start.sessionId });
    const afterEnd = await systemTexts(visitor);
    expect(afterEnd.at(-1)).toBe(demo.adminCloseMsg);
    await later(60 * MINUTE);
    await sweepNow(services);
    expect(await systemTexts(visitor)).toEqual(afterEnd);
  });
});

// ---- 7. Restart ---------------------------------------------------------------------------

describe('restart', () => {
  const server = useTestServer();

  it('restart: history, status 2, the agent assignment, the events and both tokens survive', async () => {
    const alice = await signInAgent(server, 'alice');
    const visitor = await connectedVisitor(server, 'demo');
    const visitorMessage = await send(visitor, 'Before the restart, from the visitor');
    const agentMessage = await alice.call<ChatMessage>('send', {
      sessionId: visitor.start.sessionId,
      msgType: 1,
      content: 'Before the restart, from Alice',
    });
    const beforeEvents = (await poll(visitor)).data;
    // Connected (1200, the joined notice, the welcome), then the visitor's message and Alice's.
    expect(eventTypes(beforeEvents.msgList)).toEqual([1200, 1201, 1201, 1201, 1201]);

    await server.restart();

    // The visitor's token still works, and so does the agent's.
    const afterEvents = await poll(visitor);
    expect(afterEvents.status).toBe(200);
    expect(afterEvents.data.status).toBe(2);
    expect(afterEvents.data.msgList).toEqual(beforeEvents.msgList);

    const texts = (await history(visitor)).list.map((message) => message.msgContent);
    expect(texts).toEqual(
      expect.arrayContaining([visitorMessage.data.msgContent, agentMessage.data.msgContent, demo.adminWelcomeMsg]),
    );
    const inSession = (await sessionMessages(visitor)).map((message) => message.id);
    expect(inSession).toEqual(expect.arrayContaining([visitorMessage.data.id, agentMessage.data.id]));

    expect((await visitor.call<AgentCard>('getAdminCard')).data.adminId).toBe(ALICE);
    const sessions = await alice.call<AgentSessions>('sessions');
    expect(sessions.status).toBe(200);
    expect(sessions.data.active.map((session) => session.sessionId)).toContain(visitor.start.sessionId);

    // The conversation goes on where it was: new events come after the old ones.
    const sent = await alice.call('send', {
      sessionId: visitor.start.sessionId,
      msgType: 1,
      content: 'After the restart',
    });
    expect(sent.code).toBe(200);
    const next = await poll(visitor, beforeEvents.lastEventId);
    expect(next.data.msgList.map((event) => event.msg?.msgContent)).toEqual(['After the restart']);
    expect(next.data.msgList[0]!.eventId).toBeGreaterThan(beforeEvents.lastEventId);

    // A resumed start reports the agent; the session is the same one.
    const resumed = await server.post<SessionStart>(VISITOR_API + 'chatStart', {
      channelId: 'demo',
      userId: visitor.userId,
    });
    expect(resumed.data).toMatchObject({ sessionId: visitor.start.sessionId, status: 2 });
    expect(resumed.data.admin?.adminId).toBe(ALICE);
  });
});
