// Menu type 7, the auto question-and-answer pair: its msgText is "question|answer" (a reading
// the spec left open). The widget shows the pair; the server stores it from the channel's
// configuration, so the words are never the visitor's choice.
import type { ChatMenu } from './api';
import { MENU_TYPE } from './codes';

export interface AutoAnswerPair {
  question: string;
  answer: string;
}

/** The entry's question and answer, or undefined when it is not a complete type 7 entry. */
export function autoAnswerPair(menu: ChatMenu | undefined): AutoAnswerPair | undefined {
  if (menu?.menuType != MENU_TYPE.autoAnswer) return undefined;
  const [question, answer] = (menu.msgText ?? '').split('|');
  return question && answer ? { question, answer } : undefined;
}
