// The robot: answers a visitor's question from the tenant's knowledge base, in the
// visitor's language. Pure and synchronous: built from the documents and synonyms given,
// nothing is read or written anywhere.
//
// ask() reads the question's language (detectLanguage.ts), searches the tenant's documents
// in that language (search/knowledgeIndex.ts, one index per tenant and language, built on
// first use), splits a two-part question (splitQuestion.ts) and maps the ranking onto the
// robot answer of the spec (decide.ts): answerType 1 (answer), 2 (guide: a suggestList; with
// one suggestion, "Did you mean: X?"), 0 (unknown). status -1 (transfer) when the answered
// document carries the transfer instruction or the visitor asks for a human. With no
// document in the visitor's language it says so and offers what it has (a guide in another
// language).

import { createHash } from 'node:crypto';
import type {
  RobotCandidate,
  RobotDecision,
  RobotDecisionReason,
  RobotTrial,
  RobotTrialPart,
} from '@shared/api/knowledge';
import { ROBOT_ANSWER_STATUS, ROBOT_ANSWER_TYPE } from '@shared/codes';
import { FAQ_PAGE_SIZE } from '@shared/constants';
import { createAnalyzer } from './analysis/analyzer';
import { isCourtesy, isSmallTalk, withoutCourtesy } from './analysis/courtesy';
import { readsAsFollowUp } from './analysis/followUp';
import { foldText } from './analysis/normalize';
import { ENGLISH_COURTESY_WORDS } from './analysis/stopWords';
import { answerOdds } from './answerOdds';
import {
  closeHits,
  type Decision,
  type DecisionThresholds,
  decide,
  decideRest,
  GUIDE_SUGGESTIONS,
  THRESHOLDS,
} from './decide';
import { detectLanguage, type LanguageGuess, vocabularyWords } from './detectLanguage';
import { DOC_PATTERN, isEnabled, type KnowledgeDoc, type TenantSynonyms } from './knowledgeDoc';
import { askedAs, type RobotAnswer, type RobotScope, type RobotSuggestion } from './robotAnswer';
import { robotReplyText } from './robotReply';
import { type Hit, type KnowledgeIndex, knowledgeIndexSteps, type QueryTerm } from './search/knowledgeIndex';
import { builtInSteps, runInTurns, type Steps, stepClock } from './search/steps';
import { spanOf, splitQuestion } from './splitQuestion';
import { translationFinder } from './translations';

export type { RobotAnswer, RobotScope };

export interface Robot {
  ask(question: string, scope: RobotScope): RobotAnswer;
  /** The language the question is read in. */
  language(question: string, scope: RobotScope): string;
  /** What ask() would answer, and why: the console's "try the robot". */
  explain(question: string, scope: RobotScope): RobotTrial;
  /** Input tips while the visitor types: up to 5, by prefix and typo, only for a non-empty trimmed question. */
  tips(question: string, scope: RobotScope): RobotSuggestion[];
  /** The channel's FAQ list (docIds, in that order), or the first FAQ_MENU_SIZE docs in order. */
  faqMenu(scope: { tenantId: string; lang?: string }, docIds?: number[]): RobotSuggestion[];
  /** An enabled document. */
  doc(docId: number): KnowledgeDoc | undefined;
  /** The enabled document that says what `docId` says in `lang` (translations.ts), as a suggestion. */
  translation(docId: number, lang: string): RobotSuggestion | undefined;
  /**
   * Builds every tenant's and language's index, vocabulary and exact questions now, a few
   * milliseconds per turn of the event loop (else each is built on its first question, at
   * once), until `signal` aborts.
   */
  warmUp(signal?: AbortSignal): Promise<void>;
  /**
   * Trains the built indexes' classifiers now, a few milliseconds per turn of the event loop
   * (else each is trained on its first question, whole), until `signal` aborts.
   */
  trainClassifiers(signal?: AbortSignal): Promise<void>;
}

/** An answer comes with up to this many related questions. */
export const RELATED_SUGGESTIONS = 3;
/** Input tips show up to this many questions. */
export const TIP_SUGGESTIONS = 5;
/** The default FAQ menu: two pages of the FAQ panel. */
export const FAQ_MENU_SIZE = 2 * FAQ_PAGE_SIZE;
/** "Try the robot" lists this many candidates per part. */
const EXPLAINED_CANDIDATES = 10;
/**
 * A follow-up has at most this many terms besides stop and question words ("do they expire":
 * one): a longer message says what it is about itself. 2026-12-03, each development-set
 * question asked after three others of its set (3,942): at 3, one answer changed (one more
 * wrong by the set's label: docs/robot.md, "Follow-ups"), at any length 6 more wrong; at 2,
 * none, but 6 fewer of the 54 follow-ups right.
 */
const FOLLOW_UP_TERMS = 3;
/**
 * A part of a two-part question read with the other part is answered only where the
 * classifier gives the document this much for the part alone. 2026-12-03, over four seed
 * pairs of the classifier (docs/robot.md, "A part read with the other"): the development sets
 * 8 more right and none more wrong, the held-out phrasings 1 fewer right and 1 more wrong of
 * 96,880. Without it, on the classifier's own pair, 3 more English held-out phrasings are
 * answered wrong ("how long would i be without it" after a repair, given the locked account).
 */
const PART_CONTEXT_CONFIDENCE = 0.3;

/** The visitor asks for a person, in the languages of the demo and a few more. */
const HUMAN_REQUEST =
  /\b(?:humans?|agents?|real person|live person|real people|representative|operator|agente|humano|persona real|mitarbeiter|mensch|echte person|conseiller|humain|vraie personne|atendente)\b|人工|客服|真人|オペレーター|担当者|موظف|شخص حقيقي|خدمة العملاء/i;

export const asksForHuman = (question: string): boolean => HUMAN_REQUEST.test(question);

const suggestion = (doc: KnowledgeDoc): RobotSuggestion => ({ docId: doc.docId, question: doc.question });

/** A greeting or thanks a question starts with is no part of it: "hello 返品したい" is the phrasing "返品したい". */
const LEADING_COURTESY = new RegExp(
  `^(?:[^\\p{L}\\p{N}]*(?:${ENGLISH_COURTESY_WORDS.join('|')})(?![\\p{L}\\p{N}]))+`,
  'u',
);

/**
 * A question as typed, reduced to its letters and digits, without a greeting before it (unless
 * it is all there is): the key of an exact match. The last normalize changes no letter; it
 * copies the key into one flat string. Without it V8 keeps each key as the tree of pieces its
 * replaces made, and with them the texts they were cut from: 650 bytes a phrasing, most of a
 * large base's memory (the robot bench prints it).
 */
function questionKey(question: string): string {
  const folded = foldText(question);
  const letters = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '').normalize('NFC');
  return letters(folded.replace(LEADING_COURTESY, '')) || letters(folded);
}

/** Up to `count` suggestions from `hits`, each question once, none of the `answered` docs nor a question their buttons already ask. */
function distinctSuggestions(
  hits: Iterable<{ doc: KnowledgeDoc }>,
  count: number,
  answered: readonly KnowledgeDoc[] = [],
) {
  const seen = new Set(
    answered
      .flatMap((doc) => [
        doc.question,
        ...(doc.docPattern == DOC_PATTERN.buttons ? (doc.buttons ?? []) : []).map((button) => button.value),
      ])
      .map(askedAs),
  );
  const found: RobotSuggestion[] = [];
  for (const { doc } of hits) {
    const key = askedAs(doc.question);
    if (answered.includes(doc) || seen.has(key)) continue;
    seen.add(key);
    found.push(suggestion(doc));
    if (found.length == count) break;
  }
  return found;
}

/**
 * An answer's related questions: the search's hits in the answered document's category, then
 * the category's other documents, then the other hits. A short question shares its words with
 * documents of every kind ("how much is shipping" with "how much is a gift card"): the
 * category says which are about the same thing. Lazy: the suggestions take the first few, and
 * a large base's category is not walked for them.
 */
function* relatedTo(
  doc: KnowledgeDoc,
  hits: readonly Hit[],
  scopeDocs: readonly KnowledgeDoc[],
): Generator<{ doc: KnowledgeDoc }> {
  if (!doc.category) return yield* hits;
  const same = (other: KnowledgeDoc) => other.category == doc.category;
  for (const hit of hits) if (same(hit.doc)) yield hit;
  for (const other of scopeDocs) if (same(other)) yield { doc: other };
  for (const hit of hits) if (!same(hit.doc)) yield hit;
}

interface PartResult {
  text: string;
  terms: string[];
  asked: QueryTerm[];
  /** The part's length against a typical phrasing (KnowledgeIndex.length). */
  length: number;
  hits: Hit[];
  decision: RobotDecision;
  reason: RobotDecisionReason;
  best?: Hit;
  offered: Hit[];
  /** The question is this document's question or phrasing, as typed. */
  exact?: KnowledgeDoc;
}

/** A term that says what a message is about: neither a stop word nor a question word. */
const isContent = (term: QueryTerm) => !term.stop && !term.question;

/**
 * A message that leans on what came before it: it reads as a follow-up (followUp.ts) and says
 * little itself (FOLLOW_UP_TERMS). A question after the previous one (followUpOf) and a part
 * after the other part (partInContext) are read in their context only so.
 */
const leansOnContext = (part: PartResult, lang: string) =>
  readsAsFollowUp(part.text, lang) && part.asked.filter(isContent).length <= FOLLOW_UP_TERMS;

/** The documents the parts answer, each once, in the parts' order. */
const answeredDocs = (parts: readonly PartResult[]) => [
  ...new Set(parts.filter((part) => part.decision == 'answer').map((part) => part.best!.doc)),
];

/** What a robot builds per tenant and language, each by what it was built from (scopeSource). */
export interface ScopeBuilds {
  indexes: Map<string, KnowledgeIndex>;
  /** The words of its questions and phrasings, for language detection. */
  vocabularies: Map<string, Set<string>>;
  /** Its docs by the key of each question and phrasing (questionKey), for exact matches. */
  questions: Map<string, Map<string, KnowledgeDoc>>;
}

type ScopeBuilt<K extends keyof ScopeBuilds> = ScopeBuilds[K] extends Map<string, infer V> ? V : never;

export const noScopeBuilds = (): ScopeBuilds => ({ indexes: new Map(), vocabularies: new Map(), questions: new Map() });

/**
 * A robot built again after a change (liveRobot.ts) takes the previous robot's builds for the
 * tenants and languages the change left alone (`from`), rather than reading their phrasings
 * and training their classifiers again, and tells which ones it holds (`into`).
 */
export interface ScopeReuse {
  from: ScopeBuilds;
  into: ScopeBuilds;
}

interface RobotOptions {
  /** The decision's thresholds: calibration (test/bench/robotCalibration.ts) tries others. */
  thresholds?: DecisionThresholds;
  reuse?: ScopeReuse;
}

/** What a tenant and language's builds are made from, as its digest (a language of 2,000 documents is megabytes of JSON). */
const scopeSource = (tenantId: string, lang: string, docs: readonly KnowledgeDoc[], groups: unknown) =>
  createHash('sha256')
    .update(JSON.stringify([tenantId, lang, docs, groups]))
    .digest('base64');

export function createRobot(
  docs: readonly KnowledgeDoc[],
  synonyms: readonly TenantSynonyms[] = [],
  { thresholds = THRESHOLDS, reuse }: RobotOptions = {},
): Robot {
  const byId = new Map<number, KnowledgeDoc>();
  for (const doc of docs) {
    if (byId.has(doc.docId)) throw new Error(`robot: docId ${doc.docId} is used twice`);
    byId.set(doc.docId, doc);
  }
  const live = docs.filter(isEnabled);

  const scopeKey = (tenantId: string, lang: string) => `${tenantId}\u0000${lang}`;
  const docsByScope = new Map<string, KnowledgeDoc[]>();
  const langsByTenant = new Map<string, string[]>();
  for (const doc of live) {
    const key = scopeKey(doc.tenantId, doc.lang);
    const list = docsByScope.get(key);
    if (list) list.push(doc);
    else {
      docsByScope.set(key, [doc]);
      langsByTenant.set(doc.tenantId, [...(langsByTenant.get(doc.tenantId) ?? []), doc.lang]);
    }
  }
  const synonymsByScope = new Map(synonyms.map((entry) => [scopeKey(entry.tenantId, entry.lang), entry]));

  const sources = new Map<string, string>();
  const sourceOf = (key: string) => {
    let source = sources.get(key);
    if (source === undefined) {
      const [tenantId, lang] = key.split('\u0000') as [string, string];
      const { groups, notCovered } = synonymsByScope.get(key) ?? {};
      sources.set(key, (source = scopeSource(tenantId, lang, docsByScope.get(key) ?? [], [groups, notCovered])));
    }
    return source;
  };
  /** A scope's build of one kind: the previous robot's when its source is unchanged, else built. */
  function* reused<K extends keyof ScopeBuilds>(
    kind: K,
    key: string,
    build: () => Steps<ScopeBuilt<K>>,
  ): Steps<ScopeBuilt<K>> {
    if (!reuse) return yield* build();
    const source = sourceOf(key);
    const built = (reuse.from[kind].get(source) as ScopeBuilt<K> | undefined) ?? (yield* build());
    (reuse.into[kind] as Map<string, ScopeBuilt<K>>).set(source, built);
    return built;
  }

  // Per tenant and language, its index: built by warmUp in steps, or on its first question.
  const indexes = builtInSteps((key) =>
    reused('indexes', key, () => {
      const lang = key.split('\u0000')[1]!;
      const { groups, notCovered } = synonymsByScope.get(key) ?? {};
      return knowledgeIndexSteps(docsByScope.get(key)!, createAnalyzer(lang, groups), notCovered);
    }),
  );
  const indexOf = (tenantId: string, lang: string): KnowledgeIndex | undefined => {
    const key = scopeKey(tenantId, lang);
    return docsByScope.has(key) ? indexes.get(key) : undefined;
  };

  // A stored question or one of its phrasings, asked as it is (a click on a suggestion, a
  // button or the FAQ menu sends the question's text), always answers its doc. Per tenant
  // and language (built by warmUp in steps, or on its first question), keyed by the text alone:
  // a key per phrasing is most of a large base's memory.
  const byQuestion = builtInSteps((scope) =>
    reused('questions', scope, function* () {
      const questions = new Map<string, KnowledgeDoc>();
      const stepDone = stepClock();
      for (const doc of docsByScope.get(scope) ?? []) {
        if (stepDone()) yield;
        for (const phrasing of [doc.question, ...doc.similar]) {
          const key = questionKey(phrasing);
          if (!questions.has(key)) questions.set(key, doc);
        }
      }
      return questions;
    }),
  );

  // Per tenant and language, the words of its questions and phrasings: built by warmUp in
  // steps, or on the tenant's first question read by its words.
  const vocabularies = builtInSteps((key) =>
    reused('vocabularies', key, function* () {
      const words = new Set<string>();
      const stepDone = stepClock();
      for (const doc of docsByScope.get(key) ?? []) {
        if (stepDone()) yield;
        for (const text of [doc.question, ...doc.similar]) for (const word of vocabularyWords(text)) words.add(word);
      }
      return words;
    }),
  );
  const vocabularyOf = (tenantId: string, lang: string) => vocabularies.get(scopeKey(tenantId, lang));
  const vocabulariesOf = (tenantId: string) =>
    new Map((langsByTenant.get(tenantId) ?? []).map((lang) => [lang, vocabularyOf(tenantId, lang)]));

  const languageOf = (question: string, scope: RobotScope): LanguageGuess =>
    scope.lang
      ? { lang: scope.lang, reason: 'given' }
      : detectLanguage(question, {
          channel: scope.channelLang,
          visitor: scope.visitorLocale,
          // Read only where it counts: "ok" or "thanks" alone (detectLanguage.ts).
          ...(scope.previousQuestion &&
            isCourtesy(question, 'en') && {
              previous: languageOf(scope.previousQuestion, { ...scope, previousQuestion: undefined }).lang,
            }),
          available: langsByTenant.get(scope.tenantId),
          vocabularies: vocabulariesOf(scope.tenantId),
        });

  /** Where a tenant without documents in the visitor's language sends them: the channel's language, English, or its first. */
  const fallbackLangs = (scope: RobotScope): string[] => {
    const langs = langsByTenant.get(scope.tenantId) ?? [];
    const first = [scope.channelLang, 'en', langs[0]].find((lang) => lang && langs.includes(lang));
    return first ? [first, ...langs.filter((lang) => lang != first)] : [];
  };

  /** The thresholds without the weighed rule. */
  const unweighed: DecisionThresholds = { ...thresholds, weighed: Number.POSITIVE_INFINITY };
  /**
   * A question of one term ("discount") says too little for the not-covered reading: the owner
   * ruled out "do college students get a discount", not every question with the word.
   */
  const oneTerm: DecisionThresholds = { ...thresholds, notCovered: Number.POSITIVE_INFINITY };

  const runPart = (index: KnowledgeIndex, text: string): PartResult => {
    const terms = index.read(withoutCourtesy(text, index.lang));
    const hits = index.search(terms);
    const length = index.length(terms);
    // Words of courtesy alone ("hello", "thanks!", "good morning", "👍") ask nothing, nor does
    // small talk ("what's your name"): no document is offered for them.
    const { decision, best, offered, reason } =
      (terms.length > 0 && terms.every((term) => term.stop)) ||
      isCourtesy(text, index.lang) ||
      isSmallTalk(text, index.lang)
        ? ({ decision: 'unknown', offered: [], reason: { rule: 'courtesy' } } satisfies Decision<Hit>)
        : decide(hits, terms.length == 1 ? oneTerm : thresholds, length);
    return { text, terms: terms.map((term) => term.term), asked: terms, length, hits, decision, reason, best, offered };
  };

  /**
   * What the question asks besides `answered` (decide.ts, decideRest), as a part: a two-part
   * question the splitter cannot cut ("forgot my password and now my account is locked
   * too") is answered whole.
   */
  const restOf = (index: KnowledgeIndex, whole: PartResult, answered: KnowledgeDoc): PartResult | undefined => {
    const hit = whole.hits.find((each) => each.doc == answered);
    // No search where decideRest cannot answer: a short question, or no classifier.
    if (!hit || hit.confidence === undefined || whole.length < thresholds.restLength) return undefined;
    const matched = new Set(hit.matched.map((each) => each.term));
    const rest = whole.asked.filter((term) => !matched.has(term.word) && !index.asksOrAnswers(answered, term.term));
    if (rest.filter((term) => !term.question).length < 2) return undefined;
    const hits = index.search(rest);
    const best = decideRest(hits, whole.length, thresholds);
    if (!best || best.doc == answered) return undefined;
    const text = spanOf(
      whole.text,
      rest.map((term) => term.word),
    );
    const part = { text, terms: rest.map((term) => term.term), asked: rest, length: index.length(rest), hits };
    return { ...part, decision: 'answer', reason: { rule: 'rest' }, best, offered: [] };
  };

  /**
   * A follow-up ("how much does that cost", after "do you ship to canada"; "how long does that
   * take", after "how do i delete my account") read after the visitor's previous question:
   * answered with the document the two read together answer, when it is one of those close to
   * the follow-up's best alone (a guide's, or beside the one answered alone) and another than
   * that one. The context only chooses among what the question alone may mean, so a question
   * of its own is never answered with the previous one's topic; and only a short message that
   * reads as a follow-up (followUp.ts) is read so (docs/robot.md, "Follow-ups").
   */
  const followUpOf = (index: KnowledgeIndex, alone: PartResult, previous: string): PartResult | undefined => {
    // Nothing offered alone (courtesy, off topic, not covered): nothing to choose among.
    if (alone.decision == 'unknown' || !leansOnContext(alone, index.lang)) return undefined;
    const together = runPart(index, `${previous} ${alone.text}`);
    const doc = together.decision == 'answer' ? together.best!.doc : undefined;
    if (!doc || (alone.decision == 'answer' && doc == alone.best!.doc)) return undefined;
    if (!closeHits(alone.hits, thresholds).some((hit) => hit.doc == doc)) return undefined;
    return { ...together, reason: { rule: 'followUp' } };
  };

  /**
   * A part of a two-part question that leans on the other ("what does the warranty cover, and
   * do i need my receipt for it": alone, the receipt part is the invoice document's as much as
   * the warranty receipt one's), answered with the one of its close documents (what its guide
   * offers) that asks or answers a word of the other parts it lacks itself, when that one
   * leads the next such by the agreed lead and the classifier gives it
   * PART_CONTEXT_CONFIDENCE alone. Only a short part that reads as a follow-up (followUp.ts),
   * as a follow-up across messages, and not one whose close documents include one already
   * `answered`: that part asks about it again, as a single question the splitter cuts does.
   */
  const partInContext = (
    index: KnowledgeIndex,
    part: PartResult,
    others: readonly PartResult[],
    answered: readonly KnowledgeDoc[],
  ): PartResult | undefined => {
    if (part.decision != 'guide' && part.decision != 'confirm') return undefined;
    if (!leansOnContext(part, index.lang)) return undefined;
    const close = closeHits(part.hits, thresholds);
    if (close.some((hit) => answered.includes(hit.doc))) return undefined;
    const own = new Set(part.asked.map((term) => term.term));
    const context = others.flatMap((other) => other.asked).filter((term) => isContent(term) && !own.has(term.term));
    const [best, next] = close.filter((hit) => context.some((term) => index.asksOrAnswers(hit.doc, term.term)));
    if (!best || (best.confidence ?? 0) < PART_CONTEXT_CONFIDENCE) return undefined;
    if (next && best.score < thresholds.agreedLead * next.score) return undefined;
    return { ...part, decision: 'answer', best, offered: [], reason: { rule: 'otherPart' } };
  };

  /** The whole question and, when it asks two things, each part; then the answer they make. */
  const answerFrom = (index: KnowledgeIndex, text: string, lang: string, humanAsked: boolean, previous?: string) => {
    const whole = runPart(index, text);
    const pieces = splitQuestion(text, lang);
    const parts = pieces.length > 1 ? pieces.map((piece) => runPart(index, piece)) : [];
    // Two documents answered stand on firmer rules than the weighed one: a part only it answers
    // is decided without it ("i need to start a return today, how do i get back in", read
    // alone, is answered with the returns document, beside "my account got locked").
    if (answeredDocs(parts).length >= 2)
      for (const [i, part] of parts.entries())
        if (part.reason.rule == 'weighed') parts[i] = { ...part, ...decide(part.hits, unweighed, part.length) };
    const status = humanAsked ? ROBOT_ANSWER_STATUS.transfer : ROBOT_ANSWER_STATUS.none;
    const answered = answeredDocs(parts);
    // One document answered (by the whole question or by a part): does the rest ask for another?
    const one = answered.length == 1 ? answered[0] : whole.decision == 'answer' ? whole.best!.doc : undefined;
    const rest = answered.length < 2 && one ? restOf(index, whole, one) : undefined;
    if (rest) answered.splice(0, answered.length, one!, rest.best!.doc);
    else if (one && parts.length > 1) {
      // One document answered: a part left guided may lean on the other part.
      const known = [one];
      for (const [i, part] of parts.entries()) {
        const read = partInContext(
          index,
          part,
          parts.filter((other) => other !== part),
          known,
        );
        if (!read) continue;
        parts[i] = read;
        known.push(read.best!.doc);
      }
      if (known.length > 1) answered.splice(0, answered.length, ...known);
    }

    const answerWith = (chosen: KnowledgeDoc[], related: Iterable<{ doc: KnowledgeDoc }>): RobotAnswer => ({
      answerType: ROBOT_ANSWER_TYPE.answer,
      status: humanAsked || chosen.some((doc) => doc.transfer) ? ROBOT_ANSWER_STATUS.transfer : status,
      doc: chosen[0],
      ...(chosen.length > 1 && { docs: chosen }),
      suggestList: distinctSuggestions(related, RELATED_SUGGESTIONS, chosen),
      lang,
    });

    const together = previous && answered.length == 0 ? followUpOf(index, whole, previous) : undefined;
    let answer: RobotAnswer;
    let shown: PartResult[] = [whole];
    if (answered.length >= 2) {
      shown = rest ? [whole, rest] : parts;
      answer = answerWith(answered, []);
    } else if (together) {
      shown = [together];
      answer = answerWith([together.best!.doc], relatedTo(together.best!.doc, together.hits, index.docs));
    } else if (whole.decision == 'answer') {
      // A part the answer is not about ("gift cards expire? and how do your points work"):
      // its guide comes first among the related questions, so the visitor's other ask is not lost.
      const doc = whole.best!.doc;
      const otherAsks = parts.filter(
        (part) => part.decision != 'answer' && !part.offered.some((hit) => hit.doc == doc),
      );
      if (otherAsks.length) shown = [whole, ...otherAsks];
      answer = answerWith(
        [doc],
        (function* () {
          for (const part of otherAsks) yield* part.offered;
          yield* relatedTo(doc, whole.hits, index.docs);
        })(),
      );
    } else if (answered.length == 1) {
      // One part answered, the other not: the answer, and the other part's guide as its suggestions.
      shown = parts;
      const others = parts.filter((part) => part.decision != 'answer').flatMap((part) => part.offered);
      answer = answerWith(answered, others);
    } else if (whole.decision == 'unknown' && parts.every((part) => part.decision == 'unknown')) {
      const courtesy = whole.reason.rule == 'courtesy';
      answer = { answerType: ROBOT_ANSWER_TYPE.unknown, status, suggestList: [], lang, ...(courtesy && { courtesy }) };
    } else {
      const offered = whole.decision == 'unknown' ? parts.flatMap((part) => part.offered) : whole.offered;
      if (whole.decision == 'unknown') shown = parts;
      const suggestList = distinctSuggestions(offered, GUIDE_SUGGESTIONS);
      answer = {
        answerType: ROBOT_ANSWER_TYPE.guide,
        status,
        suggestList,
        ...(suggestList.length == 1 && { confirm: true }),
        lang,
      };
    }
    return { answer, shown };
  };

  const respond = (question: string, scope: RobotScope) => {
    const text = question.trim();
    const guess = languageOf(text, scope);
    const { lang } = guess;
    const humanAsked = asksForHuman(text);
    const status = humanAsked ? ROBOT_ANSWER_STATUS.transfer : ROBOT_ANSWER_STATUS.none;
    const none = { guess, shown: [] as PartResult[], searched: null as string | null };
    if (!text) return { ...none, answer: { answerType: ROBOT_ANSWER_TYPE.unknown, status, suggestList: [], lang } };

    const exact = byQuestion.get(scopeKey(scope.tenantId, lang)).get(questionKey(text));
    if (exact) {
      // Answered with it, with the related questions the search finds (and shown so by try the robot).
      const index = indexOf(scope.tenantId, lang);
      const searched = index ? runPart(index, text) : undefined;
      return {
        ...none,
        shown: searched
          ? [{ ...searched, decision: 'answer' as const, reason: { rule: 'exact' as const }, exact }]
          : [],
        searched: exact.lang,
        answer: {
          answerType: ROBOT_ANSWER_TYPE.answer,
          status: humanAsked || exact.transfer ? ROBOT_ANSWER_STATUS.transfer : status,
          doc: exact,
          suggestList: distinctSuggestions(
            relatedTo(exact, searched?.hits ?? [], index?.docs ?? []),
            RELATED_SUGGESTIONS,
            [exact],
          ),
          lang,
        } satisfies RobotAnswer,
      };
    }

    const index = indexOf(scope.tenantId, lang);
    if (!index) {
      const others = fallbackLangs(scope);
      const offered = others.length ? (docsByScope.get(scopeKey(scope.tenantId, others[0]!)) ?? []) : [];
      const answer: RobotAnswer =
        offered.length == 0
          ? { answerType: ROBOT_ANSWER_TYPE.unknown, status, suggestList: [], lang }
          : {
              answerType: ROBOT_ANSWER_TYPE.guide,
              status,
              suggestList: offered.slice(0, GUIDE_SUGGESTIONS).map(suggestion),
              lang,
              otherLanguages: others,
            };
      return { ...none, answer };
    }
    const { answer, shown } = answerFrom(index, text, lang, humanAsked, scope.previousQuestion);
    return { guess, shown, searched: lang, answer };
  };

  const ask = (question: string, scope: RobotScope): RobotAnswer => respond(question, scope).answer;

  const explain = (question: string, scope: RobotScope): RobotTrial => {
    const { guess, shown, searched, answer } = respond(question, scope);
    const candidate = (hit: Hit): RobotCandidate => ({
      docId: hit.doc.docId,
      question: hit.doc.question,
      score: round(hit.score),
      confidence: round(hit.confidence ?? hit.score),
      coverage: round(hit.coverage),
      matched: hit.matched,
    });
    const parts: RobotTrialPart[] = shown.map((part) => ({
      text: part.text,
      terms: part.terms,
      decision: part.decision,
      reason: 'value' in part.reason ? { ...part.reason, value: round(part.reason.value) } : part.reason,
      ...((part.exact ?? part.best) && { docId: (part.exact ?? part.best!.doc).docId }),
      ...(part.hits[0]?.outOfScope !== undefined && { outOfScope: round(part.hits[0].outOfScope) }),
      ...(part.hits[0]?.confidence !== undefined && {
        odds: { value: round(answerOdds(part.hits, part.length)), needed: thresholds.weighed },
      }),
      candidates: part.hits.slice(0, EXPLAINED_CANDIDATES).map(candidate),
    }));
    return {
      lang: guess.lang,
      langReason: guess.reason,
      searchedLang: searched,
      searchedDocs: searched ? (indexOf(scope.tenantId, searched)?.docs.length ?? 0) : 0,
      humanAsked: asksForHuman(question),
      answerType: answer.answerType,
      reply: robotReplyText(answer),
      suggestList: answer.suggestList,
      parts,
    };
  };

  const tips = (question: string, scope: RobotScope): RobotSuggestion[] => {
    const text = question.trim();
    if (!text) return [];
    const index = indexOf(scope.tenantId, languageOf(text, scope).lang);
    if (!index) return [];
    const terms = index.read(text);
    // Every typed word should match (a typo in one of them falls back to any word), in the
    // questions shown first, else in the documents' other phrasings.
    const complete = (hits: Hit[]) => hits.filter((hit) => hit.matched.length == terms.length);
    const inQuestions = index.search(terms, { loose: true, questionsOnly: true });
    let tips = complete(inQuestions);
    if (tips.length == 0) {
      // The other phrasings are searched only when no question has every typed word.
      const anywhere = index.search(terms, { loose: true });
      tips = [complete(anywhere), inQuestions, anywhere].find((hits) => hits.length) ?? [];
    }
    // As in any autocomplete, the questions that begin as typed come first ("退" → "退货政策是怎样的？").
    const typed = foldText(text);
    const [begin, other]: Hit[][] = [[], []];
    for (const hit of tips) (foldText(hit.doc.question).startsWith(typed) ? begin : other).push(hit);
    return [...begin, ...other].slice(0, TIP_SUGGESTIONS).map((hit) => suggestion(hit.doc));
  };

  const faqMenu = (scope: { tenantId: string; lang?: string }, docIds?: number[]): RobotSuggestion[] => {
    const fits = (doc: KnowledgeDoc | undefined): doc is KnowledgeDoc =>
      !!doc && isEnabled(doc) && doc.tenantId == scope.tenantId && (!scope.lang || doc.lang == scope.lang);
    if (docIds)
      return docIds
        .map((docId) => byId.get(docId))
        .filter(fits)
        .map(suggestion);
    return live.filter(fits).slice(0, FAQ_MENU_SIZE).map(suggestion);
  };

  let translate: ReturnType<typeof translationFinder> | undefined;
  const translation = (docId: number, lang: string) => {
    translate ??= translationFinder(docs);
    const doc = translate(docId, lang);
    return doc && suggestion(doc);
  };

  const warmUp = async (signal?: AbortSignal) => {
    await runInTurns(
      (function* () {
        for (const key of docsByScope.keys()) {
          yield* indexes.steps(key);
          yield* vocabularies.steps(key);
          yield* byQuestion.steps(key);
        }
      })(),
      signal,
    );
  };

  const trainClassifiers = async (signal?: AbortSignal) => {
    await runInTurns(
      (function* () {
        for (const index of [...indexes.built()]) while (!index.trainStep()) yield;
      })(),
      signal,
    );
  };

  return {
    ask,
    warmUp,
    trainClassifiers,
    language: (question, scope) => languageOf(question.trim(), scope).lang,
    explain,
    tips,
    faqMenu,
    translation,
    doc: (docId) => {
      const doc = byId.get(docId);
      return doc && isEnabled(doc) ? doc : undefined;
    },
  };
}

const round = (value: number) => Math.round(value * 1000) / 1000;
