// The widget's side of the postMessage protocol: it accepts messages only from its
// parent window and the host origin it was given, and posts only to that origin.
import {
  PROTOCOL_SOURCE,
  isHostToWidget,
  type HostToWidget,
  type Untagged,
  type WidgetToHost,
} from '../../shared/protocol';
import { $hiddenCount, $hostLocale, $hostUser, $shownCount, $visitorId } from '../stores/host';
import type { Embedding } from './embedding';

export interface HostBridge {
  post(message: Untagged<WidgetToHost>): void;
  stop(): void;
}

function receive(message: HostToWidget) {
  switch (message.type) {
    case 'visitor':
      return $visitorId.set(message.visitorId);
    case 'userInfo':
      return $hostUser.set(message.user);
    case 'locale':
      return $hostLocale.set(message.locale);
    case 'show':
      return $shownCount.set($shownCount.get() + 1);
    case 'hide':
      return $hiddenCount.set($hiddenCount.get() + 1);
  }
}

export function connectHost(win: Window, { embedded, hostOrigin }: Embedding): HostBridge {
  if (!embedded || !hostOrigin) return { post() {}, stop() {} };
  const parent = win.parent;
  const onMessage = (event: MessageEvent) => {
    if (event.source == parent && event.origin == hostOrigin && isHostToWidget(event.data)) receive(event.data);
  };
  win.addEventListener('message', onMessage);
  const post = (message: Untagged<WidgetToHost>) =>
    parent.postMessage({ ...message, source: PROTOCOL_SOURCE }, hostOrigin);
  post({ type: 'ready' });
  return { post, stop: () => win.removeEventListener('message', onMessage) };
}
