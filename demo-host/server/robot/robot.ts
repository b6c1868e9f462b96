// The robot: answers a visitor's question from a knowledge base with a full-text search
// (minisearch, BM25). Pure and synchronous: the index is built once from the docs given,
// nothing is read or written anywhere.
//
// ask() maps the ranking onto the robot answer of the spec: answerType 1 (answer) when the
// best doc is clearly the one, 2 (guide: "did you mean…", a suggestList) when there are
// plausible docs but none stands out, 0 (unknown) when nothing relevant was found.
// status -1 (transfer to a human) when the answered doc carries the transfer instruction
// or when the visitor asks for a human.
import MiniSearch, { type SearchResult } from 'minisearch';
import { FAQ_PAGE_SIZE, ROBOT_ANSWER_STATUS, ROBOT_ANSWER_TYPE } from '../../../shared/constants';
import type { KnowledgeDoc, KnowledgeLang } from './knowledgeDoc';
import { hasHan, tokenize } from './tokenize';

export interface RobotScope {
  tenantId: string;
  /** Without it the question's language is detected: any Han character means 'zh'. */
  lang?: KnowledgeLang;
}

export interface RobotSuggestion {
  docId: number;
  question: string;
}

export interface RobotAnswer {
  /** 1 confident answer, 2 guide (suggestList of close questions), 0 unknown. */
  answerType: 0 | 1 | 2;
  /** -1: the doc carries the transfer instruction, or the visitor asks for a human. */
  status: 0 | -1;
  /** The answer, for answerType 1. */
  doc?: KnowledgeDoc;
  /** answerType 2: up to 5 close questions; answerType 1: up to 3 related ones. */
  suggestList: RobotSuggestion[];
}

export interface Robot {
  ask(question: string, scope: RobotScope): RobotAnswer;
  /** Input tips while the visitor types: up to 5, prefix and fuzzy, only for a non-empty trimmed question. */
  tips(question: string, scope: RobotScope): RobotSuggestion[];
  /** The channel's FAQ list (docIds, in that order), or the first FAQ_MENU_SIZE docs in order. */
  faqMenu(scope: RobotScope, docIds?: number[]): RobotSuggestion[];
  doc(docId: number): KnowledgeDoc | undefined;
}

// ---- Thresholds ---------------------------------------------------------------------------
//
// The confidence of a hit is its minisearch score divided by the number of distinct terms
// of the question (after stop words). BM25 sums one score per matching term, so raw scores
// grow with the length of the question (a Chinese question also yields a bigram per pair of
// characters); per term they are comparable between short and long, English and Chinese
// questions.
//
// Calibrated on the demo knowledge base (demoKnowledgeBase.*.ts) with 116 visitor questions
// that are NOT stored in it (paraphrases of 48 docs, vague one- or two-word questions and
// off-topic chatter, in both languages), then checked against the test questions of
// test/node/robot/robot.test.ts:
// - paraphrases whose right doc ranked first had a per-term confidence of 2.4 – 22
//   (median ≈ 7.5); off-topic questions stayed at or below 1.3, most had no hit at all;
// - when the right doc was first but the question was ambiguous ("my order", "退款"), the
//   second doc scored at least 0.75 of the first; with a clear question it scored at most
//   0.6 of it.
// The cut-offs sit in the gaps: UNKNOWN_FLOOR between off-topic (≤ 1.3) and the weakest
// relevant hit, ANSWER_MIN_CONFIDENCE under the weakest clear answer with room for typos,
// ANSWER_MIN_RATIO between ambiguous (≥ 1.33) and clear (≥ 1.67) questions.

/** Below this per-term confidence a hit is noise: no hit above it means answerType 0. */
export const UNKNOWN_FLOOR = 5;
/** The best hit must reach this per-term confidence to be answered outright (answerType 1). */
export const ANSWER_MIN_CONFIDENCE = 12.5;
/** ...and beat the second hit by this factor (or be the only hit above the floor)... */
export const ANSWER_MIN_RATIO = 2;
/** ...and match at least this share of the question's distinct terms. */
export const ANSWER_MIN_COVERAGE = 0.5;

/** A guide offers up to this many close questions. */
export const GUIDE_SUGGESTIONS = 5;
/** An answer comes with up to this many related questions. */
export const RELATED_SUGGESTIONS = 3;
/** Input tips show up to this many questions. */
export const TIP_SUGGESTIONS = 5;
/** The default FAQ menu: two pages of the FAQ panel. */
export const FAQ_MENU_SIZE = 2 * FAQ_PAGE_SIZE;

/** minisearch options shared by ask() and tips(). */
const FIELD_BOOST = { question: 3, similar: 2 };
const FUZZY = 0.2;
/**
 * ask() expands a term by prefix from this length on ("retur" finds "returns"). A single
 * Han character or a one- or two-letter word would expand to half the index; tips() expands
 * every term, the visitor is still typing.
 */
const MIN_PREFIX_LATIN = 3;
const MIN_PREFIX_HAN = 2;
const askPrefix = (term: string) => term.length >= (hasHan(term) ? MIN_PREFIX_HAN : MIN_PREFIX_LATIN);
/** Fuzzy matching is for typos in Latin words; Han terms match exactly (or by prefix). */
const fuzzy = (term: string) => (hasHan(term) ? 0 : FUZZY);

/** The visitor asks for a person (English words, or 人工 / 转人工 / 客服). */
const HUMAN_REQUEST = /\b(?:humans?|agents?|real person|live person|real people|representative|operator)\b|人工|客服/i;

export const asksForHuman = (question: string): boolean => HUMAN_REQUEST.test(question);

/** The question's language when the scope does not name one. */
export const detectLang = (text: string): KnowledgeLang => (hasHan(text) ? 'zh' : 'en');

const TAG = /<[^>]*>/g;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
/** The visible text of an answer's rich text (tags removed, a few entities decoded). */
export const answerText = (html: string): string =>
  html.replace(TAG, ' ').replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity).replace(/\s+/g, ' ').trim();

/** One ranked doc. */
export interface RankedHit {
  doc: KnowledgeDoc;
  score: number;
  /** score / √(number of distinct question terms): see "Thresholds". */
  confidence: number;
  /** The share of the question's distinct terms this doc matched. */
  coverage: number;
}

const suggestion = (doc: KnowledgeDoc): RobotSuggestion => ({ docId: doc.docId, question: doc.question });

const distinctTerms = (question: string) => new Set(tokenize(question)).size;

/**
 * The search behind ask(): all docs of the scope that match, best first. Exported for
 * calibration and tests; ask() is the robot's interface.
 */
export function createRanker(docs: KnowledgeDoc[]) {
  const byId = new Map<number, KnowledgeDoc>();
  for (const doc of docs) {
    if (byId.has(doc.docId)) throw new Error(`robot: docId ${doc.docId} is used twice`);
    byId.set(doc.docId, doc);
  }

  const index = new MiniSearch<KnowledgeDoc>({
    idField: 'docId',
    fields: ['question', 'similar', 'answer'],
    extractField: (doc, field) => {
      if (field == 'similar') return doc.similar.join(' ');
      if (field == 'answer') return answerText(doc.answer);
      // Also asked for the id field: keep the number (the filter looks docs up by it).
      return (doc as unknown as Record<string, unknown>)[field];
    },
    tokenize,
    searchOptions: { tokenize },
  });
  index.addAll(docs);

  const inScope = (scope: RobotScope, lang: KnowledgeLang | undefined) => (result: SearchResult) => {
    const doc = byId.get(result.id as number);
    return !!doc && doc.tenantId == scope.tenantId && (!lang || doc.lang == lang);
  };

  const rank = (question: string, scope: RobotScope): RankedHit[] => {
    const text = question.trim();
    if (!text) return [];
    const terms = distinctTerms(text);
    if (terms == 0) return [];
    const lang = scope.lang ?? detectLang(text);
    return index
      .search(text, { boost: FIELD_BOOST, fuzzy, prefix: askPrefix, filter: inScope(scope, lang) })
      .map((result) => ({
        doc: byId.get(result.id as number)!,
        score: result.score,
        confidence: result.score / Math.sqrt(terms),
        coverage: new Set(result.queryTerms).size / terms,
      }));
  };

  const tips = (question: string, scope: RobotScope): RobotSuggestion[] => {
    const text = question.trim();
    if (!text) return [];
    const lang = scope.lang ?? detectLang(text);
    const options = {
      fields: ['question', 'similar'],
      boost: FIELD_BOOST,
      fuzzy,
      prefix: true,
      filter: inScope(scope, lang),
    };
    // Every typed word should match; a typo in one of them falls back to any word.
    let results = index.search(text, { ...options, combineWith: 'AND' });
    if (results.length == 0) results = index.search(text, { ...options, combineWith: 'OR' });
    return results.slice(0, TIP_SUGGESTIONS).map((result) => suggestion(byId.get(result.id as number)!));
  };

  return { byId, rank, tips };
}

export function createRobot(docs: KnowledgeDoc[]): Robot {
  const { byId, rank, tips } = createRanker(docs);

  const ask = (question: string, scope: RobotScope): RobotAnswer => {
    if (!question.trim()) return { answerType: ROBOT_ANSWER_TYPE.unknown, status: ROBOT_ANSWER_STATUS.none, suggestList: [] };
    const humanAsked = asksForHuman(question);
    const hits = rank(question, scope).filter((hit) => hit.confidence >= UNKNOWN_FLOOR);
    const [best, second] = hits;

    if (!best) {
      const status = humanAsked ? ROBOT_ANSWER_STATUS.transfer : ROBOT_ANSWER_STATUS.none;
      return { answerType: ROBOT_ANSWER_TYPE.unknown, status, suggestList: [] };
    }
    const clear = !second || best.score >= ANSWER_MIN_RATIO * second.score;
    if (best.confidence >= ANSWER_MIN_CONFIDENCE && clear && best.coverage >= ANSWER_MIN_COVERAGE) {
      const status = humanAsked || best.doc.transfer ? ROBOT_ANSWER_STATUS.transfer : ROBOT_ANSWER_STATUS.none;
      const related = hits.slice(1, 1 + RELATED_SUGGESTIONS).map((hit) => suggestion(hit.doc));
      return { answerType: ROBOT_ANSWER_TYPE.answer, status, doc: best.doc, suggestList: related };
    }
    const status = humanAsked ? ROBOT_ANSWER_STATUS.transfer : ROBOT_ANSWER_STATUS.none;
    return {
      answerType: ROBOT_ANSWER_TYPE.guide,
      status,
      suggestList: hits.slice(0, GUIDE_SUGGESTIONS).map((hit) => suggestion(hit.doc)),
    };
  };

  const faqMenu = (scope: RobotScope, docIds?: number[]): RobotSuggestion[] => {
    const fits = (doc: KnowledgeDoc | undefined): doc is KnowledgeDoc =>
      !!doc && doc.tenantId == scope.tenantId && (!scope.lang || doc.lang == scope.lang);
    if (docIds) return docIds.map((docId) => byId.get(docId)).filter(fits).map(suggestion);
    return docs.filter(fits).slice(0, FAQ_MENU_SIZE).map(suggestion);
  };

  return { ask, tips, faqMenu, doc: (docId) => byId.get(docId) };
}
