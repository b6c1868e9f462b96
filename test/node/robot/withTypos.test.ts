import { describe, expect, it } from 'vitest';
import { DEV_SETS } from './sets/devSet';
import { TYPO_MIN_LETTERS, withTypos } from './withTypos';

/** Edits between two words, a swap of neighbours counting one (optimal string alignment). */
function edits(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => i || j));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] == b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

describe('withTypos: a set as a phone types it', () => {
  const set = DEV_SETS.en!;
  const typed = withTypos(set, 0.12);

  it('rule: the same seed gives the same questions; the answers stay', () => {
    expect(withTypos(set, 0.12)).toEqual(typed);
    expect(typed.map((each) => each.docIds)).toEqual(set.map((each) => each.docIds));
  });

  it('rule: a mistyped word is one edit from the word; short words are never mistyped', () => {
    let mistyped = 0;
    let long = 0;
    set.forEach((each, i) => {
      const words = each.question.split(/(\p{L}+)/u);
      const typedWords = typed[i]!.question.split(/(\p{L}+)/u);
      // One edit keeps a word a word: the text splits into as many pieces, non-letters kept.
      expect(typedWords.length).toBe(words.length);
      words.forEach((word, k) => {
        if (!/^\p{L}+$/u.test(word)) return expect(typedWords[k]).toBe(word);
        if (word.length < TYPO_MIN_LETTERS) return expect(typedWords[k]).toBe(word);
        long++;
        if (typedWords[k] != word) mistyped++;
        expect(edits(word, typedWords[k]!)).toBeLessThanOrEqual(1);
      });
    });
    expect(mistyped / long).toBeGreaterThan(0.08);
    expect(mistyped / long).toBeLessThan(0.16);
  });
});
