// The postMessage protocol between the host page (loader) and the widget iframe.
// Every message is `{ source: 'chat-online', type, ... }` and is checked by a guard
// before use: the other side is another origin and must be treated as untrusted input.
// The guards read a schema per message type, which keeps them small enough for the loader.

import { OUTBOX_KEY_PREFIX } from './frame';

export const PROTOCOL_SOURCE = 'chat-online';

/** What a host page may tell the widget about its signed-in user (`setUser`). */
export interface HostUser {
  userName?: string;
  phone?: string;
  email?: string;
  params?: Record<string, string>;
  userId?: string;
  /** HMAC-SHA256(channel secret, userId), checked by the server. */
  userHash?: string;
}

/** A plain-text preview of an agent message, for the host's `message` event. */
interface MessagePreview {
  text: string;
  senderName?: string;
}

/**
 * Where the visitor is on the host page, for the agent. `referrer` is the host page's own
 * referrer when it is another site (how the visitor arrived); the iframe cannot see it.
 */
export interface HostPage {
  url: string;
  title: string;
  referrer?: string;
}

export interface LayoutInfo {
  width: number;
  height: number;
  color: string;
  /** Lets the loader keep one visitor id per tenant, as the spec stores userId per tenant. */
  tenantId?: string;
  /** The channel's side of the host page; the snippet's data-position wins over it. */
  position?: 'left' | 'right';
}

type Tagged<T> = T & { source: typeof PROTOCOL_SOURCE };
/** A message as written by its sender, before the `source` tag is added. */
export type Untagged<T> = T extends unknown ? Omit<T, 'source'> : never;

/** Iframe → host. `hidden` keeps the spec's literal fields `hidden: true` and `close`. */
export type WidgetToHost = Tagged<
  | { type: 'ready' }
  | { type: 'hidden'; hidden: true; close?: boolean }
  | { type: 'unread'; count: number }
  | ({ type: 'message' } & MessagePreview)
  | { type: 'config'; config: Record<string, unknown> }
  | { type: 'ended' }
  | ({ type: 'layout' } & LayoutInfo)
  /** No chat here (the channel is unknown, disabled or deleted), its notice closed: the loader removes the widget. */
  | { type: 'gone' }
  /**
   * The frame's storage is blocked: the host keeps this unsent message (a stored item, as
   * text) until the widget says it was sent (no `value`). Only outbox keys (isKeptKey).
   */
  | { type: 'keep'; key: string; value?: string }
>;

/** Host → iframe. `hide` tells the widget its panel was closed on the host page. */
export type HostToWidget = Tagged<
  | { type: 'show' }
  | { type: 'hide' }
  | { type: 'userInfo'; user: HostUser }
  | { type: 'locale'; locale: string }
  | { type: 'visitor'; visitorId: string }
  /** What the host keeps for the visitor (`keep`), sent before `visitor`: the widget's unsent messages. */
  | { type: 'kept'; items: Record<string, string> }
  | ({ type: 'page' } & HostPage)
  /**
   * The console's live preview: a draft configuration (shared/channelConfig.ts channelConfigOf)
   * the widget shows instead of its saved one. Taken only from a parent on the widget's own
   * origin (the console), never from a host page.
   */
  | { type: 'preview'; config: Record<string, unknown>; phone?: boolean }
>;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value == 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max = 2000): value is string => typeof value == 'string' && value.length <= max;
export const isLocale = (value: unknown): value is string =>
  isText(value, 16) && /^[a-z]{2,3}([-_][a-z\d]{2,8})*$/i.test(value);
export const isVisitorId = (value: unknown): value is string => isText(value, 64) && /^[\w-]{8,64}$/.test(value);
// Only colours the loader may hand to `element.style` without it fetching anything.
export const isColor = (value: unknown): value is string =>
  isText(value, 40) && /^(#[\da-f]{3,8}|rgba?\([\d\s.,%]+\))$/i.test(value);
export const isHostUser = (user: unknown): user is HostUser =>
  isObject(user) &&
  Object.entries(user).every(([key, value]) =>
    key == 'params'
      ? isObject(value) && Object.values(value).every((param) => isText(param))
      : /^(userName|phone|email|userId|userHash)$/.test(key) && isText(value, 200),
  );

/** An unsent message's item (an outbox key of a visitor id and a client id), and its stored text. */
const KEPT_KEY = new RegExp(`^${OUTBOX_KEY_PREFIX}[\\w-]{8,64}:[\\w-]{1,64}$`);
export const isKeptKey = (value: unknown): value is string => isText(value, 200) && KEPT_KEY.test(value);
/** A message's text (10,000 characters) and its item's JSON, with room for escapes. */
const isKeptValue = (value: unknown): value is string => isText(value, 100_000);
/** The most unsent messages the host sends back at once. */
export const KEPT_MAX = 100;

/** One letter per kind of field; a trailing `?` makes the field optional. */
const KINDS: Record<string, (value: unknown) => boolean> = {
  s: isText,
  b: (value) => typeof value == 'boolean',
  t: (value) => value === true,
  // NaN and Infinity fail the range check.
  n: (value) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 1e6,
  o: isObject,
  c: isColor,
  l: isLocale,
  v: isVisitorId,
  u: isHostUser,
  // A page title: shorter than a URL.
  T: (value) => isText(value, 300),
  k: isKeptKey,
  j: isKeptValue,
  K: (value) =>
    isObject(value) &&
    Object.keys(value).length <= KEPT_MAX &&
    Object.entries(value).every(([key, text]) => isKeptKey(key) && isKeptValue(text)),
};

type Schema = Record<string, Record<string, string>>;

const WIDGET_TO_HOST: Schema = {
  ready: {},
  hidden: { hidden: 't', close: 'b?' },
  unread: { count: 'n' },
  message: { text: 's', senderName: 's?' },
  config: { config: 'o' },
  ended: {},
  // Any other text than 'left' reads as right: the loader only asks whether it is 'left'.
  layout: { width: 'n', height: 'n', color: 'c', tenantId: 's?', position: 's?' },
  gone: {},
  keep: { key: 'k', value: 'j?' },
};

const HOST_TO_WIDGET: Schema = {
  show: {},
  hide: {},
  userInfo: { user: 'u' },
  locale: { locale: 'l' },
  visitor: { visitorId: 'v' },
  kept: { items: 'K' },
  page: { url: 's', title: 'T', referrer: 's?' },
  preview: { config: 'o', phone: 'b?' },
};

const conforms = (data: unknown, schema: Schema) =>
  isObject(data) &&
  data.source === PROTOCOL_SOURCE &&
  typeof data.type == 'string' &&
  Object.hasOwn(schema, data.type) &&
  Object.entries(schema[data.type]).every(
    ([field, kind]) => (kind[1] && data[field] === undefined) || KINDS[kind[0]](data[field]),
  );

export const isWidgetToHost = (data: unknown): data is WidgetToHost => conforms(data, WIDGET_TO_HOST);

export const isHostToWidget = (data: unknown): data is HostToWidget => conforms(data, HOST_TO_WIDGET);
