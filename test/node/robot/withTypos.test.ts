import { typoNeighbours } from '@server/robot/search/typos';
import { describe, expect, it } from 'vitest';
import { DEV_SETS } from './sets/devSet';
import { TYPO_MIN_LETTERS, withTypos } from './withTypos';

/** One typo apart as the robot reads typos (search/typos.ts): the words, each less a letter or whole, meet. */
const oneTypoApart = (a: string, b: string) => typoNeighbours(a).some((each) => typoNeighbours(b).includes(each));

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
        expect(oneTypoApart(word, typedWords[k]!)).toBe(true);
      });
    });
    expect(mistyped / long).toBeGreaterThan(0.08);
    expect(mistyped / long).toBeLessThan(0.16);
  });
});
