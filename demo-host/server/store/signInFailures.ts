// Failed sign-ins, counted per login and per address in the database, so every instance sees the
// same count. Past SIGN_IN_FAILURES_ALLOWED within the window, the subject waits out the window's
// rest; a successful sign-in clears the login's count (not the address's).
//
// An attempt counts as a failure from the moment it arrives, before its password is hashed, and
// is taken back if it succeeds: counted only once it failed, attempts sent at once (each waiting
// ~125 ms for its hash) would all pass the check before any was counted.
import type { Sql } from '../db/sql';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Per login: a person mistyping is never near it; a guesser gets 10 tries a quarter-hour. */
export const SIGN_IN_FAILURES_ALLOWED = { login: 10, address: 30 } as const;

export type SignInSubject = { kind: keyof typeof SIGN_IN_FAILURES_ALLOWED; value: string };

const keyOf = ({ kind, value }: SignInSubject) => `${kind}:${value.toLowerCase()}`;

export function signInFailureStore(sql: Sql, now: () => number) {
  return {
    /**
     * Counts an attempt against each subject, in one statement each (attempts at once are counted
     * one by one). Resolves to the milliseconds until the first subject over its limit may try
     * again: then the attempt must not be tried; 0 when it may.
     */
    async attempt(subjects: SignInSubject[]): Promise<number> {
      const at = now();
      let wait = 0;
      for (const subject of subjects) {
        const row = await sql.get<{ failures: number | string; since: number | string }>(
          'INSERT INTO sign_in_failures (subject, failures, since) VALUES (?, 1, ?) ON CONFLICT (subject) DO UPDATE SET ' +
            'failures = CASE WHEN sign_in_failures.since <= ? THEN 1 ELSE sign_in_failures.failures + 1 END, ' +
            'since = CASE WHEN sign_in_failures.since <= ? THEN excluded.since ELSE sign_in_failures.since END ' +
            'RETURNING failures, since',
          [keyOf(subject), at, at - SIGN_IN_WINDOW_MS, at - SIGN_IN_WINDOW_MS],
        );
        if (row && Number(row.failures) > SIGN_IN_FAILURES_ALLOWED[subject.kind])
          wait = Math.max(wait, Number(row.since) + SIGN_IN_WINDOW_MS - at);
      }
      return wait;
    },
    /** The attempt succeeded: the login's count is cleared, the attempt taken back from the address's. */
    async succeeded(subjects: SignInSubject[]): Promise<void> {
      for (const subject of subjects)
        await sql.run(
          subject.kind == 'login'
            ? 'DELETE FROM sign_in_failures WHERE subject = ?'
            : 'UPDATE sign_in_failures SET failures = failures - 1 WHERE subject = ? AND failures > 0',
          [keyOf(subject)],
        );
    },
  };
}
