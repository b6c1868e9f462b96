// Goods (msgType 7) and order (msgType 8) cards: msgContent is JSON text of these fields.
// The console builds them, the server checks them, the widget shows them.
import { safeLinkUrl, safeUrl } from './safeUrl';

export const GOODS_CARD_FIELDS = ['imgUrl', 'title', 'describe', 'label', 'fromUrl'] as const;
export const ORDER_CARD_FIELDS = [
  'imgUrl',
  'title',
  'describe',
  'orderStatus',
  'orderCode',
  'orderTime',
  'fromUrl',
] as const;

export type CardKind = 'goods' | 'order';
export const CARD_FIELDS = { goods: GOODS_CARD_FIELDS, order: ORDER_CARD_FIELDS } as const;
export const CARD_MSG_TYPE = { goods: 7, order: 8 } as const;
export const cardKindOf = (msgType: number): CardKind | undefined =>
  msgType == CARD_MSG_TYPE.goods ? 'goods' : msgType == CARD_MSG_TYPE.order ? 'order' : undefined;

/** Longest text of one card field; URLs included. */
export const MAX_CARD_FIELD = 500;

export type CardCheck =
  | { ok: true; card: Record<string, string> }
  | { ok: false; field: string; error: 'required' | 'tooLong' | 'badUrl' | 'notText' | 'notObject' };

/**
 * A card as it may be sent: an object whose known fields are text, with a title, no field
 * over MAX_CARD_FIELD, and picture and link URLs that are http(s) or relative (the link may
 * be mailto:). Empty fields are dropped; unknown ones too.
 */
export function checkCard(kind: CardKind, value: unknown): CardCheck {
  if (!value || typeof value != 'object' || Array.isArray(value))
    return { ok: false, field: 'content', error: 'notObject' };
  const source = value as Record<string, unknown>;
  const card: Record<string, string> = {};
  for (const field of CARD_FIELDS[kind]) {
    const raw = source[field] ?? '';
    if (typeof raw != 'string' && typeof raw != 'number') return { ok: false, field, error: 'notText' };
    const text = String(raw).trim();
    if (!text) continue;
    if (text.length > MAX_CARD_FIELD) return { ok: false, field, error: 'tooLong' };
    if (field == 'imgUrl' && !safeUrl(text)) return { ok: false, field, error: 'badUrl' };
    if (field == 'fromUrl' && !safeLinkUrl(text)) return { ok: false, field, error: 'badUrl' };
    card[field] = text;
  }
  if (!card.title) return { ok: false, field: 'title', error: 'required' };
  return { ok: true, card };
}
