// The way between the chat and the pages it opens. A page opened from the chat carries the
// chat's own query (channelId, from=iframe, host, locale…) plus its own parameters, so its
// close control can return to exactly the chat the visitor left.

/** The parameters of /index that the chat needs to be itself again. */
const CHAT_PARAMS = ['channelId', 'from', 'host', 'locale', 'r', 'customize'] as const;

/** /index's query from any page's query: the chat's parameters only. */
export function chatSearch(search: string): string {
  const from = new URLSearchParams(search);
  const chat = new URLSearchParams();
  for (const key of CHAT_PARAMS) {
    const value = from.get(key);
    if (value !== null) chat.set(key, value);
  }
  return chat.toString();
}

/** A page's URL (relative to the router's base) opened from the chat: the chat's query plus the page's own. */
export function pageFromChat(page: string, chatQuery: string, own: Record<string, string | number>): string {
  const query = new URLSearchParams(chatSearch(chatQuery));
  for (const [key, value] of Object.entries(own)) query.set(key, String(value));
  return `/${page}?${query}`;
}

/**
 * The 404 page's parameter when the chat found no channel (unknown, disabled or deleted): it
 * then says the chat is unavailable.
 */
export const UNAVAILABLE = 'unavailable';
