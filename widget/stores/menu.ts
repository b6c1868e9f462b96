// What each quick-menu entry does (by its menuType), and which entries show.
import type { ChannelConfig, ChatMenu, VisitorStatus } from '@shared/api';
import { autoAnswerPair } from '@shared/autoAnswer';
import { FLAG, MENU_TYPE, RECEIVE_MODE, VISITOR_STATUS } from '@shared/codes';
import { callVisitor } from '../api/client';
import { autoAnswer, sendVisitorText } from './chat';
import { $ended } from './events';
import { openRating } from './rating';
import { setStatus } from './session';
import { transferToAgent } from './transfer';
import { askToConfirm, closeDialog } from './ui';

/** The transfer entry shows only with transferUserMode, while the robot answers first, and not once transferred. */
export function visibleMenus(channel: ChannelConfig, status: VisitorStatus): ChatMenu[] {
  const robotFirst = channel.receiveMode == RECEIVE_MODE.robot || channel.receiveMode == RECEIVE_MODE.robotGuide;
  const transferOffered = channel.transferUserMode == FLAG.on && robotFirst && status == VISITOR_STATUS.robot;
  return channel.chatMenuConfigList.filter((menu) => menu.menuType != MENU_TYPE.transferToAgent || transferOffered);
}

export interface MenuEffects {
  openLeaveMessage(): void;
  openLink(url: string): void;
}

export async function runMenu(menu: ChatMenu, effects: MenuEffects) {
  switch (menu.menuType) {
    case MENU_TYPE.presetQuestion:
      if (menu.msgText) await sendVisitorText(menu.msgText);
      return;
    case MENU_TYPE.transferToAgent:
      await transferToAgent();
      return;
    case MENU_TYPE.closeChat:
      askToConfirm({
        title: 'confirm.title',
        body: 'confirm.closeChat',
        confirm: 'common.confirm',
        cancel: 'common.cancel',
        destructive: true,
        async onConfirm() {
          closeDialog();
          await callVisitor('chatClose', {});
          setStatus(VISITOR_STATUS.ended);
          $ended.set(true);
        },
      });
      return;
    case MENU_TYPE.evaluate:
      return openRating();
    case MENU_TYPE.leaveMessage:
      effects.openLeaveMessage();
      return;
    case MENU_TYPE.openLink:
      if (menu.labelLink && /^https?:\/\//.test(menu.labelLink)) effects.openLink(menu.labelLink);
      return;
    case MENU_TYPE.autoAnswer: {
      // "question|answer" (shared/autoAnswer.ts): the visitor's question, then the canned answer.
      const pair = autoAnswerPair(menu);
      if (pair) await autoAnswer(menu.id, pair);
      return;
    }
    default:
      menu.menuType satisfies never;
  }
}
