// Failed sign-ins, counted per login and per address in the database, so every instance sees the
// same count. Past SIGN_IN_FAILURES_ALLOWED within the window, the subject waits out the window's
// rest; a successful sign-in clears the login's count (not the address's).
import type { Sql } from '../db/sql';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Per login: a person mistyping is never near it; a guesser gets 10 tries a quarter-hour. */
export const SIGN_IN_FAILURES_ALLOWED = { login: 10, address: 30 } as const;

export type SignInSubject = { kind: keyof typeof SIGN_IN_FAILURES_ALLOWED; value: string };

const keyOf = ({ kind, value }: SignInSubject) => `${kind}:${value.toLowerCase()}`;

export function signInFailureStore(sql: Sql, now: () => number) {
  return {
    /** Milliseconds until the first of the subjects may try again; 0 when all may now. */
    async waitFor(subjects: SignInSubject[]): Promise<number> {
      let wait = 0;
      for (const subject of subjects) {
        const row = await sql.get<{ failures: number | string; since: number | string }>(
          'SELECT failures, since FROM sign_in_failures WHERE subject = ?',
          [keyOf(subject)],
        );
        const left = row ? Number(row.since) + SIGN_IN_WINDOW_MS - now() : 0;
        if (row && left > 0 && Number(row.failures) >= SIGN_IN_FAILURES_ALLOWED[subject.kind])
          wait = Math.max(wait, left);
      }
      return wait;
    },
    async failed(subjects: SignInSubject[]): Promise<void> {
      const at = now();
      for (const subject of subjects)
        await sql.run(
          'INSERT INTO sign_in_failures (subject, failures, since) VALUES (?, 1, ?) ON CONFLICT (subject) DO UPDATE SET ' +
            'failures = CASE WHEN sign_in_failures.since <= ? THEN 1 ELSE sign_in_failures.failures + 1 END, ' +
            'since = CASE WHEN sign_in_failures.since <= ? THEN excluded.since ELSE sign_in_failures.since END',
          [keyOf(subject), at, at - SIGN_IN_WINDOW_MS, at - SIGN_IN_WINDOW_MS],
        );
    },
    async succeeded(subject: SignInSubject): Promise<void> {
      await sql.run('DELETE FROM sign_in_failures WHERE subject = ?', [keyOf(subject)]);
    },
  };
}
