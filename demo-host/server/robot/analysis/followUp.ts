// A follow-up leans on the message before it: "how much does that cost" after "do you ship to
// canada", "and express?", "do they expire" after "do you sell gift cards". It opens with a
// word that carries the conversation on ("and", "what about") or refers back ("it", "that",
// "they"). The robot reads a follow-up it cannot answer alone after the visitor's previous
// question (robot.ts); a question of its own ("what's the wifi password in your shop") is
// never read so, whatever came before it. Articles are left out of the words that refer back
// ("la", "das", "les" open most questions), and so is "there" ("is there a fee").

import { foldText, normalizeText } from './normalize';

/** Words that open a follow-up, written as folded (foldText: no accents, lower case). */
const OPENERS: Readonly<Record<string, string>> = {
  en: 'and | but | also | so | then | what about | how about | what if',
  es: 'y | pero | entonces | tambien | que tal | y si | y para | y con | que pasa si',
  de: 'und | aber | und wenn | was ist mit | wie ist es mit | wie sieht es mit | und bei | und fur',
  fr: 'et | mais | alors | et si | et pour | et avec | et en',
  zh: '那 | 那么 | 还有 | 如果 | 要是 | 另外',
  ja: 'じゃあ | では | それで | それと | あと | なら | だったら | ちなみに',
  ar: 'و | طيب | طب | بالنسبة | وكم | وكيف | ومتى | وهل | وماذا | واذا | ولو',
};

/** Words that refer back to what the previous message was about. */
const REFERS: Readonly<Record<string, string>> = {
  en: 'it | its | that | thats | this | these | those | they | them | their',
  es: 'eso | esto | ese | esa | esos | esas | ello',
  de: 'dies | diese | dieser | dieses | dafur | davon | damit | dazu | darauf | daran | ihn',
  fr: 'ca | cela | ceci | celui | celle | ceux | celles',
  zh: '它 | 这个 | 那个 | 这样 | 那样 | 这些 | 那些',
  ja: 'それ | これ | あれ | その | この | そちら | そっち',
  ar: 'هذا | هذه | ذلك | تلك | هاد | هذي | هيك',
};

/**
 * Languages whose words are not set apart by spaces: a word is found anywhere in the text, as
 * written (folding marks away is for Latin letters, and a Latin word run into kana, as in
 * "じゃあpaypalは", would take the kana's with it).
 */
const UNSPACED = new Set(['zh', 'ja']);

const folded = (text: string, lang: string) => (UNSPACED.has(lang) ? normalizeText(text) : foldText(text));

const listOf = (words: string, lang: string) => words.split('|').map((word) => folded(word.trim(), lang));

const patterns = new Map<string, RegExp | null>();

function patternOf(lang: string): RegExp | null {
  if (patterns.has(lang)) return patterns.get(lang)!;
  let pattern: RegExp | null = null;
  if (OPENERS[lang] && REFERS[lang]) {
    const alone = UNSPACED.has(lang) ? ['', ''] : ['(?<![\\p{L}\\p{N}])', '(?![\\p{L}\\p{N}])'];
    const opens = `^[^\\p{L}\\p{N}]*(?:${listOf(OPENERS[lang], lang).join('|')})${alone[1]}`;
    const refers = `${alone[0]}(?:${listOf(REFERS[lang], lang).join('|')})${alone[1]}`;
    pattern = new RegExp(`${opens}|${refers}`, 'u');
  }
  patterns.set(lang, pattern);
  return pattern;
}

/** Whether a message reads as a follow-up of the one before it, in `lang` (none in a language without lists). */
export function readsAsFollowUp(text: string, lang: string): boolean {
  return patternOf(lang)?.test(folded(text, lang)) ?? false;
}
