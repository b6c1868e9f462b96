// The iframe panel, in loader-panel.js: it creates the iframe and speaks the host side of
// the postMessage protocol.
import { CONVERSATION_FLAG_TTL_MS } from '@shared/constants';
import { createExpiringStorage } from '@shared/expiringStorage';
import { frameUrl, OUTBOX_KEY_PREFIX } from '@shared/frame';
import { isWidgetToHost, KEPT_MAX, type LayoutInfo, PROTOCOL_SOURCE, type WidgetToHost } from '@shared/protocol';
import { unreadBadgeText } from '@shared/unread';
import { pickVariant } from '@shared/variant';
import type { Panel, PanelContext } from './context';
import type { HostWindow } from './install';
import { conversationKey, layoutKey } from './keys';
import { badgeStyle, DEFAULT_LAYOUT, panelStyle, zoomOf } from './layout';
import { watchNavigation } from './navigation';
import { lockScroll } from './scrollLock';
import { visitorIdFor } from './visitor';

const FRAME_PERMISSIONS = 'camera; microphone; display-capture; picture-in-picture; clipboard-write';
/** A single-page app names its new page after it has changed the URL: look again this much later. */
const TITLE_SETTLE_MS = 1000;

export function createPanel(context: PanelContext): Panel {
  const {
    w: win,
    o: { channelId },
    b: widgetBase,
    z: zIndex,
    n: label,
    l: launcher,
    emit,
  } = context;
  const doc = win.document;
  const storage = createExpiringStorage(() => win.localStorage);
  const widgetOrigin = widgetBase.origin;
  // The latest message of each kind the widget must know (visitor, user, locale, page), all
  // sent whenever it says it is ready: the first time, and again after its frame reloaded
  // (a page removed it and the loader put it back), when the widget knows nothing.
  const latest = new Map<string, Parameters<Panel['send']>[0]>();
  let layout = storage.get<LayoutInfo>(layoutKey(channelId)) || DEFAULT_LAYOUT;
  let ready = false;
  let isOpen = false;
  let unlockScroll: (() => void) | undefined;
  let visitorSentFor: string | undefined;
  let visitorId: string | undefined;
  let pageSent = '';

  // The unread count on the bubble: only a loaded panel has one to show.
  const badge = doc.createElement('span');
  badge.id = 'chat-online-unread';
  badge.style.cssText = badgeStyle('');
  launcher.append(badge);

  const frame = doc.createElement('iframe');
  frame.id = 'chat-online-frame';
  frame.title = label;
  frame.setAttribute('allow', FRAME_PERMISSIONS);
  frame.src = frameUrl(widgetBase, { channelId, hostOrigin: win.location.origin, locale: context.locale }).href;

  const post: Panel['send'] = (message) =>
    frame.contentWindow?.postMessage({ ...message, source: PROTOCOL_SOURCE }, widgetOrigin);
  const send: Panel['send'] = (message) => {
    // Shown or hidden is `isOpen`, told at each ready.
    if (message.type != 'show' && message.type != 'hide') latest.set(message.type, message);
    if (ready) post(message);
  };

  // The unsent messages kept for the widget (its `keep`, where the browser blocks the frame's
  // storage): read afresh each time, as sending them removes them.
  const postKept = () => {
    const items: Record<string, string> = {};
    const prefix = OUTBOX_KEY_PREFIX + visitorId + ':';
    try {
      const hostStorage = win.localStorage;
      for (let index = 0; index < hostStorage.length && Object.keys(items).length < KEPT_MAX; index++) {
        const key = hostStorage.key(index)!;
        if (key.startsWith(prefix)) items[key] = hostStorage.getItem(key)!;
      }
    } catch {}
    if (visitorId && ready) post({ type: 'kept', items });
  };

  // Sent once the tenant is known: remembered from an earlier layout, or from the first one.
  const sendVisitor = () => {
    const tenantId = layout.tenantId;
    if (tenantId && tenantId != visitorSentFor) {
      visitorSentFor = tenantId;
      visitorId = visitorIdFor(storage, win.crypto, tenantId);
      postKept();
      send({ type: 'visitor', visitorId });
    }
  };

  // Where the visitor is, for the agent: sent when it changed, within the protocol's limits.
  // Only a referrer from another site says how the visitor came; one of this site is a page they left.
  const sendPage = () => {
    const url = win.location.href.slice(0, 2000);
    const title = doc.title.slice(0, 300);
    const referrer = doc.referrer;
    if (url + '\n' + title == pageSent) return;
    pageSent = url + '\n' + title;
    const fromElsewhere = referrer && !referrer.startsWith(win.location.origin + '/');
    send({ type: 'page', url, title, ...(fromElsewhere ? { referrer: referrer.slice(0, 2000) } : {}) });
  };
  const onNavigate = () => {
    sendPage();
    setTimeout(sendPage, TITLE_SETTLE_MS);
  };

  const restyle = () => {
    const { maxTouchPoints, userAgent } = win.navigator;
    const { innerWidth: width, innerHeight: height } = win;
    const fullScreen = pickVariant({ touch: maxTouchPoints > 0, userAgent, width }) == 'mobile';
    frame.style.cssText = panelStyle(context.s, zIndex, layout, fullScreen, isOpen, {
      width,
      height,
      zoom: zoomOf(launcher),
    });
    return fullScreen;
  };

  const fromWidget = (message: WidgetToHost) => {
    switch (message.type) {
      case 'ready': {
        // The host hears `ready` once: a frame reloaded (into a new build, or put back) is told
        // everything again, and the host page has nothing to do again.
        const again = ready;
        ready = true;
        postKept();
        latest.forEach(post);
        if (isOpen) post({ type: 'show' });
        return again || emit('ready');
      }
      case 'hidden':
        if (message.close) storage.remove(conversationKey(channelId));
        return context.close();
      case 'unread': {
        const text = unreadBadgeText(message.count);
        badge.textContent = text;
        badge.style.cssText = badgeStyle(text);
        launcher.setAttribute('aria-label', text ? `${label} (${text})` : label);
        return emit('unread', message.count);
      }
      case 'message':
        return emit('message', { text: message.text, senderName: message.senderName });
      case 'config':
        return emit('config', message.config);
      case 'ended':
        storage.remove(conversationKey(channelId));
        return emit('ended');
      case 'gone':
        return (win as HostWindow).ChatOnline?.('shutdown');
      case 'keep':
        try {
          if (message.value === undefined) win.localStorage.removeItem(message.key);
          else win.localStorage.setItem(message.key, message.value);
        } catch {}
        return;
      case 'layout': {
        const { width, height, color, tenantId, position } = message;
        layout = { width, height, color, tenantId, position };
        storage.set(layoutKey(channelId), layout);
        // The bubble, then the panel, on the side loader.js settles (`context.s`).
        context.p(color, position);
        restyle();
        sendVisitor();
      }
    }
  };

  const onMessage = ({ source, origin, data }: MessageEvent) => {
    // A detached frame has no window: then nothing, not even a null source, is the widget.
    if (source && source == frame.contentWindow && origin == widgetOrigin && isWidgetToHost(data)) fromWidget(data);
  };
  const onKey = (event: KeyboardEvent) => event.key == 'Escape' && context.close();

  win.addEventListener('message', onMessage);
  win.addEventListener('resize', restyle);
  doc.addEventListener('keydown', onKey);
  restyle();
  // Right after the bubble: Tab goes from the bubble into the panel, Shift+Tab comes back.
  context.e.push(frame);
  context.a();
  sendVisitor();
  if (context.user) send({ type: 'userInfo', user: context.user });
  sendPage();
  const stopWatching = watchNavigation(win, onNavigate);

  return {
    send,
    show(open) {
      if (open == isOpen) return;
      isOpen = open;
      const fullScreen = restyle();
      if (open) {
        if (fullScreen) unlockScroll = lockScroll(doc);
        storage.set(conversationKey(channelId), 1, CONVERSATION_FLAG_TTL_MS);
        send({ type: 'show' });
        sendPage();
        frame.focus();
      } else {
        send({ type: 'hide' });
        unlockScroll?.();
        unlockScroll = undefined;
        // Take focus back only from the widget, never from something else on the host page.
        const active = doc.activeElement;
        if (!active || active == frame || active == doc.body) launcher.focus();
      }
    },
    remove() {
      stopWatching();
      unlockScroll?.();
      context.e.splice(context.e.indexOf(frame), 1);
      frame.remove();
      badge.remove();
      win.removeEventListener('message', onMessage);
      win.removeEventListener('resize', restyle);
      doc.removeEventListener('keydown', onKey);
    },
  };
}
