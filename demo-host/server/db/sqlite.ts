// The embedded engine: SQLite in DATA_DIR, in WAL mode with synchronous FULL, so once the
// server has answered, a message survives a crash or a restart. Statements run at once, on
// this thread, but two calls' awaits interleave: their transactions take turns (below).
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { groupCommit } from './groupCommit';
import type { Sql } from './sql';

export type SqliteDb = Database.Database;

export const SQLITE_FILE = 'chat-online.sqlite';

export function openSqliteFile(dataDir: string): SqliteDb {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, SQLITE_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

/** better-sqlite3 binds numbers, strings, bigints, buffers and null: a boolean is 0 or 1, undefined is NULL. */
const bindable = (value: unknown) => (value === undefined ? null : typeof value == 'boolean' ? Number(value) : value);

export function sqliteSql(db: SqliteDb): Sql & { readonly db: SqliteDb } {
  const statements = new Map<string, Database.Statement>();
  const prepared = (text: string) => {
    let statement = statements.get(text);
    if (!statement) statements.set(text, (statement = db.prepare(text)));
    return statement;
  };
  const bind = (params: readonly unknown[] = []) => params.map(bindable);
  const commits = groupCommit(db);
  const inside = new AsyncLocalStorage<true>();
  let savepoints = 0;
  // The calls' transactions take turns. One connection has one transaction: two calls' savepoints
  // open at once would end out of order (releasing the first releases the second, whose own
  // release then finds no savepoint), and one call's rollback would undo another's writes.
  let queue: Promise<unknown> = Promise.resolve();
  let running = false;
  /**
   * A write from outside the running transaction waits for it, so a rollback of that call does
   * not undo it. A read does not: the transactions never wait on one (a trial of the robot settles
   * its rebuild before its transaction opens), and the read would only see a write made so far.
   */
  const afterRunning = () => (running && !inside.getStore() ? queue : undefined);

  const runAlone = async <T>(work: () => Promise<T>): Promise<T> => {
    running = true;
    // The turn's group commit waits for a transaction that spans turns (a password hash, a file).
    const release = commits.hold();
    // Within the turn's group commit a savepoint, so a failing call undoes its own writes only.
    const name = db.inTransaction ? `call_${++savepoints}` : undefined;
    try {
      db.exec(name ? `SAVEPOINT ${name}` : 'BEGIN');
      try {
        const result = await inside.run(true, work);
        db.exec(name ? `RELEASE ${name}` : 'COMMIT');
        return result;
      } catch (error) {
        if (name) db.exec(`ROLLBACK TO ${name}; RELEASE ${name}`);
        else if (db.inTransaction) db.exec('ROLLBACK');
        throw error;
      }
    } finally {
      running = false;
      release();
    }
  };

  const run = (text: string, params?: readonly unknown[]): Promise<number> => {
    // Decided now, not an await later, when a transaction queued meanwhile may be running.
    const wait = afterRunning();
    if (wait) return wait.then(() => run(text, params));
    try {
      const statement = prepared(text);
      // A statement with RETURNING is a reader; its changes are the rows it returned.
      return Promise.resolve(
        statement.reader ? statement.all(...bind(params)).length : statement.run(...bind(params)).changes,
      );
    } catch (error) {
      return Promise.reject(error);
    }
  };

  return {
    engine: 'sqlite',
    dialect: {
      jsonText: (column, ...path) => `CAST(json_extract(${column}, '$.${path.join('.')}') AS TEXT)`,
      like: 'LIKE',
    },
    db,
    commits,
    async all<Row>(text: string, params?: readonly unknown[]) {
      return prepared(text).all(...bind(params)) as Row[];
    },
    async get<Row>(text: string, params?: readonly unknown[]) {
      return prepared(text).get(...bind(params)) as Row | undefined;
    },
    run,
    transaction(work) {
      if (inside.getStore()) return work();
      const result = queue.then(() => runAlone(work));
      queue = result.catch(() => {});
      return result;
    },
    lock: async () => {},
    tryLock: async () => true,
    async close() {
      this.commits.flush();
      db.close();
    },
  };
}
