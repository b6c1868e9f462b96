// Messages that only greet, thank, agree or take leave ("thank you so much!", "buenos días",
// "了解です", "👍"): they ask nothing, so the robot asks what the visitor would like to know
// rather than searching them (robot.ts). A message of stop words alone ("hello", "thanks") is
// caught by its terms; these are the set phrases whose words mean something elsewhere ("good
// morning": a delivery in the morning; "vielen dank": "viel"). English ones count in every
// language: visitors write "ok" and "thanks" whatever their own.

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
