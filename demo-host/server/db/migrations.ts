// Versioned migrations, the same list for both engines, applied at start: each runs once
// (schema_migrations records it) and none drops or rewrites what a user wrote. Every step is
// also safe to run again, so a database from before versioning (its tables made by
// CREATE … IF NOT EXISTS at each start) comes through whole. Two instances starting at once
// take turns (a lock), and a step that fails leaves the database as it was (a transaction).
import { friendlyName } from '@shared/visitorName';
import { markPublishedPasswords } from '../accounts/publishedPasswords';
import { recordFirstVersions } from './channelFirstVersions';
import { HUB_CHANNEL } from './postgres';
import {
  ACCOUNTS_SCHEMA,
  ADDED_COLUMNS,
  CHANNELS_SCHEMA,
  KNOWLEDGE_TABLE,
  knowledgeTriggers,
  OUTGOING_SCHEMA,
  SCHEMA,
  SYNONYMS_TABLE,
  UPGRADES,
} from './schema';
import type { Engine, Sql } from './sql';

type Step =
  /** `engine`: run on that engine only. */
  | { sql: string; engine?: Engine }
  | { addColumn: { table: string; column: string; type: string } }
  | { fill: (sql: Sql) => Promise<void> };

export interface Migration {
  version: number;
  about: string;
  steps: Step[];
}

const statementsOf = (script: string): Step[] =>
  script
    .split(/;\s*\n/)
    .map((statement) => statement.trim())
    .filter((statement) => statement.replace(/--.*$/gm, '').trim())
    .map((statement) => ({ sql: statement }));

/** Append only: a shipped migration is never edited, its version never reused. */
export const MIGRATIONS: readonly Migration[] = [
  { version: 1, about: 'the tables of the first release', steps: statementsOf(SCHEMA) },
  { version: 2, about: 'columns added since', steps: ADDED_COLUMNS.map((addColumn) => ({ addColumn })) },
  {
    version: 3,
    about: 'data moved by those columns, and their indexes',
    steps: UPGRADES.map((statement) => ({ sql: statement })),
  },
  {
    version: 4,
    about: "the visitor's friendly name as a column, so both engines search it; the order tokens were issued in",
    steps: [
      { addColumn: { table: 'visitors', column: 'friendly_name', type: 'TEXT' } },
      { addColumn: { table: 'visitor_tokens', column: 'seq', type: 'INTEGER' } },
      {
        fill: async (sql) => {
          const unnamed = await sql.all<{ user_id: string }>(
            'SELECT user_id FROM visitors WHERE friendly_name IS NULL',
          );
          for (const { user_id } of unnamed)
            await sql.run('UPDATE visitors SET friendly_name = ? WHERE user_id = ?', [friendlyName(user_id), user_id]);
        },
      },
    ],
  },
  {
    version: 5,
    about: "when each agent's console last polled: the heartbeat that takes a gone agent offline",
    steps: [{ addColumn: { table: 'agents', column: 'last_seen_at', type: 'INTEGER' } }],
  },
  {
    version: 6,
    about: "the robot's knowledge base in the database (seed/seedDemo.ts fills a demo seeded before)",
    steps: [{ sql: KNOWLEDGE_TABLE }],
  },
  {
    version: 7,
    about: "each agent's own last choice, online or away, which a sign-in restores (the sweep changes only online)",
    steps: [
      { addColumn: { table: 'agents', column: 'chosen_online', type: 'INTEGER NOT NULL DEFAULT 0' } },
      { sql: 'UPDATE agents SET chosen_online = online' },
    ],
  },
  {
    version: 8,
    about: 'accounts with roles and a disabled switch, tenants, one-time password links, failed sign-ins',
    steps: [
      { addColumn: { table: 'agents', column: 'role', type: "TEXT NOT NULL DEFAULT 'agent'" } },
      { addColumn: { table: 'agents', column: 'disabled', type: 'INTEGER NOT NULL DEFAULT 0' } },
      // 1: the account's password was published (the demo's); the product refuses to start with one.
      { addColumn: { table: 'agents', column: 'published_password', type: 'INTEGER' } },
      { fill: markPublishedPasswords },
      ...statementsOf(ACCOUNTS_SCHEMA),
      {
        sql: `INSERT INTO tenants (tenant_id, name, created_at)
          SELECT DISTINCT tenant_id, tenant_id, 0 FROM (SELECT tenant_id FROM channels UNION SELECT tenant_id FROM agents) known
          WHERE tenant_id NOT IN (SELECT tenant_id FROM tenants)`,
      },
    ],
  },
  {
    version: 9,
    about: 'channels edited from the console: disabled, deleted (soft), each save a version; where the widget was seen',
    steps: [
      { addColumn: { table: 'channels', column: 'disabled', type: 'INTEGER NOT NULL DEFAULT 0' } },
      // Set once deleted: gone for visitors and the lists, its conversations still read its name.
      { addColumn: { table: 'channels', column: 'deleted_at', type: 'INTEGER' } },
      { addColumn: { table: 'channels', column: 'version', type: 'INTEGER NOT NULL DEFAULT 1' } },
      { addColumn: { table: 'channels', column: 'updated_at', type: 'INTEGER NOT NULL DEFAULT 0' } },
      // The login of who saved the newest version ('' before versions).
      { addColumn: { table: 'channels', column: 'updated_by', type: "TEXT NOT NULL DEFAULT ''" } },
      ...statementsOf(CHANNELS_SCHEMA),
      { fill: recordFirstVersions },
    ],
  },
  {
    version: 10,
    about: "each tenant's synonyms per language, edited in the console, which the robot reads with the knowledge base",
    steps: [{ sql: SYNONYMS_TABLE }],
  },
  {
    version: 11,
    about: 'mail and webhooks: the outbox and its sender lease, webhooks, mail settings, mailed work-order links',
    steps: statementsOf(OUTGOING_SCHEMA),
  },
  {
    version: 12,
    about: "PostgreSQL: any write to the robot's knowledge tables tells every instance, an import script's too",
    steps: knowledgeTriggers(HUB_CHANNEL).map((statement) => ({ sql: statement, engine: 'postgres' as const })),
  },
  {
    version: 13,
    about: "each tenant's questions per language that no document answers, which the robot learns to leave be",
    // A JSON list of questions, beside the language's synonyms (store/synonyms.ts).
    steps: [{ addColumn: { table: 'robot_synonyms', column: 'not_covered', type: "TEXT NOT NULL DEFAULT '[]'" } }],
  },
];

/** A statement of schema.ts (SQLite's words) in the engine's: PostgreSQL's ids are identities, its integers 64-bit. */
function forEngine(statement: string, engine: Engine): string {
  if (engine == 'sqlite') return statement;
  return statement
    .replace(/INTEGER PRIMARY KEY AUTOINCREMENT/g, 'BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY')
    .replace(/\bINTEGER\b/g, 'BIGINT');
}

async function hasColumn(sql: Sql, table: string, column: string): Promise<boolean> {
  const found =
    sql.engine == 'sqlite'
      ? await sql.get('SELECT 1 AS found FROM pragma_table_info(?) WHERE name = ?', [table, column])
      : await sql.get(
          'SELECT 1 AS found FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? AND column_name = ?',
          [table, column],
        );
  return Boolean(found);
}

async function apply(sql: Sql, step: Step) {
  if ('sql' in step) {
    if (!step.engine || step.engine == sql.engine) await sql.run(forEngine(step.sql, sql.engine));
  } else if ('fill' in step) await step.fill(sql);
  else {
    const { table, column, type } = step.addColumn;
    if (!(await hasColumn(sql, table, column)))
      await sql.run(forEngine(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`, sql.engine));
  }
}

/** Brings the database up to the newest version; returns the versions it applied. */
export async function migrate(sql: Sql, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  return sql.transaction(async () => {
    await sql.lock('schema migrations');
    await sql.run(
      forEngine(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, about TEXT NOT NULL, applied_at INTEGER NOT NULL)',
        sql.engine,
      ),
    );
    const done = new Set(
      (await sql.all<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => Number(row.version)),
    );
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      for (const step of migration.steps) await apply(sql, step);
      await sql.run('INSERT INTO schema_migrations (version, about, applied_at) VALUES (?, ?, ?)', [
        migration.version,
        migration.about,
        Date.now(),
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}
