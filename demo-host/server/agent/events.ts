// The console's long poll of its tenant's events; each poll is also the agent's heartbeat.
import type { AgentRequest } from '@shared/api/agentRequests';
import { readOrWait, someOf, tenantKey } from '../hub';
import type { AgentContext } from './context';

export async function events({ services, agent, request }: AgentContext, body: AgentRequest<'events'>) {
  // The console's poll is the agent's heartbeat (store/agents.ts, AGENT_GONE_MS).
  await services.agents.seen(agent.adminId);
  const after = body.lastEventId ?? (await services.agentEvents.newestId(agent.tenantId));
  const read = async () => someOf(await services.agentEvents.after(agent.tenantId, agent.adminId, after));
  const { found: events = [] } = await readOrWait(
    services.hub,
    tenantKey(agent.tenantId),
    body.wait && body.wait * 1000,
    request.raw.socket,
    read,
  );
  return { events, lastEventId: events.at(-1)?.eventId ?? after };
}
