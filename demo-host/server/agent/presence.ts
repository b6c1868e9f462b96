// An agent came online or went away (their choice, or a sign-in that restored it): the team's
// consoles hear of it, and the queue moves on to whoever has room now. And the team as the
// console lists it, for transfers.
import type { AgentRequest } from '@shared/api/agentRequests';
import { endCallsOfAgent } from '../call/calls';
import { pushAgentEvent } from '../conversation/agentFeed';
import { advanceQueue } from '../conversation/conversation';
import type { Services } from '../services';
import type { AgentContext } from './context';
import { returnToQueue } from './returnToQueue';

export async function presenceChanged(services: Services, tenantId: string): Promise<void> {
  await pushAgentEvent(services, tenantId, { kind: 'queue' });
  await advanceQueue(services);
}

export async function status({ services, agent }: AgentContext, body: AgentRequest<'status'>) {
  // Away: whatever the conversations become, their calls end (the agent has left them).
  if (!body.online) await endCallsOfAgent(services, agent);
  await services.agents.setOnline(agent.adminId, body.online);
  const returned = !body.online && body.returnToQueue ? await returnToQueue(services, agent) : 0;
  await presenceChanged(services, agent.tenantId);
  return { online: body.online, returned };
}

/** The tenant's agents with who is online and how many conversations each has. */
export const agents = async ({ services, agent }: AgentContext) => ({
  list: await services.agents.team(agent.tenantId),
});
