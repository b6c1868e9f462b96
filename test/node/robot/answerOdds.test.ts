// The weighed rule's model (demo-host/server/robot/answerOdds.ts): how likely the search's
// best document is the one asked for, every reading taken together.
import {
  ANSWER_ODDS_FEATURES,
  answerFeatures,
  answerOdds,
  likeliest,
  WEIGHED_CANDIDATES,
} from '@server/robot/answerOdds';
import { describe, expect, it } from 'vitest';

const hit = (
  confidence: number | undefined,
  over: Partial<{ score: number; coverage: number; phrasingCoverage: number; outOfScope: number }> = {},
) => ({
  score: 0.6,
  coverage: 0.8,
  phrasingCoverage: 0.8,
  confidence,
  ...over,
});

describe('answerOdds', () => {
  it('has no reading where no classifier is trained: the search decides alone', () => {
    expect(answerFeatures([hit(undefined)], 1)).toBeUndefined();
    expect(answerOdds([hit(undefined)], 1)).toBe(0);
    expect(answerOdds([], 1)).toBe(0);
  });

  it("reads one figure per feature, the classifier's lead against the best of the other hits", () => {
    const features = answerFeatures([hit(0.8), hit(0.1), hit(0.05)], 1)!;
    expect(features).toHaveLength(ANSWER_ODDS_FEATURES.length);
    expect(features[ANSWER_ODDS_FEATURES.indexOf('confidenceLead')]).toBeCloseTo(Math.log(0.801 / 0.101), 6);
  });

  it('rule: more sure, more covered, longer questions are more likely right; a question like one the owner ruled out is less', () => {
    const odds = (confidence: number, over = {}, length = 1) => answerOdds([hit(confidence, over), hit(0.1)], length);
    expect(odds(0.9)).toBeGreaterThan(odds(0.6));
    expect(odds(0.8, { coverage: 1 })).toBeGreaterThan(odds(0.8, { coverage: 0.5 }));
    expect(odds(0.8, { phrasingCoverage: 1 })).toBeGreaterThan(odds(0.8, { phrasingCoverage: 0.5 }));
    expect(odds(0.8, {}, 3)).toBeGreaterThan(odds(0.8, {}, 1));
    expect(odds(0.8, { outOfScope: 0.4 })).toBeLessThan(odds(0.8, { outOfScope: 0 }));
    // The classifier's lead over the next hit counts too.
    expect(answerOdds([hit(0.6), hit(0.05)], 1)).toBeGreaterThan(answerOdds([hit(0.6), hit(0.35)], 1));
  });

  it("reads a later hit against the first one's score: a lower score is less likely", () => {
    const hits = [hit(0.1, { score: 0.8 }), hit(0.8, { score: 0.8 }), hit(0.8, { score: 0.4 })];
    expect(answerFeatures(hits, 1, 0)![ANSWER_ODDS_FEATURES.indexOf('scoreShare')]).toBe(0);
    expect(answerFeatures(hits, 1, 2)![ANSWER_ODDS_FEATURES.indexOf('scoreShare')]).toBeCloseTo(Math.log(0.5), 6);
    const odds = (at: number) => answerOdds([hit(0.1, { score: 0.8 }), hit(0.85, { score: at })], 1);
    expect(odds(0.8)).toBeGreaterThan(odds(0.5));
  });

  it('rule: weighs the first hits (WEIGHED_CANDIDATES) and gives the likeliest', () => {
    const hits = [hit(0.05), hit(0.9, { score: 0.58 }), hit(0.03), hit(0.02)];
    expect(likeliest(hits, 1)?.hit).toBe(hits[1]);
    expect(likeliest(hits, 1)?.odds).toBe(answerOdds(hits, 1));
    // Past the first WEIGHED_CANDIDATES, a hit is not read.
    const late = [...Array.from({ length: WEIGHED_CANDIDATES }, () => hit(0.02)), hit(0.9)];
    expect(likeliest(late, 1)?.hit).not.toBe(late[WEIGHED_CANDIDATES]);
    expect(likeliest([hit(undefined)], 1)).toBeUndefined();
  });

  it('is a probability', () => {
    for (const confidence of [0, 0.5, 1]) {
      const odds = answerOdds([hit(confidence, { coverage: confidence, phrasingCoverage: confidence })], 100);
      expect(odds).toBeGreaterThanOrEqual(0);
      expect(odds).toBeLessThanOrEqual(1);
    }
  });
});
