// Long polls wait here for the next event of their key (a visitor, or an agent tenant).
// With one process (SQLite) a notify wakes this process's waiters. With several instances on
// one PostgreSQL, a notify goes to every instance through the database (db/postgres.ts,
// LISTEN/NOTIFY) and wakes the waiters where they are, this instance's too, once the writes it
// tells of have committed.
import type { Socket } from 'node:net';
import type { Sql } from './db/sql';

export interface Hub {
  notify(key: string): void;
  /** Resolves on the next notify of `key`, after `ms`, or when `signal` aborts. */
  wait(key: string, ms: number, signal?: AbortSignal): Promise<void>;
  close(): void;
}

export function createHub(sql?: Pick<Sql, 'broadcast'>): Hub {
  const waiters = new Map<string, Set<() => void>>();
  const wake = (key: string) => {
    const waiting = waiters.get(key);
    if (!waiting) return;
    waiters.delete(key);
    waiting.forEach((wakeOne) => wakeOne());
  };
  const wakeAll = () => [...waiters.keys()].forEach(wake);
  const broadcast = sql?.broadcast;
  // A gap in what reached this instance: every waiting poll reads again and misses nothing.
  const unsubscribe = broadcast?.subscribe(wake, wakeAll);
  return {
    notify: broadcast ? (key) => broadcast.send(key) : wake,
    wait(key, ms, signal) {
      return new Promise((resolve) => {
        const waiting = waiters.get(key) ?? new Set();
        waiters.set(key, waiting);
        const done = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', done);
          waiting.delete(done);
          if (!waiting.size && waiters.get(key) == waiting) waiters.delete(key);
          resolve();
        };
        const timer = setTimeout(done, ms);
        signal?.addEventListener('abort', done);
        waiting.add(done);
      });
    },
    close() {
      unsubscribe?.();
      wakeAll();
    },
  };
}

export const visitorKey = (userId: string) => 'visitor:' + userId;
export const tenantKey = (tenantId: string) => 'tenant:' + tenantId;

/**
 * A long poll's read: what `read` finds now; when that is nothing and the caller waits
 * (`waitMs`), what it finds after the key's next notify, the wait's end or the caller leaving.
 * It listens before the first read, so a notify that lands between that read and the wait
 * (another instance's commit, told through the database) still wakes it.
 */
export async function readOrWait<T>(
  hub: Hub,
  key: string,
  waitMs: number | undefined,
  socket: Socket,
  read: () => Promise<T[]>,
): Promise<{ found: T[]; waited: boolean }> {
  if (!waitMs) return { found: await read(), waited: false };
  const done = new AbortController();
  const leave = () => done.abort();
  const woken = hub.wait(key, waitMs, done.signal);
  // A caller who goes away frees the wait at once.
  socket.once('close', leave);
  try {
    const found = await read();
    if (found.length) return { found, waited: false };
    await woken;
    return { found: await read(), waited: true };
  } finally {
    socket.off('close', leave);
    done.abort();
  }
}
