// The robot's tokenizer, used by minisearch both to index the knowledge base and to read
// the visitor's question, so both sides split text the same way.
//
// - Everything is lower-cased.
// - Latin (and any other non-Han) text splits on anything that is not a letter or digit;
//   apostrophes are dropped first so "don't" stays one token ("dont"). English words are
//   lightly stemmed (see stem).
// - A run of Han characters is segmented with Intl.Segmenter('zh') (word-like segments
//   only) AND gives character bigrams: the segmenter's dictionary does not always agree
//   between a stored question and the visitor's phrasing ("退货" may come out as "退|货"),
//   the bigrams still match. See hanTokens for which bigrams.
// - A small list of stop words (English function words, a few Chinese particles and
//   pronouns) is dropped, unless that would drop every token: then all are kept, so a
//   question like "how do I" still searches for something.

const HAN = /\p{Script=Han}/u;
/** A run of Han characters, or a run of other letters and digits. */
const RUN = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;
const APOSTROPHES = /['’]/g;

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

export const STOP_WORDS: ReadonlySet<string> = new Set([
  // English
  'a',
  'an',
  'the',
  'is',
  'are',
  'am',
  'was',
  'were',
  'be',
  'been',
  'do',
  'does',
  'did',
  'i',
  'me',
  'my',
  'we',
  'our',
  'you',
  'your',
  'it',
  'its',
  'this',
  'that',
  'there',
  'to',
  'of',
  'in',
  'on',
  'at',
  'for',
  'with',
  'from',
  'by',
  'and',
  'or',
  'so',
  'if',
  'how',
  'what',
  'when',
  'where',
  'which',
  'who',
  'why',
  'can',
  'could',
  'would',
  'will',
  'should',
  'please',
  'hi',
  'hello',
  'hey',
  'thanks',
  'any',
  'some',
  'just',
  'get',
  'im',
  'have',
  'has',
  'had',
  'something',
  'about',
  'whats',
  'wheres',
  'hows',
  'ive',
  'id',
  'got',
  'want',
  'need',
  'like',
  'wanna',
  'ur',
  'u',
  'one',
  'two',
  // Chinese particles, pronouns and question words
  '的',
  '了',
  '吗',
  '呢',
  '吧',
  '啊',
  '呀',
  '哦',
  '嗯',
  '我',
  '你',
  '您',
  '我的',
  '你们',
  '我们',
  '请',
  '请问',
  '怎么',
  '如何',
  '什么',
  '一下',
  '是',
  '是不是',
  '可以',
  '能',
  '我想',
  '我要',
  '想要',
  '要',
  '想',
  '不',
  '有',
  '在',
  '就',
  '都',
  '也',
  '和',
  '还',
  '没有',
  '怎样',
  '哪里',
  '多少',
]);

/**
 * Words visitors spell two ways that mean one thing: "can't" (read "cant" once the apostrophe
 * goes) is the knowledge base's "cannot". Without it "what if you can't fix it" finds only
 * "fix" and answers the paid-repair doc instead of "What happens if my item cannot be repaired?".
 */
const SAME_WORD: Readonly<Record<string, string>> = { cant: 'cannot' };

const LATIN_WORD = /^[a-z]+$/;
const VOWEL = /[aeiouy]/;
const DOUBLED = /([bdgmnprt])\1$/;

/**
 * A light English stemmer, so "returns", "returned" and "returning" all find "return", and
 * "shipped", "shipping" find "ship". It only strips the plural "s"/"ies", "ed" and "ing"
 * (undoubling "shipp" → "ship") and a final "e" of longer words ("charge", "charged" →
 * "charg"); anything it gets wrong is still caught by the search's fuzzy matching.
 */
export function stem(word: string): string {
  if (word.length <= 3 || !LATIN_WORD.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return word.slice(0, -3) + 'y';
  if (word.endsWith('sses')) return word.slice(0, -2);
  let stemmed = word;
  const suffix = /(?:ing|ed)$/.exec(word);
  if (suffix) {
    const base = word.slice(0, suffix.index);
    if (base.length >= 3 && VOWEL.test(base)) stemmed = DOUBLED.test(base) ? base.slice(0, -1) : base;
  } else if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) {
    stemmed = word.slice(0, -1);
  }
  if (stemmed.endsWith('e') && stemmed.length > 4) stemmed = stemmed.slice(0, -1);
  return stemmed;
}

/** True when the text holds a Han character: the robot then reads it as Chinese. */
export const hasHan = (text: string): boolean => HAN.test(text);

/**
 * The terms of a run of Han characters: the segmenter's word-like segments, plus character
 * bigrams where segmentation is unreliable. The segmenter does not always cut a stored
 * question and a visitor's phrasing alike: "退货" is one word in "怎么申请退货", but "退|货"
 * in "我想退货怎么办" and "退|货运|费" in "退货运费谁来出". So a bigram is emitted
 * - inside a word of three or more characters ("多少钱" → "少钱"), and
 * - across every boundary that touches a one-character segment ("退|货运" → "退货",
 *   "货运|费" → "运费"),
 * but never between two words ("退货|怎么" gives no "货怎") and never over a stop word
 * ("能|分期|吗" gives no "能分", "期吗"). A one-character segment that no bigram covers
 * stays a term of its own ("可以|退|吗" → "退").
 */
function hanTokens(run: string): string[] {
  interface HanChar {
    char: string;
    /** The number of the segment the character belongs to, and that segment's length. */
    segment: number;
    length: number;
    /** In a stop-word segment, or a stop word itself. */
    stop: boolean;
  }
  const chars: HanChar[] = [];
  const tokens = new Set<string>();
  let segmentNo = 0;
  for (const { segment, isWordLike } of segmenter.segment(run)) {
    segmentNo++;
    if (!isWordLike) continue;
    if (segment.length > 1) tokens.add(segment);
    const stop = STOP_WORDS.has(segment);
    for (const char of segment)
      chars.push({ char, segment: segmentNo, length: segment.length, stop: stop || STOP_WORDS.has(char) });
  }
  const covered = new Set<number>();
  for (let i = 0; i + 1 < chars.length; i++) {
    const a = chars[i]!;
    const b = chars[i + 1]!;
    if (a.stop || b.stop) continue;
    const wanted = a.segment == b.segment ? a.length >= 3 : a.length == 1 || b.length == 1;
    if (!wanted) continue;
    tokens.add(a.char + b.char);
    covered.add(i).add(i + 1);
  }
  // A one-character segment stays a term only when no bigram covers it.
  chars.forEach(({ char, length }, i) => {
    if (length == 1 && !covered.has(i)) tokens.add(char);
  });
  return [...tokens];
}

/** Splits text into search terms (see the file comment). Never empty unless the text has no letters or digits. */
export function tokenize(text: string): string[] {
  const all: string[] = [];
  const kept: string[] = [];
  const add = (token: string, term: string) => {
    all.push(term);
    if (!STOP_WORDS.has(token)) kept.push(term);
  };
  for (const [run] of text.toLowerCase().replace(APOSTROPHES, '').matchAll(RUN)) {
    if (HAN.test(run)) for (const token of hanTokens(run)) add(token, token);
    else add(run, stem(SAME_WORD[run] ?? run)); // stop words are listed unstemmed ("does", not "doe")
  }
  return kept.length > 0 ? kept : all;
}
