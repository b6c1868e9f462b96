// Messages that only greet, thank, agree or take leave ("thank you so much!", "buenos días",
// "了解です", "👍"): they ask nothing, so the robot asks what the visitor would like to know
// rather than searching them (robot.ts). A message of stop words alone ("hello", "thanks") is
// caught by its terms; these are the set phrases whose words mean something elsewhere ("good
// morning": a delivery in the morning; "vielen dank": "viel"). English ones count in every
// language: visitors write "ok" and "thanks" whatever their own. The same phrases opening or
// closing a question are cut from it before it is searched (withoutCourtesy).

import { foldText } from './normalize';

const PHRASES: Readonly<Record<string, string>> = {
  en: `hi | hello | hey | hi there | hello there | thanks | thank you | thanks a lot | thanks so much | thank you so much
    | thank you very much | many thanks | thx | ty | much appreciated | appreciate it | good morning | good afternoon
    | good evening | good night | bye | bye bye | goodbye | see you | cheers | have a nice day | have a good day | ok
    | okay | ok thanks | great | perfect | cool | awesome | got it | alright | all right | sounds good | anyone there
    | is anyone there | are you there | that helps | that helped | please | pls | plz`,
  es: `hola | gracias | muchas gracias | mil gracias | buenos dias | buenas tardes | buenas noches | buenas | adios
    | hasta luego | chao | chau | vale | perfecto | genial | de acuerdo | entendido | hay alguien | hay alguien ahi
    | saludos | por favor`,
  de: `hallo | danke | danke schön | dankeschön | vielen dank | besten dank | guten morgen | guten tag | guten abend
    | gute nacht | tschüss | auf wiedersehen | bis dann | servus | moin | super | perfekt | alles klar | verstanden
    | ist da jemand | grüße | viele grüße | bitte | bitte schön`,
  fr: `bonjour | bonsoir | salut | coucou | merci | merci beaucoup | merci bien | au revoir | bonne journée
    | bonne soirée | à bientôt | parfait | super | d'accord | entendu | il y a quelqu'un | s'il vous plaît
    | s'il te plaît | svp | stp`,
  ja: `こんにちは | こんばんは | おはよう | おはようございます | ありがとう | ありがとうございます | ありがとうございました
    | どうも | さようなら | 了解 | 了解です | 了解しました | わかりました | 分かりました | 承知しました | もしもし
    | 誰かいますか | よろしくお願いします | お願いします | お願い`,
  zh: `你好 | 您好 | 谢谢 | 谢谢你 | 谢谢您 | 多谢 | 非常感谢 | 感谢 | 在吗 | 在不在 | 有人吗 | 好的 | 好 | 嗯 | 哦
    | 收到 | 明白了 | 知道了 | 再见 | 拜拜 | 早上好 | 晚上好 | 请 | 麻烦了 | 麻烦你了`,
  tw: `你好 | 您好 | 謝謝 | 謝謝你 | 多謝 | 非常感謝 | 在嗎 | 有人嗎 | 好的 | 收到 | 明白了 | 知道了 | 再見 | 拜拜 | 早安 | 晚安`,
  ar: `مرحبا | اهلا | أهلا وسهلا | هلا | السلام عليكم | صباح الخير | مساء الخير | شكرا | شكرا جزيلا | شكرا لك | مشكور
    | يعطيك العافية | الله يعطيك العافية | مع السلامة | تمام | اوكي | حسنا | من فضلك | لو سمحت`,
};

/** The languages with set phrases of their own (English ones count in each). */
export const COURTESY_LANGUAGES: readonly string[] = Object.keys(PHRASES);

/** Anything but letters and digits: punctuation, emoji and spaces between the phrases. */
const BETWEEN = /[^\p{L}\p{N}]+/gu;
const EMOJI = /\p{Extended_Pictographic}/u;

const phrasesOf = (lang: string) =>
  (PHRASES[lang] ?? '')
    .split('|')
    .map((phrase) => foldText(phrase).replace(BETWEEN, ''))
    .filter(Boolean);

const patterns = new Map<string, RegExp>();
function patternOf(lang: string): RegExp {
  let pattern = patterns.get(lang);
  if (!pattern) {
    // Longer phrases first, so "thank you so much" is tried before "thank you".
    const phrases = [...new Set([...phrasesOf(lang), ...phrasesOf('en')])].sort((a, b) => b.length - a.length);
    patterns.set(lang, (pattern = new RegExp(`^(?:${phrases.join('|')})+$`, 'u')));
  }
  return pattern;
}

/** Whether a message only greets, thanks, agrees or takes leave, in `lang` or English, or is emoji alone ("👍"). */
export function isCourtesy(text: string, lang: string): boolean {
  const letters = foldText(text).replace(BETWEEN, '');
  if (!letters) return EMOJI.test(text);
  return patternOf(lang).test(letters);
}

/** Courtesy opens or closes a question within this many characters ("thank you very much!" is 20). */
const EDGE = 40;
/** Where a word starts: after anything but a letter or digit (in Chinese or Japanese, after a space or punctuation). */
const WORD_START = /(?<![\p{L}\p{N}])[\p{L}\p{N}]/gu;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const LETTER = /[\p{L}\p{N}]/u;

/**
 * Whether `span`, cut from a question's start or end, is courtesy worth cutting: a set phrase
 * in a script without spaces ("ありがとうございます"), or of two words or more set apart by
 * punctuation ("where is my order? thanks a lot", "good morning, ..."), or of three or more
 * where nothing sets it apart ("where is my order thank you so much"): "i never got it" is no
 * "got it". One word is a stop word already ("thanks", "شكرا") or may be the question's own
 * ("perfect", "super").
 */
function isCourtesyEdge(span: string, lang: string, setApart: boolean): boolean {
  if (!isCourtesy(span, lang)) return false;
  if (UNSPACED.test(span)) return true;
  return span.trim().split(/\s+/).length >= (setApart ? 2 : 3);
}

/** Whether the text before a cut ends in punctuation (its spaces aside). */
const punctuated = (before: string) => !LETTER.test(before.trimEnd().slice(-1));

/**
 * The question without the greeting that opens it or the thanks that closes it ("good
 * morning, where is my order? thanks a lot" asks "where is my order?"): their words would
 * be searched ("morning" is a delivery time, "lot" and "much" nothing the visitor asks). Cut
 * only where a word starts, so in Chinese or Japanese only after a space or punctuation:
 * "我没收到" (I have not received it) keeps "收到", which alone is "got it". The text as it is
 * where nothing else would be left.
 */
export function withoutCourtesy(text: string, lang: string): string {
  if (isCourtesy(text, lang)) return text;
  const starts = [...text.matchAll(WORD_START)].map((match) => match.index!);
  let end = text.length;
  for (const at of starts)
    if (at > 0 && text.length - at <= EDGE && isCourtesyEdge(text.slice(at), lang, punctuated(text.slice(0, at)))) {
      end = at;
      break;
    }
  let start = 0;
  for (const at of [...starts].reverse())
    if (at > 0 && at < end && at <= EDGE && isCourtesyEdge(text.slice(0, at), lang, punctuated(text.slice(0, at)))) {
      start = at;
      break;
    }
  const rest = text.slice(start, end);
  return LETTER.test(rest) ? rest : text;
}
