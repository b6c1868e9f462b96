// The widget's side of the postMessage protocol: it accepts messages only from its
// parent window and the host origin it was given, and posts only to that origin.
import { type HostToWidget, isHostToWidget, PROTOCOL_SOURCE, type Untagged, type WidgetToHost } from '@shared/protocol';
import type { Embedding } from './embedding';

export interface HostBridge {
  post(message: Untagged<WidgetToHost>): void;
  stop(): void;
}

/** Listens for the host's messages, hands them to `receive`, and tells the host it is ready. */
export function openBridge(
  win: Window,
  { embedded, hostOrigin }: Embedding,
  receive: (message: HostToWidget) => void,
): HostBridge {
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
