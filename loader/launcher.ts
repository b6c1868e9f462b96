// One widget on the host page as loader.js draws it: the bubble, and the calls that wait
// for loader-panel.js, which carries them out and is only fetched when it is needed.
import { peekItem } from '@shared/expiringStorage';
import { type LayoutInfo, PROTOCOL_SOURCE } from '@shared/protocol';
import { keepAttached } from './attach';
import type { Call, HandleCall, Handover, PanelModule } from './context';
import { chatIcon } from './icon';
import { conversationKey, layoutKey } from './keys';
import { DEFAULT_LAYOUT, launcherStyle, showFocus, TOP_Z_INDEX } from './layout';
import type { BootOptions } from './options';

export type LoadPanel = (widgetBase: URL) => Promise<PanelModule>;

export const importPanel: LoadPanel = (widgetBase) =>
  import(/* @vite-ignore */ new URL('loader-panel.js', widgetBase).href);

/**
 * Draws the bubble and returns what handles the page's calls to it. Every call but
 * `shutdown` waits in `queue` until loader-panel.js loads, which carries them out in order
 * and handles the later ones itself. It loads on the first call that shows the panel (the
 * bubble's click too), on the pointer over the bubble or its focus, and at idle while a
 * conversation is going. So a call's `console.error` (a bad setUser, a bad locale, an
 * unknown command) shows when loader-panel.js loads, not when the page makes the call:
 * the one thing a page can tell apart from carrying out every call at once.
 */
export function createLauncher(
  win: Window,
  options: BootOptions,
  widgetBase: URL,
  queue: Call[],
  onShutdown: () => void,
  loadPanel: LoadPanel,
): HandleCall {
  const doc = win.document;
  const storage = () => win.localStorage;
  const launcher = doc.createElement('button');
  const nodes: Element[] = [launcher];
  const kept = keepAttached(doc, nodes);
  const handover: Handover = {
    w: win,
    o: options,
    b: widgetBase,
    l: launcher,
    // Settled by `p` below, before anything reads it.
    s: 'right',
    // Bad optional values fall back to the defaults rather than stop the widget.
    z: Number.isInteger(options.zIndex) ? options.zIndex! : TOP_Z_INDEX,
    n: String(options.label || 'Customer service chat'),
    e: nodes,
    a: kept.attach,
    q: queue,
    // The snippet's data-position wins over the channel's side.
    p(color, channelSide) {
      handover.s = (options.position || channelSide) == 'left' ? 'left' : 'right';
      launcher.style.cssText = launcherStyle(handover.s, handover.z, color);
    },
  };
  let alive = true;
  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ||= loadPanel(widgetBase).then(
      ({ start }) => {
        if (alive) start(handover);
      },
      (error) => console.error('ChatOnline: load failed', error),
    ));

  const handle: HandleCall = (command, args) => {
    if (command == 'shutdown') {
      alive = false;
      handover.h?.(command, args);
      kept.stop();
      win.removeEventListener('message', onMessage);
      onShutdown();
    } else if (handover.h) handover.h(command, args);
    else {
      queue.push([command, ...args]);
      if (command == 'open' || command == 'toggle') load();
    }
  };

  // The host page may push its user itself: window.postMessage({ source, type: 'userInfo', user }).
  const onMessage = ({ source, origin, data }: MessageEvent) => {
    if (source == win && origin == win.location.origin && data?.source == PROTOCOL_SOURCE && data.type == 'userInfo')
      handle('setUser', [data.user]);
  };

  launcher.id = 'chat-online-launcher';
  launcher.type = 'button';
  launcher.append(chatIcon(doc));
  // The channel's look as the widget last told it on this site, until it tells it again.
  const { color, position } = peekItem<LayoutInfo>(storage, layoutKey(options.channelId)) || DEFAULT_LAYOUT;
  handover.p(color, position);
  launcher.setAttribute('aria-label', handover.n);
  launcher.setAttribute('aria-expanded', 'false');
  launcher.onclick = () => handle('toggle', []);
  // The pointer over the bubble (a finger's touch is a pointer too) or a focus: the panel's
  // code is on its way before the click.
  launcher.onpointerenter = load;
  launcher.onfocus = () => (load(), showFocus(launcher, launcher.matches(':focus-visible')));
  launcher.onblur = () => showFocus(launcher, false);
  kept.attach();
  win.addEventListener('message', onMessage);
  // Opened before the calls the page made before boot, as if each call ran when made.
  if (options.open) {
    queue.unshift(['open']);
    load();
  }
  if (peekItem(storage, conversationKey(options.channelId)))
    'requestIdleCallback' in win ? win.requestIdleCallback(load) : setTimeout(load);
  return handle;
}
