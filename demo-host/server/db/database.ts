// SQLite in DATA_DIR, in WAL mode with synchronous FULL: once the server has answered,
// a message survives a crash or a restart.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { ADDED_COLUMNS, SCHEMA, UPGRADES } from './schema';

export type Db = Database.Database;

export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'chat-online.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  addMissingColumns(db);
  db.transaction(() => UPGRADES.forEach((statement) => db.exec(statement)))();
  return db;
}

/** Brings an older database up to ADDED_COLUMNS without losing a row. */
function addMissingColumns(db: Db) {
  for (const { table, column, type } of ADDED_COLUMNS) {
    const columns = db.prepare<[], { name: string }>(`PRAGMA table_info(${table})`).all();
    if (!columns.some((existing) => existing.name == column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
  }
}

/** JSON column helpers: a corrupt column reads as the fallback rather than crashing a call. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
