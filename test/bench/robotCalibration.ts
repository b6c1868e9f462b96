// `node dist/bench/run.js robot-calibrate`: the grid search behind the robot's decision
// thresholds (demo-host/server/robot/decide.ts), on the development sets and the knowledge
// base's own held-out phrasings (robotFolds.ts) only: the held-out test sets are never read
// here. It keeps the thresholds that answer the most development questions right while
// confident wrong answers stay at or under WRONG_AIM in every language (or, where no
// thresholds of the grid reach that, at the least any reaches) (within one question
// of the most, those with the fewest wrong answers on the folds), and prints the folds'
// figures beside them: a choice that gains on the development sets and loses on the folds is
// fitted to the sets.
import { DEMO_TENANT_ID } from '@demo/demoKnowledgeBase';
import { type DecisionThresholds, THRESHOLDS } from '@server/robot/decide';
import { demoRobot } from '../node/robot/demoRobot';
import { scoreSet } from '../node/robot/evaluate';
import { DEV_SETS } from '../node/robot/sets/devSet';
import { askedLine, type FoldScore, foldLine, heldOutAskedOfRobots, heldOutPhrasings, scoreFolds } from './robotFolds';

/** Confident wrong answers, as a share of each language's questions. */
const WRONG_AIM = 0.02;

const GRID = {
  agreedAnswer: [0.35, 0.4, 0.45, 0.5],
  confidence: [0.6, 0.7, 0.8],
  agreedLead: [1.02, 1.05, 1.1, 1.2],
  sureAnswer: [0.8, 0.9],
  sureConfidence: [0.3, 0.5],
};

/**
 * Then, the main thresholds kept: the classifier's pick among near-tied hits, and the rules
 * for a long message and for the rest of a question (decide.ts). The index-level folds see
 * the first, not the others (a phrasing is short and asks one thing): the robot-level folds
 * printed after (robotFolds.ts, heldOutAskedOfRobots) do.
 */
const SECOND_GRID = {
  /** 1.01: never (no probability reaches it). */
  tieConfidence: [0.7, 0.8, 0.9, 1.01],
  tieLead: [1.02, 1.1, 1.2, 1.35],
  longAnswer: [0.25, 0.3, 0.35],
  longConfidence: [0.7, 0.75, 0.8],
  restConfidence: [0.8, 0.9],
};

interface Trial {
  thresholds: DecisionThresholds;
  right: number;
  covered: number;
  worstWrong: number;
  guidedOrRight: number;
  folds: FoldScore;
}

/**
 * The trials within the bound, best first: the most development questions right; within one
 * question of that, the fewest wrong answers on the held-out phrasings (a question more on
 * the sets is noise beside them); then the strictest long-message and rest rules (answering
 * on less is a risk the sets do not show).
 */
function ranked(trials: readonly Trial[], wrongBound: number): Trial[] {
  const allowed = trials.filter((each) => each.worstWrong <= wrongBound);
  const most = Math.max(...allowed.map((each) => each.right));
  const near = (each: Trial) => each.right >= most - 1;
  return allowed.sort(
    (a, b) =>
      Number(near(b)) - Number(near(a)) ||
      (near(a) ? a.folds.wrong - b.folds.wrong : 0) ||
      b.right - a.right ||
      b.folds.right - a.folds.right ||
      b.thresholds.longAnswer - a.thresholds.longAnswer ||
      b.thresholds.longConfidence - a.thresholds.longConfidence ||
      b.thresholds.restConfidence - a.thresholds.restConfidence,
  );
}

export function calibrateRobot() {
  // One robot (its indexes and classifiers trained once), its thresholds changed between trials.
  const thresholds: DecisionThresholds = { ...THRESHOLDS };
  const robot = demoRobot({ thresholds });
  const folds = heldOutPhrasings();
  const trial = (values: Partial<DecisionThresholds>): Trial => {
    Object.assign(thresholds, THRESHOLDS, values);
    const result: Trial = {
      thresholds: { ...thresholds },
      right: 0,
      covered: 0,
      worstWrong: 0,
      guidedOrRight: 0,
      folds: scoreFolds(folds, thresholds),
    };
    for (const [lang, set] of Object.entries(DEV_SETS)) {
      const score = scoreSet(robot, DEMO_TENANT_ID, lang, set);
      result.right += score.right;
      result.covered += score.covered;
      result.guidedOrRight += score.right + score.guided;
      result.worstWrong = Math.max(result.worstWrong, score.wrong / score.questions);
    }
    return result;
  };

  const trials: Trial[] = [];
  for (const agreedAnswer of GRID.agreedAnswer)
    for (const confidence of GRID.confidence)
      for (const agreedLead of GRID.agreedLead)
        for (const sureAnswer of GRID.sureAnswer)
          for (const sureConfidence of GRID.sureConfidence)
            trials.push(trial({ agreedAnswer, confidence, agreedLead, sureAnswer, sureConfidence }));
  // A wrong answer no thresholds of the grid remove is the engine's: the thresholds are
  // judged on the ones they add (the aim, or the least any reaches where none meets it).
  const wrongBound = Math.max(WRONG_AIM, Math.min(...trials.map((each) => each.worstWrong)));
  const kept = ranked(trials, wrongBound);
  const shown = (each: Trial) =>
    ['agreedAnswer', 'confidence', 'agreedLead', 'sureAnswer', 'sureConfidence']
      .map((key) => `${key} ${each.thresholds[key as keyof DecisionThresholds]}`)
      .join(', ');
  const line = (each: Trial) =>
    `${shown(each)}: development right ${((each.right / each.covered) * 100).toFixed(1)}%, answered or guided ${((each.guidedOrRight / each.covered) * 100).toFixed(1)}%, worst language's confident wrong ${(each.worstWrong * 100).toFixed(1)}%; ${foldLine(each.folds)}`;
  console.log(
    `Robot calibration on the development sets (${trials.length} tried, worst language ≤ ${(wrongBound * 100).toFixed(1)}% wrong; the aim ${WRONG_AIM * 100}%):`,
  );
  for (const each of kept.slice(0, 5)) console.log('  ' + line(each));
  console.log(`  now: ${line(trial({}))}`);

  const second: Trial[] = [];
  for (const tieConfidence of SECOND_GRID.tieConfidence)
    for (const tieLead of SECOND_GRID.tieLead)
      for (const longAnswer of SECOND_GRID.longAnswer)
        for (const longConfidence of SECOND_GRID.longConfidence)
          for (const restConfidence of SECOND_GRID.restConfidence)
            second.push(
              trial({ ...kept[0]?.thresholds, tieConfidence, tieLead, longAnswer, longConfidence, restConfidence }),
            );
  const shownSecond = (each: Trial) =>
    ['tieConfidence', 'tieLead', 'longAnswer', 'longConfidence', 'restConfidence']
      .map((key) => `${key} ${each.thresholds[key as keyof DecisionThresholds]}`)
      .join(', ');
  const secondKept = ranked(second, wrongBound);
  console.log('  then the tie, long-message and rest rules, the others as the first above:');
  const secondLine = (each: Trial) =>
    `${shownSecond(each)}: development right ${((each.right / each.covered) * 100).toFixed(1)}%, worst language's confident wrong ${(each.worstWrong * 100).toFixed(1)}%; ${foldLine(each.folds)}`;
  for (const each of secondKept.slice(0, 3)) console.log(`    ${secondLine(each)}`);
  console.log(`    now: ${secondLine(trial({}))}`);
  console.log(`  the robot asked the held-out phrasings, as now: ${askedLine(heldOutAskedOfRobots(THRESHOLDS))}`);
  const searchAlone = folds.map((question) => ({
    ...question,
    hits: question.hits.map(({ confidence: _, ...hit }) => hit),
  }));
  console.log(`  the search's own rule (no classifier): ${foldLine(scoreFolds(searchAlone, THRESHOLDS))}`);
}
