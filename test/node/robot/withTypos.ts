// A question set as a phone types it: a typo (a letter dropped, two neighbours swapped, one
// replaced or one added) in a share of the words of TYPO_MIN_LETTERS or more, from a seeded
// draw, so every run reads the same questions. For the alphabets' sets (TYPO_LANGS): a word of
// Chinese or Japanese is not mistyped a letter at a time. `npm run bench` prints the
// development sets so beside the sets as written.
import { seededRandom } from '@server/robot/seededRandom';
import type { VisitorQuestion } from './sets/visitorQuestion';

export const TYPO_LANGS = ['en', 'es', 'de', 'fr'];
export const TYPO_MIN_LETTERS = 4;
/** The share of those words the bench mistypes: about one word in eight. */
export const BENCH_TYPO_SHARE = 0.12;
const LOWER = 'abcdefghijklmnopqrstuvwxyz';

/** One edit of `word` at a drawn place. */
function mistype(word: string, random: () => number): string {
  const at = Math.floor(random() * word.length);
  const letter = LOWER[Math.floor(random() * LOWER.length)]!;
  const kind = Math.floor(random() * 4);
  if (kind == 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind == 1 && at < word.length - 1) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  if (kind == 2) return word.slice(0, at) + letter + word.slice(at + 1);
  return word.slice(0, at) + letter + word.slice(at);
}

/** `set` with a typo in about `share` of its words of TYPO_MIN_LETTERS or more, drawn from `seed`. */
export function withTypos(set: readonly VisitorQuestion[], share: number, seed = 7): VisitorQuestion[] {
  const random = seededRandom(seed);
  return set.map((each) => ({
    ...each,
    question: each.question.replace(/\p{L}+/gu, (word) =>
      word.length >= TYPO_MIN_LETTERS && random() < share ? mistype(word, random) : word,
    ),
  }));
}
