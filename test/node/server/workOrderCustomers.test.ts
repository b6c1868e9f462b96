// Whom a work order is from, as the agent API names it (docs/http-api.md#agent-api): the name typed on
// the order, else the name the visitor gave, else the friendly name the inbox uses; in the
// list and the detail alike, read with the list in a fixed number of queries, and never in
// what the visitor's own calls answer.

import type { AgentWorkOrder, WorkOrder } from '@shared/api';
import { friendlyName } from '@shared/visitorName';
import { describe, expect, it, vi } from 'vitest';
import { startVisitor, useAgent, useTestServer } from './harness';

/** The After-sales type (typeId 1, the demo channel's leaveMsgWoType) requires these two. */
const REQUIRED_FIELDS = [
  { fieldId: 101, fieldValue: 'NW-20240611' },
  { fieldId: 102, fieldValue: 'Delivery' },
];

const server = useTestServer();
const agent = useAgent(server, 'alice', false);

async function orderFrom(extra: Record<string, unknown>, fields: Record<string, unknown> = {}) {
  const visitor = await startVisitor(server, 'demo', extra);
  const reply = await visitor.wo<WorkOrder>('add', {
    channelId: 'demo',
    woContent: 'The zip broke.\nSecond line.',
    cusFieldConfigInfoVoList: REQUIRED_FIELDS,
    ...fields,
  });
  expect(reply.code, reply.message).toBe(200);
  return { visitor, woId: reply.data.woId };
}

/**
 * How many statements the agent's `workOrders` call runs: the fewest of three calls. The server's
 * background work (the timeout sweep, the outbox's waiting-visitor check) runs its own statements
 * on its own clock, and on a loaded machine one of its ticks can fall inside a call; it only ever
 * adds, so the fewest is the call's own.
 */
async function statementsOfTheList(): Promise<number> {
  const counts: number[] = [];
  for (let i = 0; i < 3; i++) counts.push(await statementsOfOneListCall());
  return Math.min(...counts);
}

async function statementsOfOneListCall(): Promise<number> {
  const { sql } = server.server.services;
  const spies = [vi.spyOn(sql, 'all'), vi.spyOn(sql, 'get'), vi.spyOn(sql, 'run')];
  try {
    expect((await agent.call('workOrders')).code).toBe(200);
    // The outbox's sender polls in the background (outgoing/sender.ts): its statements are not the call's.
    const ofTheCall = (calls: unknown[][]) => calls.filter(([text]) => !/\boutbox/.test(String(text))).length;
    return spies.reduce((sum, spy) => sum + ofTheCall(spy.mock.calls), 0);
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
}

describe('the customer of a work order, for agents', () => {
  it('the name on the order, else the visitor’s given name, else their friendly name: in the list and the detail; not in the visitor’s copy', async () => {
    const named = await orderFrom({ userName: 'Ann Lee' });
    const typed = await orderFrom(
      { userName: 'Ann Lee' },
      { customerName: 'Cy Twombly', customerPhone: '13800138000' },
    );
    const anonymous = await orderFrom({});

    const { list } = (await agent.call<{ list: AgentWorkOrder[] }>('workOrders')).data;
    const nameOf = (woId: number) => list.find((order) => order.woId == woId)?.customerName;
    expect(nameOf(named.woId)).toBe('Ann Lee');
    expect(nameOf(typed.woId)).toBe('Cy Twombly');
    expect(nameOf(anonymous.woId)).toBe(friendlyName(anonymous.visitor.userId));

    const detail = (await agent.call<AgentWorkOrder>('workOrder', { woId: anonymous.woId })).data;
    expect(detail.customerName).toBe(friendlyName(anonymous.visitor.userId));
    const replied = (await agent.call<AgentWorkOrder>('workOrderReply', { woId: named.woId, content: 'On it.' })).data;
    expect(replied.customerName).toBe('Ann Lee');
    const changed = (await agent.call<AgentWorkOrder>('workOrderStatus', { woId: typed.woId, status: 1 })).data;
    expect(changed.customerName).toBe('Cy Twombly');

    const own = (await anonymous.visitor.wo<WorkOrder>('queryById', { woId: anonymous.woId })).data;
    expect(own).not.toHaveProperty('customerName');
  });

  it('the list reads its customers with the orders: as many statements for 3 more orders', async () => {
    await orderFrom({ userName: 'Bo Ek' });
    const before = await statementsOfTheList();
    for (let i = 0; i < 3; i++) await orderFrom(i % 2 ? {} : { userName: `Visitor ${i}` });
    expect(await statementsOfTheList()).toBe(before);
  });
});
