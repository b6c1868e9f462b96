// Reads a text the way the robot searches it, in one language: normalised (normalize.ts),
// cut into words (segment.ts), stemmed (stem.ts), the tenant's synonyms brought to one term
// (each group's first entry), stop words dropped (stopWords.ts). A document's texts and a
// visitor's question go through the same analyzer, so both sides meet on the same terms.

import { foldMarks, normalizeText } from './normalize';
import { isCjk, segmentWords } from './segment';
import { stem } from './stem';
import { QUESTION_WORDS } from './stopWords';

export interface Term {
  /** What the index holds: stemmed, or a synonym group's first entry. */
  term: string;
  /** The words of the text it stands for. */
  word: string;
  /** The text said it with another word of a synonym group. */
  synonym: boolean;
  /** A question word ("where", "怎么") counts half: see ranking. */
  question: boolean;
  /** A stop word, kept because the text has nothing else ("thanks", "你好"). */
  stop?: boolean;
}

export interface Analyzer {
  lang: string;
  terms(text: string): Term[];
}

interface Phrase {
  stems: string[];
  canonical: string;
}

/** Longer phrases first, so "money back guarantee" is tried before "money back". */
const byLength = (a: { length: number }, b: { length: number }) => b.length - a.length;

/**
 * An analyzer for `lang` with the tenant's synonym groups of that language. Chinese and
 * Japanese match a group's entries in the text ("邮费" becomes "运费" before segmenting);
 * other languages match them as sequences of stems ("money back" → "refund", "shipped" →
 * "ship" → "deliver" when the group is deliver/ship).
 */
export function createAnalyzer(lang: string, groups: readonly (readonly string[])[] = []): Analyzer {
  // A word's term, remembered: a base of thousands of phrasings says the same words again and again.
  const termsOfWords = new Map<string, string>();
  const termOf = (word: string) => {
    let term = termsOfWords.get(word);
    if (term === undefined) {
      if (termsOfWords.size > 100_000) termsOfWords.clear();
      termsOfWords.set(word, (term = foldMarks(stem(word, lang))));
    }
    return term;
  };
  const stems = (text: string) => segmentWords(normalizeText(text), lang).map((word) => termOf(word.text));

  const textual: { entry: string; canonical: string }[] = [];
  const phrases = new Map<string, Phrase[]>();
  for (const group of groups) {
    const entries = group.map((entry) => normalizeText(entry).trim()).filter(Boolean);
    const canonicalText = entries[0];
    if (!canonicalText) continue;
    const canonical = stems(canonicalText).join(' ');
    for (const entry of entries) {
      if (isCjk(entry)) {
        if (entry != canonicalText) textual.push({ entry, canonical: canonicalText });
        continue;
      }
      const entryStems = stems(entry);
      if (entryStems.length == 0) continue;
      const list = phrases.get(entryStems[0]!) ?? [];
      list.push({ stems: entryStems, canonical });
      phrases.set(entryStems[0]!, list);
    }
  }
  textual.sort((a, b) => byLength(a.entry, b.entry));
  for (const list of phrases.values()) list.sort((a, b) => byLength(a.stems, b.stems));

  const terms = (text: string): Term[] => {
    let normalised = normalizeText(text);
    const replaced = new Set<string>();
    for (const { entry, canonical } of textual)
      if (normalised.includes(entry)) {
        normalised = normalised.split(entry).join(` ${canonical} `);
        replaced.add(canonical);
      }
    const words = segmentWords(normalised, lang).map((word) => ({ ...word, stem: termOf(word.text) }));
    const all: Term[] = [];
    const kept: Term[] = [];
    for (let i = 0; i < words.length; ) {
      const word = words[i]!;
      const phrase = phrases
        .get(word.stem)
        ?.find((candidate) => candidate.stems.every((part, offset) => words[i + offset]?.stem == part));
      if (phrase) {
        const matched = words.slice(i, i + phrase.stems.length);
        const term: Term = {
          term: phrase.canonical,
          word: matched.map((each) => each.text).join(' '),
          synonym: phrase.stems.join(' ') != phrase.canonical,
          question: false,
        };
        all.push(term);
        kept.push(term);
        i += phrase.stems.length;
        continue;
      }
      const synonym = [...replaced].some((canonical) => canonical.includes(word.text));
      const term: Term = {
        term: word.stem,
        word: word.text,
        synonym,
        question: QUESTION_WORDS.has(foldMarks(word.text)),
      };
      if (word.stop) all.push({ ...term, stop: true });
      else {
        all.push(term);
        kept.push(term);
      }
      i++;
    }
    return kept.length > 0 ? kept : all;
  };

  return { lang, terms };
}
