// Calls (docs/http-api.md#call-signalling): one row per call, at most one not ended per conversation (the unique
// partial index calls_one_open, db/schema.ts), so two starts at once cannot both ring, even
// from two instances: the second insert does nothing (ON CONFLICT DO NOTHING).
import type { CallInfo } from '@shared/api/callSignal';
import { CALL_STATE, type CallEndReason, type CallParty, type CallState, type VideoType } from '@shared/codes';
import { CALLS_OPEN, CALLS_RINGING } from '../db/schema';
import type { Sql } from '../db/sql';

export interface Call extends CallInfo {
  tenantId: string;
  userId: string;
  /** The conversation's agent when the call started. */
  adminId: number;
}

interface CallRow {
  call_id: number;
  session_id: number;
  tenant_id: string;
  user_id: string;
  admin_id: number;
  started_by: string;
  video_type: number;
  state: string;
  created_at: number;
  answered_at: number | null;
  ended_at: number | null;
  end_reason: string | null;
}

const toCall = (row: CallRow): Call => ({
  callId: row.call_id,
  sessionId: row.session_id,
  tenantId: row.tenant_id,
  userId: row.user_id,
  adminId: row.admin_id,
  startedBy: row.started_by as CallParty,
  videoType: row.video_type as VideoType,
  state: row.state as CallState,
  createdAt: row.created_at,
  answeredAt: row.answered_at,
  endedAt: row.ended_at,
  endReason: row.end_reason as CallEndReason | null,
});

/** What the parties see of a call: not the tenant, visitor or agent ids. */
export const callInfo = ({ tenantId: _tenant, userId: _user, adminId: _admin, ...info }: Call): CallInfo => info;

export interface NewCall {
  sessionId: number;
  tenantId: string;
  userId: string;
  adminId: number;
  startedBy: CallParty;
  videoType: VideoType;
}

export function callStore(sql: Sql, now: () => number) {
  // SQLite is told which partial index to read (and fails rather than scan without it);
  // PostgreSQL finds it alone, since the query repeats the index's WHERE.
  const indexedBy = (index: string) => (sql.engine == 'sqlite' ? ` INDEXED BY ${index}` : '');
  const openOf = `SELECT * FROM calls${indexedBy('calls_one_open')} WHERE ${CALLS_OPEN} AND session_id = ?`;
  const ringingSince = `SELECT * FROM calls${indexedBy('calls_ringing_by_time')} WHERE ${CALLS_RINGING} AND created_at <= ? ORDER BY created_at LIMIT ?`;

  return {
    async get(callId: number): Promise<Call | undefined> {
      const row = await sql.get<CallRow>('SELECT * FROM calls WHERE call_id = ?', [callId]);
      return row && toCall(row);
    },
    /** A new ringing call; undefined when the conversation already has a call not ended. */
    async start(call: NewCall): Promise<Call | undefined> {
      // The one unique index a new call can break is calls_one_open: then nothing is inserted,
      // and nothing returned.
      const row = await sql.get<CallRow>(
        `INSERT INTO calls (session_id, tenant_id, user_id, admin_id, started_by, video_type, state, created_at)
         VALUES (?, ?, ?, ?, ?, ?, '${CALL_STATE.ringing}', ?) ON CONFLICT DO NOTHING RETURNING *`,
        [call.sessionId, call.tenantId, call.userId, call.adminId, call.startedBy, call.videoType, now()],
      );
      return row && toCall(row);
    },
    /** The conversation's call that has not ended, if any. */
    async openOf(sessionId: number): Promise<Call | undefined> {
      const row = await sql.get<CallRow>(openOf, [sessionId]);
      return row && toCall(row);
    },
    /** Ringing → active; false when it was no longer ringing. */
    async accept(callId: number): Promise<boolean> {
      return (
        (await sql.run(
          `UPDATE calls SET state = '${CALL_STATE.active}', answered_at = ? WHERE call_id = ? AND ${CALLS_RINGING}`,
          [now(), callId],
        )) == 1
      );
    },
    /** → ended with its reason; false when it had ended already (it ends once). */
    async end(callId: number, reason: CallEndReason): Promise<boolean> {
      return (
        (await sql.run(
          `UPDATE calls SET state = '${CALL_STATE.ended}', ended_at = ?, end_reason = ? WHERE call_id = ? AND ${CALLS_OPEN}`,
          [now(), reason, callId],
        )) == 1
      );
    },
    /** At most `limit` calls ringing since `since` or before, the oldest first. */
    async ringingSince(since: number, limit: number): Promise<Call[]> {
      return (await sql.all<CallRow>(ringingSince, [since, limit])).map(toCall);
    },
  };
}
