// Long polls wait here for the next event of their key (a visitor, or an agent tenant).
// With one process (SQLite) a notify wakes this process's waiters. With several instances on
// one PostgreSQL, a notify goes to every instance through the database (db/postgres.ts,
// LISTEN/NOTIFY) and wakes the waiters where they are, this instance's too, once the writes it
// tells of have committed.
import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { Sql } from './db/sql';

export interface Hub {
  notify(key: string): void;
  /** Resolves on the next notify of `key`, after `ms`, or when `signal` aborts. */
  wait(key: string, ms: number, signal?: AbortSignal): Promise<void>;
  /** How many waits of `key` are held here now (tests wait for a long poll to be held). */
  waiting(key: string): number;
  /**
   * Resolves once every notify committed before the call has woken its waiters here (or after
   * `ms`): a notify of its own, sent after them, has come back. Through PostgreSQL a notify
   * takes a moment to arrive, even at the instance that sent it; alone, it wakes at once.
   */
  sync(ms: number): Promise<void>;
  /** The server is going (a deploy, a restart): every wait ends now, and a long poll holds no more (readOrWait). */
  close(): void;
  readonly closed: boolean;
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
  let closed = false;
  const wait: Hub['wait'] = (key, ms, signal) => {
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
  };
  return {
    notify: broadcast ? (key) => broadcast.send(key) : wake,
    wait,
    waiting: (key) => waiters.get(key)?.size ?? 0,
    sync(ms) {
      if (!broadcast) return Promise.resolve();
      const key = 'sync:' + randomUUID();
      const back = wait(key, ms);
      broadcast.send(key);
      return back;
    },
    close() {
      closed = true;
      unsubscribe?.();
      wakeAll();
    },
    get closed() {
      return closed;
    },
  };
}

export const visitorKey = (userId: string) => 'visitor:' + userId;
export const tenantKey = (tenantId: string) => 'tenant:' + tenantId;

/** A read that found nothing is `undefined`: an empty list is nothing too. */
export const someOf = <T>(items: T[]): T[] | undefined => (items.length ? items : undefined);

/**
 * A long poll's read: what `read` finds now; when that is nothing (undefined) and the caller
 * waits (`waitMs`), what it finds after a notify of the key, or nothing once the wait is over
 * or the caller has left. It listens before each read, so a notify that lands between a read
 * and the wait (another instance's commit, told through the database) still wakes it; a wake
 * that finds nothing new (a notify for what this poll had already read) waits on, unless the
 * server is closing: then it answers what it has, and the client polls the next instance.
 */
export async function readOrWait<T>(
  hub: Hub,
  key: string,
  waitMs: number | undefined,
  socket: Socket,
  read: () => Promise<T | undefined>,
): Promise<{ found: T | undefined; waited: boolean }> {
  if (!waitMs) return { found: await read(), waited: false };
  const deadline = Date.now() + waitMs;
  const done = new AbortController();
  const leave = () => done.abort();
  // A caller who goes away frees the wait at once.
  socket.once('close', leave);
  try {
    for (let waited = false; ; waited = true) {
      const left = deadline - Date.now();
      const woken = left > 0 && !done.signal.aborted && !hub.closed ? hub.wait(key, left, done.signal) : undefined;
      const found = await read();
      if (found !== undefined || !woken) return { found, waited };
      await woken;
    }
  } finally {
    socket.off('close', leave);
    done.abort();
  }
}
