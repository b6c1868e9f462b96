// The agent's list reads (summaries of conversations in sessions, inbox, accept and
// conversation; agents; evaluations; cardTemplates; visitorSessions) over real HTTP, each
// compared with what reading it row by row from the stores gives: same rows, same order (ties
// included), same nulls, only the caller's tenant. And each list is read in a fixed number of
// statements, however many rows it has.

import { agentCard } from '@server/store/agents';
import type { Session } from '@server/store/sessions';
import type { VisitorSummary } from '@shared/api';
import { MSG_TYPE, SENDER_TYPE, VISITOR_STATUS } from '@shared/codes';
import { visitorName } from '@shared/visitorName';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  otherTenantAgent,
  signInAgent,
  startVisitor,
  statementsOf,
  type TestAgent,
  type TestVisitor,
  useTestServer,
} from './harness';

const server = useTestServer();
const services = () => server.server.services;

/** A conversation's summary read row by row from the stores: the reference each reply is compared with. */
async function summaryOf(session: Session, row?: { unread: number; lastActivityAt: number }): Promise<VisitorSummary> {
  const visitor = (await services().visitors.get(session.userId))?.info ?? {};
  const lastMessage = (await services().messages.lastOfSession(session.sessionId)) ?? null;
  const channel = (await services().channels.get(session.channelId))?.config;
  return {
    sessionId: session.sessionId,
    userId: session.userId,
    channelId: session.channelId,
    status: session.status,
    adminId: session.adminId,
    groupId: session.groupId,
    groupName: channel?.groupList?.find((group) => group.groupId == session.groupId)?.groupName ?? null,
    channelName: channel?.channelName || session.channelId,
    queuedAt: session.queuedAt,
    createdAt: session.createdAt,
    evaluated: Boolean(session.evaluated),
    visitor,
    name: visitorName(session.userId, visitor),
    lastMessage,
    lastActivityAt: row?.lastActivityAt ?? lastMessage?.msgTime ?? session.createdAt,
    unread: row?.unread ?? (await services().messages.countFromVisitorAfter(session.sessionId, session.agentReadUntil)),
    ratingInvitedAt: session.ratingInvitedAt,
    endedAt: session.endedAt,
    outType: session.outType,
  };
}
const summariesOf = async (sessions: Session[]) => {
  const list = [];
  for (const session of sessions) list.push(await summaryOf(session));
  return list;
};
const sessionOf = async (visitor: TestVisitor) => (await services().sessions.get(visitor.start.sessionId))!;

let alice: TestAgent;
let eve: TestAgent;
let sent = 0;
const say = async (visitor: TestVisitor, text: string) =>
  expect(
    (await visitor.call('sendMsg', { clientId: `lists-${++sent}`, msgType: MSG_TYPE.text, msgContent: text })).status,
  ).toBe(200);

const statementsDuring = (work: () => Promise<unknown>) => statementsOf(services(), work);

beforeAll(async () => {
  alice = await signInAgent(server);
  eve = await otherTenantAgent(server);
  await services().agents.add({
    adminId: 104,
    tenantId: 'demo',
    login: 'roomy',
    password: 'roomy-password',
    card: agentCard('Roomy'),
    groupIds: [1, 2],
    maxSessions: 100,
  });
});

describe('conversation summaries', () => {
  const visitors: TestVisitor[] = [];
  beforeAll(async () => {
    // With alice: a named visitor who wrote twice, an anonymous one who wrote nothing, one
    // whose last message is recalled, one whose last is an internal note, one in a group the
    // channel does not have.
    for (let i = 0; i < 5; i++) {
      const visitor = await startVisitor(
        server,
        'demo',
        i == 0 ? { userName: 'Ada Lovelace', email: 'ada@example.com' } : {},
      );
      expect(
        (await visitor.call('transferAgent', { adminId: alice.adminId, ...(i == 1 ? { groupId: 2 } : {}) })).data
          .status,
      ).toBe(2);
      visitors.push(visitor);
    }
    await say(visitors[0]!, 'Where is my order?');
    await say(visitors[0]!, 'Hello?');
    await say(visitors[2]!, 'Oops');
    const recalled = (
      await alice.call('send', {
        sessionId: visitors[2]!.start.sessionId,
        msgType: MSG_TYPE.text,
        content: 'to recall',
      })
    ).data.id;
    expect((await alice.call('recall', { msgId: recalled })).status).toBe(200);
    await say(visitors[3]!, 'A question');
    await alice.call('send', {
      sessionId: visitors[3]!.start.sessionId,
      msgType: MSG_TYPE.text,
      content: 'a note',
      insideFlag: 1,
    });
    await services().sessions.update(visitors[4]!.start.sessionId, { group_id: 77 });
    // Alice read the first conversation, then its visitor wrote again.
    await alice.call('conversation', { sessionId: visitors[0]!.start.sessionId });
    await say(visitors[0]!, 'Still there?');
    // Ended: one alice had, one a visitor wrote in (before the queue: an ending moves it on).
    await visitors[1]!.call('chatClose');
    const wrote = await startVisitor(server);
    await services().messages.add({
      sessionId: wrote.start.sessionId,
      userId: wrote.userId,
      senderType: SENDER_TYPE.visitor,
      senderName: '',
      msgType: MSG_TYPE.text,
      content: 'left a word',
    });
    await services().sessions.update(wrote.start.sessionId, { status: VISITOR_STATUS.ended, ended_at: Date.now() });
    // Waiting: three of the demo tenant (two queued at the same moment), one of acme's.
    const at = Date.now();
    for (const [i, queuedAt] of [at + 5, at, at].entries()) {
      const visitor = await startVisitor(server, i == 2 ? 'demo-zh' : 'demo');
      if (i == 0) await say(visitor, 'Before the queue');
      await services().sessions.update(visitor.start.sessionId, { status: VISITOR_STATUS.queued, queued_at: queuedAt });
      visitors.push(visitor);
    }
    const acme = await startVisitor(server, 'acme-shop');
    await services().sessions.update(acme.start.sessionId, { status: VISITOR_STATUS.queued, queued_at: at - 1 });
  });

  it('sessions: the tenant’s queue (queued first, ties by id) and the agent’s active conversations, as read row by row', async () => {
    const reply = await alice.call<{ queued: VisitorSummary[]; active: VisitorSummary[] }>('sessions');
    expect(reply.status).toBe(200);
    const queued = [];
    for (const session of await services().sessions.queued())
      if ((await services().channels.get(session.channelId))?.config.tenantId == 'demo') queued.push(session);
    expect(reply.data.queued).toEqual(await summariesOf(queued));
    expect(reply.data.queued.map((row) => row.sessionId)).toEqual([
      visitors[6]!.start.sessionId,
      visitors[7]!.start.sessionId,
      visitors[5]!.start.sessionId,
    ]);
    expect(reply.data.active).toEqual(await summariesOf(await services().sessions.withAgent(alice.adminId)));
    expect(reply.data.active).toHaveLength(4);
    const byUser = new Map(reply.data.active.map((row) => [row.userId, row]));
    expect(byUser.get(visitors[0]!.userId)).toMatchObject({
      name: 'Ada Lovelace',
      unread: 1,
      groupName: null,
      channelName: expect.any(String),
    });
    expect(byUser.get(visitors[2]!.userId)!.lastMessage).toMatchObject({ msgContent: '', recallFlag: 1 });
    expect(byUser.get(visitors[3]!.userId)!.lastMessage).toMatchObject({ msgContent: 'a note', insideFlag: 1 });
    expect(byUser.get(visitors[4]!.userId)).toMatchObject({ groupId: 77, groupName: null });
    const eves = (await eve.call<{ queued: VisitorSummary[]; active: VisitorSummary[] }>('sessions')).data;
    expect(eves.queued.map((row) => row.channelId)).toEqual(['acme-shop']);
    expect(eves.active).toEqual([]);
  });

  it('inbox: each box, searched or not, as its rows read row by row', async () => {
    for (const box of ['waiting', 'mine', 'closed'] as const)
      for (const search of [undefined, 'ada', 'Oops', 'nothing matches this']) {
        const reply = await alice.call<{ list: VisitorSummary[]; more: boolean }>('inbox', {
          box,
          ...(search && { search }),
        });
        expect(reply.status).toBe(200);
        const { rows, more } = await services().inbox.list({ tenantId: 'demo', adminId: alice.adminId, box, search });
        const expected = [];
        for (const row of rows) expected.push(await summaryOf(row.session, row));
        expect(reply.data).toEqual({ list: expected, more });
      }
    expect((await alice.call('inbox', { box: 'closed' })).data.list.length).toBeGreaterThanOrEqual(2);
    expect((await eve.call('inbox', { box: 'waiting' })).data.list.map((row: VisitorSummary) => row.channelId)).toEqual(
      ['acme-shop'],
    );
  });

  it('accept and conversation answer the summary as read row by row', async () => {
    const queued = visitors[5]!;
    const accepted = await alice.call<VisitorSummary>('accept', { sessionId: queued.start.sessionId });
    expect(accepted.status).toBe(200);
    expect(accepted.data).toEqual(await summaryOf(await sessionOf(queued)));
    await say(visitors[0]!, 'One more');
    const { messages, ratings, ...summary } = (
      await alice.call('conversation', { sessionId: visitors[0]!.start.sessionId })
    ).data;
    expect(summary).toEqual(await summaryOf(await sessionOf(visitors[0]!)));
    expect(summary.unread).toBe(0);
    expect(messages.length).toBeGreaterThan(0);
    expect(ratings).toEqual([]);
  });
});

describe('agents, evaluations, card templates and a visitor’s conversations', () => {
  it('agents: the tenant’s team by id, each with its load, as read row by row', async () => {
    const reply = await alice.call('agents');
    const expected = [];
    for (const member of await services().agents.ofTenant('demo'))
      expected.push({ ...member.card, online: member.online, load: await services().sessions.load(member.adminId) });
    expect(reply.data).toEqual({ list: expected });
    expect(reply.data.list.map((member: { adminId: number }) => member.adminId)).toEqual([101, 102, 103, 104]);
    expect(reply.data.list[0].load).toBeGreaterThan(0);
    expect((await eve.call('agents')).data.list.map((member: { adminId: number }) => member.adminId)).toEqual([901]);
  });

  it('evaluations: the agent’s and the tenant’s robot ratings, newest first, with the visitor’s name, as read row by row', async () => {
    const named = await startVisitor(server, 'demo', { userName: 'Grace Hopper' });
    expect((await named.call('transferAgent', { adminId: alice.adminId })).data.status).toBe(2);
    expect((await named.call('evaluate', { evaluateAdminStar: 4 })).status).toBe(200);
    const robotRated = await startVisitor(server);
    expect((await robotRated.call('evaluate', { evaluateRobotSolve: 1 })).status).toBe(200);
    const acme = await startVisitor(server, 'acme-shop');
    expect((await acme.call('evaluate', { evaluateRobotSolve: 0 })).status).toBe(200);
    for (const sessionId of [undefined, named.start.sessionId, robotRated.start.sessionId, acme.start.sessionId]) {
      const reply = await alice.call('evaluations', sessionId === undefined ? {} : { sessionId });
      const expected = [];
      for (const rating of await services().evaluations.receivedBy(alice.adminId, 'demo', sessionId))
        expected.push({
          ...rating,
          visitorName: visitorName(rating.userId, (await services().visitors.get(rating.userId))?.info ?? {}),
        });
      expect(reply.data).toEqual({ list: expected });
    }
    const all = (await alice.call('evaluations')).data.list as { sessionId: number; visitorName: string }[];
    expect(all.slice(0, 2).map((rating) => [rating.sessionId, rating.visitorName])).toEqual([
      [robotRated.start.sessionId, visitorName(robotRated.userId, {})],
      [named.start.sessionId, 'Grace Hopper'],
    ]);
    expect(all.some((rating) => rating.sessionId == acme.start.sessionId)).toBe(false);
    const conversation = (await alice.call('conversation', { sessionId: named.start.sessionId })).data;
    expect(conversation.ratings).toEqual(
      (await services().evaluations.ofSession(named.start.sessionId)).map((rating) => ({
        ...rating,
        visitorName: 'Grace Hopper',
      })),
    );
  });

  it('cardTemplates: the tenant’s templates by id with their fields, as read row by row', async () => {
    await services().workOrders.putTemplate(5, 'acme', 'Acme only', []);
    await services().workOrders.putTemplate(4, 'demo', 'Empty', []);
    const reply = await alice.call('cardTemplates');
    const expected = [];
    for (const { templateId, name } of await services().workOrders.templatesOf('demo'))
      expected.push({ templateId, name, items: (await services().workOrders.templateFields(templateId))?.items ?? [] });
    expect(reply.data).toEqual({ list: expected });
    expect(reply.data.list.map((template: { templateId: number }) => template.templateId)).toEqual([1, 2, 4]);
    expect(reply.data.list[0].items.length).toBeGreaterThan(0);
    expect(
      (await eve.call('cardTemplates')).data.list.map((template: { templateId: number }) => template.templateId),
    ).toEqual([5]);
  });

  it('visitorSessions: the visitor’s conversations with the agent’s nick (null without one), as read row by row', async () => {
    const visitor = await startVisitor(server);
    expect((await visitor.call('transferAgent', { adminId: alice.adminId })).data.status).toBe(2);
    await visitor.call('chatClose');
    // A conversation whose agent is of no agent row (gone), and one of the robot alone.
    const again = await startVisitor(server, 'demo', { userId: visitor.userId });
    await services().sessions.update(again.start.sessionId, {
      admin_id: 999,
      status: VISITOR_STATUS.ended,
      ended_at: Date.now(),
    });
    await startVisitor(server, 'demo', { userId: visitor.userId });
    const reply = await alice.call('visitorSessions', { userId: visitor.userId });
    const expected = [];
    for (const { adminId, ...row } of await services().visitorSessions.ofVisitor(visitor.userId, 'demo'))
      expected.push({
        ...row,
        agentNick: adminId == null ? null : ((await services().agents.get(adminId))?.card.adminNick ?? null),
      });
    expect(reply.data).toEqual({ list: expected });
    expect(reply.data.list.map((row: { agentNick: string | null }) => row.agentNick)).toContain('Alice');
    expect(
      reply.data.list.filter((row: { agentNick: string | null }) => row.agentNick === null).length,
    ).toBeGreaterThanOrEqual(2);
  });
});

describe('each list is read in a fixed number of statements', () => {
  const calls: [string, Record<string, unknown>][] = [
    ['sessions', {}],
    ['inbox', { box: 'mine' }],
    ['inbox', { box: 'closed' }],
    ['agents', {}],
    ['evaluations', {}],
    ['cardTemplates', {}],
  ];

  /** Statements each call runs. */
  const counts = async (userId: string) => {
    const found: number[] = [];
    for (const [call, body] of calls)
      found.push(
        await statementsDuring(async () => {
          expect((await alice.call(call, body)).status).toBe(200);
        }),
      );
    found.push(
      await statementsDuring(async () => expect((await alice.call('visitorSessions', { userId })).status).toBe(200)),
    );
    return found;
  };

  it('however many rows there are', async () => {
    const visitor = await startVisitor(server);
    const before = await counts(visitor.userId);
    // More of everything: conversations with alice and queued ones, ratings, templates, agents, the visitor's conversations.
    for (let i = 0; i < 3; i++) {
      const more = await startVisitor(server);
      await services().sessions.update(more.start.sessionId, { status: VISITOR_STATUS.agent, admin_id: alice.adminId });
      await say(more, 'more');
      expect((await more.call('evaluate', { evaluateRobotSolve: 1 })).status).toBe(200);
      const own = await startVisitor(server, 'demo', { userId: visitor.userId });
      await services().sessions.update(own.start.sessionId, {
        status: VISITOR_STATUS.ended,
        admin_id: alice.adminId,
        ended_at: Date.now(),
      });
      const queued = await startVisitor(server);
      await services().sessions.update(queued.start.sessionId, {
        status: VISITOR_STATUS.queued,
        queued_at: Date.now(),
      });
      await services().workOrders.putTemplate(10 + i, 'demo', `More ${i}`, []);
      await services().agents.add({
        ...(await services().agents.get(104))!,
        adminId: 110 + i,
        login: `more${i}`,
        password: 'x',
        card: { ...(await services().agents.get(104))!.card },
      });
    }
    expect(await counts(visitor.userId)).toEqual(before);
  });
});
