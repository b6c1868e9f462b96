// Splits normalised text into words. Spaced scripts split on anything that is not a letter
// or a digit. Scripts written without spaces are cut by Intl.Segmenter in the text's language:
// Thai, Lao, Khmer and Burmese give its words; Japanese gives its words AND character
// bigrams where its dictionary is unreliable (see cjkWords). Chinese is cut by jieba
// (chineseWords.ts), with the same bigrams.

import { chineseParts, chineseSegments } from './chineseWords';
import { foldMarks } from './normalize';
import { isStopWord } from './stopWords';

export interface Word {
  text: string;
  /** A stop word of the language: dropped from the search, kept for phrases (synonyms). */
  stop: boolean;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** The scripts written without spaces between words. */
const UNSPACED_SCRIPTS =
  '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Thai}\\p{Script=Lao}\\p{Script=Khmer}\\p{Script=Myanmar}';
const UNSPACED = new RegExp(`[${UNSPACED_SCRIPTS}]`, 'u');
/** A letter, mark or digit of a script written with spaces between words. */
const SPACED_LETTER = `(?:(?![${UNSPACED_SCRIPTS}])[\\p{L}\\p{M}\\p{N}])`;
/** A run of unspaced letters, or a run of other letters, marks and digits. */
const RUN = new RegExp(`[${UNSPACED_SCRIPTS}ー\\p{M}]+|${SPACED_LETTER}+`, 'gu');
/** The letters of a spaced word a text ends with, and starts with (an unspaced letter is as far as a word goes). */
export const SPACED_WORD_END = new RegExp(`${SPACED_LETTER}*$`, 'u');
export const SPACED_WORD_START = new RegExp(`^${SPACED_LETTER}*`, 'u');
/** French and Italian elide an article into the next word ("l'adresse"): a break. Elsewhere an apostrophe joins ("don't" → "dont"). */
const ELIDING = new Set(['fr', 'it']);
const APOSTROPHES = /['’`´]/g;
/** English "'s" (where's, it's, the shop's) goes; "n't" stays joined ("dont"). */
const ENGLISH_S = /['’]s\b/g;
/** Arabic writes "and" onto the next word: "وهل" is "و" + "هل". */
const ARABIC_AND = 'و';

const segmenters = new Map<string, Intl.Segmenter>();
function segmenterOf(lang: string): Intl.Segmenter {
  const locale = lang == 'tw' ? 'zh-Hant' : lang;
  let segmenter = segmenters.get(locale);
  if (!segmenter) segmenters.set(locale, (segmenter = new Intl.Segmenter(locale, { granularity: 'word' })));
  return segmenter;
}

const stopIn = (lang: string) => ({ has: (word: string) => isStopWord(foldMarks(word), lang) });

/**
 * In Japanese, kana that the segmenter leaves alone are the endings of verbs and the
 * particles of speech ("来ない|ん|だけど", "買い|ま|した"), not words: no bigram of two hiragana
 * ("いん", "んだ", "いま"), and a hiragana that no bigram covers is a stop word. 2026-12-02,
 * with the spoken endings as stop words (stopWords.ts): the Japanese development set 1 more
 * right and 1 fewer confident wrong (131 and 10 of 172), the held-out phrasings 8 more right
 * and 8 fewer wrong (16,966 and 476 of 24,220); the stop words alone read 2 fewer right.
 */
const HIRAGANA = /^\p{Script=Hiragana}$/u;

/**
 * The terms of a run of Chinese or Japanese: the segmenter's word-like segments, plus
 * character bigrams where segmentation is unreliable. The segmenter does not always cut a
 * stored question and a visitor's phrasing alike ("退货" is one word in "怎么申请退货", but
 * "退|货" in "我想退货怎么办"), so a bigram is emitted inside a word of three or more
 * characters ("多少钱" → "少钱") and across every boundary that touches a one-character
 * segment ("退|货运" → "退货"), never between two longer words ("退货|怎么" gives no "货怎",
 * which is what swamps long sentences) and never over a stop word. A one-character segment
 * that no bigram covers stays a term of its own ("可以|退|吗" → "退").
 */
function cjkWords(run: string, lang: string): Word[] {
  const stops = stopIn(lang);
  interface Char {
    char: string;
    segment: number;
    length: number;
    stop: boolean;
    /** A Japanese hiragana: an ending or a particle (HIRAGANA). */
    ending: boolean;
  }
  const chars: Char[] = [];
  const found: Word[] = [];
  const seen = new Set<string>();
  const add = (text: string, stop: boolean) => {
    if (seen.has(text)) return;
    seen.add(text);
    found.push({ text, stop });
  };
  const chinese = lang == 'zh' || lang == 'tw';
  const segments = chinese
    ? chineseSegments(run).map((segment) => ({ segment, isWordLike: true }))
    : segmenterOf(lang).segment(run);
  let segmentNo = 0;
  for (const { segment, isWordLike } of segments) {
    segmentNo++;
    if (!isWordLike) continue;
    const stop = stops.has(segment);
    if (segment.length > 1) add(segment, stop);
    for (const char of segment)
      chars.push({
        char,
        segment: segmentNo,
        length: segment.length,
        stop: stop || stops.has(char),
        ending: !chinese && HIRAGANA.test(char),
      });
  }
  const covered = new Set<number>();
  for (let i = 0; i + 1 < chars.length; i++) {
    const a = chars[i]!;
    const b = chars[i + 1]!;
    if (a.stop || b.stop) continue;
    // Chinese: a single character and the next word's first ("退|货运费" → "退货"), not a word's
    // last and a single character ("下单|后" gives no "单后").
    const wanted = a.segment == b.segment ? a.length >= 3 : chinese ? a.length == 1 : a.length == 1 || b.length == 1;
    if (!wanted || (a.ending && b.ending) || stops.has(a.char + b.char)) continue;
    add(a.char + b.char, false);
    covered.add(i).add(i + 1);
  }
  chars.forEach(({ char, length, stop, ending }, i) => {
    if (length == 1 && !covered.has(i)) add(char, stop || ending);
  });
  if (chinese) for (const part of chineseParts(run)) if (part.length > 1) add(part, stops.has(part));
  return found;
}

/** The words of normalised text in `lang` (see the file comment), in order. */
export function segmentWords(text: string, lang: string): Word[] {
  const stops = stopIn(lang);
  const words: Word[] = [];
  const isStop = (word: string) =>
    stops.has(word) || (lang == 'ar' && word.startsWith(ARABIC_AND) && stops.has(word.slice(1)));
  const prepared = (lang == 'en' ? text.replace(ENGLISH_S, '') : text).replace(
    APOSTROPHES,
    ELIDING.has(lang) ? ' ' : '',
  );
  for (const [run] of prepared.matchAll(RUN)) {
    if (CJK.test(run)) words.push(...cjkWords(run, lang));
    else if (UNSPACED.test(run)) {
      for (const { segment, isWordLike } of segmenterOf(lang).segment(run))
        if (isWordLike) words.push({ text: segment, stop: isStop(segment) });
    } else words.push({ text: run, stop: isStop(run) });
  }
  return words;
}

/** True when the text holds a Chinese character or kana: its phrases are matched as text, not word by word. */
export const isCjk = (text: string): boolean => CJK.test(text);
