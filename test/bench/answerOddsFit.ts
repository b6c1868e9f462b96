// The fit behind the robot's weighed rule (demo-host/server/robot/answerOdds.ts): a logistic
// regression of "this one of the search's first documents (WEIGHED_CANDIDATES) is the one
// asked for" on answerFeatures, over
// the knowledge base's held-out phrasings and left-out documents' wordings (robotFolds.ts)
// and the development sets, which count DEV_WEIGHT times each (they are written the way
// visitors type; the phrasings are terser and more alike). The test sets are never read.
// Deterministic: the same base fits the same weights. Printed by `robot-calibrate`, with the
// development sets' figures for each threshold by cross-validation (each fifth of the sets
// read by a model fitted without it).
import { DEMO_KNOWLEDGE_BASE } from '@demo/demoKnowledgeBase';
import {
  ANSWER_ODDS_FEATURES,
  type AnswerOddsWeights,
  answerFeatures,
  oddsOf,
  WEIGHED_CANDIDATES,
} from '@server/robot/answerOdds';
import { THRESHOLDS } from '@server/robot/decide';
import type { Hit } from '@server/robot/search/knowledgeIndex';
import { DEV_SETS } from '../node/robot/sets/devSet';
import { demoIndex, heldOutPhrasings, searched } from './robotFolds';

const DEV_WEIGHT = 5;
const STEPS = 1500;
const RATE = 1;
const L2 = 1e-3;
const CROSS_FOLDS = 5;

export interface OddsExample {
  features: number[];
  right: boolean;
  weight: number;
  /** The development question's fold for cross-validation; undefined for the base's own. */
  fold?: number;
  /** The question it is a candidate of: the rule answers the likeliest of a question's candidates. */
  question: number;
}

/** One example per candidate the weighed rule reads (likeliest, answerOdds.ts). */
function candidates(
  question: number,
  { hits, length }: { hits: readonly Hit[]; length: number },
  right: (docId: number) => boolean,
  weight: number,
  fold?: number,
): OddsExample[] {
  const found: OddsExample[] = [];
  for (let at = 0; at < Math.min(hits.length, WEIGHED_CANDIDATES); at++) {
    const features = answerFeatures(hits, length, at);
    if (features) found.push({ features, right: right(hits[at]!.doc.docId), weight, fold, question });
  }
  return found;
}

/** Every example: the held-out phrasings and left-out wordings, then the development questions. */
export function oddsExamples(): OddsExample[] {
  const examples: OddsExample[] = [];
  let asked = 0;
  for (const held of heldOutPhrasings()) examples.push(...candidates(asked++, held, (id) => id === held.docId, 1));
  for (const [lang, set] of Object.entries(DEV_SETS)) {
    const index = demoIndex(
      lang,
      DEMO_KNOWLEDGE_BASE.filter((doc) => doc.lang == lang),
    );
    for (const { question, docIds } of set) {
      const fold = asked % CROSS_FOLDS;
      examples.push(...candidates(asked++, searched(index, question), (id) => docIds.includes(id), DEV_WEIGHT, fold));
    }
  }
  return examples;
}

/** Weighted logistic regression by gradient descent on standardised features. */
export function fitOdds(examples: readonly OddsExample[]): AnswerOddsWeights {
  const width = examples[0]!.features.length;
  const mean = new Array<number>(width).fill(0);
  const spread = new Array<number>(width).fill(0);
  for (let j = 0; j < width; j++) {
    for (const { features } of examples) mean[j]! += features[j]! / examples.length;
    for (const { features } of examples) spread[j]! += (features[j]! - mean[j]!) ** 2 / examples.length;
    spread[j] = Math.sqrt(spread[j]!) || 1;
  }
  const scaled = examples.map(({ features }) => features.map((value, j) => (value - mean[j]!) / spread[j]!));
  const total = examples.reduce((sum, { weight }) => sum + weight, 0);
  let bias = 0;
  const weights = new Array<number>(width).fill(0);
  for (let step = 0; step < STEPS; step++) {
    let biasGradient = 0;
    const gradient = new Array<number>(width).fill(0);
    scaled.forEach((features, i) => {
      const { right, weight } = examples[i]!;
      const odds = oddsOf(features, { bias, weights });
      const error = weight * (odds - (right ? 1 : 0));
      biasGradient += error;
      for (let j = 0; j < width; j++) gradient[j]! += error * features[j]!;
    });
    bias -= (RATE * biasGradient) / total;
    for (let j = 0; j < width; j++) weights[j]! -= RATE * (gradient[j]! / total + L2 * weights[j]!);
  }
  // Back to the features' own units.
  const raw = weights.map((weight, j) => weight / spread[j]!);
  return { bias: bias - raw.reduce((sum, weight, j) => sum + weight * mean[j]!, 0), weights: raw };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

export function printOddsFit() {
  const examples = oddsExamples();
  const model = fitOdds(examples);
  console.log(
    `Weighed rule (answerOdds.ts), fitted on ${examples.length} examples: bias ${round(model.bias)}, ` +
      ANSWER_ODDS_FEATURES.map((name, j) => `${name} ${round(model.weights[j]!)}`).join(', '),
  );
  // Each development question read by a model fitted without its fold.
  const dev = examples.filter((each) => each.fold !== undefined);
  const heldOdds = new Map<OddsExample, number>();
  for (let fold = 0; fold < CROSS_FOLDS; fold++) {
    const fitted = fitOdds(examples.filter((each) => each.fold !== fold));
    for (const each of dev.filter((one) => one.fold === fold)) heldOdds.set(each, oddsOf(each.features, fitted));
  }
  const base = examples.filter((each) => each.fold === undefined);
  for (const threshold of [0.6, 0.7, THRESHOLDS.weighed, 0.9]) {
    // Per question: its likeliest candidate, answered from the threshold.
    const over = (list: readonly OddsExample[], odds: (each: OddsExample) => number) => {
      const likeliest = new Map<number, { each: OddsExample; odds: number }>();
      for (const each of list) {
        const value = odds(each);
        if ((likeliest.get(each.question)?.odds ?? -1) < value) likeliest.set(each.question, { each, odds: value });
      }
      const passed = [...likeliest.values()].filter((one) => one.odds >= threshold);
      return `${passed.filter((one) => one.each.right).length} right, ${passed.filter((one) => !one.each.right).length} wrong of ${likeliest.size}`;
    };
    console.log(
      `  from ${threshold}: development questions (cross-validated) ${over(dev, (each) => heldOdds.get(each)!)}; ` +
        `the base's held-out and left-out wordings ${over(base, (each) => oddsOf(each.features, model))}`,
    );
  }
}
