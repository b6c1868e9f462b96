// The console's desk store: the queue and conversations from the agent API, kept live by
// the wait-for-events call, with unread counts per conversation.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls: { call: string; body: Record<string, unknown> }[] = [];
let answer: (call: string, body: Record<string, unknown>) => unknown = () => ({});
vi.mock('../../../demo-host/console/api/agentClient', () => ({
  callAgent: vi.fn(async (call: string, body: Record<string, unknown>) => {
    calls.push({ call, body });
    return answer(call, body);
  }),
}));

const desk = await import('../../../demo-host/console/stores/workspace');

const summary = (sessionId: number) => ({ sessionId, userId: 'u' + sessionId, channelId: 'demo', status: 2, createdAt: 0, queuedAt: null, visitor: {}, lastMessage: null });

beforeEach(() => {
  calls.length = 0;
  desk.$unread.set({});
  desk.$openId.set(undefined);
});
afterEach(() => desk.stopFeed());

describe('console desk', () => {
  it('lists the queue and my conversations', async () => {
    answer = () => ({ queued: [summary(3)], active: [summary(1), summary(2)] });
    await desk.refreshSessions();
    expect(desk.$queue.get().map((item) => item.sessionId)).toEqual([3]);
    expect(desk.$active.get().map((item) => item.sessionId)).toEqual([1, 2]);
  });

  it('a visitor message counts as unread unless its conversation is open; opening it reads them', async () => {
    let batches = [
      { events: [{ eventId: 5, kind: 'message', sessionId: 2 }, { eventId: 6, kind: 'message', sessionId: 2 }, { eventId: 7, kind: 'message', sessionId: 1 }], lastEventId: 7 },
    ];
    answer = (call) => {
      if (call == 'events') {
        const next = batches.shift();
        return next ?? new Promise(() => {});
      }
      if (call == 'sessions') return { queued: [], active: [summary(1), summary(2)] };
      return { ...summary(1), messages: [] };
    };
    await desk.openConversation(1);
    desk.followFeed();
    await vi.waitFor(() => expect(desk.$unread.get()[2]).toBe(2));
    expect(desk.$unread.get()[1]).toBe(0);
    await desk.openConversation(2);
    expect(desk.$unread.get()[2]).toBe(0);
    // The feed's next wait starts after the last event it applied.
    await vi.waitFor(() => expect(calls.filter((entry) => entry.call == 'events').at(-1)!.body).toMatchObject({ lastEventId: 7, wait: 25 }));
    batches = [];
  });
});
