// The embedded engine: SQLite in DATA_DIR, in WAL mode with synchronous FULL, so once the
// server has answered, a message survives a crash or a restart. Statements run at once, on
// this thread; the promises the Sql interface returns are already settled, so a call's
// statements between two awaits of the database alone never interleave with another call's.
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
  const inside = new AsyncLocalStorage<true>();
  let savepoints = 0;

  return {
    engine: 'sqlite',
    dialect: {
      jsonText: (column, ...path) => `CAST(json_extract(${column}, '$.${path.join('.')}') AS TEXT)`,
      like: 'LIKE',
    },
    db,
    commits: groupCommit(db),
    async all<Row>(text: string, params?: readonly unknown[]) {
      return prepared(text).all(...bind(params)) as Row[];
    },
    async get<Row>(text: string, params?: readonly unknown[]) {
      return prepared(text).get(...bind(params)) as Row | undefined;
    },
    async run(text, params) {
      const statement = prepared(text);
      // A statement with RETURNING is a reader; its changes are the rows it returned.
      return statement.reader ? statement.all(...bind(params)).length : statement.run(...bind(params)).changes;
    },
    async transaction(work) {
      if (inside.getStore()) return work();
      // Within the turn's group commit a savepoint, so a failing call undoes its own writes only.
      const name = db.inTransaction ? `call_${++savepoints}` : undefined;
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
    },
    lock: async () => {},
    tryLock: async () => true,
    async close() {
      this.commits.flush();
      db.close();
    },
  };
}
