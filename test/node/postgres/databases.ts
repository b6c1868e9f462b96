// A database of its own for each test server, in the run's PostgreSQL (test/postgresSetup.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** The node tests run on PostgreSQL (the node-pg project) rather than SQLite. */
export const onPostgres = () => process.env.CHAT_TEST_ENGINE == 'postgres';

const withDatabase = (url: string, database: string) => {
  const address = new URL(url);
  address.pathname = '/' + database;
  return address.toString();
};

async function asAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: inject('postgresUrl') });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** A new, empty database; resolves to its URL. */
export async function freshDatabase(): Promise<string> {
  const name = 'chat_test_' + randomBytes(6).toString('hex');
  await asAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
  return withDatabase(inject('postgresUrl'), name);
}

/** Drops a database freshDatabase made (its servers closed first). */
export async function dropDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^chat_test_[0-9a-f]{12}$/.test(name)) throw new Error('dropDatabase: not a test database: ' + name);
  await asAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/**
 * What an import script does: writes a knowledge document straight into the database, on a
 * connection of its own, and (`notify`) tells the instances itself, as the server never needs it to.
 */
export async function importKnowledgeDoc(
  url: string,
  doc: { docId: number; tenantId: string },
  { notify = false } = {},
): Promise<void> {
  const script = new pg.Client({ connectionString: url });
  await script.connect();
  try {
    await script.query('INSERT INTO knowledge_docs (doc_id, tenant_id, doc, updated_at) VALUES ($1, $2, $3, $4)', [
      doc.docId,
      doc.tenantId,
      JSON.stringify(doc),
      Date.now(),
    ]);
    if (notify) await script.query("SELECT pg_notify('chat_online_hub', 'knowledge')");
  } finally {
    await script.end();
  }
}
