// An agent came online or went away (their choice, or a sign-in that restored it): the team's
// consoles hear of it, and the queue moves on to whoever has room now.
import { advanceQueue } from '../conversation/conversation';
import { pushAgentEvent } from '../conversation/agentFeed';
import type { Services } from '../services';

export async function presenceChanged(services: Services, tenantId: string): Promise<void> {
  await pushAgentEvent(services, tenantId, { kind: 'queue' });
  await advanceQueue(services);
}
