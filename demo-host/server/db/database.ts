// Opens the database the server runs on: SQLite in DATA_DIR by default, PostgreSQL when
// DATABASE_URL names one (postgres://…), migrated to the newest schema either way.
import { migrate } from './migrations';
import { openPostgres } from './postgres';
import type { Sql } from './sql';
import { openSqliteFile, sqliteSql } from './sqlite';

export interface DatabaseOptions {
  /** Where SQLite's file lives (DATA_DIR). */
  dataDir: string;
  /** postgres://… (DATABASE_URL): the shared database of several instances. */
  databaseUrl?: string;
}

export const isPostgresUrl = (url: string | undefined): boolean => Boolean(url && /^postgres(ql)?:\/\//.test(url));

export async function openDatabase({ dataDir, databaseUrl }: DatabaseOptions): Promise<Sql> {
  if (databaseUrl && !isPostgresUrl(databaseUrl))
    throw new Error(
      `chat-online: DATABASE_URL must start with postgres:// or postgresql://, got "${databaseUrl.replace(/\/\/[^@]*@/, '//…@')}"`,
    );
  const sql = databaseUrl ? await openPostgres(databaseUrl) : sqliteSql(openSqliteFile(dataDir));
  try {
    await migrate(sql);
  } catch (error) {
    await sql.close();
    throw error;
  }
  return sql;
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
