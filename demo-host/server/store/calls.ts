// Calls (issue 16): one row per call, at most one not ended per conversation (the unique
// partial index calls_one_open, db/schema.ts), so two starts at once cannot both ring.
import type { CallInfo } from '../../../shared/api/callSignal';
import { CALL_STATE, type CallEndReason, type CallParty, type CallState, type VideoType } from '../../../shared/codes';
import type { Db } from '../db/database';
import { CALLS_OPEN, CALLS_RINGING } from '../db/schema';

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

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code == 'SQLITE_CONSTRAINT_UNIQUE';

export function callStore(db: Db, now: () => number) {
  const insert = db.prepare(
    `INSERT INTO calls (session_id, tenant_id, user_id, admin_id, started_by, video_type, state, created_at)
     VALUES (@sessionId, @tenantId, @userId, @adminId, @startedBy, @videoType, '${CALL_STATE.ringing}', @createdAt)`,
  );
  const byId = db.prepare<[number], CallRow>('SELECT * FROM calls WHERE call_id = ?');
  const openOf = db.prepare<[number], CallRow>(`SELECT * FROM calls INDEXED BY calls_one_open WHERE ${CALLS_OPEN} AND session_id = ?`);
  const accept = db.prepare(`UPDATE calls SET state = '${CALL_STATE.active}', answered_at = ? WHERE call_id = ? AND ${CALLS_RINGING}`);
  const end = db.prepare(`UPDATE calls SET state = '${CALL_STATE.ended}', ended_at = ?, end_reason = ? WHERE call_id = ? AND ${CALLS_OPEN}`);
  const ringingSince = db.prepare<[number, number], CallRow>(
    `SELECT * FROM calls INDEXED BY calls_ringing_by_time WHERE ${CALLS_RINGING} AND created_at <= ? ORDER BY created_at LIMIT ?`,
  );

  const get = (callId: number) => {
    const row = byId.get(callId);
    return row && toCall(row);
  };
  return {
    get,
    /** A new ringing call; undefined when the conversation already has a call not ended. */
    start(call: NewCall): Call | undefined {
      try {
        const { lastInsertRowid } = insert.run({ ...call, createdAt: now() });
        return get(Number(lastInsertRowid));
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },
    /** The conversation's call that has not ended, if any. */
    openOf(sessionId: number) {
      const row = openOf.get(sessionId);
      return row && toCall(row);
    },
    /** Ringing → active; false when it was no longer ringing. */
    accept: (callId: number) => accept.run(now(), callId).changes == 1,
    /** → ended with its reason; false when it had ended already (it ends once). */
    end: (callId: number, reason: CallEndReason) => end.run(now(), reason, callId).changes == 1,
    /** At most `limit` calls ringing since `since` or before, the oldest first. */
    ringingSince: (since: number, limit: number) => ringingSince.all(since, limit).map(toCall),
  };
}
export type CallStore = ReturnType<typeof callStore>;
