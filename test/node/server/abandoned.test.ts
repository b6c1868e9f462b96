// Abandoned conversations end (docs/decisions.md#end-reasons): a visitor who closed the tab stops
// polling; once ABANDONED_AFTER_MS passes the sweep ends the conversation as the visitor's
// own end (outType 1, userOverMsg), which frees the agent's slot and the queue. A visitor
// whose tab is open (and polls) is never ended.

import { ABANDONED_AFTER, abandonedAfterMs } from '@server/conversation/timeouts';
import { PRESENCE_EVERY_MS } from '@server/store/sessions';
import type { AgentReplies, ChatMessage, PollEvent } from '@shared/api';
import { CHAT_END_REASON, VISITOR_STATUS } from '@shared/codes';
import { describe, expect, it } from 'vitest';
import { pollEvents, startVisitor, sweepNow, useAgent, useTestServer } from './harness';

const server = useTestServer();
const alice = useAgent(server, 'alice');
const demoChannel = async () => (await server.server.services.channels.get('demo'))!.config;
/** Time passes with alice's console open: it polls her events, her heartbeat (store/agents.ts). */
const timePasses = async (ms: number) => {
  server.advance(ms);
  await alice.call('events', {});
};
const activeOfAlice = async () =>
  (await alice.call<AgentReplies['sessions']>('sessions')).data.active.map((session) => session.sessionId);

describe('abandoned conversations', () => {
  it('the rule: the channel’s visitor timeout, else half an hour, never under five presence intervals', async () => {
    const channel = await demoChannel();
    expect(abandonedAfterMs({ ...channel, userTimeoutMode: 0 })).toBe(ABANDONED_AFTER.defaultMs);
    expect(abandonedAfterMs({ ...channel, userTimeoutMode: 1, userTimeoutTime: 45 })).toBe(45 * 60_000);
    expect(abandonedAfterMs({ ...channel, userTimeoutMode: 1, userTimeoutTime: 1 })).toBe(5 * PRESENCE_EVERY_MS);
  });

  it('a visitor gone past the timeout is ended as their own end, and the agent’s slot is free', async () => {
    const visitor = await startVisitor(server, 'demo');
    expect((await visitor.call('transferAgent', { adminId: alice.adminId })).data.status).toBe(VISITOR_STATUS.agent);
    expect(await activeOfAlice()).toContain(visitor.start.sessionId);
    const cursor = (await pollEvents(visitor)).data.lastEventId;

    // The test's clock runs on with the real one: margins of 10 s, not 1, hold on a loaded machine.
    await timePasses(abandonedAfterMs(await demoChannel()) - 10_000);
    await sweepNow(server.server.services);
    expect(await activeOfAlice()).toContain(visitor.start.sessionId);

    await timePasses(20_000);
    await sweepNow(server.server.services);
    expect(await activeOfAlice()).not.toContain(visitor.start.sessionId);
    // Coming back, the visitor's tab learns it ended, with the channel's closing words.
    const events = (await pollEvents(visitor, cursor)).data.msgList as PollEvent[];
    expect(events.find((event) => event.type == 1202)).toMatchObject({ outType: CHAT_END_REASON.visitorOver });
    expect(
      events.flatMap((event) => ('msg' in event && event.msg ? [(event.msg as ChatMessage).msgContent] : [])),
    ).toContain((await demoChannel()).userOverMsg);
  });

  it('a visitor whose tab stays open (polls) is never ended, however long the silence', async () => {
    const visitor = await startVisitor(server, 'demo');
    expect((await visitor.call('transferAgent', { adminId: alice.adminId })).data.status).toBe(VISITOR_STATUS.agent);
    for (let i = 0; i < 10; i++) {
      await timePasses(PRESENCE_EVERY_MS + 1000);
      await pollEvents(visitor);
      await sweepNow(server.server.services);
    }
    expect(await activeOfAlice()).toContain(visitor.start.sessionId);
    await alice.call('end', { sessionId: visitor.start.sessionId });
  });

  it('of 20,000 open conversations the sweep ends exactly the 3 whose visitors are gone', async () => {
    const { services } = server.server;
    const now = services.now();
    const gone: number[] = [];
    const abandonedAfter = abandonedAfterMs(await demoChannel());
    await services.sql.transaction(async () => {
      for (let i = 0; i < 20_000; i++) await services.sessions.create(`idle-${i}`, 'demo');
      for (let i = 0; i < 3; i++) {
        const session = await services.sessions.create(`gone-${i}`, 'demo');
        await services.sessions.update(session.sessionId, { last_seen_at: now - abandonedAfter - 1 });
        gone.push(session.sessionId);
      }
    });
    expect(await sweepNow(services)).toBe(3);
    const statuses = [];
    for (const id of gone) statuses.push((await services.sessions.get(id))!.status);
    expect(statuses).toEqual([0, 0, 0]);
    // Nothing more is due: the next sweep writes nothing.
    expect(await sweepNow(services)).toBe(0);
  });
});
