// What the host page says goes into the host atoms, where the stores read it.
import type { HostToWidget } from '@shared/protocol';
import type { Embedding } from '../host/embedding';
import { openBridge } from '../host/hostBridge';
import { $hiddenCount, $hostLocale, $hostPage, $hostUser, $shownCount, $visitorId } from '../stores/host';

function receive(message: HostToWidget) {
  switch (message.type) {
    case 'visitor':
      return $visitorId.set(message.visitorId);
    case 'userInfo':
      return $hostUser.set(message.user);
    case 'locale':
      return $hostLocale.set(message.locale);
    case 'page': {
      const { url, title, referrer } = message;
      return $hostPage.set({ url, title, ...(referrer !== undefined && { referrer }) });
    }
    case 'show':
      return $shownCount.set($shownCount.get() + 1);
    case 'hide':
      return $hiddenCount.set($hiddenCount.get() + 1);
  }
}

export const connectHost = (win: Window, embedding: Embedding) => openBridge(win, embedding, receive);
