// What each quick-menu entry does (menuType 0-7 of the spec), and which entries show.
import type { ChannelConfig, ChatMenu, VisitorStatus } from '../../shared/api';
import { callVisitor } from '../api/client';
import { autoAnswer, ratingSeam, sendVisitorText } from './chat';
import { $ended } from './events';
import { addLocal } from './messages';
import { setStatus } from './session';
import { askToConfirm, closeDialog } from './ui';
import { transferToAgent } from './transfer';

/** The transfer entry shows only with transferUserMode and receive mode 0 or 2, and not once transferred. */
export function visibleMenus(channel: ChannelConfig, status: VisitorStatus): ChatMenu[] {
  return channel.chatMenuConfigList.filter(
    (menu) =>
      menu.menuType != 1 ||
      (channel.transferUserMode == 1 && (channel.receiveMode == 0 || channel.receiveMode == 2) && status == 1),
  );
}

export interface MenuEffects {
  openLeaveMessage(): void;
  openLink(url: string): void;
}

export async function runMenu(menu: ChatMenu, effects: MenuEffects) {
  switch (menu.menuType) {
    case 0:
      if (menu.msgText) await sendVisitorText(menu.msgText);
      return;
    case 1:
      await transferToAgent();
      return;
    case 3:
      askToConfirm({
        title: 'confirm.title',
        body: 'confirm.closeChat',
        confirm: 'common.confirm',
        cancel: 'common.cancel',
        async onConfirm() {
          closeDialog();
          await callVisitor('chatClose', {});
          setStatus(0);
          $ended.set(true);
        },
      });
      return;
    case 4: {
      const { allowed } = await callVisitor('isEvaluate', {});
      if (allowed) ratingSeam.open();
      else addLocal({ msgType: 'notice', noticeKey: 'rating.chatAfterEva' });
      return;
    }
    case 5:
      effects.openLeaveMessage();
      return;
    case 6:
      if (menu.labelLink && /^https?:\/\//.test(menu.labelLink)) effects.openLink(menu.labelLink);
      return;
    case 7: {
      // "question|answer": the visitor's question, then the canned answer.
      const [question, answer] = (menu.msgText ?? '').split('|');
      if (question && answer) await autoAnswer(question, answer);
      return;
    }
  }
}
