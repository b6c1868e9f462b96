// What a password must be (docs/security.md#passwords): the shape shared/accounts.ts checks in the
// console too, and not one of the ~49,000 most common passwords (zxcvbn-ts's list), nor one of
// those with digits or symbols added at the end, nor a password this project ever printed.
import { passwordMessage, passwordShapeProblem } from '@shared/accounts';
import { dictionary } from '@zxcvbn-ts/language-common';

/** Printed in this project's README as the demo's password: known to everyone who read it. */
export const PUBLISHED_PASSWORDS: readonly string[] = ['northwind'];

const COMMON = new Set([...dictionary['passwords-common'], ...PUBLISHED_PASSWORDS]);

/** "Dragon2024!" is "dragon" with an ending: guessers try those first. */
const withoutEnding = (password: string) => password.replace(/[\d\W_]+$/u, '');

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return (
    COMMON.has(lower) || COMMON.has(withoutEnding(lower)) || COMMON.has(withoutEnding(lower).replace(/^[\d\W_]+/u, ''))
  );
}

/** Undefined when the password may be used; else what the person must change, naming the field. */
export function passwordProblem(password: string, login = ''): string | undefined {
  return passwordShapeProblem(password, login) ?? (isCommonPassword(password) ? passwordMessage('common') : undefined);
}
