// Useful / not useful on the robot's answers, one row per vote, for tuning the knowledge base.
import type { Sql } from '../db/sql';

export interface DocVote {
  docId: number;
  userId: string;
  /** the answer voted on, when the widget names it */
  msgId?: number;
  useful: number;
}

export function docFeedbackStore(sql: Sql, now: () => number) {
  return {
    async add(vote: DocVote): Promise<void> {
      await sql.run('INSERT INTO doc_feedback (doc_id, user_id, msg_id, useful, created_at) VALUES (?, ?, ?, ?, ?)', [
        vote.docId,
        vote.userId,
        vote.msgId ?? null,
        vote.useful,
        now(),
      ]);
    },
  };
}
