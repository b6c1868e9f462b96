// SQLite's transactions (db/sqlite.ts): one connection, so two calls whose awaits interleave
// take turns; inside the turn's group commit each is a savepoint that ends as it began.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteFile, SQLITE_FILE, sqliteSql } from '@server/db/sqlite';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

describe('SQLite transactions of calls under way at once', () => {
  let dir: string;
  let sql: ReturnType<typeof sqliteSql>;
  let reader: Database.Database;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'chat-online-transactions-'));
    sql = sqliteSql(openSqliteFile(dir));
    sql.db.exec('CREATE TABLE notes (text TEXT NOT NULL)');
    reader = new Database(join(dir, SQLITE_FILE), { readonly: true });
  });
  afterEach(async () => {
    reader.close();
    await sql.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const note = (text: string) => sql.run('INSERT INTO notes (text) VALUES (?)', [text]);
  const notes = async () =>
    (await sql.all<{ text: string }>('SELECT text FROM notes ORDER BY rowid')).map((r) => r.text);
  const onDisk = () =>
    reader
      .prepare<[], { text: string }>('SELECT text FROM notes ORDER BY rowid')
      .all()
      .map((row) => row.text);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** A call's transaction writing `count` notes, one await apart. */
  const writes = (name: string, count: number, fail = false) =>
    sql.transaction(async () => {
      for (let i = 1; i <= count; i++) await note(`${name}${i}`);
      if (fail) throw new Error(`${name} refused`);
      return name;
    });

  it('the first of two interleaved calls ending first leaves the second its savepoint', async () => {
    sql.commits.join();
    await expect(Promise.all([writes('short', 1), writes('long', 4)])).resolves.toEqual(['short', 'long']);
    await sql.commits.committed();
    expect(onDisk().sort()).toEqual(['long1', 'long2', 'long3', 'long4', 'short1']);
  });

  it('a call that fails undoes its own writes only, not those of a call under way beside it', async () => {
    sql.commits.join();
    const [failed, kept] = await Promise.allSettled([writes('refused', 2, true), writes('kept', 3)]);
    expect(failed.status).toBe('rejected');
    expect(kept).toEqual({ status: 'fulfilled', value: 'kept' });
    await sql.commits.committed();
    expect(onDisk()).toEqual(['kept1', 'kept2', 'kept3']);
  });

  it('a write outside any transaction waits for the one under way, so its rollback does not undo it', async () => {
    sql.commits.join();
    const refused = sql.transaction(async () => {
      await note('refused');
      await sleep(20);
      throw new Error('refused');
    });
    await sleep(5);
    const outside = note('outside');
    await expect(refused).rejects.toThrow('refused');
    await outside;
    await sql.commits.committed();
    expect(onDisk()).toEqual(['outside']);
  });

  it('a transaction spanning turns keeps the turn’s commit back until it ends', async () => {
    sql.commits.join();
    await note('before');
    const spanning = sql.transaction(async () => {
      await note('first half');
      await sleep(20);
      // The turn has passed: its commit waits, so nothing of this call is on disk half done.
      expect(onDisk()).toEqual([]);
      await note('second half');
    });
    await spanning;
    await sql.commits.committed();
    expect(onDisk()).toEqual(['before', 'first half', 'second half']);
    expect(sql.db.inTransaction).toBe(false);
  });

  it('with no turn open, each call is a transaction of its own, committed when it returns', async () => {
    await Promise.all([writes('a', 2), writes('b', 2)]);
    expect(onDisk().sort()).toEqual(['a1', 'a2', 'b1', 'b2']);
    expect(await notes()).toHaveLength(4);
  });
});
