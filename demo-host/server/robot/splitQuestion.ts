// A question that asks two things ("do you ship to canada and can i pay with paypal") is
// split into its parts, so each is answered. It splits at the end of a sentence (? ! 。 ； ؟)
// and at "and" (or "also") followed by the start of a new question in that language
// ("and can", "y puedo", "und wie", "et est-ce", French "et ne plus", "还有", "あと", "وهل"), or at "and also"
// whatever follows ("delete my account and also stop your emails"; Arabic وكمان, وأيضا). In
// Japanese, which puts no space between words, the question particle か followed by a pause (a
// space or a comma) ends a question too ("送料はいくらですか 何日で届きますか"), where a pause
// alone does not (it parts clauses of one question as often), and so does と after a noun (a
// kanji or katakana word, or の) followed by a space: a phone's way to list two asks
// ("返品のやり方と 返金はいつ"), where と and a comma lists the things one question asks about
// ("発送料金と、届くまでの日数") and と after a verb is "if" ("返品すると 返金は"). Chinese 吗
// before a pause was tried and left out: it cut a question's own follow-up ("能寄到加拿大吗
// 运费多少", the cost of that). A part must keep at least MIN_PART_LETTERS letters, else it
// stays with its neighbour ("thanks. where is my order").

import { SPACED_WORD_END, SPACED_WORD_START } from './analysis/segment';

/** After the end of a sentence and the spaces that follow it (a sentence keeps them: merged again, it reads as typed). */
const SENTENCE_END = /(?<=[?!？！。；;؟؛]\s*)(?=\S)/u;

const NEW_QUESTION: Readonly<Record<string, RegExp>> = {
  en: /\s+(?:and\s+also|(?:and|also|plus)(?=\s+(?:can|could|do|does|did|is|are|will|would|how|what|when|where|why|which|who|i|my|you|your)(?!\p{L})))\s+/iu,
  es: /\s+(?:y\s+también|y\s+tambien|(?:y|además|ademas|también|tambien)(?=\s+(?:puedo|puede|pueden|se|hay|cómo|como|cuánto|cuanto|cuándo|cuando|dónde|donde|qué|que|mi|tienen|aceptan|es|hacen)(?!\p{L})))\s+/iu,
  de: /\s+(?:und\s+außerdem|und\s+ausserdem|(?:und|außerdem|ausserdem)(?=\s+(?:kann|können|konnen|wie|was|wann|wo|warum|gibt|ist|sind|muss|ich|mein|meine|nehmt|liefert)(?!\p{L})))\s+/iu,
  fr: /\s+(?:et\s+aussi|et\s+en\s+plus|(?:et|aussi)(?=\s+(?:est[- ]ce|puis|peut|peux|pouvez|faut|comment|combien|quand|où|ou|pourquoi|je|mon|ma|vous|il|y|ne|en\s+combien)(?!\p{L})))\s+/iu,
  pt: /\s+(?:e|também|tambem)\s+(?=(?:posso|pode|como|quanto|quando|onde|qual|vocês|voces|eu|meu|minha)(?!\p{L}))/iu,
  nl: /\s+(?:en|ook)\s+(?=(?:kan|kunnen|hoe|wat|wanneer|waar|waarom|is|zijn|ik|mijn)(?!\p{L}))/iu,
  zh: /[，,、\s]*(?:还有|另外|以及|顺便问一下|顺便问下|此外|還有|而且|并且)[，,]?/u,
  tw: /[，,、\s]*(?:還有|另外|以及|順便問一下|此外|而且|並且)[，,]?/u,
  ja: /(?<=か)[、,\s]+|(?<=[\p{Script=Han}\p{Script=Katakana}ー]|の)と\s+|[、,\s]*(?:あと|それと|それから|ついでに|また|うえに)[、,]?/u,
  // ما after و is mostly "not" ("وما وصلني": and I did not get it); "what" only as ما هي / ما هو.
  ar: /\s+و(?:كمان|أيضا|أيضاً|ايضا|ايضاً|كذلك)\s+|\s+و(?=(?:هل|كيف|متى|أين|اين|ما\s+(?:هي|هو)|كم|ماذا)\s)/u,
};

const MIN_PART_LETTERS = 4;
/** At most this many parts: a longer list reads as one rambling question. */
const MAX_PARTS = 3;

/**
 * Per language, what makes a sentence ask or request something: a question word or particle,
 * "please", "I want", a negation ("届きません"). A sentence without any only tells the
 * situation the next one asks about ("先月寝袋を返送しました。返金はいつですか"), so it stays with
 * it rather than being answered alone; one that ends the message, with the question before it
 * ("where is my parcel? i checked out as a guest"). Japanese and English: their long messages put
 * the situation in a sentence of its own more than the other languages' (measured on the base's
 * phrasings and the development sets; a French list read one question fewer right, an Arabic one
 * changed nothing). In Japanese, か asks at the end of a sentence, not inside a word ("合わなかった",
 * "何回か"), and ないで ("without") is no negation.
 */
const ASKS: Readonly<Record<string, RegExp>> = {
  en: /[?]|\b(?:how|what|whats|when|where|wheres|why|which|who|can|could|cant|do|does|did|dont|is|isnt|are|will|would|wont|should|may|please|pls|plz|want|need|help|not|never|no|any|anyone|possible)\b|n't\b/iu,
  ja: /か(?=[。．！!？?、,\s]*$)|かな|[？?]|何(?![回度日人個]?か)|なに|なん|いつ|どこ|どう|どの|どれ|どちら|なぜ|いくら|くらい|ぐらい|ください|下さい|たい|ほしい|欲しい|お願い|ません|ない(?!で)|でき|教え/u,
};
const tellsOnly = (text: string, lang: string) => ASKS[lang] !== undefined && !ASKS[lang]!.test(text);

const letters = (text: string) => (text.match(/[\p{L}\p{N}]/gu) ?? []).length;

/** The question's parts (one when it asks one thing). */
export function splitQuestion(question: string, lang: string): string[] {
  const byLanguage = NEW_QUESTION[lang];
  const sentences: string[] = [];
  for (const sentence of question.split(SENTENCE_END)) {
    const last = sentences.length - 1;
    if (last >= 0 && tellsOnly(sentences[last]!, lang)) sentences[last] = `${sentences[last]}${sentence}`;
    else sentences.push(sentence);
  }
  if (sentences.length > 1 && tellsOnly(sentences.at(-1)!, lang)) sentences.push(sentences.splice(-2).join(''));
  const pieces = sentences
    .flatMap((piece) => (byLanguage ? piece.split(byLanguage) : [piece]))
    .map((piece) => piece.trim())
    .filter(Boolean);
  const parts: string[] = [];
  for (const piece of pieces) {
    const last = parts.length - 1;
    if (last >= 0 && (letters(piece) < MIN_PART_LETTERS || letters(parts[last]!) < MIN_PART_LETTERS))
      parts[last] = `${parts[last]} ${piece}`;
    else parts.push(piece);
  }
  return parts.length > MAX_PARTS ? [question.trim()] : parts;
}

/**
 * The stretch of `text` its `words` were said in, from the first to the last ("close the
 * account for good" for close, account, good): the rest of a question as the visitor wrote
 * it, so "try the robot" shows, and an owner adds as a phrasing, a sentence rather than its
 * bare terms. The words joined where the text does not have them (they were analysed away).
 */
export function spanOf(text: string, words: readonly string[]): string {
  const lower = text.toLowerCase();
  const found = words
    .map((word) => [lower.indexOf(word.toLowerCase()), word.length] as const)
    .filter(([at]) => at >= 0);
  if (found.length < words.length || lower.length != text.length) return words.join(' ');
  const start = Math.min(...found.map(([at]) => at));
  const end = Math.max(...found.map(([at, length]) => at + length));
  // Whole words: the stretch may start or end inside one ("account" found in "accounts"); in
  // Chinese, Japanese or Thai, a character is as far as a word goes.
  const from = text.slice(0, start).search(SPACED_WORD_END);
  const to = end + (text.slice(end).match(SPACED_WORD_START)?.[0].length ?? 0);
  return text.slice(from, to);
}
