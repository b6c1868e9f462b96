// A visitor's conversations with one tenant, as the console's visitor panel lists them: when,
// who answered, how much was said, how it was rated. One query; the rows come from the
// sessions_by_user and messages_by_session indexes.
import { SENDER_TYPE, type VisitorStatus } from '../../../shared/codes';
import { VISITOR_SESSIONS_SHOWN } from '../../../shared/constants';
import type { Db } from '../db/database';

export interface VisitorSessionRow {
  sessionId: number;
  createdAt: number;
  endedAt: number | null;
  status: VisitorStatus;
  adminId: number | null;
  messageCount: number;
  rating: number | null;
}

export function visitorSessionStore(db: Db) {
  // System notices (queue, timeouts, the end) are not what was said: they are not counted.
  // The rating is the stars of the visitor's rating of the agent; the robot's has none.
  const ofVisitor = db.prepare<[string, string, number], VisitorSessionRow>(
    `SELECT s.session_id AS sessionId, s.created_at AS createdAt, s.ended_at AS endedAt, s.status, s.admin_id AS adminId,
       (SELECT COUNT(*) FROM messages m WHERE m.session_id = s.session_id AND m.sender_type != ${SENDER_TYPE.system}) AS messageCount,
       (SELECT json_extract(e.payload, '$.evaluateAdminStar') FROM evaluations e
         WHERE e.session_id = s.session_id AND e.kind = 'agent' ORDER BY e.id DESC LIMIT 1) AS rating
     FROM sessions s JOIN channels c ON c.channel_id = s.channel_id
     WHERE s.user_id = ? AND c.tenant_id = ?
     ORDER BY s.session_id DESC LIMIT ?`,
  );
  return {
    /** The visitor's conversations on the tenant's channels, newest first, at most VISITOR_SESSIONS_SHOWN. */
    ofVisitor: (userId: string, tenantId: string): VisitorSessionRow[] => ofVisitor.all(userId, tenantId, VISITOR_SESSIONS_SHOWN),
  };
}
export type VisitorSessionStore = ReturnType<typeof visitorSessionStore>;
