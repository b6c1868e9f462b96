// How well the robot answers a question set (sets/visitorQuestion.ts), per language: the
// figures `npm run bench` prints and the robot's tests hold. For each question:
// - right: it answered, and with exactly the documents that answer (both parts of a
//   two-part question); for a question the knowledge base does not cover, right is
//   answering nothing outright (a guide or "I don't know");
// - wrong: it answered outright with a document that does not answer (a confident wrong
//   answer, the costly failure: answering an uncovered question counts);
// - guided: not right, not wrong, and every answering document is in what it answered or
//   offered (a guide, a "Did you mean", related questions); guidedFirst, of those, the ones
//   whose answering document the guide lists first (a one-document question);
// - unknown: it said it did not know (answerType 0).
import type { Robot, RobotScope } from '@server/robot/robot';
import { ROBOT_ANSWER_TYPE } from '@shared/codes';
import type { VisitorQuestion } from './sets/visitorQuestion';

export interface SetScore {
  questions: number;
  covered: number;
  /** Covered questions answered right. */
  right: number;
  /** Uncovered questions left unanswered. */
  declined: number;
  wrong: number;
  guided: number;
  /** Guided one-document questions whose document is offered first. */
  guidedFirst: number;
  unknown: number;
  /** Questions read in another language than their set's. */
  misread: number;
  failures: { question: string; expected: number[]; answered: number[]; offered: number[] }[];
}

export type Priors = Omit<RobotScope, 'tenantId' | 'lang'>;

export function scoreSet(
  robot: Robot,
  tenantId: string,
  lang: string,
  set: readonly VisitorQuestion[],
  priors: Priors = { visitorLocale: lang },
): SetScore {
  const score: SetScore = {
    questions: set.length,
    covered: 0,
    right: 0,
    declined: 0,
    wrong: 0,
    guided: 0,
    guidedFirst: 0,
    unknown: 0,
    misread: 0,
    failures: [],
  };
  for (const { question, docIds } of set) {
    const scope = { tenantId, ...priors };
    if (robot.language(question, scope) != lang) score.misread++;
    const answer = robot.ask(question, scope);
    const answered =
      answer.answerType == ROBOT_ANSWER_TYPE.answer
        ? (answer.docs ?? (answer.doc ? [answer.doc] : [])).map((doc) => doc.docId)
        : [];
    const offered = answer.suggestList.map((entry) => entry.docId);
    const covered = docIds.length > 0;
    if (covered) score.covered++;
    if (answer.answerType == ROBOT_ANSWER_TYPE.unknown) score.unknown++;
    const wrong = answered.some((docId) => !docIds.includes(docId));
    const right = !wrong && (covered ? docIds.every((docId) => answered.includes(docId)) : true);
    if (wrong) score.wrong++;
    else if (right) {
      if (covered) score.right++;
      else score.declined++;
    } else if (docIds.every((docId) => answered.includes(docId) || offered.includes(docId))) {
      score.guided++;
      if (docIds.length == 1 && offered[0] == docIds[0]) score.guidedFirst++;
    }
    if (!right) score.failures.push({ question, expected: docIds, answered, offered });
  }
  return score;
}

export const percent = (count: number, of: number) => (of == 0 ? '–' : `${((count / of) * 100).toFixed(1)}%`);

/** One line of the bench's table. */
export const scoreLine = (lang: string, score: SetScore) =>
  [
    lang.padEnd(3),
    `${String(score.questions).padStart(4)} q`,
    `right ${percent(score.right, score.covered).padStart(6)} of ${score.covered} covered`,
    `confident wrong ${percent(score.wrong, score.questions).padStart(5)} (${score.wrong})`,
    `answered or guided ${percent(score.right + score.guided, score.covered).padStart(6)}`,
    `guided first ${score.guidedFirst}/${score.guided}`,
    `unknown ${String(score.unknown).padStart(3)}`,
    `uncovered declined ${score.declined}/${score.questions - score.covered}`,
    `language misread ${score.misread}`,
  ].join(' · ');
