// The account pages' rules and the server's answers, read for the person: which field a refusal
// names, which password rule a message is about, and a new password checked before it is sent
// (the server checks it again, and alone knows the list of common passwords).
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE_WORDS,
  type PasswordRule,
  passwordShapeRule,
} from '@shared/accounts';
import { ApiError } from '@shared/api';

/** "login: is taken" → the field and the words; undefined when the message names no field. */
export function readFieldMessage(message: string): { field: string; words: string } | undefined {
  const [, field, words] = /^([\w.]+): (.+)$/s.exec(message) ?? [];
  return field && words ? { field, words } : undefined;
}

/** The server's words as a sentence of their own: "is taken" → "Is taken". */
export const sentence = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

export type PasswordProblem = PasswordRule | 'mismatch';

/** Which rule a password message breaks ("password: …" or "newPassword: …"); undefined for any other message. */
export function passwordProblemOf(message: string): PasswordProblem | undefined {
  const named = readFieldMessage(message);
  if (!named || !/^(password|newPassword)$/.test(named.field)) return undefined;
  return (Object.keys(PASSWORD_RULE_WORDS) as PasswordRule[]).find((rule) => PASSWORD_RULE_WORDS[rule] == named.words);
}

/** What is wrong with a new password typed twice before it is sent; undefined when nothing is. */
export function newPasswordProblem(password: string, repeat: string, login = ''): PasswordProblem | undefined {
  return passwordShapeRule(password, login) ?? (password == repeat ? undefined : 'mismatch');
}

/** The numbers a password rule's text shows. */
export const PASSWORD_LIMITS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/** Minutes to wait after too many failed sign-ins (429), read from the server's words. */
export function minutesToWait(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.code != 429) return undefined;
  const minutes = /(\d+) min/.exec(error.message)?.[1];
  return minutes ? Number(minutes) : 1;
}
