// Migration 8 on a database from before accounts (version 7), on the project's engine: agents
// made the old way (the first release's `<salt>:<hash>`, the demo's password) take the role
// agent, those whose password is the published one are marked, and tenants are filled from the
// channels and agents. The product then refuses to start on it; the demo gives its accounts
// their roles back.
import { randomBytes, scryptSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoPlugin } from '@demo/demoPlugin';
import { prepareFirstStart } from '@server/accounts/setup';
import { buildServer } from '@server/app';
import { MIGRATIONS, migrate } from '@server/db/migrations';
import { openPostgres } from '@server/db/postgres';
import type { Sql } from '@server/db/sql';
import { openSqliteFile, sqliteSql } from '@server/db/sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropDatabase, freshDatabase, onPostgres } from '../postgres/databases';
import { login } from './adminHarness';
import { httpClient } from './harness';

/** The first release's hash: node's scryptSync defaults, a 16-byte hex salt. */
const legacyHash = (password: string) => {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${scryptSync(password, salt, 32).toString('hex')}`;
};

const card = (adminId: number, adminNick: string) => JSON.stringify({ adminId, adminNick, adminFace: '' });

let dataDir: string;
let databaseUrl: string | undefined;
let sql: Sql | undefined;

const open = async () => (databaseUrl ? openPostgres(databaseUrl) : sqliteSql(openSqliteFile(dataDir)));

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'chat-online-migration-'));
  databaseUrl = onPostgres() ? await freshDatabase() : undefined;
  sql = await open();
  // The database as version 7 left it: no roles, no tenants, no password links.
  expect(
    await migrate(
      sql,
      MIGRATIONS.filter((migration) => migration.version <= 7),
    ),
  ).toEqual([1, 2, 3, 4, 5, 6, 7]);
  const agent = (adminId: number, tenantId: string, login: string, passwordHash: string) =>
    sql!.run(
      'INSERT INTO agents (admin_id, tenant_id, login, password_hash, card, group_ids, max_sessions, online, token_hash) VALUES (?, ?, ?, ?, ?, ?, 5, 0, NULL)',
      [adminId, tenantId, login, passwordHash, card(adminId, login), '[1]'],
    );
  await agent(101, 'demo', 'alice', legacyHash('northwind'));
  await agent(102, 'demo', 'bob', legacyHash('northwind'));
  await agent(103, 'demo', 'li', legacyHash('a password of her own'));
  // A tenant known only from its agent, and a row whose hash was damaged: the migration goes through.
  await agent(201, 'solo', 'sam', legacyHash('northwind'));
  await agent(202, 'solo', 'broken', 'damaged:abc');
  for (const [channelId, tenantId] of [
    ['demo', 'demo'],
    ['demo-zh', 'demo'],
    ['acme-shop', 'acme'],
  ])
    await sql.run('INSERT INTO channels (channel_id, tenant_id, config) VALUES (?, ?, ?)', [
      channelId,
      tenantId,
      JSON.stringify({ channelId, tenantId }),
    ]);
});

afterEach(async () => {
  await sql?.close();
  if (databaseUrl) await dropDatabase(databaseUrl);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('migration 8: accounts', () => {
  it('agents take the role agent, enabled; the published password is marked; tenants come from channels and agents', async () => {
    expect(
      await migrate(
        sql!,
        MIGRATIONS.filter((migration) => migration.version <= 8),
      ),
    ).toEqual([8]);
    const agents = await sql!.all<{ admin_id: number; role: string; disabled: number; published_password: number }>(
      'SELECT admin_id, role, disabled, published_password FROM agents ORDER BY admin_id',
    );
    expect(
      agents.map((row) => [Number(row.admin_id), row.role, Number(row.disabled), Number(row.published_password)]),
    ).toEqual([
      [101, 'agent', 0, 1],
      [102, 'agent', 0, 1],
      [103, 'agent', 0, 0],
      [201, 'agent', 0, 1],
      [202, 'agent', 0, 0],
    ]);
    const tenants = await sql!.all<{ tenant_id: string; name: string }>(
      'SELECT tenant_id, name FROM tenants ORDER BY tenant_id',
    );
    expect(tenants).toEqual([
      { tenant_id: 'acme', name: 'acme' },
      { tenant_id: 'demo', name: 'demo' },
      { tenant_id: 'solo', name: 'solo' },
    ]);
    // The new tables are there and empty.
    expect(await sql!.all('SELECT * FROM password_links')).toEqual([]);
    expect(await sql!.all('SELECT * FROM sign_in_failures')).toEqual([]);
    // Applied once: a second run finds nothing to do (but the migrations after it) and changes nothing.
    expect(await migrate(sql!)).toEqual(MIGRATIONS.filter((migration) => migration.version > 8).map((m) => m.version));
    expect(await sql!.all('SELECT tenant_id FROM tenants ORDER BY tenant_id')).toHaveLength(3);
  });

  it('the product alone then refuses the database, naming the accounts with the published password; their old hashes still sign in', async () => {
    await sql!.close();
    sql = undefined;
    const { app, services } = await buildServer({ dataDir, databaseUrl, serveWidget: false, plugins: [] });
    try {
      const start = await prepareFirstStart(services);
      expect(start).toEqual({
        state: 'refused',
        reason: expect.stringMatching(/^the accounts alice, bob, sam have a published password/),
      });
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      const { post } = httpClient(() => url);
      // The first release's hash is read as it is.
      expect((await login({ post }, 'li', 'a password of her own')).status).toBe(200);
      expect((await login({ post }, 'li', 'northwind')).status).toBe(401);
      expect((await login({ post }, 'broken', 'anything at all')).status).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('the demo started on it gives its accounts their demo roles back', async () => {
    await sql!.close();
    sql = undefined;
    const { app, services } = await buildServer({ dataDir, databaseUrl, serveWidget: false, plugins: [demoPlugin()] });
    try {
      const roles = Object.fromEntries(
        (await services.agents.accounts('demo')).map((account) => [account.login, account.role]),
      );
      expect(roles).toEqual({ alice: 'owner', bob: 'admin', li: 'agent' });
      expect((await services.agents.get(201))?.role).toBe('agent');
    } finally {
      await app.close();
    }
  });
});
