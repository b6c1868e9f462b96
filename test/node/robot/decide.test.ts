// Answer, "Did you mean", guide or unknown (demo-host/server/robot/decide.ts).
import { decide, decideRest, GUIDE_SUGGESTIONS, THRESHOLDS } from '@server/robot/decide';
import { describe, expect, it } from 'vitest';

/** What a hit matched of the question: two terms, unless a rule is about one. */
const matched = ['tent', 'return'];
const hits = (...scores: number[]) =>
  scores.map((score, id) => ({ id, score, coverage: 1, phrasingCoverage: 1, matched }));
const t = THRESHOLDS;

describe('decide', () => {
  it('rule: a best hit from the answer score, leading the second enough, is answered', () => {
    const decision = decide(hits(t.answer, t.answer / t.lead));
    expect(decision.decision).toBe('answer');
    expect(decision.best?.id).toBe(0);
  });

  it('rule: a best hit that does not lead enough is not answered: the close ones are offered', () => {
    const decision = decide(hits(0.9, 0.89, 0.88));
    expect(decision.decision).toBe('guide');
    expect(decision.offered.map((hit) => hit.id)).toEqual([0, 1, 2]);
  });

  it('rule: a guide of one document is a confirm ("Did you mean: X?")', () => {
    const decision = decide(hits(t.answer - 0.01, t.guide / 2));
    expect(decision.decision).toBe('confirm');
    expect(decision.offered).toHaveLength(1);
    expect(decision.best?.id).toBe(0);
  });

  it('rule: no "Did you mean" about a document the classifier gives less than confirmConfidence: it does not know', () => {
    // "can you resole my boots" met "resell" by one typo, and was asked about the warranty of gear bought elsewhere.
    const one = (confidence: number) => [
      { id: 0, score: t.agreedAnswer - 0.05, confidence, coverage: 0.5, phrasingCoverage: 0.5, matched },
      { id: 1, score: t.guide / 2, confidence: 0, coverage: 1, phrasingCoverage: 1, matched },
    ];
    expect(decide(one(t.confirmConfidence)).decision).toBe('confirm');
    const unlikely = decide(one(t.confirmConfidence - 0.01));
    expect(unlikely).toMatchObject({ decision: 'unknown', offered: [] });
    expect(unlikely.reason).toEqual({
      rule: 'unlikely',
      value: t.confirmConfidence - 0.01,
      needed: t.confirmConfidence,
    });
    // A guide of several is still offered: the classifier's order tells which first.
    const several = decide([...one(0.01), { ...one(0)[1]!, id: 2, score: t.agreedAnswer - 0.06 }]);
    expect(several.decision).toBe('guide');
  });

  it('rule: below the guide score nothing is relevant', () => {
    expect(decide(hits(t.guide - 0.01)).decision).toBe('unknown');
    expect(decide([]).decision).toBe('unknown');
  });

  it('rule: a best hit sharing one term with a question it covers less than guideCoverage of offers nothing', () => {
    const oneWord = (coverage: number) => [{ id: 0, score: 0.5, coverage, phrasingCoverage: 1, matched: ['match'] }];
    expect(decide(oneWord(t.guideCoverage - 0.01)).decision).toBe('unknown');
    expect(decide(oneWord(t.guideCoverage)).decision).toBe('confirm');
    // Two shared terms are a topic, however little of the question they cover.
    expect(decide([{ ...oneWord(0.2)[0]!, matched }]).decision).toBe('confirm');
    // And so is one the classifier is sure of: the other words may be typos ("cant fnid my tracking numbr").
    const sure = (confidence: number) => [{ ...oneWord(0.2)[0]!, confidence }];
    expect(decide(sure(t.confidence - 0.01)).reason).toEqual({ rule: 'offTopic' });
    expect(decide(sure(t.confidence)).decision).not.toBe('unknown');
  });

  it(`rule: a guide lists at most ${GUIDE_SUGGESTIONS}, those within a share of the best`, () => {
    const decision = decide(hits(0.45, 0.44, 0.43, 0.42, 0.41, 0.4, 0.39));
    expect(decision.offered).toHaveLength(GUIDE_SUGGESTIONS);
    const spread = decide(hits(0.45, 0.44, 0.45 * t.guideShare - 0.01));
    expect(spread.offered).toHaveLength(2);
  });

  describe('where the classifier is trained (each hit has a confidence)', () => {
    const agreed = (score: number, confidence: number, second = 0) => [
      { id: 0, score, coverage: 0.3, phrasingCoverage: 0.3, confidence, matched },
      ...(second ? [{ id: 1, score: second, coverage: 0.3, phrasingCoverage: 0.3, confidence: 0, matched }] : []),
    ];

    it('rule: the best hit is answered from the agreed score when the classifier is confident of it, whatever it covers', () => {
      expect(decide(agreed(t.agreedAnswer, t.confidence)).decision).toBe('answer');
      expect(t.agreedAnswer).toBeLessThan(t.answer);
    });

    it('rule: the classifier doubting the best hit keeps it from being answered, however well the words match', () => {
      expect(decide(agreed(t.sureAnswer - 0.01, t.confidence - 0.01)).decision).toBe('confirm');
    });

    it('rule: a question with the words of a phrasing (the sure score) needs less of the classifier', () => {
      expect(decide(agreed(t.sureAnswer, t.sureConfidence)).decision).toBe('answer');
      expect(decide(agreed(t.sureAnswer, t.sureConfidence - 0.01)).decision).not.toBe('answer');
    });

    it('rule: the best hit still has to lead the second (unless the classifier is sure of it: below)', () => {
      expect(t.tieConfidence).toBeGreaterThan(t.confidence);
      // The lead on its own (the weighed rule, which reads every figure at once, off).
      const leadOnly = { ...t, weighed: 1 };
      expect(decide(agreed(0.9, t.tieConfidence - 0.01, 0.9 / t.agreedLead + 0.01), leadOnly).decision).toBe('guide');
      expect(decide(agreed(0.9, t.tieConfidence - 0.01, 0.9 / t.agreedLead - 0.01), leadOnly).decision).toBe('answer');
    });

    it('rule: among hits the search cannot tell apart (none leads), the one the classifier is sure of is answered', () => {
      const tied = (confidences: number[], scores = [0.8, 0.795, 0.79], terms = matched) =>
        scores.map((score, id) => ({
          id,
          score,
          coverage: 1,
          phrasingCoverage: 1,
          confidence: confidences[id]!,
          matched: terms,
        }));
      const decision = decide(tied([0.05, 0.05, t.tieConfidence]));
      expect(decision.decision).toBe('answer');
      expect(decision.best?.id).toBe(2);
      // The rule's bars, each on its own (the weighed rule, which reads the first three hits too, off).
      const tieOnly = { ...t, weighed: 1 };
      expect(decide(tied([0.1, 0.2, t.tieConfidence - 0.01]), tieOnly).decision).toBe('guide');
      // Only the close ones: a hit below the best by more than the lead is not picked.
      expect(decide(tied([0.05, 0.05, t.tieConfidence], [0.8, 0.79, 0.8 / t.tieLead - 0.01]), tieOnly).decision).toBe(
        'guide',
      );
      // And only from the agreed score on.
      expect(
        decide(
          tied(
            [0.05, 0.05, t.tieConfidence],
            [0.49, 0.48, 0.48].map((score) => score - 0.5 + t.agreedAnswer),
          ),
          tieOnly,
        ).decision,
      ).toBe('guide');
    });

    it('rule: a guide offers the close documents by score, and lists them most likely first as the classifier reads them', () => {
      const close = [0.6, 0.58, 0.56, 0.3].map((score, id) => ({
        id,
        score,
        coverage: 1,
        phrasingCoverage: 1,
        confidence: [0.1, 0.2, 0.6, 0.99][id]!,
        matched,
      }));
      const decision = decide(close);
      expect(decision.decision).toBe('guide');
      // The fourth is below the guide's share of the best: not offered, however sure the classifier.
      expect(decision.offered.map((hit) => hit.id)).toEqual([2, 1, 0]);
    });

    it('rule: a long message (longLength times a typical phrasing) is answered from the long score when the classifier is sure of it', () => {
      const story = agreed(t.longAnswer, t.longConfidence);
      expect(t.longAnswer).toBeLessThan(t.agreedAnswer);
      expect(decide(story, t, t.longLength)).toMatchObject({ decision: 'answer', reason: { rule: 'long' } });
      // Each bar of the rule holds on its own (the weighed rule, which reads them all at once, off).
      const longOnly = { ...t, weighed: 1 };
      expect(decide(story, longOnly, t.longLength - 0.1).decision).not.toBe('answer');
      expect(decide(agreed(t.longAnswer, t.longConfidence - 0.01), longOnly, t.longLength).decision).not.toBe('answer');
      expect(decide(agreed(t.longAnswer - 0.01, t.longConfidence), longOnly, t.longLength).decision).not.toBe('answer');
    });

    it('rule: where the owner lists questions no document answers, a question that reads as none of them is answered from the scoped score and confidence', () => {
      const scoped = (outOfScope: number | undefined, score = t.scopedAnswer, confidence = t.scopedConfidence) =>
        agreed(score, confidence).map((hit) => ({ ...hit, outOfScope }));
      expect(t.scopedAnswer).toBeLessThan(t.agreedAnswer);
      expect(t.scopedConfidence).toBeLessThan(t.confidence);
      const answered = decide(scoped(t.scopedOutOfScope));
      expect(answered).toMatchObject({ decision: 'answer', reason: { rule: 'scoped' } });
      // It reads a little as a question the owner ruled out, or the owner listed none: held back.
      expect(decide(scoped(t.scopedOutOfScope + 0.01)).decision).not.toBe('answer');
      expect(decide(scoped(undefined)).decision).not.toBe('answer');
      expect(decide(scoped(0, t.scopedAnswer - 0.01)).decision).not.toBe('answer');
      expect(decide(scoped(0, t.scopedAnswer, t.scopedConfidence - 0.01)).decision).not.toBe('answer');
      // A question that reads as one of them is offered nothing, however close a document is.
      expect(decide(scoped(t.notCovered, 0.9, 0.9))).toMatchObject({
        decision: 'unknown',
        offered: [],
        reason: { rule: 'notCovered', value: t.notCovered, needed: t.notCovered },
      });
      expect(decide(scoped(t.notCovered - 0.01, 0.9, 0.9)).decision).toBe('answer');
      // And it must lead the second as the agreed rule does.
      const close = [
        ...scoped(0),
        { id: 1, score: t.scopedAnswer / 1.1, coverage: 0.3, phrasingCoverage: 0.3, confidence: 0, matched },
      ];
      expect(decide(close).decision).not.toBe('answer');
    });
    it('rule: a best hit no other rule answers is answered when every reading weighed together makes it likely (answerOdds)', () => {
      // "I want to return my jacket": the classifier's 84 %, and a phrasing covered whole, but
      // only 1.06 times the next document's score where the agreed rule asks 1.2.
      const nearly = (confidence: number, coverage: number) => [
        { id: 0, score: 0.92, coverage, phrasingCoverage: coverage, confidence, matched },
        { id: 1, score: 0.92 / 1.06, coverage, phrasingCoverage: coverage, confidence: 0.1, matched },
      ];
      expect(decide(nearly(0.84, 1))).toMatchObject({
        decision: 'answer',
        best: { id: 0 },
        reason: { rule: 'weighed' },
      });
      // The same figures but half covered, or doubted by the classifier: held back.
      expect(decide(nearly(0.84, 0.5)).decision).toBe('guide');
      expect(decide(nearly(0.3, 1)).decision).toBe('guide');
      // Off by the threshold: never.
      expect(decide(nearly(0.84, 1), { ...t, weighed: 1 }).decision).toBe('guide');
    });
    it('rule: the weighed rule answers the likeliest of the first three hits, not only the first', () => {
      // "how much is shiping": the delivery-time document first by its score, the shipping-cost
      // document second, covered as well and the classifier sure of it.
      const hits = (secondAt: number) =>
        [
          { id: 0, score: 0.82, coverage: 0.9, phrasingCoverage: 0.9, confidence: 0.01, matched },
          { id: 1, score: 0.5, coverage: 0.5, phrasingCoverage: 0.5, confidence: 0.01, matched },
          { id: 2, score: 0.49, coverage: 0.5, phrasingCoverage: 0.5, confidence: 0.01, matched },
          { id: 3, score: 0.48, coverage: 0.5, phrasingCoverage: 0.5, confidence: 0.01, matched },
        ].map((hit, i) =>
          i == secondAt ? { ...hit, score: 0.7, coverage: 0.9, phrasingCoverage: 1, confidence: 0.97 } : hit,
        );
      expect(decide(hits(1))).toMatchObject({ decision: 'answer', best: { id: 1 }, reason: { rule: 'weighed' } });
      expect(decide(hits(2))).toMatchObject({ decision: 'answer', best: { id: 2 }, reason: { rule: 'weighed' } });
      // The fourth is not read: a guide.
      expect(decide(hits(3)).decision).toBe('guide');
    });
  });

  describe('the reason "try the robot" shows', () => {
    const agreed = (score: number, confidence: number, second = 0) => [
      { id: 0, score, coverage: 0.3, phrasingCoverage: 0.3, confidence, matched },
      ...(second ? [{ id: 1, score: second, coverage: 0.3, phrasingCoverage: 0.3, confidence: 0, matched }] : []),
    ];

    it('names the rule that answered', () => {
      expect(decide(agreed(t.agreedAnswer, t.confidence)).reason).toEqual({ rule: 'agreed' });
      expect(decide(agreed(t.sureAnswer, t.sureConfidence)).reason).toEqual({ rule: 'sure' });
      expect(decide(agreed(t.longAnswer, t.longConfidence), t, t.longLength).reason).toEqual({ rule: 'long' });
      expect(decide(hits(t.answer, t.answer / t.lead)).reason).toEqual({ rule: 'search' });
    });

    it('names the first figure that held the best hit back: its lead, then its score, then the classifier', () => {
      const close = 0.9 / t.agreedLead + 0.01;
      expect(decide(agreed(0.9, 0.1, close)).reason).toEqual({
        rule: 'lead',
        value: 0.9 / close,
        needed: t.agreedLead,
      });
      expect(decide(agreed(t.agreedAnswer - 0.01, 0.99), { ...t, weighed: 1 }).reason).toEqual({
        rule: 'score',
        value: t.agreedAnswer - 0.01,
        needed: t.agreedAnswer,
      });
      expect(decide(agreed(t.agreedAnswer, t.confidence - 0.01)).reason).toEqual({
        rule: 'confidence',
        value: t.confidence - 0.01,
        needed: t.confidence,
      });
    });

    it('without a classifier, the coverage of the question and of the phrasing', () => {
      const covering = (coverage: number, phrasingCoverage: number) => [
        { id: 0, score: t.answer, coverage, phrasingCoverage, matched },
      ];
      expect(decide(covering(t.coverage - 0.1, 1)).reason).toEqual({
        rule: 'coverage',
        value: t.coverage - 0.1,
        needed: t.coverage,
      });
      expect(decide(covering(1, t.phrasingCoverage - 0.1)).reason).toEqual({
        rule: 'phrasingCoverage',
        value: t.phrasingCoverage - 0.1,
        needed: t.phrasingCoverage,
      });
    });

    it('says why nothing is offered', () => {
      expect(decide(hits(t.guide - 0.01)).reason).toEqual({ rule: 'nothing', value: t.guide - 0.01, needed: t.guide });
      expect(decide([]).reason).toEqual({ rule: 'nothing', value: 0, needed: t.guide });
      const oneWord = [{ id: 0, score: 0.5, coverage: 0.1, phrasingCoverage: 1, matched: ['match'] }];
      expect(decide(oneWord).reason).toEqual({ rule: 'offTopic' });
    });
  });

  describe('decideRest: what a question asks besides its answer', () => {
    const rest = (score: number, confidence: number, phrasingCoverage: number, second = 0) => [
      { id: 0, score, coverage: 1, phrasingCoverage, confidence, matched },
      ...(second ? [{ id: 1, score: second, coverage: 1, phrasingCoverage: 1, confidence: 0, matched }] : []),
    ];
    const sure = rest(t.restAnswer, t.restConfidence, t.restPhrasingCoverage);

    it('rule: a rest that reads as another document, sure, in a question twice a phrasing long, is answered too', () => {
      expect(decideRest(sure, t.restLength)?.id).toBe(0);
    });

    it('rule: a question as short as a phrasing asks one thing: its rest is never answered', () => {
      expect(decideRest(sure, t.restLength - 0.1)).toBeUndefined();
    });

    it('rule: a rest below the rest score, the confidence or the phrasing share, or not leading, is not answered', () => {
      expect(decideRest(rest(t.restAnswer - 0.01, t.restConfidence, 1), t.restLength)).toBeUndefined();
      expect(decideRest(rest(t.restAnswer, t.restConfidence - 0.01, 1), t.restLength)).toBeUndefined();
      expect(decideRest(rest(t.restAnswer, 1, t.restPhrasingCoverage - 0.01), t.restLength)).toBeUndefined();
      expect(decideRest(rest(0.9, 1, 1, 0.9 / t.agreedLead + 0.01), t.restLength)).toBeUndefined();
    });

    it('rule: without a classifier (no confidence) the rest is not answered', () => {
      expect(decideRest([{ score: 1, coverage: 1, phrasingCoverage: 1, matched }], 10)).toBeUndefined();
    });
  });
});
