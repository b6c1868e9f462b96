// The console's work-order store: list, the open order, replies with attachments, status
// changes, and the feed refreshing what a visitor's new order or reply touches.

import type { AgentWorkOrder } from '@shared/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from './fakeAgentClient';
import { feedBatches } from './feedDriver';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const store = await import('@console/stores/workOrders');
const feed = await import('@console/stores/feed');

const order = (woId: number, fields: Partial<AgentWorkOrder> = {}) =>
  ({
    woId,
    woTitle: 'Order ' + woId,
    woStatus: 0,
    priority: 'medium',
    handle: [],
    ...fields,
  }) as unknown as AgentWorkOrder;

let batches: ReturnType<typeof feedBatches>;
beforeEach(() => {
  client.reset();
  batches = feedBatches();
  store.$workOrders.set(undefined);
  store.$openWorkOrder.set(undefined);
});
afterEach(() => feed.stopFeed());

describe('work orders in the console', () => {
  it('a reply goes out with its attachments and the answer replaces the order in the list and as the open one', async () => {
    store.$workOrders.set([order(1), order(2)]);
    store.$openWorkOrder.set(order(2));
    client.answer(() => order(2, { handle: [{ handleType: 3 }] as never }));
    const files = [{ fileName: 'a.png', fileType: 'png', fileUrl: '/api/files/a.png' }];
    await store.replyToWorkOrder(2, '<p>Checked</p>', true, files);
    expect(client.calls[0]).toEqual({
      call: 'workOrderReply',
      body: { woId: 2, content: '<p>Checked</p>', internal: true, woFileRelVoList: files },
    });
    expect(store.$openWorkOrder.get()!.handle).toHaveLength(1);
    expect(store.$workOrders.get()!.map((each) => each.handle.length)).toEqual([0, 1]);
  });

  it('a reply without attachments sends no attachment list', async () => {
    client.answer(() => order(2));
    await store.replyToWorkOrder(2, 'Hi', false, []);
    expect(client.calls[0]!.body).toEqual({ woId: 2, content: 'Hi', internal: false });
  });

  it('a status change sends the status and the priority, and shows the answer', async () => {
    store.$workOrders.set([order(1)]);
    client.answer(() => order(1, { woStatus: 3, priority: 'high' }));
    await store.changeWorkOrder(1, 3, 'high');
    expect(client.calls[0]).toEqual({ call: 'workOrderStatus', body: { woId: 1, status: 3, priority: 'high' } });
    expect(store.$workOrders.get()![0]).toMatchObject({ woStatus: 3, priority: 'high' });
  });

  it('attachments are images or videos (onlyIMG otherwise) of at most 50 MB, checked before uploading', async () => {
    const attached = await store.attach(new File([new Uint8Array(4)], 'box.jpg'));
    expect(attached).toEqual({ fileName: 'box.jpg', fileType: 'jpg', fileUrl: expect.stringMatching(/\.jpg$/) });
    expect(client.uploads).toEqual([{ name: 'box.jpg', purpose: 'attachment' }]);
    await expect(store.attach(new File([new Uint8Array(4)], 'notes.pdf'))).rejects.toThrow('file: onlyIMG');
    const huge = new File([new Uint8Array(4)], 'huge.png');
    Object.defineProperty(huge, 'size', { value: 50 * 1024 * 1024 + 1 });
    await expect(store.attach(huge)).rejects.toThrow('file: fileMax');
    expect(client.uploads).toHaveLength(1);
  });

  it('a workOrder event reloads the list, and the open order when it is the one touched', async () => {
    client.answer((call, body) =>
      call == 'events'
        ? batches.next()
        : call == 'workOrders'
          ? { list: [order(5), order(4)] }
          : order(body.woId as number, { woStatus: 2 }),
    );
    store.$workOrders.set([order(4)]);
    store.$openWorkOrder.set(order(4));
    batches.deliver({ kind: 'workOrder', data: { woId: 5 } });
    feed.followFeed();
    await vi.waitFor(() => expect(store.$workOrders.get()).toHaveLength(2));
    expect(client.callNames()).not.toContain('workOrder');

    batches.deliver({ kind: 'workOrder', data: { woId: 4, reply: true } });
    await vi.waitFor(() => expect(store.$openWorkOrder.get()!.woStatus).toBe(2));
    expect(client.calls.filter((entry) => entry.call == 'workOrder').map((entry) => entry.body)).toEqual([{ woId: 4 }]);
  });
});
