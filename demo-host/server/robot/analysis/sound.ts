// How a Chinese term sounds, tones left out: "密码" and its homophone typo "密马" both sound
// "mi ma", so a visitor who typed the wrong character still finds the document.
import { pinyin } from 'pinyin-pro';

const HAN_ONLY = /^\p{Script=Han}{2,}$/u;

/** The toneless pinyin of a term of two or more Chinese characters, else undefined. */
export function soundOf(term: string): string | undefined {
  if (!HAN_ONLY.test(term)) return undefined;
  return pinyin(term, { toneType: 'none', type: 'array' }).join(' ');
}

/** Languages whose terms are matched by sound. */
export const SOUNDS_LANGS: ReadonlySet<string> = new Set(['zh', 'tw']);
