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

/**
 * Small talk: what a visitor says to try the robot out ("what's your name", "tell me a joke",
 * "comment tu t'appelles"). A whole message of it (with courtesy or not) is answered as
 * courtesy is, never searched: its words are the shop's elsewhere ("appeler" is a callback,
 * "name" a detail of the account), and a document answered for it is a confident wrong
 * answer. Only a whole message: "how are you shipping it" asks something. Not in the demo's
 * not-covered lists (TenantSynonyms.notCovered), where such short questions of everyday words
 * taught the classifier to doubt the documents' own questions (docs/robot.md).
 */
const SMALL_TALK: Readonly<Record<string, string>> = {
  en: `what is your name | whats your name | your name | do you have a name | who are you | how are you
    | how are you doing | how are you today | hows it going | how is it going | how is your day | tell me a joke
    | tell me something funny | know any jokes | do you know any jokes | make me laugh | who made you
    | who created you | who built you | who programmed you | what time is it | what day is it | what day is it today
    | i love you | do you love me | will you marry me | nice to meet you | what can you do`,
  es: `como te llamas | cual es tu nombre | quien eres | que tal | que tal estas | como estas | como esta
    | cuentame un chiste | dime un chiste | un chiste | hazme reir | quien te creo | quien te hizo | que hora es
    | que dia es hoy | te quiero | te amo | mucho gusto | que sabes hacer`,
  de: `wie heißt du | wie heisst du | wie heißen sie | wie heissen sie | wie ist dein name | wer bist du | wie gehts
    | wie geht es dir | wie geht es ihnen | erzähl mir einen witz | erzähl einen witz | kennst du einen witz
    | bring mich zum lachen | wer hat dich gemacht | wer hat dich programmiert | wie spät ist es
    | welcher tag ist heute | ich liebe dich | freut mich | was kannst du`,
  fr: `comment tu t'appelles | tu t'appelles comment | comment vous appelez-vous | c'est quoi ton nom
    | quel est ton nom | quel est votre nom | qui es-tu | qui êtes-vous | ça va | comment ça va | comment allez-vous
    | tu vas bien | raconte moi une blague | raconte une blague | dis moi une blague | une blague | fais moi rire
    | qui t'a créé | qui t'a fait | quelle heure est-il | il est quelle heure | on est quel jour | je t'aime
    | enchanté | tu sais faire quoi`,
  ja: `名前は何ですか | お名前は | あなたの名前は | 名前は | あなたは誰 | あなたは誰ですか | 元気ですか | 元気 | お元気ですか
    | 冗談を言って | 何か面白いこと言って | 笑わせて | 誰が作ったの | 誰があなたを作ったの | 今何時 | 今何時ですか
    | 今日は何曜日 | 愛してる | 何ができるの`,
  zh: `你叫什么名字 | 你叫什么 | 你是谁 | 你好吗 | 最近怎么样 | 讲个笑话 | 讲个笑话吧 | 说个笑话 | 给我讲个笑话
    | 谁创造了你 | 谁开发的你 | 现在几点了 | 现在几点 | 今天星期几 | 我爱你 | 你会什么`,
  ar: `ما اسمك | شو اسمك | ايش اسمك | من أنت | مين انت | كيف حالك | كيفك | شلونك | احكي لي نكتة | قل لي نكتة
    | نكتة | ضحكني | من صنعك | مين صنعك | من برمجك | كم الساعة | أحبك | تشرفنا`,
};

/** The languages with set phrases of their own (English ones count in each). */
export const COURTESY_LANGUAGES: readonly string[] = Object.keys(PHRASES);

/** Anything but letters and digits: punctuation, emoji and spaces between the phrases. */
const BETWEEN = /[^\p{L}\p{N}]+/gu;
const EMOJI = /\p{Extended_Pictographic}/u;

const phrasesOf = (sets: Readonly<Record<string, string>>, lang: string) =>
  (sets[lang] ?? '')
    .split('|')
    .map((phrase) => foldText(phrase).replace(BETWEEN, ''))
    .filter(Boolean);

/** A message made of `sets`' phrases of `lang` and of English, one after another. */
function phrasesPattern(sets: readonly Readonly<Record<string, string>>[], lang: string): RegExp {
  // Longer phrases first, so "thank you so much" is tried before "thank you".
  const phrases = [...new Set(sets.flatMap((set) => [...phrasesOf(set, lang), ...phrasesOf(set, 'en')]))].sort(
    (a, b) => b.length - a.length,
  );
  return new RegExp(`^(?:${phrases.join('|')})+$`, 'u');
}

const remembered = (sets: readonly Readonly<Record<string, string>>[]) => {
  const patterns = new Map<string, RegExp>();
  return (lang: string) => {
    let pattern = patterns.get(lang);
    if (!pattern) patterns.set(lang, (pattern = phrasesPattern(sets, lang)));
    return pattern;
  };
};
const courtesyPattern = remembered([PHRASES]);
const smallTalkPattern = remembered([PHRASES, SMALL_TALK]);

/** The message's letters and digits, folded; undefined where it has none. */
const lettersOf = (text: string) => foldText(text).replace(BETWEEN, '') || undefined;

/** Whether a message only greets, thanks, agrees or takes leave, in `lang` or English, or is emoji alone ("👍"). */
export function isCourtesy(text: string, lang: string): boolean {
  const letters = lettersOf(text);
  return letters ? courtesyPattern(lang).test(letters) : EMOJI.test(text);
}

/** Whether a message is small talk (SMALL_TALK), with courtesy or without, in `lang` or English: courtesy alone is not. */
export function isSmallTalk(text: string, lang: string): boolean {
  const letters = lettersOf(text);
  return !!letters && smallTalkPattern(lang).test(letters) && !courtesyPattern(lang).test(letters);
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
