// The first step of reading any text, the same for a document and a visitor's question:
// Unicode compatibility forms (full-width letters, ligatures) made plain, lower case, Arabic
// letter forms made one ("استرجاع" finds "إسترجاع"), a letter held down in a chat ("orderrrr",
// "عاجلللل") kept twice, so a typo's reading finds the word; and, word by word once stemmed, the
// marks that visitors often leave out folded away, so "envio" finds "envío" and "zuruck"
// finds "zurück".

const COMBINING_MARK = /\p{M}/gu;
/** Letters NFD does not split into a base and a mark. */
const LATIN_LETTERS: Readonly<Record<string, string>> = { ß: 'ss', ø: 'o', đ: 'd', ł: 'l', æ: 'ae', œ: 'oe', ı: 'i' };
const LATIN_LETTER = /[ßøđłæœı]/g;

/** Arabic and Persian: one form per letter (hamza seats, alif maqsura, ta marbuta, Persian yeh and kaf). */
const ARABIC_LETTERS: Readonly<Record<string, string>> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ی: 'ي',
  ئ: 'ي',
  ة: 'ه',
  ؤ: 'و',
  ک: 'ك',
  ۀ: 'ه',
};
const ARABIC_LETTER = /[أإآٱىیئةؤکۀ]/g;
/** Harakat, the superscript alif and the tatweel (ـ), which only stretches a word. */
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
/**
 * A letter three times or more in a row, in a word of three other letters or more: hardly a
 * word of the supported languages needs it (German "Schifffahrt" reads as its old spelling).
 * In a shorter word it may be meant: "AAA" batteries, "XXXL", "哈哈哈", French "créée" typed
 * without its accents ("creee").
 */
const HELD_LETTER = /(\p{L})\1{2,}/gu;
/** A word that holds such a run: the only words the pass below calls back for. */
const WORD_WITH_HELD_LETTER = /\p{L}*(\p{L})\1{2,}\p{L}*/gu;
/** Whether a text holds such a run at all: a quick look first, as the pass above backtracks over every word. */
const HAS_HELD_LETTER = /(\p{L})\1{2}/u;
const heldOnce = (word: string) =>
  word.replace(HELD_LETTER, (run, letter: string) => (word.length - run.length >= 3 ? letter + letter : run));

/** Beyond ASCII: a plain ASCII word (most words of the Latin-script languages) has no mark to fold. */
const NON_ASCII = /[\u0080-\uFFFF]/;
/** Arabic, Persian and their forms: the only texts the Arabic passes below change. */
const ARABIC = /[\u0600-\u06FF]/;

/** Scripts whose marks carry no meaning a visitor reliably types: folded. Others (Thai, Devanagari, kana) keep them. */
const FOLDED_SCRIPT = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;

/**
 * A word's marks folded away (see the file comment). Done after stemming: Snowball's
 * suffixes carry their accents ("devolución" → "devolu").
 */
export function foldMarks(word: string): string {
  if (!NON_ASCII.test(word) || !FOLDED_SCRIPT.test(word)) return word;
  return word
    .normalize('NFD')
    .replace(COMBINING_MARK, '')
    .replace(LATIN_LETTER, (letter) => LATIN_LETTERS[letter]!)
    .normalize('NFC');
}

/** NFKC, lower case, Arabic letter forms made one, a held letter twice. Keeps marks (see foldMarks), spaces and punctuation. */
export function normalizeText(text: string): string {
  let normalised = text.normalize('NFKC').toLowerCase();
  const arabic = ARABIC.test(normalised);
  if (arabic) normalised = normalised.replace(ARABIC_MARKS, '');
  if (HAS_HELD_LETTER.test(normalised)) normalised = normalised.replace(WORD_WITH_HELD_LETTER, heldOnce);
  if (!arabic) return normalised;
  return normalised
    .replace(ARABIC_LETTER, (letter) => ARABIC_LETTERS[letter]!)
    .replace(ARABIC_DIGITS, (digit) => String(((digit.charCodeAt(0) - 0x0660) % 0x90) % 10));
}

/** Normalised and folded: how word lists (stop words, a language's words) are written. */
export const foldText = (text: string): string => normalizeText(text).replace(/[\p{L}\p{M}]+/gu, foldMarks);
