// A quick-menu entry as the editor changes it: a new one, another type (keeping only what that
// type uses, so no stale link or text is saved with it), and the automatic question-and-answer
// pair, which the spec stores as one text, `question|answer` (shared/channelRules.ts reads it).
import type { ChatMenu } from '@shared/api';
import { MENU_TYPE, type MenuType } from '@shared/codes';

/** The types in the order the editor offers them. */
export const MENU_TYPES: readonly MenuType[] = Object.values(MENU_TYPE);

/** The field a type needs beyond its name; the others need nothing more. */
export function menuTypeField(type: MenuType): 'msgText' | 'labelLink' | 'autoAnswer' | undefined {
  if (type == MENU_TYPE.presetQuestion) return 'msgText';
  if (type == MENU_TYPE.openLink) return 'labelLink';
  if (type == MENU_TYPE.autoAnswer) return 'autoAnswer';
  return undefined;
}

/** A new entry at the end: its id one more than the largest, so ids stay unique however the list moved. */
export function newMenuEntry(menus: readonly ChatMenu[], menuName: string): ChatMenu {
  const id = menus.reduce((largest, menu) => Math.max(largest, menu.id), 0) + 1;
  return { id, menuType: MENU_TYPE.presetQuestion, menuName, msgText: '' };
}

/** The entry as another type: its id, name and colours stay; the fields of its old type go. */
export function withMenuType(menu: ChatMenu, menuType: MenuType): ChatMenu {
  const { id, menuName, background, color } = menu;
  const kept: ChatMenu = {
    id,
    menuType,
    menuName,
    ...(background !== undefined && { background }),
    ...(color !== undefined && { color }),
  };
  const field = menuTypeField(menuType);
  if (field == 'labelLink') return { ...kept, labelLink: '' };
  if (field) return { ...kept, msgText: '' };
  return kept;
}

/** The question and the answer of an automatic pair; the answer may itself hold `|`. */
export function autoAnswerParts(msgText: string | undefined): { question: string; answer: string } {
  const [question = '', ...answer] = (msgText ?? '').split('|');
  return { question, answer: answer.join('|') };
}

/** The pair as stored. A `|` typed in the question would move the split, so it is left out. */
export const autoAnswerText = (question: string, answer: string) => `${question.replaceAll('|', '')}|${answer}`;
