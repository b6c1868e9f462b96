// What agents of a tenant are told (new visitor in the queue, a message, an end...), stored
// with ids like the visitor events so the console's wait-for-events call misses nothing.
import { parseJson } from '../db/database';
import type { Services } from '../services';
import type { Session } from '../store/sessions';
import { tenantKey } from './hub';

export interface AgentEvent {
  eventId: number;
  /** undefined: for every agent of the tenant */
  adminId?: number;
  kind:
    | 'queue'
    | 'assigned'
    | 'message'
    | 'typing'
    | 'read'
    | 'ended'
    | 'evaluated'
    | 'transferred'
    | 'leaveMessage'
    | 'workOrder'
    | 'videoInvitation'
    | 'visitorInfo';
  sessionId?: number;
  userId?: string;
  data?: unknown;
  time: number;
}

export function pushAgentEvent(services: Services, tenantId: string, event: Omit<AgentEvent, 'eventId' | 'time'>) {
  const time = services.now();
  services.db
    .prepare('INSERT INTO agent_events (admin_id, tenant_id, payload, created_at) VALUES (?, ?, ?, ?)')
    .run(event.adminId ?? null, tenantId, JSON.stringify(event), time);
  services.hub.notify(tenantKey(tenantId));
}

/** Tells a conversation's agent, or every agent of its tenant while no agent has it. */
export function tellSessionAgent(services: Services, session: Session, kind: AgentEvent['kind'], data?: unknown) {
  const tenantId = services.channels.get(session.channelId)?.config.tenantId;
  if (!tenantId) return;
  pushAgentEvent(services, tenantId, { adminId: session.adminId ?? undefined, kind, sessionId: session.sessionId, userId: session.userId, data });
}

export function agentEventsAfter(services: Services, tenantId: string, adminId: number, lastEventId: number): AgentEvent[] {
  const rows = services.db
    .prepare<[string, number, number], { event_id: number; payload: string; created_at: number }>(
      'SELECT event_id, payload, created_at FROM agent_events WHERE tenant_id = ? AND event_id > ? AND (admin_id IS NULL OR admin_id = ?) ORDER BY event_id LIMIT 200',
    )
    .all(tenantId, lastEventId, adminId);
  return rows.map((row) => ({ ...parseJson<AgentEvent>(row.payload, {} as AgentEvent), eventId: row.event_id, time: row.created_at }));
}

export function newestAgentEventId(services: Services, tenantId: string): number {
  return (
    services.db.prepare<[string], { id: number | null }>('SELECT MAX(event_id) AS id FROM agent_events WHERE tenant_id = ?').get(tenantId)
      ?.id ?? 0
  );
}
