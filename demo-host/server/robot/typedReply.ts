// A visitor's typed reply to "Did you mean: X?", read as the button it stands for: the Yes or
// No button's own label in any language, typed or pasted ("No, something else", "いいえ、別の
// 質問です"), or a yes or no word with courtesy (analysis/yesOrNo.ts: "yes please", "nope").

import { foldReply as letters, yesOrNo } from './analysis/yesOrNo';
import { ROBOT_TEXTS } from './robotTexts';

const LABELS: ReadonlyMap<string, 'yes' | 'no'> = new Map(
  Object.values(ROBOT_TEXTS).flatMap((texts) => [
    [letters(texts.no), 'no'] as const,
    [letters(texts.yes), 'yes'] as const,
  ]),
);

/** Yes or No when the text reads as one of a confirm's buttons; else undefined (a question of its own). */
export const typedReply = (text: string): 'yes' | 'no' | undefined => LABELS.get(letters(text)) ?? yesOrNo(text);
