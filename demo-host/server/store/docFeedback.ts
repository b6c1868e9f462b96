// Useful / not useful on the robot's answers, one row per vote, for tuning the knowledge base.
import type { Db } from '../db/database';

export interface DocVote {
  docId: number;
  userId: string;
  /** the answer voted on, when the widget names it */
  msgId?: number;
  useful: number;
}

export function docFeedbackStore(db: Db, now: () => number) {
  const insert = db.prepare('INSERT INTO doc_feedback (doc_id, user_id, msg_id, useful, created_at) VALUES (?, ?, ?, ?, ?)');
  return {
    add(vote: DocVote) {
      insert.run(vote.docId, vote.userId, vote.msgId ?? null, vote.useful, now());
    },
  };
}
export type DocFeedbackStore = ReturnType<typeof docFeedbackStore>;
