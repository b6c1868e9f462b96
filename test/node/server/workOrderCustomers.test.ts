// Whom a work order is from, as the agent API names it (docs/http-api.md#agent-api): the name typed on
// the order, else the name the visitor gave, else the friendly name the inbox uses; in the
// list and the detail alike, read with the list in a fixed number of queries, and never in
// what the visitor's own calls answer.

import type { AgentWorkOrder, WorkOrder } from '@shared/api';
import { friendlyName } from '@shared/visitorName';
import { describe, expect, it } from 'vitest';
import { startVisitor, statementsOf, useAgent, useTestServer } from './harness';

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

/** How many statements the agent's `workOrders` call runs. */
const statementsOfTheList = () =>
  statementsOf(server.server.services, async () => expect((await agent.call('workOrders')).code).toBe(200));

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
