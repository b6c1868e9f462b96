// Ratings as visitors gave them, and each tenant's rating configuration (starList, scoreList).
import type { EvaluateInfo, ReceivedRating } from '../../../shared/api';
import type { EvaluatePayload } from '../../../shared/api/requests';
import { parseJson, type Db } from '../db/database';

type RatingKind = ReceivedRating['kind'];

interface RatingRow {
  session_id: number;
  user_id: string;
  kind: string;
  payload: string;
  created_at: number;
}

/** A rating as stored: everything the agent sees but the visitor's name, which is the visitor's. */
export type StoredRating = Omit<ReceivedRating, 'visitorName'>;

const toRating = (row: RatingRow): StoredRating => ({
  sessionId: row.session_id,
  userId: row.user_id,
  kind: row.kind as RatingKind,
  time: row.created_at,
  ...parseJson<EvaluatePayload>(row.payload, {}),
});

export function evaluationStore(db: Db, now: () => number) {
  const insert = db.prepare('INSERT INTO evaluations (session_id, user_id, kind, payload, created_at) VALUES (?, ?, ?, ?, ?)');
  // DECISIONS "robot rating": the robot's ratings are every agent's of the tenant to see.
  const receivedBy = db.prepare<[number, string, number | null, number | null], RatingRow>(
    `SELECT e.* FROM evaluations e JOIN sessions s ON s.session_id = e.session_id JOIN channels c ON c.channel_id = s.channel_id
     WHERE (s.admin_id = ? OR (e.kind = 'robot' AND c.tenant_id = ?)) AND (? IS NULL OR e.session_id = ?) ORDER BY e.id DESC`,
  );
  const ofSession = db.prepare<[number], RatingRow>('SELECT * FROM evaluations WHERE session_id = ? ORDER BY id');
  const configOf = db.prepare<[string], { config: string }>('SELECT config FROM evaluate_configs WHERE tenant_id = ?');
  const putConfig = db.prepare('INSERT OR REPLACE INTO evaluate_configs (tenant_id, config) VALUES (?, ?)');
  return {
    add(sessionId: number, userId: string, kind: RatingKind, payload: EvaluatePayload) {
      insert.run(sessionId, userId, kind, JSON.stringify(payload), now());
    },
    /** Ratings of the agent's conversations and the robot's of the tenant (of one conversation, when a sessionId is given), newest first. */
    receivedBy: (adminId: number, tenantId: string, sessionId?: number) =>
      receivedBy.all(adminId, tenantId, sessionId ?? null, sessionId ?? null).map(toRating),
    /** What the visitor gave for one conversation (the robot's part and the agent's), oldest first. */
    ofSession: (sessionId: number) => ofSession.all(sessionId).map(toRating),
    configOf(tenantId: string): EvaluateInfo | undefined {
      const row = configOf.get(tenantId);
      return row ? parseJson<EvaluateInfo | undefined>(row.config, undefined) : undefined;
    },
    putConfig(tenantId: string, config: EvaluateInfo) {
      putConfig.run(tenantId, JSON.stringify(config));
    },
  };
}
export type EvaluationStore = ReturnType<typeof evaluationStore>;
