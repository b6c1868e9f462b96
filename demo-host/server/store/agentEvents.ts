// What agents of a tenant are told, stored with increasing ids like the visitor events, so
// the console's wait-for-events call asks for what came after the last id it saw and
// misses nothing. The event is kept as JSON, as it was pushed. A push holds the tenant's
// lock until it commits, for the reason store/events.ts gives.
import type { AgentEvent, NewAgentEvent } from '@shared/api';
import { parseJson } from '../db/database';
import type { Sql } from '../db/sql';

/** The most events one wait-for-events call answers with. */
const PAGE = 200;

export function agentEventStore(sql: Sql, now: () => number) {
  return {
    push(tenantId: string, event: NewAgentEvent): Promise<void> {
      return sql.transaction(async () => {
        await sql.lock('agent events of ' + tenantId);
        await sql.run('INSERT INTO agent_events (admin_id, tenant_id, payload, created_at) VALUES (?, ?, ?, ?)', [
          event.adminId ?? null,
          tenantId,
          JSON.stringify(event),
          now(),
        ]);
      });
    },
    /** The events after `lastEventId` for this agent: its own and the whole tenant's. */
    async after(tenantId: string, adminId: number, lastEventId: number): Promise<AgentEvent[]> {
      const rows = await sql.all<{ event_id: number; payload: string; created_at: number }>(
        'SELECT event_id, payload, created_at FROM agent_events WHERE tenant_id = ? AND event_id > ? AND (admin_id IS NULL OR admin_id = ?) ORDER BY event_id LIMIT ?',
        [tenantId, lastEventId, adminId, PAGE],
      );
      return rows.map((row) => ({
        ...parseJson<NewAgentEvent>(row.payload, {} as NewAgentEvent),
        eventId: row.event_id,
        time: row.created_at,
      }));
    },
    async newestId(tenantId: string): Promise<number> {
      const row = await sql.get<{ id: number | null }>(
        'SELECT MAX(event_id) AS id FROM agent_events WHERE tenant_id = ?',
        [tenantId],
      );
      return row?.id ?? 0;
    },
  };
}
