// Why the robot decided a part as it did, in the owner's words (pages/knowledge/decisionReason.ts),
// with the console's English texts.
import en from '@console/locales/en.json';
import { decisionReasonText } from '@console/pages/knowledge/decisionReason';
import { type TextValues, translate } from '@shared/ui/translate';
import { describe, expect, it } from 'vitest';

const t = (key: string, values?: TextValues) => translate([{ language: 'en', book: en }], key, values);

describe('the reason "try the robot" shows', () => {
  it('rule: an answer by the scoped rule says the question reads as none of the not-covered ones', () => {
    expect(decisionReasonText({ rule: 'scoped' }, t, 'en')).toMatch(
      /^Answered: it reads as none of the questions you listed as not covered/,
    );
  });

  it('rule: every rule that answers has its own sentence, the weighed one among them', () => {
    const rules = [
      'exact',
      'agreed',
      'sure',
      'long',
      'scoped',
      'search',
      'tie',
      'weighed',
      'rest',
      'followUp',
      'otherPart',
    ] as const;
    const texts = rules.map((rule) => decisionReasonText({ rule }, t, 'en'));
    for (const text of texts) expect(text).toMatch(/^Answered/);
    expect(new Set(texts).size).toBe(rules.length);
    expect(decisionReasonText({ rule: 'weighed' }, t, 'en')).toContain('everything read together');
  });

  it('rule: a question read as not covered says how much, and its own fix, not the phrasing one', () => {
    const text = decisionReasonText({ rule: 'notCovered', value: 0.93, needed: 0.5 }, t, 'en');
    expect(text).toMatch(
      /^Nothing offered: the question reads 93% as one of your questions no document answers; from 50%/,
    );
    expect(text).toContain('take the questions like it off that list');
    expect(text).not.toContain('To have it answered');
  });

  it('rule: a "Did you mean" left out as unlikely says the classifier\'s share and the bar, then the fix', () => {
    expect(decisionReasonText({ rule: 'unlikely', value: 0.018, needed: 0.1 }, t, 'en')).toMatch(
      /^Nothing offered: one document comes close, but the classifier gives it only 2%, .* from 10%\)\. To have it answered, /,
    );
  });

  it('rule: a held-back answer ends with how to fix it, the not-covered list among the ways', () => {
    expect(decisionReasonText({ rule: 'score', value: 0.45, needed: 0.5 }, t, 'en')).toMatch(
      /^Not answered: .* To have it answered, .* If no document should answer it, add it to the questions not covered\.$/,
    );
  });
});
