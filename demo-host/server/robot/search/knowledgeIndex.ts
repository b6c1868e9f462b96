// The search over one tenant's documents in one language. A document is found through its
// phrasings (its question and the other ways visitors ask it): each phrasing is scored
// against the question on its own, and a document scores as its best phrasing. That is
// how a short FAQ entry is matched: a visitor's question is a paraphrase of ONE phrasing,
// not of the sum of them.
//
// The score of a phrasing is the weighted geometric mean of two shares (see similarity):
// - how much of the question it covers (each question term weighted by its rarity, idf; a
//   question word at half weight; a term found only in the document's answer gives a
//   third of its weight), and
// - how much of the phrasing the question covers.
// Both are shares, so the score is between 0 and 1 whatever the question's length and
// language, and the decision's thresholds (decide.ts) hold across them.
//
// A question term meets a phrasing's term exactly (after stemming and synonyms), or, when
// the term is not in the index at all: by one typo (Latin and other alphabets), as a
// prefix of it or it of the term (4 letters or more), or by sound (Chinese homophones); and a
// term the base misspells in a few phrasings meets the word it misspells by typo too
// (RARE_SPELLING_POSTINGS). Each of those counts less than an exact match (MATCH_CREDIT). The
// classifier reads a typo of a common term as that term (TYPO_READ_SHARE).
//
// In a large base a common term ("order") finds no phrasing of its own when the question has a
// rarer one: it only credits those the rarer terms find (COMMON_SHARE).

import type { TermMatch } from '@shared/api/knowledge';
import { visibleText } from '@shared/cleanRichText';
import type { Analyzer, Term } from '../analysis/analyzer';
import { foldText } from '../analysis/normalize';
import { SOUNDS_LANGS, soundOf } from '../analysis/sound';
import { ATTACHED_PREFIX } from '../analysis/stem';
import type { KnowledgeDoc } from '../knowledgeDoc';
import { CLASSIFIER_MAX_DOCS, CLASSIFIER_MIN_DOCS, type DocClassifier, trainingSteps } from './docClassifier';
import { finish, type Steps, sortInSteps, stepClock } from './steps';
import { typoNeighbours } from './typos';

/** What a match of each kind is worth, against an exact one. */
const MATCH_CREDIT: Readonly<Record<TermMatch, number>> = {
  exact: 1,
  stem: 1,
  synonym: 1,
  fuzzy: 0.8,
  prefix: 0.75,
  sound: 0.75,
};
/** A question term the phrasing lacks but the document's answer has. */
const ANSWER_CREDIT = 0.3;
/**
 * A document whose phrasings share nothing with the question is still found by its answer
 * ("paypal" is only in the payment answer), scored as a phrasing it covers half of, times
 * this: never enough to answer alone.
 */
const ANSWER_ONLY_FACTOR = 0.6;
/** A question word's weight against a content word's. */
const QUESTION_WORD_WEIGHT = 1;
/** A term the index does not know weighs as a term of one document, times this. */
const UNKNOWN_TERM_WEIGHT = 0.6;
/** The question's coverage counts this much in the score, the phrasing's the rest. */
const QUESTION_SHARE = 0.7;
/**
 * A document's score also counts, at this share, how much of the question its phrasings
 * and answer cover together: a question whose words are spread over two phrasings of one
 * document ("return" in one, "jacket" in another) is that document's more than another's.
 */
const DOCUMENT_SHARE = 0.4;
/** A question's terms matched at most (the longest question the robot takes, 1,000 characters, can have hundreds). */
const MAX_MATCHED_TERMS = 48;
/**
 * A term posted in more phrasings than this share of the index's (and than COMMON_MIN_POSTINGS)
 * is common ("order", "って"): in a search with a rarer term, it credits the phrasings the
 * rarer terms find but finds none of its own. A phrasing with only common terms of the question
 * covers little of it, and scoring the tens of thousands a large base posts them in was most
 * of a question's time.
 */
const COMMON_SHARE = 0.05;
const COMMON_MIN_POSTINGS = 2_000;
/** Prefixes are looked for from this many letters on... */
const MIN_LOOSE_LENGTH = 4;
/** ...and typos from this many: one letter off a short word is another word ("tell", "sell"). */
const MIN_TYPO_LENGTH = 5;
/**
 * A term in at most this many phrasings is a misspelling the base itself has ("shiping") when a
 * term one typo away is in RARE_SPELLING_FACTOR times as many ("shipping"): it meets that one by
 * typo too, or the few phrasings that misspell it would take every question that does.
 */
const RARE_SPELLING_POSTINGS = 5;
const RARE_SPELLING_FACTOR = 10;
/**
 * The classifier knows only the terms it was trained on: a question term no phrasing or answer
 * has, one typo from a term in this share of the phrasings or more, is read by it as that term
 * ("invocie" as "invoice"), as the search meets it. One typo from a rarer term is as likely
 * another word ("weather" is one from "feather"), so it stays unknown. 2026-12-01, on the
 * development sets with a typo in 12 % of their words of four letters or more (seeded, as the
 * bench's line): 444 → 453 right of the alphabet sets' 513 covered, confident wrong 6 → 6;
 * read for any term the base has, 454 right but 8 wrong, and on the development sets as
 * written 2 more wrong. As written: 855 → 857 right of 966, wrong 19 → 19; the held-out
 * phrasings 14,692 → 14,697 right, wrong 446 → 446 of 21,825.
 */
const TYPO_READ_SHARE = 0.0075;
/** A word of letters only (a typo of one is looked up; "ps5" is not one). */
const LETTERS = /^\p{L}+$/u;

export interface QueryTerm extends Term {
  weight: number;
}

/** One term of the question matched in a document. */
export interface MatchedTerm {
  term: string;
  docTerm: string;
  match: TermMatch;
}

export interface Hit {
  doc: KnowledgeDoc;
  /** 0..1, see the file comment. */
  score: number;
  /** The share of the question (by weight) the document covers (its phrasings fully, its answer in part). */
  coverage: number;
  /** The phrasing that scored, and the share of it (by weight) the question covers. */
  phrasing: string;
  phrasingCoverage: number;
  matched: MatchedTerm[];
  /** The classifier's probability that the question asks for this document (docClassifier.ts); absent where none is trained. */
  confidence?: number;
  /**
   * The classifier's probability that the question is one the owner says no document answers
   * (TenantSynonyms.notCovered); absent where the language has none, or no classifier.
   */
  outOfScope?: number;
}

interface Phrasing {
  doc: number;
  text: string;
  /** The document's question (not one of its other phrasings). */
  question: boolean;
}

interface Expansion {
  docTerm: string;
  match: TermMatch;
  credit: number;
}

/** The `count` terms of most weight, in the question's order (all of them when there are no more). */
function weightiest(terms: QueryTerm[], count: number): QueryTerm[] {
  if (terms.length <= count) return terms;
  const kept = new Set([...terms].sort((a, b) => b.weight - a.weight).slice(0, count));
  return terms.filter((term) => kept.has(term));
}

/**
 * The value a sort would put in the middle, found by quickselect (the values are reordered): a
 * large base's phrasings in a millisecond or two, where a sort of them held the event loop for
 * tens.
 */
export function median(values: Float64Array): number {
  if (values.length == 0) return 0;
  const middle = values.length >> 1;
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swapped = values[i]!;
        values[i++] = values[j]!;
        values[j--] = swapped;
      }
    }
    if (middle <= j) high = j;
    else if (middle >= i) low = i;
    else break;
  }
  return values[middle]!;
}

const distinct = (terms: Term[]): Term[] => {
  const seen = new Map<string, Term>();
  for (const term of terms) if (!seen.has(term.term)) seen.set(term.term, term);
  return [...seen.values()];
};

export interface KnowledgeIndex {
  readonly lang: string;
  readonly docs: readonly KnowledgeDoc[];
  /** The question's terms, weighted. */
  read(question: string): QueryTerm[];
  /**
   * Documents matching the terms, best first. `loose`: every term may also match as a prefix;
   * `questionsOnly`: only the documents' questions are searched (typing tips show questions).
   */
  search(terms: QueryTerm[], options?: { loose?: boolean; questionsOnly?: boolean }): Hit[];
  /** How long a question is against a typical phrasing of the base (by weight): 1 is as long. */
  length(terms: readonly QueryTerm[]): number;
  /** Whether the document's question or its answer has the term. */
  asksOrAnswers(doc: KnowledgeDoc, term: string): boolean;
  /** Trains the classifier now rather than on the first search (where one is trained: docClassifier.ts). */
  train(): void;
  /**
   * Trains the classifier a few milliseconds further (the same classifier as train()'s in the
   * end): true once it is trained, or where none is.
   */
  trainStep(): boolean;
}

export const createKnowledgeIndex = (
  docs: readonly KnowledgeDoc[],
  analyzer: Analyzer,
  notCovered: readonly string[] = [],
): KnowledgeIndex => finish(knowledgeIndexSteps(docs, analyzer, notCovered));

/** A search's working array is kept for the next search up to this many entries; a longer one is made for its search alone. */
const KEPT_SCRATCH = 1 << 20;

/**
 * One of a search's working arrays, kept by its index and grown as needed: a long question
 * to a large base needs a megabyte of them, and making that anew on every question cost more
 * than the scoring (`npm run bench`: p95 halved; docs/robot.md#how-fast). Searches run one at
 * a time, so sharing is safe. Handed out `length` long, not cleared.
 */
function scratchArray<T extends Int32Array | Float64Array | Uint8Array>(make: (length: number) => T) {
  let kept = make(0);
  return (length: number): T => {
    if (length > KEPT_SCRATCH) return make(length);
    if (kept.length < length) kept = make(Math.min(KEPT_SCRATCH, Math.max(length, 2 * kept.length)));
    return kept.subarray(0, length) as T;
  };
}

/** The same index, built in steps of a few milliseconds (search/steps.ts). */
export function* knowledgeIndexSteps(
  docs: readonly KnowledgeDoc[],
  analyzer: Analyzer,
  /** Questions no document answers (TenantSynonyms.notCovered), where the classifier is trained. */
  notCovered: readonly string[] = [],
): Steps<KnowledgeIndex> {
  const phrasings: Phrasing[] = [];
  const answerTerms: ReadonlySet<string>[] = [];
  const postings = new Map<string, number[]>();
  const answerPostings = new Map<string, number[]>();
  const documentFrequency = new Map<string, number>();
  const post = (term: string, phrasing: number) => {
    const list = postings.get(term);
    if (list) list.push(phrasing);
    else postings.set(term, [phrasing]);
  };

  // The classifier's examples, kept only where one is trained (docClassifier.ts), and only
  // until it is: the analysed phrasings of a large base are most of its memory.
  const classified = docs.length >= CLASSIFIER_MIN_DOCS && docs.length <= CLASSIFIER_MAX_DOCS;
  let examples: Term[][][] | undefined = classified ? [] : undefined;
  /** Per phrasing, its terms, until their weights are summed below. */
  const termsOf: string[][] = [];
  /**
   * The phrasings' words as spelled (folded), the term each stands for (typos are looked up by
   * both) and how many phrasings spell it so (the commonest spelling of a term is how the
   * classifier reads a typo of it).
   */
  const spelled = new Map<string, { term: string; times: number }>();
  const stepDone = stepClock();
  for (const [docIndex, doc] of docs.entries()) {
    if (stepDone()) yield;
    const inDoc = new Set<string>();
    const docExamples: Term[][] = [];
    examples?.push(docExamples);
    for (const [at, text] of [doc.question, ...doc.similar].entries()) {
      const analysed = distinct(analyzer.terms(text));
      if (examples) docExamples.push(analysed);
      const terms = analysed.map((term) => term.term);
      if (terms.length == 0) continue;
      for (const term of analysed) {
        if (!LETTERS.test(term.word)) continue;
        const word = foldText(term.word);
        spelled.set(word, { term: term.term, times: (spelled.get(word)?.times ?? 0) + 1 });
      }
      const index = phrasings.push({ doc: docIndex, text, question: at == 0 }) - 1;
      termsOf.push(terms);
      for (const term of terms) {
        post(term, index);
        inDoc.add(term);
      }
    }
    // The answer is an example of its document too: its words say what the document is about.
    const answerAnalysed = distinct(analyzer.terms(visibleText(doc.answer)));
    if (examples) docExamples.push(answerAnalysed);
    const answer = new Set(answerAnalysed.map((term) => term.term));
    answerTerms.push(answer);
    for (const term of answer) {
      inDoc.add(term);
      const list = answerPostings.get(term);
      if (list) list.push(docIndex);
      else answerPostings.set(term, [docIndex]);
    }
    for (const term of inDoc) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }

  // The questions the owner says no document answers are the classifier's one more class, so a
  // question of theirs gives the documents little (docClassifier.ts): `outOfScope` on each hit.
  if (examples && notCovered.length) examples.push(notCovered.map((text) => distinct(analyzer.terms(text))));
  // Trained on the first search that needs it, or before by train(), or step by step
  // (robot.ts trains a new robot's classifiers in the background, a few milliseconds per turn
  // of the event loop): the same classifier either way.
  let classifier: DocClassifier | undefined;
  let training: Steps<DocClassifier> | undefined;
  const trainStep = () => {
    if (!examples) return true;
    training ??= trainingSteps(examples);
    const step = training.next();
    if (!step.done) return false;
    classifier = step.value;
    examples = undefined;
    training = undefined;
    return true;
  };
  const train = () => {
    while (!trainStep());
    return classifier;
  };

  const count = Math.max(docs.length, 1);
  const unknownWeight = UNKNOWN_TERM_WEIGHT * Math.log(1 + count);
  const weights = new Map<string, number>();
  for (const [term, frequency] of documentFrequency) {
    if (stepDone()) yield;
    weights.set(term, Math.log(1 + count / frequency));
  }
  const idf = (term: string) => weights.get(term) ?? unknownWeight;
  /** Per phrasing, the sum of its terms' idf: read for every candidate a search weighs. */
  const phrasingWeights = new Float64Array(phrasings.length);
  for (const [index, terms] of termsOf.entries()) {
    if (stepDone()) yield;
    for (const term of terms) phrasingWeights[index]! += idf(term);
  }
  termsOf.length = 0;
  yield;
  // (median reorders what it is given.)
  const typicalWeight = median(phrasingWeights.slice()) || 1;
  /** Per phrasing, its document: read for every posting a search meets, faster than from its object. */
  const docOfPhrasing = Int32Array.from(phrasings, (phrasing) => phrasing.doc);
  /** Per phrasing, its slot among a search's candidates (-1: none); every search leaves it all -1. */
  const slotOf = new Int32Array(phrasings.length).fill(-1);
  const commonPostings = Math.max(COMMON_MIN_POSTINGS, COMMON_SHARE * phrasings.length);
  const docSlotOf = new Int32Array(docs.length).fill(-1);
  const scratch = {
    /** Which expansion of each term each candidate phrasing holds best (-1: none). */
    chosen: scratchArray((length) => new Int32Array(length)),
    /** Each candidate document's best credit for each term. */
    docCredit: scratchArray((length) => new Float64Array(length)),
    /** Per candidate document and term, whether its answer has the term (1). */
    answerHas: scratchArray((length) => new Uint8Array(length)),
    /** Per candidate document, the slot of its best phrasing. */
    bestSlot: scratchArray((length) => new Int32Array(length)),
    /** Per candidate document, its best phrasing's score, coverages, and the coverage a phrasing needs to beat it. */
    bestScore: scratchArray((length) => new Float64Array(length)),
    bestCoverage: scratchArray((length) => new Float64Array(length)),
    bestPhrasingCoverage: scratchArray((length) => new Float64Array(length)),
    beatFrom: scratchArray((length) => new Float64Array(length)),
  };

  // The vocabulary of phrasings, for loose matches: by typo, by prefix, by sound.
  const vocabulary = [...postings.keys()];
  const termsStepDone = stepClock();
  const sorted = yield* sortInSteps(vocabulary, termsStepDone);
  // Under their neighbours: the terms, and the words as the phrasings spell them (a stem hides
  // a typo's word: "wroking" stems to "wroke", one letter from "working", not from "work"). A
  // term may be listed twice under a neighbour; expand keeps one match per term.
  const typos = new Map<string, string[]>();
  const postTypos = (spelling: string, term: string) => {
    if (spelling.length < MIN_TYPO_LENGTH - 1) return;
    for (const neighbour of typoNeighbours(spelling)) {
      const list = typos.get(neighbour);
      if (list) list.push(term);
      else typos.set(neighbour, [term]);
    }
  };
  for (const term of vocabulary) {
    if (termsStepDone()) yield;
    postTypos(term, term);
  }
  /** A term a typo may be read as (TYPO_READ_SHARE), and its commonest spelling in the phrasings. */
  const readSpelling = new Map<string, { word: string; times: number }>();
  for (const [word, { term, times }] of spelled) {
    if (termsStepDone()) yield;
    if (word != term) postTypos(word, term);
    if (
      (postings.get(term)?.length ?? 0) >= TYPO_READ_SHARE * phrasings.length &&
      times > (readSpelling.get(term)?.times ?? 0)
    )
      readSpelling.set(term, { word, times });
  }
  spelled.clear();
  const sounds = new Map<string, string[]>();
  if (SOUNDS_LANGS.has(analyzer.lang))
    for (const term of vocabulary) {
      if (termsStepDone()) yield;
      const sound = soundOf(term);
      if (!sound) continue;
      const list = sounds.get(sound);
      if (list) list.push(term);
      else sounds.set(sound, [term]);
    }

  const prefixed = (prefix: string): string[] => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sorted[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let i = low; i < sorted.length && sorted[i]!.startsWith(prefix); i++) found.push(sorted[i]!);
    return found;
  };

  /** A phrasing or an answer has the term. */
  const known = (term: string) => postings.has(term) || answerPostings.has(term);

  /** The terms one typo from the question term, by its stem or its word as typed. */
  function* typoTerms(term: QueryTerm): Generator<string> {
    for (const spelling of new Set([term.term, foldText(term.word)]))
      if (spelling.length >= MIN_TYPO_LENGTH && LETTERS.test(spelling))
        for (const neighbour of typoNeighbours(spelling)) yield* typos.get(neighbour) ?? [];
  }

  /** The question's terms as the classifier reads them: a typo of a common term as that term (TYPO_READ_SHARE). */
  const classifierTerms = (asked: readonly QueryTerm[]): readonly QueryTerm[] =>
    asked.map((term) => {
      if (known(term.term)) return term;
      let read: string | undefined;
      let most = 0;
      for (const docTerm of typoTerms(term)) {
        const posted = postings.get(docTerm)?.length ?? 0;
        if (posted > most) [read, most] = [docTerm, posted];
      }
      // Read as that term as the phrasings commonly spell it: the classifier cuts its pieces from the spelling.
      return read && most >= TYPO_READ_SHARE * phrasings.length
        ? { ...term, term: read, word: readSpelling.get(read)?.word ?? read }
        : term;
    });

  const expansionCache = new Map<string, Expansion[]>();
  const expand = (term: QueryTerm, loose: boolean): Expansion[] => {
    const kind: TermMatch = term.synonym ? 'synonym' : term.word == term.term ? 'exact' : 'stem';
    // The kind is part of the key: "邮费" read as 运费 by a synonym is not 运费 typed.
    const key = `${loose ? 1 : 0}${kind} ${term.term} ${term.word}`;
    const cached = expansionCache.get(key);
    if (cached) return cached;
    const found = new Map<string, Expansion>();
    const add = (docTerm: string, match: TermMatch) => {
      const credit = MATCH_CREDIT[match];
      if ((found.get(docTerm)?.credit ?? 0) < credit) found.set(docTerm, { docTerm, match, credit });
    };
    if (postings.has(term.term)) add(term.term, kind);
    if (loose || !postings.has(term.term)) {
      if (term.term.length >= MIN_LOOSE_LENGTH || loose) {
        for (const docTerm of prefixed(term.term)) if (docTerm != term.term) add(docTerm, 'prefix');
        // The document's word is the start of the visitor's ("deliv" of "deliveri").
        for (let end = term.term.length - 1; end >= MIN_LOOSE_LENGTH; end--)
          if (postings.has(term.term.slice(0, end))) add(term.term.slice(0, end), 'prefix');
      }
      for (const docTerm of typoTerms(term)) if (docTerm != term.term) add(docTerm, 'fuzzy');
      const sound = sounds.size > 0 ? soundOf(term.term) : undefined;
      if (sound) for (const docTerm of sounds.get(sound) ?? []) if (docTerm != term.term) add(docTerm, 'sound');
    } else {
      const posted = postings.get(term.term)!.length;
      if (posted <= RARE_SPELLING_POSTINGS)
        for (const docTerm of typoTerms(term))
          if ((postings.get(docTerm)?.length ?? 0) >= posted * RARE_SPELLING_FACTOR) add(docTerm, 'fuzzy');
    }
    const expansions = [...found.values()];
    if (expansionCache.size > 5000) expansionCache.clear();
    expansionCache.set(key, expansions);
    return expansions;
  };

  /** A word the base does not know, read without a preposition attached to it where the base knows the rest (ATTACHED_PREFIX). */
  const withoutAttached = (term: Term): Term => {
    const attached = ATTACHED_PREFIX[analyzer.lang];
    if (!attached || term.synonym || known(term.term)) return term;
    const bare = term.word.replace(attached, '');
    if (bare == term.word) return term;
    const [inner] = analyzer.terms(bare);
    return inner && known(inner.term) ? { ...inner, word: term.word } : term;
  };

  const read = (question: string): QueryTerm[] =>
    distinct(analyzer.terms(question).map(withoutAttached)).map((term) => ({
      ...term,
      weight: idf(term.term) * (term.question ? QUESTION_WORD_WEIGHT : 1),
    }));

  const search = (asked: QueryTerm[], { loose = false, questionsOnly = false } = {}): Hit[] => {
    if (asked.length == 0) return [];
    const totalWeight = asked.reduce((sum, term) => sum + term.weight, 0);
    // Only the terms that meet something (a phrasing's term, or an answer's) are matched, and
    // of a long paste's only the weightiest MAX_MATCHED_TERMS: the others count as not covered,
    // and one question never costs more than that many terms' work and memory.
    const meeting = asked.filter((term) => expand(term, loose).length > 0 || answerPostings.has(term.term));
    const terms = weightiest(meeting, MAX_MATCHED_TERMS);
    const questionWords = new Set(terms.filter((term) => term.question).map((term) => term.word));
    const expansions = terms.map((term) => expand(term, loose));
    // Term at a time: each expansion's postings mark, for each phrasing they reach (a
    // candidate, given a slot), the best expansion of each question term it holds.
    // The same for documents: the best credit of each term in any of a document's phrasings.
    const count = terms.length;
    const slots: number[] = [];
    const docSlots: number[] = [];
    const postedIn = (list: Expansion[]) =>
      list.reduce((sum, { docTerm }) => sum + (postings.get(docTerm)?.length ?? 0), 0);
    // Candidates come from the question's rarer terms, or from all of them when every one is common.
    const rare = expansions.filter((list) => postedIn(list) <= commonPostings);
    for (const list of rare.length > 0 ? rare : expansions)
      for (const { docTerm } of list)
        for (const phrasing of postings.get(docTerm) ?? [])
          if (slotOf[phrasing]! < 0 && (!questionsOnly || phrasings[phrasing]!.question)) {
            slotOf[phrasing] = slots.push(phrasing) - 1;
            const doc = docOfPhrasing[phrasing]!;
            if (docSlotOf[doc]! < 0) docSlotOf[doc] = docSlots.push(doc) - 1;
          }
    const chosen = scratch.chosen(slots.length * count).fill(-1);
    const docCredit = scratch.docCredit(docSlots.length * count).fill(0);
    expansions.forEach((list, i) =>
      list.forEach(({ docTerm, credit }, j) => {
        for (const phrasing of postings.get(docTerm) ?? []) {
          const docSlot = docSlotOf[docOfPhrasing[phrasing]!]!;
          if (docSlot >= 0) docCredit[docSlot * count + i] = Math.max(docCredit[docSlot * count + i]!, credit);
          const slot = slotOf[phrasing]!;
          if (slot < 0) continue;
          const at = slot * count + i;
          if (chosen[at]! < 0 || credit > list[chosen[at]!]!.credit) chosen[at] = j;
        }
      }),
    );

    // Each expansion's document term as a number of this search, with its weight.
    const termNumbers = new Map<string, number>();
    const termWeights: number[] = [];
    // In flat arrays with the expansions' credits, and the terms' weights: the loop below runs
    // for each of tens of thousands of candidates in a large base.
    const width = Math.max(1, ...expansions.map((list) => list.length));
    const creditAt = new Float64Array(count * width);
    const numberAt = new Int32Array(count * width);
    expansions.forEach((list, i) =>
      list.forEach(({ docTerm, credit }, j) => {
        let number = termNumbers.get(docTerm);
        if (number === undefined) {
          termNumbers.set(docTerm, (number = termNumbers.size));
          termWeights.push(idf(docTerm));
        }
        creditAt[i * width + j] = credit;
        numberAt[i * width + j] = number;
      }),
    );
    const weightOf = Float64Array.from(terms, (term) => term.weight);
    // A question word alone ("what") says nothing of the topic: no match.
    const topical = terms.map((term) => !questionWords.has(term.word));
    const seenIn = new Int32Array(termNumbers.size).fill(-1);
    const seenCredit = new Float64Array(termNumbers.size);
    const seen = new Int32Array(termNumbers.size);
    const answerHas = scratch.answerHas(docSlots.length * count).fill(0);
    terms.forEach((term, i) => {
      for (const docIndex of answerPostings.get(term.term) ?? []) {
        const docSlot = docSlotOf[docIndex]!;
        if (docSlot >= 0) answerHas[docSlot * count + i] = 1;
      }
    });

    // Per candidate document, its best phrasing so far: in typed arrays, the hits are made once
    // the loop is done (making and updating them in the loop, for each of thousands of better
    // phrasings met, was most of a long question's time in a large base).
    /** The slot of its best phrasing (-1: none yet)... */
    const bestSlot = scratch.bestSlot(docSlots.length).fill(-1);
    /** ...its score, the share of the question it covers and its own share covered... */
    const bestScore = scratch.bestScore(docSlots.length);
    const bestCoverage = scratch.bestCoverage(docSlots.length);
    const bestPhrasingCoverage = scratch.bestPhrasingCoverage(docSlots.length);
    /**
     * ...and the coverage a phrasing needs to beat it: a phrasing's own share is at most 1, so
     * one below its document's best score to the power 1 / QUESTION_SHARE cannot beat it (a
     * hair lower, so that rounding never skips one that could: those are weighed exactly).
     */
    const beatFrom = scratch.beatFrom(docSlots.length).fill(-1);
    for (let slot = 0; slot < slots.length; slot++) {
      const index = slots[slot]!;
      slotOf[index] = -1;
      const docSlot = docSlotOf[docOfPhrasing[index]!]!;
      let covered = 0;
      let onTopic = false;
      let seenCount = 0;
      for (let i = 0; i < count; i++) {
        const j = chosen[slot * count + i]!;
        if (j >= 0) {
          const credit = creditAt[i * width + j]!;
          covered += weightOf[i]! * credit;
          if (topical[i]) onTopic = true;
          const number = numberAt[i * width + j]!;
          if (seenIn[number] != slot) {
            seenIn[number] = slot;
            seenCredit[number] = credit;
            seen[seenCount++] = number;
          } else seenCredit[number] = Math.max(seenCredit[number]!, credit);
        } else if (answerHas[docSlot * count + i]) covered += weightOf[i]! * ANSWER_CREDIT;
      }
      if (!onTopic) continue;
      const coverage = covered / totalWeight;
      // A phrasing that cannot beat its document's best is not weighed.
      if (coverage < beatFrom[docSlot]!) continue;
      const found = bestSlot[docSlot]! >= 0;
      if (found && coverage ** QUESTION_SHARE <= bestScore[docSlot]!) continue;
      let phrasingCovered = 0;
      for (let k = 0; k < seenCount; k++) phrasingCovered += termWeights[seen[k]!]! * seenCredit[seen[k]!]!;
      const phrasingCoverage = phrasingCovered / phrasingWeights[index]!;
      const score = coverage ** QUESTION_SHARE * phrasingCoverage ** (1 - QUESTION_SHARE);
      if (found && score <= bestScore[docSlot]!) continue;
      bestSlot[docSlot] = slot;
      bestScore[docSlot] = score;
      bestCoverage[docSlot] = coverage;
      bestPhrasingCoverage[docSlot] = phrasingCoverage;
      beatFrom[docSlot] = score ** (1 / QUESTION_SHARE) * (1 - 1e-9);
    }
    const best = new Map<number, Hit>();
    for (let docSlot = 0; docSlot < docSlots.length; docSlot++) {
      if (bestSlot[docSlot]! < 0) continue;
      const phrasing = phrasings[slots[bestSlot[docSlot]!]!]!;
      // Its matched terms are listed below, once for its best phrasing.
      best.set(docSlots[docSlot]!, {
        doc: docs[phrasing.doc]!,
        score: bestScore[docSlot]!,
        coverage: bestCoverage[docSlot]!,
        phrasing: phrasing.text,
        phrasingCoverage: bestPhrasingCoverage[docSlot]!,
        matched: [],
      });
    }
    for (const [docIndex, hit] of best) {
      const docSlot = docSlotOf[docIndex]!;
      const slot = bestSlot[docSlot]!;
      for (let i = 0; i < count; i++) {
        const j = chosen[slot * count + i]!;
        if (j < 0) continue;
        const { docTerm, match } = expansions[i]![j]!;
        hit.matched.push({ term: terms[i]!.word, docTerm, match });
      }
      // What the whole document covers (see DOCUMENT_SHARE).
      let covered = 0;
      terms.forEach((term, i) => {
        const answered = answerHas[docSlot * count + i] ? ANSWER_CREDIT : 0;
        covered += term.weight * Math.max(answered, docCredit[docSlot * count + i]!);
      });
      hit.coverage = covered / totalWeight;
      hit.score = (1 - DOCUMENT_SHARE) * hit.score + DOCUMENT_SHARE * hit.coverage;
    }
    for (const doc of docSlots) docSlotOf[doc] = -1;

    if (questionsOnly) return [...best.values()].sort((a, b) => b.score - a.score || a.doc.docId - b.doc.docId);

    // Documents found by their answer alone.
    const byAnswer = new Map<number, { covered: number; matched: MatchedTerm[] }>();
    for (const term of terms) {
      if (term.question) continue;
      const match: TermMatch = term.synonym ? 'synonym' : term.word == term.term ? 'exact' : 'stem';
      for (const docIndex of answerPostings.get(term.term) ?? []) {
        if (best.has(docIndex)) continue;
        const found = byAnswer.get(docIndex) ?? { covered: 0, matched: [] };
        found.covered += term.weight;
        found.matched.push({ term: term.word, docTerm: term.term, match });
        byAnswer.set(docIndex, found);
      }
    }
    for (const [docIndex, { covered, matched }] of byAnswer) {
      const coverage = covered / totalWeight;
      const score = ANSWER_ONLY_FACTOR * coverage ** QUESTION_SHARE * 0.5 ** (1 - QUESTION_SHARE);
      best.set(docIndex, { doc: docs[docIndex]!, score, coverage, phrasing: '', phrasingCoverage: 0, matched });
    }
    const trained = train();
    if (trained) {
      const probabilities = trained.probabilities(classifierTerms(asked));
      for (const [docIndex, hit] of best) {
        hit.confidence = probabilities[docIndex]!;
        if (probabilities.length > docs.length) hit.outOfScope = probabilities[docs.length]!;
      }
    }
    return [...best.values()].sort((a, b) => b.score - a.score || a.doc.docId - b.doc.docId);
  };

  const docIndexOf = new Map(docs.map((doc, i) => [doc, i]));
  const asksOrAnswers = (doc: KnowledgeDoc, term: string) => {
    const docIndex = docIndexOf.get(doc);
    if (docIndex === undefined) return false;
    if (answerTerms[docIndex]!.has(term)) return true;
    return (postings.get(term) ?? []).some(
      (phrasing) => phrasings[phrasing]!.doc == docIndex && phrasings[phrasing]!.question,
    );
  };
  const length = (terms: readonly QueryTerm[]) => terms.reduce((sum, term) => sum + term.weight, 0) / typicalWeight;
  return { lang: analyzer.lang, docs, read, search, train, trainStep, length, asksOrAnswers };
}
