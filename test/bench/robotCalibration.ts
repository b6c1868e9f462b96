// `node dist/bench/run.js robot-calibrate`: the grid search behind the robot's decision
// thresholds (demo-host/server/robot/decide.ts), on the development sets only: the held-out
// test sets are never read here. It keeps the thresholds that answer the most questions
// right while confident wrong answers stay at or under WRONG_AIM in every language.
import { DEMO_TENANT_ID } from '@demo/demoKnowledgeBase';
import { type DecisionThresholds, THRESHOLDS } from '@server/robot/decide';
import { demoRobot } from '../node/robot/demoRobot';
import { scoreSet } from '../node/robot/evaluate';
import { DEV_SETS } from '../node/robot/sets/devSet';

/** Confident wrong answers, as a share of each language's questions. */
const WRONG_AIM = 0.02;

const GRID = {
  answer: [0.5, 0.55, 0.6],
  lead: [1.1, 1.2],
  coverage: [0.5, 0.6],
  phrasingCoverage: [0, 0.4, 0.5, 0.6],
  guide: [0.25],
};

interface Trial {
  thresholds: DecisionThresholds;
  right: number;
  covered: number;
  worstWrong: number;
  guidedOrRight: number;
}

function trial(thresholds: DecisionThresholds): Trial {
  const robot = demoRobot({ thresholds });
  const result: Trial = { thresholds, right: 0, covered: 0, worstWrong: 0, guidedOrRight: 0 };
  for (const [lang, set] of Object.entries(DEV_SETS)) {
    const score = scoreSet(robot, DEMO_TENANT_ID, lang, set);
    result.right += score.right;
    result.covered += score.covered;
    result.guidedOrRight += score.right + score.guided;
    result.worstWrong = Math.max(result.worstWrong, score.wrong / score.questions);
  }
  return result;
}

export function calibrateRobot() {
  const trials: Trial[] = [];
  for (const answer of GRID.answer)
    for (const lead of GRID.lead)
      for (const coverage of GRID.coverage)
        for (const phrasingCoverage of GRID.phrasingCoverage)
          for (const guide of GRID.guide)
            if (guide < answer) trials.push(trial({ ...THRESHOLDS, answer, lead, coverage, phrasingCoverage, guide }));
  const kept = trials
    .filter((each) => each.worstWrong <= WRONG_AIM)
    .sort((a, b) => b.right - a.right || b.guidedOrRight - a.guidedOrRight);
  const line = (each: Trial) =>
    `${JSON.stringify(each.thresholds)}  right ${((each.right / each.covered) * 100).toFixed(1)}%  answered or guided ${((each.guidedOrRight / each.covered) * 100).toFixed(1)}%  worst language's confident wrong ${(each.worstWrong * 100).toFixed(1)}%`;
  console.log(
    `Robot calibration on the development sets (${trials.length} tried, worst language ≤ ${WRONG_AIM * 100}% wrong):`,
  );
  for (const each of kept.slice(0, 5)) console.log('  ' + line(each));
  console.log(`  now: ${line(trial(THRESHOLDS))}`);
}
