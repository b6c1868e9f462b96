// What agents of a tenant are told, stored with increasing ids like the visitor events, so
// the console's wait-for-events call asks for what came after the last id it saw and
// misses nothing. The event is kept as JSON, as it was pushed.
import type { AgentEvent, NewAgentEvent } from '../../../shared/api';
import { parseJson, type Db } from '../db/database';

/** The most events one wait-for-events call answers with. */
const PAGE = 200;

export function agentEventStore(db: Db, now: () => number) {
  const insert = db.prepare('INSERT INTO agent_events (admin_id, tenant_id, payload, created_at) VALUES (?, ?, ?, ?)');
  const after = db.prepare<[string, number, number, number], { event_id: number; payload: string; created_at: number }>(
    'SELECT event_id, payload, created_at FROM agent_events WHERE tenant_id = ? AND event_id > ? AND (admin_id IS NULL OR admin_id = ?) ORDER BY event_id LIMIT ?',
  );
  const newest = db.prepare<[string], { id: number | null }>('SELECT MAX(event_id) AS id FROM agent_events WHERE tenant_id = ?');
  return {
    push(tenantId: string, event: NewAgentEvent) {
      insert.run(event.adminId ?? null, tenantId, JSON.stringify(event), now());
    },
    /** The events after `lastEventId` for this agent: its own and the whole tenant's. */
    after(tenantId: string, adminId: number, lastEventId: number): AgentEvent[] {
      return after.all(tenantId, lastEventId, adminId, PAGE).map((row) => ({
        ...parseJson<NewAgentEvent>(row.payload, {} as NewAgentEvent),
        eventId: row.event_id,
        time: row.created_at,
      }));
    },
    newestId: (tenantId: string) => newest.get(tenantId)?.id ?? 0,
  };
}
export type AgentEventStore = ReturnType<typeof agentEventStore>;
