// The ratings an agent sees: those of their conversations and the robot's of the tenant.
import type { AgentRequest } from '@shared/api/agentRequests';
import type { AgentContext } from './context';

export async function evaluations({ services, agent }: AgentContext, body: AgentRequest<'evaluations'>) {
  return { list: await services.evaluations.receivedBy(agent.adminId, agent.tenantId, body.sessionId) };
}
