// The messages visitors left while nobody was there: listed for the tenant, marked handled.
import type { AgentRequest } from '@shared/api/agentRequests';
import { notFound } from '../http/reply';
import type { AgentContext } from './context';

export const leaveMessages = async ({ services, agent }: AgentContext) => ({
  list: await services.leaveMessages.ofTenant(agent.tenantId),
});

export async function leaveMessageHandled(
  { services, agent }: AgentContext,
  body: AgentRequest<'leaveMessageHandled'>,
) {
  const handled = await services.leaveMessages.markHandled(agent.tenantId, body.id, agent.card.adminNick, body.remark);
  if (!handled) throw notFound('id: unknown leave message');
  return { handled: body.id };
}
