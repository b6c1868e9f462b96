// The shared engine: PostgreSQL (DATABASE_URL), which several instances of the server use at
// once. Statements come in the words both engines know (db/sql.ts); here `?` becomes `$n`.
// A transaction holds one connection of the pool for its statements (found through
// AsyncLocalStorage, so the stores need not pass it along); everything else autocommits,
// durable once PostgreSQL has answered (synchronous_commit stays on).
//
// Instances tell each other what changed on one channel, LISTEN/NOTIFY (hub.ts): a
// notification sent inside a transaction is delivered when it commits, never before.
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import type { GroupCommit } from './groupCommit';
import type { Broadcast, Sql } from './sql';

/** The notification channel of the instances' hubs. */
export const HUB_CHANNEL = 'chat_online_hub';
/** A lost listening connection is opened again after this long (and doubles up to a second). */
const RELISTEN_MS = 50;
/** Two transactions that wait for each other (deadlock) or a serialization failure: the loser runs again. */
const RETRYABLE = new Set(['40001', '40P01']);
const TRANSACTION_TRIES = 5;

/** 64-bit integers (BIGINT ids, times in ms, COUNT) as numbers: they stay below 2^53. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid == pg.types.builtins.INT8 || oid == pg.types.builtins.NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** `?` placeholders as `$1, $2, …`, leaving quoted text, identifiers and comments alone. */
function numberedPlaceholders(text: string): string {
  let n = 0;
  return text.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*|\?/g, (token) => (token == '?' ? `$${++n}` : token));
}

const NO_GROUP_COMMIT: GroupCommit = { join() {}, committed: () => Promise.resolve(), flush() {} };

export async function openPostgres(url: string, { poolSize = 20 }: { poolSize?: number } = {}): Promise<Sql> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types });
  // An idle connection that breaks (the database restarted) is dropped by the pool; it must not crash the process.
  pool.on('error', (error) => console.error('chat-online: a PostgreSQL connection failed:', error.message));
  /** The transaction under way: its connection, and the locks it holds (taken once, held to its end). */
  const current = new AsyncLocalStorage<{ client: pg.PoolClient; locks: Set<string> }>();
  const texts = new Map<string, string>();
  const numbered = (text: string) => {
    let converted = texts.get(text);
    if (converted === undefined) texts.set(text, (converted = numberedPlaceholders(text)));
    return converted;
  };
  const query = <Row>(text: string, params: readonly unknown[] = []) =>
    (current.getStore()?.client ?? pool).query<pg.QueryResultRow>(numbered(text), params as unknown[]) as Promise<
      pg.QueryResult<Row & pg.QueryResultRow>
    >;
  const inTransaction = (what: string) => {
    const transaction = current.getStore();
    if (!transaction) throw new Error(`chat-online: ${what} holds only inside a transaction`);
    return transaction;
  };

  const sql: Sql = {
    engine: 'postgres',
    dialect: { jsonText: (column, ...path) => `(${column}::json #>> '{${path.join(',')}}')`, like: 'ILIKE' },
    commits: NO_GROUP_COMMIT,
    all: async <Row>(text: string, params?: readonly unknown[]) => (await query<Row>(text, params)).rows,
    get: async <Row>(text: string, params?: readonly unknown[]) => (await query<Row>(text, params)).rows[0],
    run: async (text, params) => (await query(text, params)).rowCount ?? 0,
    async transaction(work) {
      if (current.getStore()) return work();
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await current.run({ client, locks: new Set() }, work);
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          const code = (error as { code?: string }).code;
          if (!(code && RETRYABLE.has(code) && attempt < TRANSACTION_TRIES)) throw error;
        } finally {
          client.release();
        }
      }
    },
    async lock(key) {
      // A call's transaction asks for a visitor's lock more than once (the call, its message, its event): one round trip.
      const { locks } = inTransaction('lock');
      if (locks.has(key)) return;
      await query('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
      locks.add(key);
    },
    async tryLock(key) {
      const { locks } = inTransaction('tryLock');
      if (locks.has(key)) return true;
      const row = await sql.get<{ got: boolean }>('SELECT pg_try_advisory_xact_lock(hashtextextended(?, 0)) AS got', [
        key,
      ]);
      if (row?.got) locks.add(key);
      return Boolean(row?.got);
    },
    broadcast: listeningBroadcast(
      url,
      (key) =>
        // Inside a transaction it goes with the commit; queued on the transaction's connection, it needs no await.
        void query('SELECT pg_notify(?, ?)', [HUB_CHANNEL, key]).catch((error: Error) =>
          console.error('chat-online: a notification was not sent:', error.message),
        ),
    ),
    async close() {
      await sql.broadcast?.close();
      await pool.end();
    },
  };
  try {
    await sql.get('SELECT 1');
    await sql.broadcast!.ready;
  } catch (error) {
    await sql.close().catch(() => {});
    throw new Error(`chat-online: cannot reach PostgreSQL at DATABASE_URL: ${(error as Error).message}`);
  }
  return sql;
}

/**
 * One connection that LISTENs on HUB_CHANNEL. When it breaks, notifications may have been
 * missed: it tells its subscriber (a gap, so every waiting poll reads again), then listens anew.
 */
function listeningBroadcast(url: string, send: (key: string) => void): Broadcast {
  const subscribers = new Set<{ onKey: (key: string) => void; onGap: () => void }>();
  let client: pg.Client | undefined;
  let closed = false;
  let delay = RELISTEN_MS;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const listen = async () => {
    const listener = new pg.Client({ connectionString: url });
    listener.on('notification', ({ channel, payload }) => {
      if (channel == HUB_CHANNEL && payload) subscribers.forEach((subscriber) => subscriber.onKey(payload));
    });
    listener.on('error', () => relisten(listener));
    listener.on('end', () => relisten(listener));
    await listener.connect();
    await listener.query(`LISTEN ${HUB_CHANNEL}`);
    client = listener;
    delay = RELISTEN_MS;
  };
  const relisten = (broken: pg.Client) => {
    if (closed || client != broken) return;
    client = undefined;
    broken.end().catch(() => {});
    subscribers.forEach((subscriber) => subscriber.onGap());
    const again = () => {
      retry = undefined;
      listen().catch(() => {
        delay = Math.min(delay * 2, 1_000);
        if (!closed) retry = setTimeout(again, delay);
      });
    };
    retry = setTimeout(again, delay);
  };

  return {
    ready: listen(),
    send,
    subscribe(onKey, onGap) {
      const subscriber = { onKey, onGap };
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
