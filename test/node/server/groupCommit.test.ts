// Group commit (docs/operating.md#several-instances-on-postgresql): the API calls of one event-loop turn share one
// transaction and one fsync, and no call is answered before its writes are committed.
// SQLite's own (the node-pg project leaves it out): it works on better-sqlite3 itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { groupCommit } from '@server/db/groupCommit';
import type { Sql } from '@server/db/sql';
import { openSqliteFile, SQLITE_FILE, type SqliteDb } from '@server/db/sqlite';
import type { ChatMessage } from '@shared/api';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAgent, startVisitor, useTestServer } from './harness';

describe('groupCommit', () => {
  let dir: string;
  let db: SqliteDb;
  let reader: SqliteDb;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'chat-online-commit-'));
    db = openSqliteFile(dir);
    db.exec('CREATE TABLE notes (text TEXT NOT NULL)');
    reader = new Database(join(dir, SQLITE_FILE), { readonly: true });
  });
  afterEach(() => {
    reader.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const note = (text: string) => db.prepare('INSERT INTO notes (text) VALUES (?)').run(text);
  const seenElsewhere = () =>
    reader
      .prepare<[], { text: string }>('SELECT text FROM notes')
      .all()
      .map((row) => row.text);

  it('the writes of one turn share one transaction, committed once the turn is done', async () => {
    const commits = groupCommit(db);
    const exec = vi.spyOn(db, 'exec');
    commits.join();
    note('first');
    commits.join();
    note('second');
    // Not yet on disk: another connection sees nothing until the commit.
    expect(seenElsewhere()).toEqual([]);
    await commits.committed();
    expect(seenElsewhere()).toEqual(['first', 'second']);
    expect(exec.mock.calls.map(([sql]) => sql)).toEqual(['BEGIN', 'COMMIT']);
  });

  it('with nothing open, committed() resolves at once and a write commits by itself', async () => {
    const commits = groupCommit(db);
    note('alone');
    await commits.committed();
    expect(seenElsewhere()).toEqual(['alone']);
  });

  it('a transaction of its own (a store’s) nests inside the turn’s and commits with it', async () => {
    const commits = groupCommit(db);
    commits.join();
    db.transaction(() => note('nested'))();
    expect(db.inTransaction).toBe(true);
    await commits.committed();
    expect(db.inTransaction).toBe(false);
    expect(seenElsewhere()).toEqual(['nested']);
  });

  it('joining inside someone else’s transaction adds nothing', () => {
    const commits = groupCommit(db);
    db.transaction(() => {
      commits.join();
      note('theirs');
    })();
    expect(db.inTransaction).toBe(false);
    expect(seenElsewhere()).toEqual(['theirs']);
  });

  it('a commit that fails rejects every waiter and rolls back, and the next turn starts clean', async () => {
    const commits = groupCommit(db);
    db.exec('CREATE TABLE parents (id INTEGER PRIMARY KEY)');
    db.exec('CREATE TABLE children (parent INTEGER REFERENCES parents (id) DEFERRABLE INITIALLY DEFERRED)');
    commits.join();
    db.prepare('INSERT INTO children (parent) VALUES (42)').run();
    note('lost with its turn');
    await expect(commits.committed()).rejects.toThrow(/FOREIGN KEY/);
    expect(db.inTransaction).toBe(false);
    expect(seenElsewhere()).toEqual([]);
    commits.join();
    note('next turn');
    await commits.committed();
    expect(seenElsewhere()).toEqual(['next turn']);
  });

  it('flush commits at once (before the database closes)', () => {
    const commits = groupCommit(db);
    commits.join();
    note('flushed');
    commits.flush();
    expect(seenElsewhere()).toEqual(['flushed']);
  });
});

describe('the server answers a write only once it is committed', () => {
  const server = useTestServer();

  it('a send whose commit fails is answered 500, not stored, and its retry is stored once', async () => {
    const alice = await signInAgent(server, 'alice');
    const visitor = await startVisitor(server, 'demo');
    expect((await visitor.call('transferAgent', { adminId: alice.adminId })).data.status).toBe(2);
    // The raw better-sqlite3 database under the server's Sql (db/sqlite.ts).
    const { db } = server.server.services.sql as Sql & { db: SqliteDb };
    // The disk fails at every commit while the send is under way, as it might at any fsync: not
    // only at the next, which may be the background outbox sender's, committed alone before the send's.
    const realExec = db.exec.bind(db);
    const exec = vi.spyOn(db, 'exec').mockImplementation((sql: string) => {
      if (sql == 'COMMIT') throw Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' });
      return realExec(sql);
    });
    const body = { clientId: 'commit-fails-once', msgType: 1, msgContent: 'Is my order on its way?' };
    const failed = await visitor.call<ChatMessage>('sendMsg', body).finally(() => exec.mockRestore());
    expect(failed.status).toBe(500);
    const history = async () =>
      (
        await alice.call<{ messages: ChatMessage[] }>('conversation', { sessionId: visitor.start.sessionId })
      ).data.messages.filter((message) => message.msgContent == body.msgContent);
    expect(await history()).toEqual([]);

    const retried = await visitor.call<ChatMessage>('sendMsg', body);
    expect(retried.status).toBe(200);
    expect(await history()).toHaveLength(1);
  });
});
