// The Mail page's outbox: a filter of "all" is left out of the request; an answer overtaken by a
// later filter is dropped; Retry puts the server's answer in the row's place and moves the
// depth from the old state to the new, without another call.
import type { OutboxItem } from '@shared/api/outgoing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from './fakeAgentClient';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const outbox = await import('@console/stores/outbox');
const auth = await import('@console/stores/auth');
const shown = await import('@console/stores/shownTenant');

const row = (id: number, patch: Partial<OutboxItem> = {}): OutboxItem => ({
  id,
  kind: 'mail',
  topic: 'teamLeaveMessage',
  target: 'team@shop.example',
  state: 'sent',
  attempts: 1,
  lastError: '',
  createdAt: 1_000 * id,
  sentAt: 1_000 * id + 500,
  ...patch,
});

const FAILED = row(2, { state: 'failed', attempts: 5, lastError: '550 mailbox unavailable', sentAt: undefined });
const COUNTS = { pending: 0, failed: 1, sentLastDay: 1 };

beforeEach(() => {
  client.reset();
  auth.$me.set({ token: 't1', adminId: 1, card: {} as never, tenantId: 'demo', role: 'admin', online: true });
  shown.$shownTenant.set(undefined);
  outbox.forgetOutbox();
  client.answer((call, body) => {
    if (call == 'outbox') return { list: [FAILED, row(1)], counts: COUNTS };
    if (call == 'retryOutbox')
      return { item: { ...FAILED, id: body.id as number, state: 'pending', attempts: 0, nextAt: 9_000 } };
    return {};
  });
});

describe('the outbox', () => {
  it('asks with the filters chosen, and leaves out a choice of all', async () => {
    await outbox.loadOutbox();
    await outbox.filterOutbox({ state: 'failed' });
    await outbox.filterOutbox({ kind: 'webhook', state: '' });
    expect(client.calls.map((each) => each.body)).toEqual([{}, { state: 'failed' }, { kind: 'webhook' }]);
    expect(outbox.$outbox.get()).toEqual([FAILED, row(1)]);
    expect(outbox.$outboxCounts.get()).toEqual(COUNTS);
  });

  it('drops the answer to a filter the admin changed since', async () => {
    const releases: (() => void)[] = [];
    client.answer(
      (_call, body) =>
        new Promise((resolve) => {
          const list = body.state == 'failed' ? [FAILED] : [row(1)];
          releases.push(() => resolve({ list, counts: COUNTS }));
        }),
    );
    const first = outbox.filterOutbox({ state: 'sent' });
    const second = outbox.filterOutbox({ state: 'failed' });
    releases[1]!();
    await second;
    releases[0]!();
    await first;
    expect(outbox.$outbox.get()).toEqual([FAILED]);
  });

  it('puts the retried row in its place and moves the count from failed to pending', async () => {
    await outbox.loadOutbox();
    client.calls.length = 0;
    const item = await outbox.retryOutboxItem(2);
    expect(client.calls).toEqual([{ call: 'retryOutbox', body: { id: 2 } }]);
    expect(item.state).toBe('pending');
    expect(outbox.$outbox.get()).toEqual([item, row(1)]);
    expect(outbox.$outboxCounts.get()).toEqual({ pending: 1, failed: 0, sentLastDay: 1 });
  });

  it("names the owner's tenant in a retry", async () => {
    auth.$me.set({ ...auth.$me.get()!, role: 'owner' });
    shown.$shownTenant.set('acme');
    await outbox.loadOutbox();
    await outbox.retryOutboxItem(2);
    expect(client.calls.map((each) => each.body.tenantId)).toEqual(['acme', 'acme']);
  });

  it('counts a sent row among those sent in the last day, and a skipped one nowhere', () => {
    const counts = { pending: 2, failed: 1, sentLastDay: 0 };
    expect(outbox.countsAfter(counts, 'pending', 'sent')).toEqual({ pending: 1, failed: 1, sentLastDay: 1 });
    expect(outbox.countsAfter(counts, 'failed', 'skipped')).toEqual({ pending: 2, failed: 0, sentLastDay: 0 });
    expect(outbox.countsAfter(counts, 'failed', 'failed')).toBe(counts);
    expect(outbox.countsAfter({ pending: 0, failed: 0, sentLastDay: 0 }, 'failed', 'pending')).toEqual({
      pending: 1,
      failed: 0,
      sentLastDay: 0,
    });
  });

  it('forgets the rows, the depth and the filters when another person signs in', async () => {
    await outbox.filterOutbox({ kind: 'mail' });
    auth.$me.set({ token: 't2', adminId: 2, card: {} as never, tenantId: 'acme', role: 'admin', online: true });
    expect(outbox.$outbox.get()).toBeUndefined();
    expect(outbox.$outboxCounts.get()).toBeUndefined();
    expect(outbox.$outboxFilter.get()).toEqual(outbox.NO_FILTER);
  });
});
