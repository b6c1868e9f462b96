// Cards (goods, order, link, auto tips) arrive as JSON text in msgContent. Bad JSON is
// logged and the caller shows the raw text instead: a message is never lost or thrown.

/** JSON text (or an already parsed value) as a value, or undefined when it is not JSON. */
export function parseJson(content: unknown, what = 'message content'): unknown {
  if (typeof content !== 'string') return content ?? undefined;
  try {
    return JSON.parse(content) as unknown;
  } catch (error) {
    console.warn(`chat-online: ${what} is not valid JSON`, error);
    return undefined;
  }
}

export type CardFields<K extends string> = Partial<Record<K, string>>;

/**
 * The named fields of a JSON object, as text (numbers become text; other values are
 * dropped). null when the content is not an object carrying at least one of them.
 */
export function parseCard<K extends string>(content: unknown, keys: readonly K[]): CardFields<K> | null {
  const value = parseJson(content, 'card');
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    if (value !== undefined) console.warn('chat-online: card content is not an object', value);
    return null;
  }
  const source = value as Record<string, unknown>;
  const fields: CardFields<K> = {};
  let found = false;
  for (const key of keys) {
    const field = source[key];
    if (typeof field === 'string') fields[key] = field;
    else if (typeof field === 'number' && Number.isFinite(field)) fields[key] = String(field);
    else continue;
    found = true;
  }
  if (!found) console.warn('chat-online: card content has none of the expected fields', keys);
  return found ? fields : null;
}
