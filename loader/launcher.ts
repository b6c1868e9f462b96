// One widget on the host page as loader.js draws it: the bubble, the host API's state,
// and the panel (loader-panel.js), which is only fetched when it is needed.
import { peekItem } from '../shared/expiringStorage';
import { PROTOCOL_SOURCE, isHostUser, isLocale, type HostUser, type LayoutInfo } from '../shared/protocol';
import type { HostEvent, Panel, PanelContext, PanelModule } from './context';
import { CHAT_ICON } from './icon';
import { conversationKey, layoutKey } from './keys';
import { DEFAULT_LAYOUT, launcherStyle } from './layout';
import type { BootOptions } from './options';

type Listener = (payload?: unknown) => void;

export interface ChatWidget {
  open(): void;
  close(): void;
  toggle(): void;
  setUser(user: HostUser): void;
  setLocale(code: string): void;
  on(event: HostEvent, listener: Listener): void;
  off(event: HostEvent, listener: Listener): void;
  shutdown(): void;
}

export type LoadPanel = (widgetBase: URL) => Promise<PanelModule>;

export const importPanel: LoadPanel = (widgetBase) => import(/* @vite-ignore */ new URL('loader-panel.js', widgetBase).href);

export function createWidget(
  win: Window,
  options: BootOptions,
  widgetBase: URL,
  onShutdown: () => void,
  loadPanel: LoadPanel,
): ChatWidget {
  const doc = win.document;
  const storage = () => win.localStorage;
  const listeners = new Map<HostEvent, Set<Listener>>();
  let panel: Panel | undefined;
  let loading: Promise<void> | undefined;
  let isOpen = false;
  let alive = true;

  const emit = (event: HostEvent, payload?: unknown) =>
    listeners.get(event)?.forEach((listener) => {
      try {
        listener(payload);
      } catch (error) {
        console.error(error);
      }
    });

  const launcher = doc.createElement('button');
  const context: PanelContext = {
    win,
    channelId: options.channelId,
    widgetBase,
    // Bad optional values fall back to the defaults rather than stop the widget.
    side: options.position == 'left' ? 'left' : 'right',
    zIndex: Number.isInteger(options.zIndex) ? options.zIndex! : 2147483000,
    label: String(options.label || 'Customer service chat'),
    locale: isLocale(options.locale) ? options.locale : undefined,
    launcher,
    emit,
    close: () => close(),
  };
  const layout = peekItem<LayoutInfo>(storage, layoutKey(options.channelId)) || DEFAULT_LAYOUT;
  launcher.id = 'chat-online-launcher';
  launcher.type = 'button';
  launcher.innerHTML = CHAT_ICON;
  launcher.style.cssText = launcherStyle(context.side, context.zIndex, layout.color);
  launcher.setAttribute('aria-label', context.label);
  launcher.setAttribute('aria-expanded', 'false');
  doc.body.append(launcher);

  let fetching: Promise<PanelModule> | undefined;
  const fetchPanel = () => (fetching ||= loadPanel(widgetBase));
  const ensurePanel = () =>
    (loading ||= fetchPanel().then(
      ({ createPanel }) => {
        if (alive) panel = createPanel(context);
      },
      (error) => console.error('ChatOnline: load failed', error),
    ));

  const sync = () => panel?.show(isOpen);

  const open = () => {
    if (isOpen || !alive) return;
    isOpen = true;
    launcher.setAttribute('aria-expanded', 'true');
    ensurePanel().then(sync);
    emit('open');
  };

  const close = () => {
    if (!isOpen) return;
    isOpen = false;
    launcher.setAttribute('aria-expanded', 'false');
    sync();
    emit('close');
  };

  const setUser = (user: HostUser) => {
    if (!isHostUser(user)) return console.error('ChatOnline: bad setUser');
    context.user = user;
    panel?.send({ type: 'userInfo', user });
  };

  // The host page may push its user itself: window.postMessage({ source, type: 'userInfo', user }).
  const onMessage = ({ source, origin, data }: MessageEvent) => {
    if (source == win && origin == win.location.origin && data?.source == PROTOCOL_SOURCE && data.type == 'userInfo')
      setUser(data.user);
  };

  const toggle = () => (isOpen ? close() : open());
  launcher.addEventListener('click', toggle);
  // The pointer over the bubble (a finger's touch is a pointer too) or a focus: the panel's
  // code is on its way before the click.
  for (const intent of ['pointerenter', 'focus']) launcher.addEventListener(intent, () => fetchPanel().catch(() => {}));
  win.addEventListener('message', onMessage);
  if (peekItem(storage, conversationKey(options.channelId)))
    'requestIdleCallback' in win ? win.requestIdleCallback(ensurePanel) : setTimeout(ensurePanel);

  return {
    open,
    close,
    toggle,
    setUser,
    setLocale(code) {
      if (!isLocale(code)) return console.error('ChatOnline: bad locale');
      context.locale = code;
      panel?.send({ type: 'locale', locale: code });
    },
    on(event, listener) {
      if (typeof listener != 'function') return;
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    shutdown() {
      alive = false;
      panel?.remove();
      launcher.remove();
      win.removeEventListener('message', onMessage);
      listeners.clear();
      onShutdown();
    },
  };
}
