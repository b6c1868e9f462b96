// How likely the search's best document is the one a question asks for, from everything the
// robot read of it at once: a logistic model of six figures (ANSWER_ODDS_FEATURES). The other
// rules of decide.ts each ask a few figures to clear their bars together; a document that
// falls just short of each bar ("I want to return my jacket": the classifier's 84 %, but
// only 1.06 times the next document's score where the rule asks 1.2) may still be plainly
// the one when every figure is read together. The weights are fitted by
// `node dist/bench/run.js robot-calibrate` (test/bench/answerOddsFit.ts) on the knowledge
// base's held-out phrasings, its left-out documents' wordings (questions it does not cover)
// and the development sets; never on the test sets. Pure.

interface Read {
  coverage: number;
  phrasingCoverage: number;
  confidence?: number;
  outOfScope?: number;
}

/** The figures the model weighs, in the order of its weights. */
export const ANSWER_ODDS_FEATURES = [
  /** The classifier's probability for the best document. */
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
] as const;

export interface AnswerOddsWeights {
  bias: number;
  weights: readonly number[];
}

/**
 * From `robot-calibrate` (test/bench/answerOddsFit.ts), 2026-11-30, on the demo's knowledge
 * base: see docs/robot.md#how-it-decides for what the model answers.
 */
export const ANSWER_ODDS: AnswerOddsWeights = {
  bias: -4.15,
  weights: [1.664, 0.297, 3.057, 1.338, -1.314, 0.863],
};

/** Keeps a logarithm finite where the classifier gives nothing. */
const FLOOR = 1e-3;

/** The figures of the best hit, against the others (hits best first); undefined where no classifier is trained. */
export function answerFeatures(hits: readonly Read[], length: number): number[] | undefined {
  const [best, ...others] = hits;
  if (best?.confidence === undefined) return undefined;
  const next = Math.max(0, ...others.map((hit) => hit.confidence ?? 0));
  return [
    best.confidence,
    Math.log(best.confidence + FLOOR) - Math.log(next + FLOOR),
    best.coverage,
    best.phrasingCoverage,
    best.outOfScope ?? 0,
    Math.log(Math.max(length, FLOOR)),
  ];
}

/** The model's probability for features (answerFeatures). */
export function oddsOf(features: readonly number[], model: AnswerOddsWeights = ANSWER_ODDS): number {
  const sum = features.reduce((total, value, i) => total + value * model.weights[i]!, model.bias);
  return 1 / (1 + Math.exp(-sum));
}

/** The probability that the best hit is the document asked for; 0 where no classifier is trained. */
export function answerOdds(hits: readonly Read[], length: number, model: AnswerOddsWeights = ANSWER_ODDS): number {
  const features = answerFeatures(hits, length);
  return features ? oddsOf(features, model) : 0;
}
