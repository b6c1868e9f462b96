// Migration 9 on a database from before channels were edited (version 8), on the project's
// engine: every channel stays enabled and gets its first version, the settings its stored
// configuration holds with its groups' agents named; restoring that version later brings it back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseChannel } from '@demo/demoChannels';
import { MIGRATIONS, migrate } from '@server/db/migrations';
import { openPostgres } from '@server/db/postgres';
import type { Sql } from '@server/db/sql';
import { openSqliteFile, sqliteSql } from '@server/db/sqlite';
import { channelStore } from '@server/store/channels';
import { settingsOf } from '@shared/channelConfig';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropDatabase, freshDatabase, onPostgres } from '../postgres/databases';

let dataDir: string;
let databaseUrl: string | undefined;
let sql: Sql;

const demo = { ...baseChannel('demo'), channelName: 'Northwind shop' };

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'chat-online-migration-'));
  databaseUrl = onPostgres() ? await freshDatabase() : undefined;
  sql = databaseUrl ? await openPostgres(databaseUrl) : sqliteSql(openSqliteFile(dataDir));
  await migrate(
    sql,
    MIGRATIONS.filter((migration) => migration.version <= 8),
  );
  const agent = (adminId: number, tenantId: string, groupIds: number[]) =>
    sql.run(
      "INSERT INTO agents (admin_id, tenant_id, login, password_hash, card, group_ids) VALUES (?, ?, ?, '!', '{}', ?)",
      [adminId, tenantId, `agent-${adminId}`, JSON.stringify(groupIds)],
    );
  await agent(101, 'demo', [1, 2]);
  await agent(102, 'demo', [2]);
  await agent(201, 'acme', [1]);
  await sql.run('INSERT INTO channels (channel_id, tenant_id, config, secret) VALUES (?, ?, ?, ?)', [
    'demo',
    'demo',
    JSON.stringify(demo),
    'a secret',
  ]);
  // A configuration from long ago: most fields missing.
  await sql.run('INSERT INTO channels (channel_id, tenant_id, config) VALUES (?, ?, ?)', [
    'old',
    'acme',
    JSON.stringify({ channelId: 'old', tenantId: 'acme', mainColor: '#123456' }),
  ]);
});

afterEach(async () => {
  await sql.close();
  if (databaseUrl) await dropDatabase(databaseUrl);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('migration 9: channels edited from the console', () => {
  it('every channel stays enabled at version 1, its secret kept, and its first version holds its settings', async () => {
    // The migrations after 9 have nothing to do with channels.
    expect(await migrate(sql)).toEqual(MIGRATIONS.filter((migration) => migration.version >= 9).map((m) => m.version));
    const channels = channelStore(sql);
    const stored = await channels.get('demo');
    expect(stored).toMatchObject({ config: demo, secret: 'a secret', disabled: false, deletedAt: null, version: 1 });
    const members: Record<number, number[]> = { 1: [101], 2: [101, 102] };
    expect(await channels.versions.settingsOf('demo', 1)).toEqual(
      JSON.parse(JSON.stringify(settingsOf(demo, (groupId) => members[groupId] ?? []))),
    );
    const [first] = await channels.versions.list('demo');
    expect(first).toMatchObject({
      version: 1,
      savedBy: '',
      changed: expect.arrayContaining(['mainColor', 'groupList']),
    });
    expect(await channels.versions.settingsOf('old', 1)).toMatchObject({
      channelName: 'old',
      mainColor: '#123456',
      groupList: [],
    });
    expect((await channels.ofTenant('acme')).map((channel) => channel.config.channelId)).toEqual(['old']);
    // Applied once.
    expect(await migrate(sql)).toEqual([]);
    expect(await channels.versions.list('demo')).toHaveLength(1);
  });
});
