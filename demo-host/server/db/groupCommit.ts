// Group commit: the API calls handled in one turn of the event loop share one transaction,
// so one fsync makes all their writes durable. With synchronous=FULL a commit costs about
// 0.4 ms here, and an agent's send alone wrote three: at 500 sends a second that was most of
// a core. A reply leaves only once the transaction holding its writes has committed, so
// "the server answered" still means "it is on disk".
import type Database from 'better-sqlite3';

/** better-sqlite3's handle, named here rather than imported from sqlite.ts, which imports this module. */
type Db = Database.Database;

export interface GroupCommit {
  /** Opens this turn's transaction unless one is open; it commits once the turn's I/O is handled. */
  join(): void;
  /** Resolves when the writes made so far are on disk; rejects when their commit failed. */
  committed(): Promise<void>;
  /** Commits now (before the database closes). */
  flush(): void;
}

/** What the SQLite engine itself does with its group commit. */
export interface HeldGroupCommit extends GroupCommit {
  /**
   * Holds the commit back while a call's transaction is open (its savepoint spans awaits, maybe
   * turns); the returned release lets the commit go, at once if its turn has passed.
   */
  hold(): () => void;
}

interface Batch {
  done: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

export function groupCommit(db: Db): HeldGroupCommit {
  let open: Batch | undefined;
  let holds = 0;
  let deferred = false;

  /** `force`: commit whatever is held (the database closes). */
  const commit = (force = false) => {
    const batch = open;
    if (!batch) return;
    if (holds > 0 && !force) {
      deferred = true;
      return;
    }
    open = undefined;
    try {
      db.exec('COMMIT');
      batch.resolve();
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      batch.reject(error);
    }
  };

  return {
    join() {
      // Inside a transaction of someone else's (the timeout sweep) there is nothing to group.
      if (open || db.inTransaction) return;
      db.exec('BEGIN');
      let resolve!: () => void;
      let reject!: (error: unknown) => void;
      const done = new Promise<void>((ok, fail) => ((resolve = ok), (reject = fail)));
      // A failed batch nobody waits on is not an unhandled rejection; its waiters still see it.
      done.catch(() => {});
      open = { done, resolve, reject };
      // setImmediate runs after the poll phase: every request read in this turn has joined.
      setImmediate(() => commit());
    },
    committed: () => open?.done ?? Promise.resolve(),
    flush: () => commit(true),
    hold() {
      holds++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (--holds == 0 && deferred) {
          deferred = false;
          commit();
        }
      };
    },
  };
}
