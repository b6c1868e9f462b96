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
  'a', 'an', 'the', 'is', 'are', 'am', 'was', 'were', 'be', 'been', 'do', 'does', 'did',
  'i', 'me', 'my', 'we', 'our', 'you', 'your', 'it', 'its', 'this', 'that', 'there',
  'to', 'of', 'in', 'on', 'at', 'for', 'with', 'from', 'by', 'and', 'or', 'so', 'if',
  'how', 'what', 'when', 'where', 'which', 'who', 'why', 'can', 'could', 'would', 'will',
  'should', 'please', 'hi', 'hello', 'hey', 'thanks', 'any', 'some', 'just', 'get', 'im',
  'have', 'has', 'had', 'something', 'about', 'whats', 'wheres', 'hows', 'ive', 'id', 'got',
  // Chinese particles, pronouns and question words
  '的', '了', '吗', '呢', '吧', '啊', '呀', '哦', '嗯', '我', '你', '您', '我的', '你们',
  '我们', '请', '请问', '怎么', '如何', '什么', '一下', '是', '是不是', '可以', '能', '我想', '我要', '想要',
  '要', '想', '不', '有', '在', '就', '都', '也', '和', '还', '没有', '怎样', '哪里', '多少',
]);

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

const isStopChar = (char: string) => STOP_WORDS.has(char);

/**
 * The terms of a run of Han characters. The segmenter's words are kept; where it found no
 * word and fell back to single characters ("退|货", "保|修|期"), those characters are joined
 * again as bigrams ("退货", "保修", "修期"), and words of three or more characters also give
 * their bigrams ("什么时候" → "时候"…), so a short question matches however either side was
 * segmented. A bigram over a one-character stop word ("能退", "退吗") is noise and skipped;
 * a character no bigram covers stays a term of its own ("能退吗" → "退").
 */
function hanTokens(run: string): string[] {
  const tokens = new Set<string>();
  let loose = ''; // consecutive one-character segments
  const flushLoose = () => {
    const covered = new Set<number>();
    for (let i = 0; i + 1 < loose.length; i++) {
      if (isStopChar(loose[i]!) || isStopChar(loose[i + 1]!)) continue;
      tokens.add(loose.slice(i, i + 2));
      covered.add(i).add(i + 1);
    }
    for (let i = 0; i < loose.length; i++) if (!covered.has(i)) tokens.add(loose[i]!);
    loose = '';
  };
  for (const { segment, isWordLike } of segmenter.segment(run)) {
    if (!isWordLike) continue;
    if (segment.length == 1) {
      loose += segment;
      continue;
    }
    flushLoose();
    tokens.add(segment);
    for (let i = 0; segment.length > 2 && i + 1 < segment.length; i++) {
      if (!isStopChar(segment[i]!) && !isStopChar(segment[i + 1]!)) tokens.add(segment.slice(i, i + 2));
    }
  }
  flushLoose();
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
    else add(run, stem(run)); // stop words are listed unstemmed ("does", not "doe")
  }
  return kept.length > 0 ? kept : all;
}
