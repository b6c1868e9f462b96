// An agent going away may hand their open conversations back: each waits in the queue again
// (from now, behind those already waiting), its visitor's poll wakes to show the wait, and
// the queue moves on to any agent with room.
import { VISITOR_STATUS } from '@shared/codes';
import { pushAgentEvent } from '../conversation/agentFeed';
import { visitorKey } from '../hub';
import type { Services } from '../services';
import type { Agent } from '../store/agents';

/** How many conversations went back to the queue. */
export async function returnToQueue(services: Services, agent: Agent): Promise<number> {
  const open = await services.sessions.withAgent(agent.adminId);
  for (const session of open) {
    await services.sessions.update(session.sessionId, {
      status: VISITOR_STATUS.queued,
      admin_id: null,
      queued_at: services.now(),
    });
    services.hub.notify(visitorKey(session.userId));
    await pushAgentEvent(services, agent.tenantId, {
      kind: 'queue',
      sessionId: session.sessionId,
      userId: session.userId,
    });
  }
  return open.length;
}
