// The console's leave-message store: the team's list, marking one handled, the count that
// waits, and the feed refreshing a list somebody looked at.

import type { LeaveMessage } from '@shared/api';
import type { LeaveMsgState } from '@shared/codes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from './fakeAgentClient';
import { feedBatches } from './feedDriver';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const store = await import('@console/stores/leaveMessages');
const feed = await import('@console/stores/feed');

const message = (id: number, msgState: LeaveMsgState = 0): LeaveMessage => ({
  id,
  channelId: 'demo',
  userId: 'u1',
  customerName: 'Grace',
  customerPhone: '',
  customerEmail: '',
  msgContent: 'Call me',
  msgState,
  createTime: 0,
  updateTime: 0,
  updateUserName: '',
  remark: '',
});

let batches: ReturnType<typeof feedBatches>;
beforeEach(() => {
  client.reset();
  batches = feedBatches();
  store.$leaveMessages.set(undefined);
});
afterEach(() => feed.stopFeed());

describe('leave messages in the console', () => {
  it('loads the list; the unhandled ones are counted for the navigation', async () => {
    client.answer(() => ({ list: [message(3), message(2, 1), message(1)] }));
    await store.loadLeaveMessages();
    expect(store.$leaveMessages.get()!.map((each) => each.id)).toEqual([3, 2, 1]);
    expect(store.unhandledCount(store.$leaveMessages.get())).toBe(2);
    expect(store.unhandledCount(undefined)).toBe(0);
  });

  it('marking handled sends the trimmed remark (none when blank) and reloads the list', async () => {
    client.answer((call) => (call == 'leaveMessages' ? { list: [message(3, 1)] } : { handled: 3 }));
    await store.markHandled(3, '  called back  ');
    await store.markHandled(3, '   ');
    expect(client.calls.filter((entry) => entry.call == 'leaveMessageHandled').map((entry) => entry.body)).toEqual([
      { id: 3, remark: 'called back' },
      { id: 3 },
    ]);
    expect(store.$leaveMessages.get()![0]!.msgState).toBe(1);
  });

  it('a leaveMessage event reloads a list that was loaded, and leaves alone one that never was', async () => {
    client.answer((call) => (call == 'events' ? batches.next() : { list: [message(9)] }));
    batches.deliver({ kind: 'leaveMessage' });
    feed.followFeed();
    await batches.drained();
    expect(client.callNames()).not.toContain('leaveMessages');
    expect(store.$leaveMessages.get()).toBeUndefined();

    store.$leaveMessages.set([]);
    batches.deliver({ kind: 'message', sessionId: 1 }, { kind: 'leaveMessage' });
    await vi.waitFor(() => expect(store.$leaveMessages.get()!.map((each) => each.id)).toEqual([9]));
  });
});
