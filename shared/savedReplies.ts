// Saved replies (canned answers): a team's texts, each called up in the agent's composer by
// typing "/" and its shortcut. The rules of one, checked by the server; its messages read
// back by the console, which shows each at its field.
import { textLength } from './api/limits';

export const SAVED_REPLY_LIMITS = { shortcut: 32, title: 100, text: 5000 } as const;

/** Letters (any script), digits, "-" and "_": a word typed right after "/", ended by a space. */
const SHORTCUT_CHARACTERS = /^[\p{L}\p{N}_-]+$/u;

export interface SavedReplyFields {
  shortcut: string;
  title: string;
  text: string;
}
export type SavedReplyField = keyof SavedReplyFields;

export type SavedReplyProblem = 'required' | 'tooLong' | 'badShortcut' | 'taken';

export type SavedReplyCheck =
  | { ok: true; fields: SavedReplyFields }
  | { ok: false; field: SavedReplyField; problem: SavedReplyProblem };

/** Two shortcuts that differ only in case are the same one: the composer matches without case. */
export const shortcutKey = (shortcut: string) => shortcut.toLowerCase();

/**
 * A saved reply as it is stored: every field trimmed, a leading "/" dropped from the shortcut
 * (it is how the composer calls it up, not part of it); a shortcut of 1 to 32 letters, digits,
 * "-" or "_"; a title of at most 100 characters, possibly empty; a text of 1 to 5000.
 */
export function checkSavedReply(input: { shortcut: string; title?: string; text: string }): SavedReplyCheck {
  const fields = {
    shortcut: input.shortcut.trim().replace(/^\//, ''),
    title: (input.title ?? '').trim(),
    text: input.text.trim(),
  };
  if (!fields.shortcut) return { ok: false, field: 'shortcut', problem: 'required' };
  if (textLength(fields.shortcut) > SAVED_REPLY_LIMITS.shortcut)
    return { ok: false, field: 'shortcut', problem: 'tooLong' };
  if (!SHORTCUT_CHARACTERS.test(fields.shortcut)) return { ok: false, field: 'shortcut', problem: 'badShortcut' };
  if (textLength(fields.title) > SAVED_REPLY_LIMITS.title) return { ok: false, field: 'title', problem: 'tooLong' };
  if (!fields.text) return { ok: false, field: 'text', problem: 'required' };
  if (textLength(fields.text) > SAVED_REPLY_LIMITS.text) return { ok: false, field: 'text', problem: 'tooLong' };
  return { ok: true, fields };
}

const PROBLEM_WORDS: Record<SavedReplyProblem, string> = {
  required: 'is required',
  tooLong: 'is too long',
  badShortcut: 'may hold only letters, digits, - and _',
  taken: 'is already used by another saved reply',
};

/** The server's message for a problem: "shortcut: is already used by another saved reply". */
export const savedReplyMessage = (field: SavedReplyField, problem: SavedReplyProblem) =>
  `${field}: ${PROBLEM_WORDS[problem]}`;

const FIELDS: readonly string[] = ['shortcut', 'title', 'text'] satisfies SavedReplyField[];

/**
 * Which field a refused save names, and the problem when it is one of ours (schema messages,
 * "title: must NOT have more than 100 characters", have only their words): undefined when the
 * message names no field of a saved reply.
 */
export function readSavedReplyMessage(
  message: string,
): { field: SavedReplyField; problem?: SavedReplyProblem; words: string } | undefined {
  const [, field, words] = /^(\w+): (.*)$/s.exec(message) ?? [];
  if (!field || words === undefined || !FIELDS.includes(field)) return undefined;
  const problem = (Object.keys(PROBLEM_WORDS) as SavedReplyProblem[]).find((each) => PROBLEM_WORDS[each] == words);
  return { field: field as SavedReplyField, ...(problem && { problem }), words };
}
