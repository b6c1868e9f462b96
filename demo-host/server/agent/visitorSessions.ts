// The visitor panel's list of the visitor's conversations with the agent's tenant.
import type { AgentRequest } from '@shared/api/agentRequests';
import { notFound } from '../http/reply';
import type { AgentContext } from './context';

export async function visitorSessions({ services, agent }: AgentContext, body: AgentRequest<'visitorSessions'>) {
  // Another tenant's visitor is no visitor of ours: unknown, as an id nobody has.
  if ((await services.visitors.get(body.userId))?.tenantId != agent.tenantId) throw notFound('userId: unknown visitor');
  return {
    list: (await services.visitorSessions.ofVisitor(body.userId, agent.tenantId)).map(
      ({ adminId: _adminId, ...row }) => row,
    ),
  };
}
