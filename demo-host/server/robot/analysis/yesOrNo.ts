// A visitor's typed reply to "Did you mean: X?": "yes", "no thanks", "はい、お願いします", "不是".
// Typed instead of pressing Yes or No, it is read as the button (visitor/robot.ts); anything
// else is a question of its own.

import { COURTESY_LANGUAGES, isCourtesy } from './courtesy';
import { foldText } from './normalize';

const words = (text: string) => text.trim().split(/\s+/);

const YES = words(`yes yeah yep yup ya sure correct right exactly ok okay y si sí claro exacto eso oui ouais exactement
  ja jawohl genau richtig はい うん そう そうです そうそう ええ 是 是的 对 對 对的 對的 没错 沒錯 嗯 好 好的 نعم اي ايوه ايوا
  اجل أجل بالضبط sim tak да так evet iya vâng có ใช่ 네 예 응 igen ano áno`);
const NO =
  words(`no nope nah n non nein nee nö いいえ いや ちがう 違う 違います 不 不是 不对 不對 不用 不用了 否 没有 沒有 لا لأ
  كلا não nao nie нет ні hayır hayir tidak bukan không ไม่ 아니 아니요 아뇨 nem ne`);

const BETWEEN = /[^\p{L}\p{N}]+/gu;
/** A typed reply's letters and digits, folded as the robot reads them: what a reading is compared on. */
export const foldReply = (text: string) => foldText(text).replace(BETWEEN, '');

/** Each reply word as typed text is folded, longest first ("不是" before "不"). */
const READINGS: readonly [string, 'yes' | 'no'][] = [
  ...YES.map((word) => [foldReply(word), 'yes'] as [string, 'yes']),
  ...NO.map((word) => [foldReply(word), 'no'] as [string, 'no']),
].sort((a, b) => b[0].length - a[0].length);

/**
 * Yes or No when the text is one of those words, alone or with words of courtesy after it
 * ("yes please", "non merci", "はい、お願いします"); else undefined. No language is needed:
 * the words and the courtesy of every language are tried, and only where a word starts it.
 */
export function yesOrNo(text: string): 'yes' | 'no' | undefined {
  const letters = foldReply(text);
  if (!letters) return undefined;
  for (const [word, reading] of READINGS)
    if (letters.startsWith(word)) {
      const rest = letters.slice(word.length);
      if (!rest || COURTESY_LANGUAGES.some((lang) => isCourtesy(rest, lang))) return reading;
    }
  return undefined;
}
