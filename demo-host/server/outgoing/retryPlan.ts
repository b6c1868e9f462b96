// When a failed mail or delivery is tried again (docs/decisions.md#outbox-retries): 10 s after
// the first failure, doubling to at most 10 minutes, for 24 hours from when it was queued;
// then it fails for good and shows so in the console. A little spread per row (from its id, so
// the same row always waits the same) keeps a recovered receiver from a thundering herd.

export const RETRY_FIRST_MS = 10_000;
export const RETRY_MAX_MS = 10 * 60_000;
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** How long to wait after the `attempts`-th failed attempt (1 = the first). */
export function retryDelay(attempts: number, rowId: number): number {
  const base = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1));
  const spread = 1 + (rowId % 10) / 100;
  return Math.round(base * spread);
}

/** The next attempt's time, or undefined when the row has tried long enough. */
export function nextAttemptAt(attempts: number, rowId: number, queuedAt: number, now: number): number | undefined {
  const at = now + retryDelay(attempts, rowId);
  return at - queuedAt > GIVE_UP_AFTER_MS ? undefined : at;
}
