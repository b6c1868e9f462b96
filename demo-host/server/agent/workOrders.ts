// Work orders as the tenant's agents see them: listed, read, answered (publicly or as an
// internal note), given a status and priority; and the tenant's card templates.
import type { AgentRequest } from '@shared/api/agentRequests';
import { HANDLE_TYPE } from '@shared/codes';
import { notFound } from '../http/reply';
import { noticeWorkOrderChanged } from '../outgoing/workOrderNotices';
import { addHandle, setWorkOrderStatus } from '../workorder/workOrders';
import type { AgentContext } from './context';

/** A work order of the agent's tenant, as agents see it. */
async function workOrderFor({ services, agent }: AgentContext, woId: number) {
  const order = await services.workOrders.getForAgents(woId);
  if (order?.tenantId != agent.tenantId) throw notFound('woId: unknown work order');
  return order;
}

export const workOrders = async ({ services, agent }: AgentContext) => ({
  list: await services.workOrders.ofTenant(agent.tenantId),
});

export const workOrder = (context: AgentContext, body: AgentRequest<'workOrder'>) => workOrderFor(context, body.woId);

export async function workOrderReply(context: AgentContext, body: AgentRequest<'workOrderReply'>) {
  await workOrderFor(context, body.woId);
  const order = await addHandle(context.services, body.woId, {
    userName: context.agent.card.adminNick,
    handleType: body.internal ? HANDLE_TYPE.internal : HANDLE_TYPE.public,
    content: body.content,
    files: body.woFileRelVoList,
  });
  await noticeWorkOrderChanged(context.services, order, { change: 'reply', handle: order.handle.at(-1)! });
  return workOrderFor(context, body.woId);
}

export async function workOrderStatus(context: AgentContext, body: AgentRequest<'workOrderStatus'>) {
  await workOrderFor(context, body.woId);
  const order = await setWorkOrderStatus(context.services, body.woId, body.status, body.priority);
  await noticeWorkOrderChanged(context.services, order, {
    change: 'status',
    status: order.woStatus,
    priority: order.priority,
  });
  return workOrderFor(context, body.woId);
}

export const cardTemplates = async ({ services, agent }: AgentContext) => ({
  list: await services.workOrders.templatesOf(agent.tenantId),
});
