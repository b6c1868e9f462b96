// The host API of one widget, once loader-panel.js has loaded: events, open and closed,
// the user and the locale, and the iframe panel, made on the first open (or at once
// while a conversation is going, so unread counts keep arriving).
import { peekItem } from '@shared/expiringStorage';
import { type HostUser, isHostUser, isLocale } from '@shared/protocol';
import type { HandleCall, Handover, HostEvent, Panel, PanelContext } from './context';
import { conversationKey } from './keys';

type Listener = (payload?: unknown) => void;

interface ChatWidget {
  open(): void;
  close(): void;
  toggle(): void;
  setUser(user: HostUser): void;
  setLocale(code: string): void;
  on(event: HostEvent, listener: Listener): void;
  off(event: HostEvent, listener: Listener): void;
  shutdown(): void;
}

/** Takes over the calls of the bubble loader.js drew: first those it kept, in order. */
export function createWidget(handover: Handover, createPanel: (context: PanelContext) => Panel): void {
  const { w: win, o: options, l: launcher } = handover;
  const listeners = new Map<HostEvent, Set<Listener>>();
  let panel: Panel | undefined;
  let isOpen = false;

  const emit = (event: HostEvent, payload?: unknown) =>
    listeners.get(event)?.forEach((listener) => {
      try {
        listener(payload);
      } catch (error) {
        console.error(error);
      }
    });

  const context: PanelContext = Object.assign(handover, {
    locale: isLocale(options.locale) ? options.locale : undefined,
    emit,
    close: () => close(),
  });
  const ensurePanel = () => (panel ||= createPanel(context));

  const open = () => {
    if (isOpen) return;
    isOpen = true;
    launcher.setAttribute('aria-expanded', 'true');
    ensurePanel().show(true);
    emit('open');
  };

  const close = () => {
    if (!isOpen) return;
    isOpen = false;
    launcher.setAttribute('aria-expanded', 'false');
    panel?.show(false);
    emit('close');
  };

  const widget: ChatWidget = {
    open,
    close,
    toggle: () => (isOpen ? close() : open()),
    setUser(user) {
      if (!isHostUser(user)) return console.error('ChatOnline: bad setUser');
      context.user = user;
      panel?.send({ type: 'userInfo', user });
    },
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
    // loader.js removes the bubble and its own listener; calls still kept are dropped.
    shutdown() {
      panel?.remove();
      listeners.clear();
      handover.q.length = 0;
    },
  };

  const handle: HandleCall = (command, args) =>
    Object.hasOwn(widget, command)
      ? (widget[command as keyof ChatWidget] as (...values: unknown[]) => void)(...args)
      : console.error('ChatOnline: cannot ' + String(command));

  // Set first: a call a listener makes while the kept ones run is carried out at once, as it would have been.
  handover.h = handle;
  for (const [command, ...args] of handover.q) handle(command as string, args);
  handover.q.length = 0;
  if (peekItem(() => win.localStorage, conversationKey(options.channelId))) ensurePanel();
}
