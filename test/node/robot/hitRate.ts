// How well the robot finds the document that answers a visitor's question, on the question
// sets written the way visitors type (questionSet.*.ts): top-1 (it answers outright with
// that document), top-3 (that document is the answer or among the first three it offers)
// and wrong (it answers outright with another document: the costly failure).
import type { KnowledgeLang } from '@server/robot/knowledgeDoc';
import type { Robot } from '@server/robot/robot';
import { ROBOT_ANSWER_TYPE } from '@shared/codes';

export interface AskedQuestion {
  question: string;
  docId: number;
}

export interface HitRate {
  questions: number;
  top1: number;
  top3: number;
  wrong: number;
  /** The questions whose document was not in the top three, with what the robot offered. */
  misses: { question: string; expected: number; offered: number[] }[];
}

export function hitRate(robot: Robot, tenantId: string, lang: KnowledgeLang, set: readonly AskedQuestion[]): HitRate {
  const rate: HitRate = { questions: set.length, top1: 0, top3: 0, wrong: 0, misses: [] };
  for (const { question, docId } of set) {
    const answer = robot.ask(question, { tenantId, lang });
    const answered = answer.answerType == ROBOT_ANSWER_TYPE.answer ? answer.doc?.docId : undefined;
    const offered = [
      ...(answered === undefined ? [] : [answered]),
      ...answer.suggestList.map((entry) => entry.docId),
    ].slice(0, 3);
    if (answered == docId) rate.top1++;
    else if (answered !== undefined) rate.wrong++;
    if (offered.includes(docId)) rate.top3++;
    else rate.misses.push({ question, expected: docId, offered });
  }
  return rate;
}

export const percent = (count: number, of: number) => `${Math.round((count / of) * 100)}%`;
