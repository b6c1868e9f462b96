// Versioned migrations (docs/operating.md#several-instances-on-postgresql), on the engine the project runs on (SQLite, or PostgreSQL in
// node-pg): each applied once and recorded, none again at the next start, and a migration
// that fails leaves the database as it was.

import { MIGRATIONS, migrate } from '@server/db/migrations';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './harness';

const server = useTestServer();
const sql = () => server.server.services.sql;
const recorded = async () =>
  (await sql().all<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')).map((row) =>
    Number(row.version),
  );

describe('migrations', () => {
  it('a new database has every migration recorded once, in order, and a restart applies none again', async () => {
    expect(await recorded()).toEqual(MIGRATIONS.map((migration) => migration.version));
    expect(await migrate(sql())).toEqual([]);
    await server.restart();
    expect(await recorded()).toEqual(MIGRATIONS.map((migration) => migration.version));
  });

  it('versions only grow, and none is used twice', () => {
    const versions = MIGRATIONS.map((migration) => migration.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('a migration that fails is rolled back whole and not recorded; the next start tries it again', async () => {
    const next = Math.max(...MIGRATIONS.map((migration) => migration.version)) + 1;
    const failing = {
      version: next,
      about: 'a test migration that fails half way',
      steps: [{ sql: 'CREATE TABLE half_done (id INTEGER)' }, { sql: 'SELECT no_such_column FROM half_done' }],
    };
    await expect(migrate(sql(), [...MIGRATIONS, failing])).rejects.toThrow();
    expect(await recorded()).not.toContain(next);
    // The table its first step made is gone with it.
    await expect(sql().get('SELECT 1 FROM half_done')).rejects.toThrow();
  });
});
