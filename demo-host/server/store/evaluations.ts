// Ratings as visitors gave them, and each tenant's rating configuration (starList, scoreList).
import type { EvaluateInfo, ReceivedRating, VisitorInfo } from '@shared/api';
import type { EvaluatePayload } from '@shared/api/requests';
import { visitorName } from '@shared/visitorName';
import { parseJson } from '../db/database';
import type { Sql } from '../db/sql';

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

const defaultStar = (star: number, levelGuideMsg: string, tags: string[], required: 0 | 1) => ({
  star,
  select: tags.map((name, index) => ({ name, value: String(index + 1) })),
  levelTag: tags.join(','),
  levelGuideMsg,
  evaluateGuideMsg: required ? 'Please tell us what went wrong' : 'Anything else you want to tell us? (optional)',
  evaluateMsgRequired: required,
  levelTagRequired: required,
});

const DOWN = ['Slow reply', 'Did not solve my problem', 'Unfriendly'];
const UP = ['Quick reply', 'Solved my problem', 'Friendly'];

/** The rating form of a tenant that has not set its own: five stars in the product's neutral words. */
export const DEFAULT_EVALUATE_CONFIG: EvaluateInfo = {
  starList: [
    defaultStar(1, 'Very dissatisfied', DOWN, 1),
    defaultStar(2, 'Dissatisfied', DOWN, 1),
    defaultStar(3, 'Okay', [...UP, ...DOWN], 0),
    defaultStar(4, 'Satisfied', UP, 0),
    defaultStar(5, 'Very satisfied', UP, 0),
  ],
  scoreList: [1, 2, 3, 4, 5].map((score) => ({ score, name: `${score}` })),
  evaluateModel: 1,
  evaluateAdminSolve: 1,
  robotTags: ['Wrong answer', 'Did not understand me', 'Could not answer'],
  agentTags: DOWN,
};

export function evaluationStore(sql: Sql, now: () => number) {
  // (docs/decisions.md#robot-rating) the robot's ratings are every agent's of the tenant to see.
  // The visitor's info comes along, for the name the agent sees.
  const received = `SELECT e.*, v.info AS visitor_info FROM evaluations e JOIN sessions s ON s.session_id = e.session_id JOIN channels c ON c.channel_id = s.channel_id
     LEFT JOIN visitors v ON v.user_id = e.user_id
     WHERE (s.admin_id = ? OR (e.kind = 'robot' AND c.tenant_id = ?))`;
  return {
    async add(sessionId: number, userId: string, kind: RatingKind, payload: EvaluatePayload): Promise<void> {
      await sql.run('INSERT INTO evaluations (session_id, user_id, kind, payload, created_at) VALUES (?, ?, ?, ?, ?)', [
        sessionId,
        userId,
        kind,
        JSON.stringify(payload),
        now(),
      ]);
    },
    /**
     * Ratings of the agent's conversations and the robot's of the tenant (of one conversation, when a sessionId is given), newest first,
     * each with the name of the visitor who gave it.
     */
    async receivedBy(adminId: number, tenantId: string, sessionId?: number): Promise<ReceivedRating[]> {
      // Two statements rather than `? IS NULL OR …`: PostgreSQL cannot type a parameter that is only tested for NULL.
      const rows =
        sessionId == null
          ? await sql.all<RatingRow & { visitor_info: string | null }>(`${received} ORDER BY e.id DESC`, [
              adminId,
              tenantId,
            ])
          : await sql.all<RatingRow & { visitor_info: string | null }>(
              `${received} AND e.session_id = ? ORDER BY e.id DESC`,
              [adminId, tenantId, sessionId],
            );
      return rows.map((row) => ({
        ...toRating(row),
        visitorName: visitorName(row.user_id, parseJson<VisitorInfo>(row.visitor_info, {})),
      }));
    },
    /** What the visitor gave for one conversation (the robot's part and the agent's), oldest first. */
    async ofSession(sessionId: number): Promise<StoredRating[]> {
      return (await sql.all<RatingRow>('SELECT * FROM evaluations WHERE session_id = ? ORDER BY id', [sessionId])).map(
        toRating,
      );
    },
    /** The tenant's rating form, or DEFAULT_EVALUATE_CONFIG until it sets its own. */
    async configOf(tenantId: string): Promise<EvaluateInfo> {
      const row = await sql.get<{ config: string }>('SELECT config FROM evaluate_configs WHERE tenant_id = ?', [
        tenantId,
      ]);
      return (row && parseJson<EvaluateInfo | undefined>(row.config, undefined)) ?? DEFAULT_EVALUATE_CONFIG;
    },
    async putConfig(tenantId: string, config: EvaluateInfo): Promise<void> {
      await sql.run(
        'INSERT INTO evaluate_configs (tenant_id, config) VALUES (?, ?) ON CONFLICT (tenant_id) DO UPDATE SET config = excluded.config',
        [tenantId, JSON.stringify(config)],
      );
    },
  };
}
