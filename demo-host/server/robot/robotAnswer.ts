// What the robot answers (robot.ts), and to whom: the shape its callers and its texts (robotReply.ts) share.
import type { RobotAnswerStatus, RobotAnswerType } from '@shared/codes';
import type { KnowledgeDoc } from './knowledgeDoc';

export interface RobotScope {
  tenantId: string;
  /** The question's language, when known; else it is detected with the two priors below. */
  lang?: string;
  /** The channel's language ('' for none). */
  channelLang?: string;
  /** The visitor's locale, as the widget told it. */
  visitorLocale?: string;
  /**
   * The visitor's previous question in this conversation, if any: its language is the first
   * prior for "ok" or "thanks" alone, and a follow-up not answered alone is read after it.
   */
  previousQuestion?: string;
}

export interface RobotSuggestion {
  docId: number;
  question: string;
}

export interface RobotAnswer {
  /** answer: confident; guide: a suggestList of close questions; unknown: nothing relevant. */
  answerType: RobotAnswerType;
  /** transfer: the doc carries the transfer instruction, or the visitor asks for a human. */
  status: RobotAnswerStatus;
  /** The answer, for answerType 1 (the first part's for a two-part question). */
  doc?: KnowledgeDoc;
  /** A two-part question answered: each part's document, in the question's order. */
  docs?: KnowledgeDoc[];
  /** answerType 2: up to 5 close questions (one: a confirm); answerType 1: up to 3 related ones. */
  suggestList: RobotSuggestion[];
  /** A guide of one suggestion: "Did you mean: X?" with Yes / No. */
  confirm?: boolean;
  /** The language the visitor asked in: the robot's own texts are in it. */
  lang: string;
  /** The tenant has no document in `lang`: the suggestions are in these languages. */
  otherLanguages?: string[];
  /** The visitor said No to a confirm (answerType 0). */
  declined?: boolean;
  /** The message has only words of courtesy ("hello", "thanks"): asked what they would like to know (answerType 0). */
  courtesy?: boolean;
}

/**
 * The buttons under an answer (its first document's), less those that ask what another
 * document of the answer already answers: "how much is shipping? and how long does it
 * take?" answers both, so the shipping document's "How long does delivery take?" goes.
 */
export function answerButtons(answer: RobotAnswer): { value: string }[] | undefined {
  const buttons = answer.doc?.buttons;
  if (!buttons || !answer.docs) return buttons;
  const answered = new Set(answer.docs.filter((doc) => doc != answer.doc).map((doc) => askedAs(doc.question)));
  return buttons.filter((button) => !answered.has(askedAs(button.value)));
}

/** A question as a button or a suggestion asks it: two that read the same ask one thing. */
export const askedAs = (question: string): string => question.trim().toLowerCase();
