// The contract between the loader and the widget's frame: where the widget lives, the URL
// the loader opens it at, and how the widget reads that URL back. The visitor id never
// goes in the URL: it arrives by postMessage and is kept under `visitorIdKey`.
import widgetBase from './widgetBase.json';

/** The widget's base path on its server; rollup and the server read the same file. */
export const WIDGET_BASE_PATH: string = widgetBase.path;
/** The history-mode router's base: the base path without its trailing slash. */
export const WIDGET_ROUTER_BASE = WIDGET_BASE_PATH.slice(0, -1);
/** The chat page, relative to the base. */
export const CHAT_PAGE = 'index';

export interface FrameParams {
  channelId: string;
  /** The host page's origin: the one origin the widget may talk to. */
  hostOrigin: string;
  /** The spec's locale parameter: the first screen already speaks the host's language. */
  locale?: string | undefined;
}

/** The iframe's URL; `r` keeps a cached page from being reused across boots. */
export function frameUrl(widgetBaseUrl: URL, { channelId, hostOrigin, locale }: FrameParams): URL {
  const url = new URL(CHAT_PAGE, widgetBaseUrl);
  url.search = new URLSearchParams({
    channelId,
    from: 'iframe',
    host: hostOrigin,
    r: Math.random().toString(36).slice(2),
    ...(locale && { locale }),
  }).toString();
  return url;
}

export interface FrameQuery {
  channelId?: string | undefined;
  /** `from=iframe`: opened by the loader (or another frame), not as a page of its own. */
  fromFrame: boolean;
  /** The `host` parameter, unchecked: embedding decides whether it is an origin. */
  host?: string | undefined;
  locale?: string | undefined;
}

export function readFrameUrl(search: string): FrameQuery {
  const query = new URLSearchParams(search);
  return {
    channelId: query.get('channelId') ?? undefined,
    fromFrame: query.get('from') == 'iframe',
    host: query.get('host') ?? undefined,
    locale: query.get('locale') ?? undefined,
  };
}

/**
 * The id of the `<script type="application/json">` in which the server hands the chat page
 * its channel's configuration (what channelInfo answers), so the first screen does not wait
 * for a round trip. A data block, not a script: `script-src 'self'` never runs it.
 */
export const EMBEDDED_CHANNEL_ID = 'chat-online-channel';

/** Where the visitor id is kept, per tenant, in the host's storage (loader) or the frame's own (widget). */
export const visitorIdKey = (tenantId: string) => 'chat-online:visitor:' + tenantId;

/**
 * The widget's unsent messages, one item per message: `<prefix><visitor id>:<client id>`
 * (widget/stores/outbox.ts). In the frame's storage, or, where the browser blocks it, kept by
 * the loader in the host's (the protocol's `keep` and `kept`).
 */
export const OUTBOX_KEY_PREFIX = 'chat-online:outbox:';
