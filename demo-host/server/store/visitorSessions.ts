// A visitor's conversations with one tenant, as the console's visitor panel lists them: when,
// who answered (and their nick), how much was said, how it was rated. One query; the rows
// come from the sessions_by_user and messages_by_session indexes.

import type { AgentCard } from '@shared/api';
import { SENDER_TYPE, type VisitorStatus } from '@shared/codes';
import { VISITOR_SESSIONS_SHOWN } from '@shared/constants';
import { parseJson } from '../db/database';
import type { Sql } from '../db/sql';

export interface VisitorSessionRow {
  sessionId: number;
  createdAt: number;
  endedAt: number | null;
  status: VisitorStatus;
  adminId: number | null;
  /** The nick on the agent's card; null without an agent, or when the agent is no more. */
  agentNick: string | null;
  messageCount: number;
  rating: number | null;
}

export function visitorSessionStore(sql: Sql) {
  // System notices (queue, timeouts, the end) are not what was said: they are not counted.
  // The rating is the stars of the visitor's rating of the agent; the robot's has none. It is
  // read from the JSON as text (the dialect's jsonText), a number again here.
  const ofVisitor = `SELECT s.session_id, s.created_at, s.ended_at, s.status, s.admin_id, a.card AS agent_card,
       (SELECT COUNT(*) FROM messages m WHERE m.session_id = s.session_id AND m.sender_type != ${SENDER_TYPE.system}) AS message_count,
       (SELECT ${sql.dialect.jsonText('e.payload', 'evaluateAdminStar')} FROM evaluations e
         WHERE e.session_id = s.session_id AND e.kind = 'agent' ORDER BY e.id DESC LIMIT 1) AS rating
     FROM sessions s JOIN channels c ON c.channel_id = s.channel_id LEFT JOIN agents a ON a.admin_id = s.admin_id
     WHERE s.user_id = ? AND c.tenant_id = ?
     ORDER BY s.session_id DESC LIMIT ?`;
  return {
    /** The visitor's conversations on the tenant's channels, newest first, at most VISITOR_SESSIONS_SHOWN. */
    async ofVisitor(userId: string, tenantId: string): Promise<VisitorSessionRow[]> {
      const rows = await sql.all<{
        session_id: number;
        created_at: number;
        ended_at: number | null;
        status: number;
        admin_id: number | null;
        agent_card: string | null;
        message_count: number;
        rating: string | null;
      }>(ofVisitor, [userId, tenantId, VISITOR_SESSIONS_SHOWN]);
      return rows.map((row) => ({
        sessionId: row.session_id,
        createdAt: row.created_at,
        endedAt: row.ended_at,
        status: row.status as VisitorStatus,
        adminId: row.admin_id,
        agentNick:
          row.admin_id == null || row.agent_card == null
            ? null
            : (parseJson<AgentCard>(row.agent_card, {} as AgentCard).adminNick ?? null),
        messageCount: Number(row.message_count),
        rating: row.rating == null ? null : Number(row.rating),
      }));
    },
  };
}
