// The console's inbox over real HTTP: waiting, mine and closed boxes with names, previews,
// last activity and unread counts; search over name, friendly name, e-mail, id and message
// text; the closed box paged newest first; unread cleared by reading; the rating invitation
// and the rating on the conversation; going away with conversations returned to the queue.

import { visitorKey } from '@server/hub';
import type { VisitorSummary } from '@shared/api';
import { VISITOR_STATUS } from '@shared/codes';
import { friendlyName } from '@shared/visitorName';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  signInAgent,
  startTestServer,
  startVisitor,
  type TestAgent,
  type TestServer,
  type TestVisitor,
} from './harness';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const inbox = async (agent: TestAgent, box: string, more: Record<string, unknown> = {}) => {
  const reply = await agent.call<{ list: VisitorSummary[]; more: boolean }>('inbox', { box, ...more });
  expect(reply.status).toBe(200);
  return reply.data;
};

async function talkingTo(agent: TestAgent, extra: Record<string, unknown> = {}): Promise<TestVisitor> {
  const visitor = await startVisitor(server, 'demo', extra);
  expect((await visitor.call('transferAgent', { adminId: agent.adminId })).data.status).toBe(2);
  return visitor;
}

let sent = 0;
const say = async (visitor: TestVisitor, text: string) => {
  const reply = await visitor.call('sendMsg', { clientId: `inbox-${++sent}`, msgType: 1, msgContent: text });
  expect(reply.status).toBe(200);
};

describe('the inbox', () => {
  it("mine: each row's name (given, else friendly), last message, activity time and unread count, latest activity first; reading clears unread", async () => {
    const alice = await signInAgent(server);
    const ada = await talkingTo(alice);
    await ada.call('resetInfo', { userName: 'Ada Lovelace' });
    const anonymous = await talkingTo(alice);
    await say(ada, 'Where is my order?');
    await say(anonymous, 'First question');
    await say(anonymous, 'Second question');

    const { list } = await inbox(alice, 'mine');
    expect(list.map((row) => row.name)).toEqual([friendlyName(anonymous.userId), 'Ada Lovelace']);
    expect(list[0]!.lastMessage?.msgContent).toBe('Second question');
    expect(list[0]!.unread).toBe(2);
    expect(list[1]!.unread).toBe(1);
    expect(list[0]!.lastActivityAt).toBeGreaterThanOrEqual(list[1]!.lastActivityAt);

    await alice.call('conversation', { sessionId: anonymous.start.sessionId });
    expect((await inbox(alice, 'mine')).list.find((row) => row.userId == anonymous.userId)!.unread).toBe(0);
    // Another agent reading it changes nothing of alice's count.
    await say(ada, 'Hello?');
    const bob = await signInAgent(server, 'bob');
    await bob.call('conversation', { sessionId: ada.start.sessionId });
    expect((await inbox(alice, 'mine')).list.find((row) => row.userId == ada.userId)!.unread).toBe(2);
  });

  it('waiting: the queue with its rows; closed: only ended conversations a visitor wrote in or an agent had, newest first, paged', async () => {
    const alice = await signInAgent(server);
    const ended: TestVisitor[] = [];
    for (let index = 0; index < 32; index++) {
      const visitor = await talkingTo(alice);
      await say(visitor, `question ${index}`);
      await alice.call('end', { sessionId: visitor.start.sessionId });
      ended.push(visitor);
    }
    // Ended without a word, but an agent had it: in the closed box, as it left the agent's Mine (docs/console.md).
    const silent = await talkingTo(alice);
    await alice.call('end', { sessionId: silent.start.sessionId });
    // Ended without a word and with the robot only: not in the closed box.
    const robotOnly = await startVisitor(server);
    await robotOnly.call('chatClose');

    const first = await inbox(alice, 'closed');
    expect(first.more).toBe(true);
    expect(first.list).toHaveLength(30);
    expect(first.list[0]!.userId).toBe(silent.userId);
    expect(first.list[1]!.userId).toBe(ended.at(-1)!.userId);
    expect(first.list[1]!.endedAt).toBeGreaterThan(0);
    const second = await inbox(alice, 'closed', { before: first.list.at(-1)!.sessionId });
    expect(second.more).toBe(false);
    expect(second.list.map((row) => row.userId)).toEqual([ended[2]!.userId, ended[1]!.userId, ended[0]!.userId]);
    expect([...first.list, ...second.list].some((row) => row.userId == robotOnly.userId)).toBe(false);

    await alice.call('status', { online: false });
    const waiting = await startVisitor(server);
    await waiting.call('resetInfo', { userName: 'Grace' });
    // Nobody online: the transfer says so; with bob online and full, the visitor waits.
    const bob = await signInAgent(server, 'bob');
    for (let index = 0; index < 5; index++) await talkingTo(bob);
    expect((await waiting.call('transferAgent', { groupId: 2 })).data.status).toBe(3);
    const queue = await inbox(alice, 'waiting');
    expect(queue.list.map((row) => row.name)).toEqual(['Grace']);
  });

  it('search finds by name, friendly name, e-mail, user id and message text, literally (% and _ are not wildcards)', async () => {
    const alice = await signInAgent(server);
    const ada = await talkingTo(alice);
    await ada.call('resetInfo', { userName: 'Ada Lovelace', email: 'ada@example.com' });
    const other = await talkingTo(alice);
    await say(other, 'My parcel 100% lost_in transit');
    await say(ada, 'Hello from Ada');
    for (const visitor of [ada, other]) await alice.call('end', { sessionId: visitor.start.sessionId });
    const names = async (search: string) => (await inbox(alice, 'closed', { search })).list.map((row) => row.userId);

    expect(await names('parcel 100%')).toEqual([other.userId]);
    expect(await names('lost_in')).toEqual([other.userId]);
    expect(await names('lostXin')).toEqual([]);
    expect(await names('100%%')).toEqual([]);
    expect(await names(friendlyName(other.userId).toLowerCase())).toEqual([other.userId]);
    expect(await names(other.userId.slice(4, 12))).toEqual([other.userId]);
    expect(await names('ada@example')).toEqual([ada.userId]);
    expect(await names('Lovelace')).toEqual([ada.userId]);
  });

  it('search by name and e-mail in the mine box', async () => {
    const alice = await signInAgent(server);
    const ada = await talkingTo(alice);
    await ada.call('resetInfo', { userName: 'Ada Lovelace', email: 'ada@example.com' });
    await talkingTo(alice);
    expect((await inbox(alice, 'mine', { search: 'lovelace' })).list.map((row) => row.userId)).toEqual([ada.userId]);
    expect((await inbox(alice, 'mine', { search: 'ADA@EXAMPLE' })).list.map((row) => row.userId)).toEqual([ada.userId]);
  });

  it('bad input: an unknown box, a long search or a bad cursor answers 400 naming the field', async () => {
    const alice = await signInAgent(server);
    for (const [body, field] of [
      [{ box: 'archive' }, 'box'],
      [{ box: 'closed', search: 'x'.repeat(101) }, 'search'],
      [{ box: 'closed', before: -1 }, 'before'],
      [{ box: 'closed', before: 'abc' }, 'before'],
    ] as const) {
      const reply = await alice.call('inbox', body);
      expect(reply.status).toBe(400);
      expect(reply.message).toContain(field);
    }
  });
});

describe('the conversation', () => {
  it('a rating invitation is recorded; the rating the visitor gave comes with the conversation', async () => {
    const alice = await signInAgent(server);
    const visitor = await talkingTo(alice);
    await say(visitor, 'Thanks!');
    expect((await alice.call('inviteEvaluate', { sessionId: visitor.start.sessionId })).status).toBe(200);
    const invited = (await alice.call('conversation', { sessionId: visitor.start.sessionId })).data;
    expect(invited.ratingInvitedAt).toBeGreaterThan(0);
    expect(invited.ratings).toEqual([]);
    const rated = await visitor.call('evaluate', {
      evaluateAdminStar: 4,
      evaluateAdminTag: 'Friendly',
      evaluateAdminContent: 'Quick',
    });
    expect(rated.status).toBe(200);
    const after = (await alice.call('conversation', { sessionId: visitor.start.sessionId })).data;
    expect(after.ratings).toHaveLength(1);
    expect(after.ratings[0]).toMatchObject({ kind: 'agent', evaluateAdminStar: 4 });
  });
});

describe('going away', () => {
  it("with returnToQueue the agent's conversations wait in the queue again and the visitor's poll says so; without, they stay", async () => {
    const alice = await signInAgent(server);
    const kept = await talkingTo(alice);
    expect((await alice.call('status', { online: false })).data).toEqual({ online: false, returned: 0 });
    expect((await inbox(alice, 'mine')).list.map((row) => row.userId)).toEqual([kept.userId]);

    await alice.call('status', { online: true });
    const second = await talkingTo(alice);
    const away = await alice.call('status', { online: false, returnToQueue: true });
    expect(away.data).toEqual({ online: false, returned: 2 });
    expect((await inbox(alice, 'mine')).list).toEqual([]);
    expect((await inbox(alice, 'waiting')).list.map((row) => row.userId).sort()).toEqual(
      [kept.userId, second.userId].sort(),
    );
    const poll = await second.call('getEventMsg', {
      pollId: second.start.pollId,
      lastEventId: second.start.lastEventId,
    });
    expect(poll.data.status).toBe(3);
    expect(poll.data.waitIndex).toBeGreaterThan(0);

    // Someone coming online takes them.
    const bob = await signInAgent(server, 'bob');
    expect((await inbox(bob, 'mine')).list).toHaveLength(2);
  });

  it("a visitor's held poll answers when the agent hands the conversation back: no event says so, the status does", async () => {
    const alice = await signInAgent(server);
    const visitor = await talkingTo(alice);
    const hub = server.server.services.hub;
    const first = await visitor.call('getEventMsg', { pollId: visitor.start.pollId });
    const cursor = { pollId: visitor.start.pollId, lastEventId: first.data.lastEventId };
    const started = Date.now();
    const held = visitor.call('getEventMsg', { ...cursor, wait: 25, status: VISITOR_STATUS.agent });
    await expect.poll(() => hub.waiting(visitorKey(visitor.userId)), { interval: 10 }).toBe(1);
    await alice.call('status', { online: false, returnToQueue: true });
    const reply = await held;
    expect(reply.data).toMatchObject({ status: VISITOR_STATUS.queued, msgList: [] });
    expect(reply.data.waitIndex).toBeGreaterThan(0);
    // Answered by the change, not at the end of its 25 s.
    expect(Date.now() - started).toBeLessThan(15_000);

    // A poll from a widget still showing the agent answers at once; one showing the queue is held.
    const behind = await visitor.call('getEventMsg', { ...cursor, wait: 25, status: VISITOR_STATUS.agent });
    expect(behind.data.status).toBe(VISITOR_STATUS.queued);
    const upToDate = visitor.call('getEventMsg', { ...cursor, wait: 25, status: VISITOR_STATUS.queued });
    await expect.poll(() => hub.waiting(visitorKey(visitor.userId)), { interval: 10 }).toBe(1);
    await signInAgent(server, 'bob');
    expect((await upToDate).data.status).toBe(VISITOR_STATUS.agent);
  });
});
