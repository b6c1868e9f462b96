// The one interface the stores talk to, with two engines behind it: SQLite in one process
// (db/sqlite.ts, the default) and PostgreSQL shared by several instances (db/postgres.ts,
// chosen by DATABASE_URL). Statements are written once, in the SQL both understand:
// `?` placeholders, `INSERT … ON CONFLICT`, `RETURNING`, no engine-only functions.
import type { GroupCommit } from './groupCommit';

export type Engine = 'sqlite' | 'postgres';

/** The few words the engines say differently, for the statements that need them. */
interface Dialect {
  /** The text at `path` of a JSON column (`jsonText('payload', 'msg', 'id')`); NULL where there is none. */
  jsonText(column: string, ...path: string[]): string;
  /** Case-insensitive LIKE (SQLite's LIKE already is, for ASCII). */
  readonly like: 'LIKE' | 'ILIKE';
}

export interface Sql {
  readonly engine: Engine;
  readonly dialect: Dialect;
  /** Every row the statement returns. */
  all<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** The first row, or undefined. */
  get<Row>(text: string, params?: readonly unknown[]): Promise<Row | undefined>;
  /** Runs a statement; resolves to the number of rows it changed. */
  run(text: string, params?: readonly unknown[]): Promise<number>;
  /**
   * Runs `work` in one transaction: its statements commit together, or none of them when it
   * throws. Inside a transaction already, it is part of that one.
   */
  transaction<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Holds `key` until the transaction ends (call it inside one): two instances that append to
   * the same ordered log (one visitor's events) take turns, so ids commit in the order given.
   * SQLite has one writer at a time: nothing to do.
   */
  lock(key: string): Promise<void>;
  /** Holds `key` until the transaction ends when nobody else does; false when another instance holds it. */
  tryLock(key: string): Promise<boolean>;
  /** What the server waits for before it answers: the writes of this call are on disk. */
  readonly commits: GroupCommit;
  /** How instances sharing the database tell each other what changed (PostgreSQL); none with SQLite, which is one process. */
  readonly broadcast?: Broadcast;
  close(): Promise<void>;
}

/** A key (a visitor's or a tenant's) told to every instance, this one included. */
export interface Broadcast {
  /** Resolves once this instance listens. */
  readonly ready: Promise<void>;
  /** Tells every instance; inside a transaction, once it commits. */
  send(key: string): void;
  /** `onGap`: the listening connection broke and came back, so keys may have been missed. */
  subscribe(onKey: (key: string) => void, onGap: () => void): () => void;
  close(): Promise<void>;
}
