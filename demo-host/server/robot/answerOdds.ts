// How likely one of the search's first documents is the one a question asks for, from
// everything the robot read of it at once: a logistic model of seven figures
// (ANSWER_ODDS_FEATURES), read for each of the first three (likeliest). The other
// rules of decide.ts each ask a few figures to clear their bars together; a document that
// falls just short of each bar ("I want to return my jacket": the classifier's 84 %, but
// only 1.06 times the next document's score where the rule asks 1.2) may still be plainly
// the one when every figure is read together; and the search's second, with the classifier
// sure of it, may be likelier than its first. The weights are fitted by
// `node dist/bench/run.js robot-calibrate` (test/bench/answerOddsFit.ts) on the knowledge
// base's held-out phrasings, its left-out documents' wordings (questions it does not cover)
// and the development sets; never on the test sets. Pure.

interface Read {
  score: number;
  coverage: number;
  phrasingCoverage: number;
  confidence?: number;
  outOfScope?: number;
}

/** The figures the model weighs, in the order of its weights. */
export const ANSWER_ODDS_FEATURES = [
  /** The classifier's probability for the document. */
  'confidence',
  /** How far it leads the classifier's next best among the hits (log of the ratio). */
  'confidenceLead',
  /** The share of the question the document covers. */
  'coverage',
  /** The share of its best phrasing the question covers. */
  'phrasingCoverage',
  /** How much the classifier reads the question as one the owner says no document answers. */
  'outOfScope',
  /** The question's length against a typical phrasing (log): a longer one says more. */
  'length',
  /** The document's search score against the best document's (log; 0 for the best). */
  'scoreShare',
] as const;

export interface AnswerOddsWeights {
  bias: number;
  weights: readonly number[];
}

/**
 * From `robot-calibrate` (test/bench/answerOddsFit.ts) on the demo's knowledge base: see
 * docs/robot.md#how-it-decides for what the model answers. Fitted 2026-12-01 for the
 * classifier of two members (docClassifier.ts: MEMBER_SEEDS), whose probabilities are less
 * extreme than one regression's: with the weights fitted for one (bias -3.825, confidence
 * 1.559, phrasing coverage 1.15, not covered -1.464, score share 1.287) the development sets
 * read 854 right and 19 wrong, the held-out phrasings 14,662 right and 439 wrong of 21,825;
 * with these 855 and 19, 14,692 and 446.
 */
export const ANSWER_ODDS: AnswerOddsWeights = {
  bias: -4.021,
  weights: [2.002, 0.384, 2.519, 0.949, -1.82, 0.61, 0.858],
};

/** Keeps a logarithm finite where the classifier gives nothing. */
const FLOOR = 1e-3;

/** The figures of hit `at` (the best by default), against the others (hits best first); undefined where no classifier is trained. */
export function answerFeatures(hits: readonly Read[], length: number, at = 0): number[] | undefined {
  const read = hits[at];
  if (read?.confidence === undefined) return undefined;
  const next = Math.max(0, ...hits.filter((_, i) => i != at).map((hit) => hit.confidence ?? 0));
  return [
    read.confidence,
    Math.log(read.confidence + FLOOR) - Math.log(next + FLOOR),
    read.coverage,
    read.phrasingCoverage,
    read.outOfScope ?? 0,
    Math.log(Math.max(length, FLOOR)),
    Math.log(Math.max(read.score, FLOOR) / Math.max(hits[0]!.score, FLOOR)),
  ];
}

/**
 * How many of the first hits the weighed rule reads: the search's second or third is often
 * the one asked for, the classifier sure of it ("need my invoice pdf plus to stop the
 * newsletter emails": the invoice document first by its score, the newsletter document second
 * with the classifier's 97 %).
 */
export const WEIGHED_CANDIDATES = 3;

/** The likeliest of the first hits (WEIGHED_CANDIDATES) and its probability; undefined where no classifier is trained. */
export function likeliest<T extends Read>(
  hits: readonly T[],
  length: number,
  model: AnswerOddsWeights = ANSWER_ODDS,
): { hit: T; odds: number } | undefined {
  let found: { hit: T; odds: number } | undefined;
  for (let at = 0; at < Math.min(hits.length, WEIGHED_CANDIDATES); at++) {
    const features = answerFeatures(hits, length, at);
    if (!features) continue;
    const odds = oddsOf(features, model);
    if (!found || odds > found.odds) found = { hit: hits[at]!, odds };
  }
  return found;
}

/** The model's probability for features (answerFeatures). */
export function oddsOf(features: readonly number[], model: AnswerOddsWeights = ANSWER_ODDS): number {
  const sum = features.reduce((total, value, i) => total + value * model.weights[i]!, model.bias);
  return 1 / (1 + Math.exp(-sum));
}

/** The probability that the likeliest of the first hits is the document asked for; 0 where no classifier is trained. */
export function answerOdds(hits: readonly Read[], length: number, model: AnswerOddsWeights = ANSWER_ODDS): number {
  return likeliest(hits, length, model)?.odds ?? 0;
}
