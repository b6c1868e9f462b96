// The "/" of saved replies in the composer: where a "/query" is being typed, which saved
// replies it calls up, and the message once the chosen reply's text replaces it.
import type { SavedReply } from '@shared/api';

/** A "/" and what follows it, at [start, end) of the message; query is what is typed after the "/" up to the caret. */
export interface SlashQuery {
  start: number;
  end: number;
  query: string;
}

/** Shortcut characters (shared/savedReplies.ts): a space or a punctuation mark ends the query. */
const BEFORE_CARET = /(^|\s)\/([\p{L}\p{N}_-]*)$/u;
const AFTER_CARET = /^[\p{L}\p{N}_-]*/u;

/**
 * The "/query" the caret is in: its "/" begins the message or follows whitespace (so a URL or
 * "and/or" never opens the list), and only shortcut characters lie between it and the caret.
 * The word goes on past the caret up to the next other character.
 */
export function findSlashQuery(text: string, caret: number): SlashQuery | undefined {
  const match = BEFORE_CARET.exec(text.slice(0, caret));
  if (!match) return undefined;
  const query = match[2]!;
  const rest = AFTER_CARET.exec(text.slice(caret))![0];
  return { start: caret - query.length - 1, end: caret + rest.length, query };
}

/**
 * The replies a query calls up: those whose shortcut or title holds it, without regard to
 * case; the ones whose shortcut begins with it first. Each group keeps the list's order (by
 * shortcut). An empty query calls up every reply.
 */
export function matchSavedReplies(replies: readonly SavedReply[], query: string): SavedReply[] {
  const wanted = query.toLowerCase();
  const starts = replies.filter((reply) => reply.shortcut.toLowerCase().startsWith(wanted));
  const holds = replies.filter(
    (reply) =>
      !starts.includes(reply) &&
      (reply.shortcut.toLowerCase().includes(wanted) || reply.title.toLowerCase().includes(wanted)),
  );
  return [...starts, ...holds];
}

/** The message with the reply's text in place of the "/query", and where the caret goes: right after it. */
export function replaceSlashQuery(
  text: string,
  query: SlashQuery,
  replacement: string,
): { text: string; caret: number } {
  return {
    text: text.slice(0, query.start) + replacement + text.slice(query.end),
    caret: query.start + replacement.length,
  };
}
