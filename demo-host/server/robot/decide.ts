// What the robot does with a ranking (knowledgeIndex.ts scores each document 0..1): answer
// the best document, ask "Did you mean: X?" about it alone, offer a guide of close
// questions, or say it does not know. Pure; the thresholds were calibrated on the
// development question sets (test/node/robot/sets/devSet.*.ts) with `npm run bench`'s
// calibration so that confident wrong answers stay at or under 2 % of all questions, the
// questions the knowledge base does not cover included (answering one of those is a
// confident wrong answer too). See docs/decisions.md#the-robots-decision.

import type { RobotDecision } from '@shared/api/knowledge';

export interface DecisionThresholds {
  /** The best document is answered from this score on... */
  answer: number;
  /** ...when it scores at least this many times the second. */
  lead: number;
  /** Documents from this score on are offered in a guide; below it, nothing is relevant. */
  guide: number;
  /** A guide lists the documents within this share of the best score. */
  guideShare: number;
}

export const THRESHOLDS: DecisionThresholds = {
  answer: 0.5,
  lead: 1.3,
  guide: 0.2,
  guideShare: 0.6,
};

/** A guide offers up to this many close questions. */
export const GUIDE_SUGGESTIONS = 5;

export interface Decision<T> {
  decision: RobotDecision;
  /** The answer, or the one document of a confirm. */
  best?: T;
  /** A guide's documents, best first (a confirm's one). */
  offered: T[];
}

/** The decision over hits sorted best first (see the file comment). */
export function decide<T extends { score: number }>(
  hits: readonly T[],
  thresholds: DecisionThresholds = THRESHOLDS,
): Decision<T> {
  const [best, second] = hits;
  if (!best || best.score < thresholds.guide) return { decision: 'unknown', offered: [] };
  if (best.score >= thresholds.answer && best.score >= thresholds.lead * (second?.score ?? 0))
    return { decision: 'answer', best, offered: [] };
  const floor = Math.max(thresholds.guide, best.score * thresholds.guideShare);
  const offered = hits.filter((hit) => hit.score >= floor).slice(0, GUIDE_SUGGESTIONS);
  if (offered.length == 1) return { decision: 'confirm', best, offered };
  return { decision: 'guide', offered };
}
