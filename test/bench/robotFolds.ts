// The knowledge base's own phrasings as questions the robot has not seen: the phrasings are
// cut into FOLDS folds, and each fold is asked of an index built without it (its document
// keeps its question and its other phrasings). A second measure beside the development sets,
// ten times larger and written by other hands; and documents left out the same way give
// questions the base does not cover (any answer to one is a confident wrong answer).
import { DEMO_KNOWLEDGE_BASE, DEMO_TENANT_ID } from '@demo/demoKnowledgeBase';
import { DEMO_NOT_COVERED } from '@demo/demoNotCovered';
import { DEMO_SYNONYMS } from '@demo/demoSynonyms';
import { type Analyzer, createAnalyzer } from '@server/robot/analysis/analyzer';
import { type DecisionThresholds, decide } from '@server/robot/decide';
import type { KnowledgeDoc } from '@server/robot/knowledgeDoc';
import { createRobot } from '@server/robot/robot';
import { createKnowledgeIndex, type Hit, type KnowledgeIndex } from '@server/robot/search/knowledgeIndex';
import { ROBOT_ANSWER_TYPE } from '@shared/codes';
import { DEMO_TENANT_SYNONYMS } from '../node/robot/demoRobot';

const FOLDS = 6;
/** Of a left-out document, every this-many-th wording is asked. */
const UNCOVERED_STRIDE = 3;

interface FoldQuestion {
  /** The document that answers, or null for a document left out. */
  docId: number | null;
  hits: Hit[];
  /** The question's against a typical phrasing (KnowledgeIndex.length). */
  length: number;
}

export interface FoldScore {
  covered: number;
  right: number;
  wrong: number;
  uncovered: number;
  uncoveredAnswered: number;
}

/** Each language's and fold's documents without the fold's phrasings, and those phrasings. */
function* folds() {
  const langs = [...new Set(DEMO_KNOWLEDGE_BASE.map((doc) => doc.lang))];
  for (const lang of langs) {
    const docs = DEMO_KNOWLEDGE_BASE.filter((doc) => doc.lang == lang);
    for (let fold = 0; fold < FOLDS; fold++) {
      const asked: { text: string; docId: number }[] = [];
      const kept: KnowledgeDoc[] = docs.map((doc) => ({
        ...doc,
        similar: doc.similar.filter((text, i) => {
          const out = (i + 1) % FOLDS == fold;
          if (out) asked.push({ text, docId: doc.docId });
          return !out;
        }),
      }));
      yield { lang, docs, fold, kept, asked };
    }
  }
}

/** A question's ranking and length in an index. */
export function searched(index: KnowledgeIndex, text: string): { hits: Hit[]; length: number } {
  const terms = index.read(text);
  return { hits: index.search(terms), length: index.length(terms) };
}

const analyzers = new Map<string, Analyzer>();

/** An index of the demo's documents given, in their language, with its synonyms and questions not covered. */
export function demoIndex(lang: string, docs: readonly KnowledgeDoc[]): KnowledgeIndex {
  if (!analyzers.has(lang)) analyzers.set(lang, createAnalyzer(lang, DEMO_SYNONYMS[lang]));
  return createKnowledgeIndex(docs, analyzers.get(lang)!, DEMO_NOT_COVERED[lang]);
}

/** Every fold's questions with the index's ranking, once; scored for any thresholds. */
export function heldOutPhrasings(): FoldQuestion[] {
  const questions: FoldQuestion[] = [];
  for (const { lang, docs, fold, kept, asked } of folds()) {
    const index = demoIndex(lang, kept);
    for (const { text, docId } of asked) questions.push({ docId, ...searched(index, text) });

    const index2 = demoIndex(
      lang,
      docs.filter((_, i) => i % FOLDS != fold),
    );
    for (const doc of docs.filter((_, i) => i % FOLDS == fold))
      [doc.question, ...doc.similar].forEach((text, i) => {
        if (i % UNCOVERED_STRIDE == 0) questions.push({ docId: null, ...searched(index2, text) });
      });
  }
  return questions;
}

export interface AskedScore {
  asked: number;
  right: number;
  wrong: number;
  /** Answered with two documents (each phrasing asks one thing: wrong too). */
  twoDocuments: number;
}

/** The held-out phrasings asked of whole robots (the rules of decide.ts and robot.ts that take the question, not only the ranking). */
export function heldOutAskedOfRobots(thresholds: DecisionThresholds): AskedScore {
  const score: AskedScore = { asked: 0, right: 0, wrong: 0, twoDocuments: 0 };
  for (const { lang, kept, asked } of folds()) {
    const robot = createRobot(kept, DEMO_TENANT_SYNONYMS, { thresholds });
    for (const { text, docId } of asked) {
      score.asked++;
      const answer = robot.ask(text, { tenantId: DEMO_TENANT_ID, lang });
      if (answer.answerType != ROBOT_ANSWER_TYPE.answer) continue;
      const docIds = (answer.docs ?? (answer.doc ? [answer.doc] : [])).map((doc) => doc.docId);
      if (docIds.length > 1) score.twoDocuments++;
      if (docIds.length == 1 && docIds[0] == docId) score.right++;
      else score.wrong++;
    }
  }
  return score;
}

export const askedLine = (score: AskedScore) =>
  `right ${percent(score.right, score.asked)}, wrong ${percent(score.wrong, score.asked)} of ${score.asked} (${score.twoDocuments} answered with two documents)`;

export function scoreFolds(questions: readonly FoldQuestion[], thresholds: DecisionThresholds): FoldScore {
  const score: FoldScore = { covered: 0, right: 0, wrong: 0, uncovered: 0, uncoveredAnswered: 0 };
  for (const { docId, hits, length } of questions) {
    const decision = decide(hits, thresholds, length);
    const answered = decision.decision == 'answer' ? decision.best!.doc.docId : undefined;
    if (docId == null) {
      score.uncovered++;
      if (answered !== undefined) score.uncoveredAnswered++;
    } else {
      score.covered++;
      if (answered == docId) score.right++;
      else if (answered !== undefined) score.wrong++;
    }
  }
  return score;
}

const percent = (count: number, of: number) => `${((count / of) * 100).toFixed(1)}%`;

export const foldLine = (score: FoldScore) =>
  `held-out phrasings: right ${percent(score.right, score.covered)}, wrong ${percent(score.wrong, score.covered)} of ${score.covered}; ` +
  `left-out documents answered ${percent(score.uncoveredAnswered, score.uncovered)} of ${score.uncovered}`;
