// A host page in happy-dom with the loader installed from source, and a fake widget
// window standing in for the cross-origin iframe.

import type { PanelContext, PanelModule } from '@loader/context';
import { type HostWindow, install } from '@loader/install';
import { createPanel } from '@loader/panel';
import { createWidget } from '@loader/widget';
import { Window } from 'happy-dom';
import { vi } from 'vitest';

export const HOST_ORIGIN = 'https://shop.example';
export const WIDGET_ORIGIN = 'https://widget.example';

export interface HostPageOptions {
  /** `localStorage` throws on access, as in a sandboxed frame or with storage blocked. */
  storageThrows?: boolean;
  /** data-* attributes of the script tag; none means the page boots by command. */
  dataset?: Record<string, string>;
  /** What the queue stub collected before the script arrived. */
  queue?: unknown[][];
  width?: number;
  userAgent?: string;
  touch?: boolean;
  /** Where on the shop the page is; `/products` unless told. */
  path?: string;
  title?: string;
  /** The host page's own document.referrer: how the visitor came to it. */
  referrer?: string;
}

export function createHostPage(options: HostPageOptions = {}) {
  const happy = new Window({
    url: HOST_ORIGIN + (options.path ?? '/products'),
    width: options.width ?? 1280,
    height: 800,
    settings: {
      disableIframePageLoading: true,
      navigator: {
        userAgent: options.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64)',
        maxTouchPoints: options.touch ? 5 : 0,
      },
    },
  });
  const win = happy as unknown as HostWindow;
  const doc = win.document;
  doc.title = options.title ?? 'Products';
  if (options.referrer !== undefined) Object.defineProperty(doc, 'referrer', { value: options.referrer });
  if (options.storageThrows) {
    Object.defineProperty(win, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  }
  if (options.queue) {
    const stub = Object.assign(() => {}, { q: options.queue.map((call) => ({ ...call, length: call.length })) });
    win.ChatOnline = stub as unknown as HostWindow['ChatOnline'];
  }

  const script = doc.createElement('script');
  script.src = WIDGET_ORIGIN + '/chat_online/loader.js';
  for (const [key, value] of Object.entries(options.dataset ?? {})) script.dataset[key] = value;
  doc.head.append(script);

  /** The iframe's window: what the loader posts to it, and the source of its messages. */
  const widgetWindow = { postMessage: vi.fn() };
  /** Iframe panels made. */
  const panelLoads = vi.fn();
  /** Fetches of loader-panel.js (the module), apart from the panels it makes. */
  const panelFetches = vi.fn();
  const panelModule: PanelModule = {
    start: (handover) =>
      createWidget(handover, (context: PanelContext) => {
        panelLoads();
        const panel = createPanel(context);
        Object.defineProperty(doc.getElementById('chat-online-frame'), 'contentWindow', { value: widgetWindow });
        return panel;
      }),
  };

  return {
    win,
    doc,
    widgetWindow,
    panelLoads,
    panelFetches,
    install: (scriptElement: HTMLScriptElement = script) =>
      install(win, scriptElement, async () => (panelFetches(), panelModule)),
    api: (...args: unknown[]) => (win.ChatOnline as (...values: unknown[]) => void)(...args),
    launcher: () => doc.getElementById('chat-online-launcher') as HTMLButtonElement | null,
    badge: () => doc.getElementById('chat-online-unread'),
    frame: () => doc.getElementById('chat-online-frame') as HTMLIFrameElement | null,
    /** A message arriving on the host page, by default from the widget. */
    receive(data: unknown, from: { origin?: string; source?: unknown } = {}) {
      const event = new happy.MessageEvent('message', {
        data,
        origin: from.origin ?? WIDGET_ORIGIN,
        source: (from.source ?? widgetWindow) as never,
      });
      win.dispatchEvent(event as unknown as Event);
    },
    pressKey(key: string) {
      doc.dispatchEvent(new happy.KeyboardEvent('keydown', { key }) as unknown as Event);
    },
    /** Messages the loader posted to the widget, with their target origins. */
    posted: () => widgetWindow.postMessage.mock.calls.map(([message, origin]) => ({ ...message, origin })),
    close: () => happy.close(),
  };
}

export type HostPage = ReturnType<typeof createHostPage>;

/** Lets the panel's dynamic import and other microtasks settle. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

export const fromWidget = (type: string, fields: Record<string, unknown> = {}) => ({
  source: 'chat-online',
  type,
  ...fields,
});
