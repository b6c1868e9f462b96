// What agents of a tenant are told (new visitor in the queue, a message, an end...): stored,
// then the tenant's waiting wait-for-events calls are woken.
import type { AgentEventKind, AgentEventPayload, NewAgentEvent } from '@shared/api';
import { tenantKey } from '../hub';
import type { Services } from '../services';
import type { Session } from '../store/sessions';

export async function pushAgentEvent(services: Services, tenantId: string, event: NewAgentEvent): Promise<void> {
  await services.agentEvents.push(tenantId, event);
  services.hub.notify(tenantKey(tenantId));
}

/** The kinds that are about one conversation, each with its data: the conversation fills in the rest. */
export type SessionAgentEvent = {
  [K in AgentEventKind]: NewAgentEvent<K> extends { sessionId: number }
    ? { kind: K; data: AgentEventPayload<K> }
    : never;
}[AgentEventKind];

/** Tells a conversation's agent, or every agent of its tenant while no agent has it. */
export async function tellSessionAgent(services: Services, session: Session, event: SessionAgentEvent): Promise<void> {
  const tenantId = (await services.channels.get(session.channelId))?.config.tenantId;
  if (!tenantId) return;
  await pushAgentEvent(services, tenantId, {
    adminId: session.adminId ?? undefined,
    ...event,
    sessionId: session.sessionId,
    userId: session.userId,
  });
}
