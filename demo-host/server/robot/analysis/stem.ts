// Stemming per language with @orama/stemmers (Snowball-based): "returns", "returned" and
// "returning" meet on "return"; "devoluciones" and "devolución" on "devolu". Languages it
// does not cover keep their words whole (Chinese, Japanese and the other unspaced scripts
// are segmented instead; see segment.ts). Arabic first loses the attached conjunction and
// article ("والشحن" → "شحن"), which the stemmer leaves on.
import { stemmer as arabic } from '@orama/stemmers/arabic';
import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as russian } from '@orama/stemmers/russian';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { stemmer as turkish } from '@orama/stemmers/turkish';

/** An Arabic word's leading conjunction, preposition and article, when at least three letters stay. */
const ARABIC_PREFIX = /^(?:وال|بال|كال|فال|لل|ال|و)(?=[\p{L}]{3})/u;

/**
 * Per language, a preposition or conjunction a word may carry attached: Arabic ب ("with"), ل
 * ("for"), ك ("as"), ف ("so"), after an optional و ("and"), when at least three letters stay.
 * The stemmer leaves them on ("بباي": with Pay), and a root letter looks the same ("بطاقة", a
 * card, is no ب + طاقة): the index reads a word without it only where it does not know the
 * word and knows what stays (knowledgeIndex.ts, read).
 */
export const ATTACHED_PREFIX: Readonly<Record<string, RegExp>> = { ar: /^و?[بلكف](?=\p{L}{3})/u };

const STEMMERS: Readonly<Record<string, (word: string) => string>> = {
  en: english,
  es: spanish,
  de: german,
  fr: french,
  nl: dutch,
  pt: portuguese,
  ru: russian,
  tr: turkish,
  ar: (word) => arabic(word.replace(ARABIC_PREFIX, '')),
};

/**
 * Per language, words whose stem would be another word's: Snowball cuts "customer" to
 * "custom", the stem of "customs", so "customer service" read as the customs duties synonym
 * group and "do i pay customs" was offered the callback document.
 */
const STEM_EXCEPTIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en: { customer: 'customer', customers: 'customer' },
};

/** Words this short stay as they are: a stemmer only mangles them ("bus" → "bu"). */
const SHORTEST_STEMMED = 4;

export const hasStemmer = (lang: string): boolean => lang in STEMMERS;

/** The word's stem in `lang` (the word itself where no stemmer applies). Expects normalised text. */
export function stem(word: string, lang: string): string {
  const stemmer = STEMMERS[lang];
  if (!stemmer || word.length < SHORTEST_STEMMED || /\d/.test(word)) return word;
  return STEM_EXCEPTIONS[lang]?.[word] ?? (stemmer(word) || word);
}
