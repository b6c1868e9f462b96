// What the host page says goes into the host atoms, where the stores read it. A preview is
// the console's, framing the chat from the widget's own origin: a host page's is ignored.
import type { HostToWidget } from '@shared/protocol';
import type { Embedding } from '../host/embedding';
import { openBridge } from '../host/hostBridge';
import { $hiddenCount, $hostLocale, $hostPage, $hostUser, $shownCount, $visitorId } from '../stores/host';
import { adoptKept } from '../stores/outbox';

function receive(message: HostToWidget, { hostOrigin }: Embedding) {
  switch (message.type) {
    case 'visitor':
      return $visitorId.set(message.visitorId);
    case 'kept':
      return adoptKept(message.items);
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
    case 'preview':
      if (hostOrigin == location.origin)
        void import('../stores/preview').then(({ showPreview }) => showPreview(message));
  }
}

export const connectHost = (win: Window, embedding: Embedding) =>
  openBridge(win, embedding, (message) => receive(message, embedding));
