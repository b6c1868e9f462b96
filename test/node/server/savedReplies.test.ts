// The team's saved replies over real HTTP: the seeded list by shortcut, create, change and
// delete; a shortcut is unique in a team whatever its case; bad input is a 400 naming the
// field, an unknown id a 404; an agent of another tenant can neither see, change nor delete
// them. The table appears in a database file made before it, and the seed runs once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_SAVED_REPLIES } from '@demo/demoSavedReplies';
import { openDatabase } from '@server/db/database';
import type { SavedReply } from '@shared/api';
import { AGENT_API } from '@shared/api';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  otherTenantAgent,
  signInAgent,
  startTestServer,
  type TestAgent,
  type TestServer,
  useAgent,
  useTestServer,
} from './harness';

const server = useTestServer();
const alice = useAgent(server, 'alice', false);
const bob = useAgent(server, 'bob', false);

/** Eve, the one agent of a second tenant, acme. */
function useOtherTenantAgent(on: TestServer): TestAgent {
  let eve: TestAgent | undefined;
  beforeAll(async () => {
    eve = await otherTenantAgent(on);
  });
  return {
    get adminId() {
      return eve!.adminId;
    },
    get token() {
      return eve!.token;
    },
    call: (call, body) => eve!.call(call, body),
  };
}
const eve = useOtherTenantAgent(server);

const listOf = async (agent: TestAgent) => {
  const reply = await agent.call<{ list: SavedReply[] }>('savedReplies');
  expect(reply.status).toBe(200);
  return reply.data.list;
};

describe('saved replies of a team', () => {
  it('the demo team starts with the seeded replies, sorted by shortcut', async () => {
    const list = await listOf(alice);
    expect(list.map((reply) => reply.shortcut)).toEqual(DEMO_SAVED_REPLIES.map((reply) => reply.shortcut).sort());
    expect(list.find((reply) => reply.shortcut == 'shipping')).toMatchObject({
      title: 'Shipping times',
      text: expect.stringContaining('3–5 business days'),
    });
    expect(list.every((reply) => reply.id > 0 && reply.updatedAt > 0)).toBe(true);
  });

  it('an agent creates one, a teammate sees it, changes it by id and deletes it', async () => {
    const created = await alice.call<SavedReply>('saveReply', {
      shortcut: ' /sizes ',
      title: ' Size guide ',
      text: '  Our boots run true to size.\nBetween two sizes? Take the larger.  ',
    });
    expect(created.status).toBe(200);
    // Trimmed, and the "/" that calls it up is not part of the shortcut.
    expect(created.data).toMatchObject({
      shortcut: 'sizes',
      title: 'Size guide',
      text: 'Our boots run true to size.\nBetween two sizes? Take the larger.',
    });
    expect((await listOf(bob)).find((reply) => reply.id == created.data.id)).toEqual(created.data);

    server.advance(1000);
    const changed = await bob.call<SavedReply>('saveReply', {
      id: created.data.id,
      shortcut: 'size-guide',
      text: 'See the size guide on every product page.',
    });
    expect(changed.status).toBe(200);
    expect(changed.data).toMatchObject({
      id: created.data.id,
      shortcut: 'size-guide',
      title: '',
      text: 'See the size guide on every product page.',
    });
    expect(changed.data.updatedAt).toBeGreaterThan(created.data.updatedAt);
    const list = await listOf(alice);
    expect(list.filter((reply) => reply.id == created.data.id)).toEqual([changed.data]);
    expect(list.map((reply) => reply.shortcut)).toEqual([...list.map((reply) => reply.shortcut)].sort());

    expect(await bob.call('deleteReply', { id: created.data.id })).toMatchObject({
      status: 200,
      data: { deleted: created.data.id },
    });
    expect((await listOf(alice)).some((reply) => reply.id == created.data.id)).toBe(false);
  });

  it('a shortcut another reply of the team has, whatever its case, answers 400 naming shortcut; a reply keeps its own', async () => {
    for (const shortcut of ['shipping', 'Shipping', '/SHIPPING']) {
      const reply = await alice.call('saveReply', { shortcut, text: 'Another text' });
      expect({ shortcut, status: reply.status, message: reply.message }).toEqual({
        shortcut,
        status: 400,
        message: 'shortcut: is already used by another saved reply',
      });
    }
    const greeting = (await listOf(alice)).find((reply) => reply.shortcut == 'greeting')!;
    const renamed = await alice.call('saveReply', { id: greeting.id, shortcut: 'shipping', text: greeting.text });
    expect(renamed.status).toBe(400);
    expect(renamed.message).toMatch(/^shortcut: /);
    // Its own shortcut, in another case, is no clash.
    const same = await alice.call<SavedReply>('saveReply', {
      id: greeting.id,
      shortcut: 'Greeting',
      title: greeting.title,
      text: greeting.text,
    });
    expect(same.status).toBe(200);
    expect(same.data.shortcut).toBe('Greeting');
    await alice.call('saveReply', {
      id: greeting.id,
      shortcut: 'greeting',
      title: greeting.title,
      text: greeting.text,
    });
  });

  it('bad input answers 400 and the message names the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ text: 'No shortcut' }, 'shortcut: is required'],
      [{ shortcut: '   ', text: 'Blank shortcut' }, 'shortcut: is required'],
      [{ shortcut: 'two words', text: 'A space' }, 'shortcut: may hold only letters, digits, - and _'],
      [{ shortcut: 'ship/ping', text: 'A slash inside' }, 'shortcut: may hold only letters, digits, - and _'],
      [{ shortcut: 'x'.repeat(33), text: 'Too long a shortcut' }, 'shortcut: '],
      [{ shortcut: 'ok', title: 't'.repeat(101), text: 'Too long a title' }, 'title: '],
      [{ shortcut: 'ok' }, 'text: is required'],
      [{ shortcut: 'ok', text: ' \n ' }, 'text: is required'],
      [{ shortcut: 'ok', text: 'x'.repeat(5001) }, 'text: '],
      [{ shortcut: 42, text: 'A number' }, 'shortcut: '],
      [{ id: 'seven', shortcut: 'ok', text: 'An id as text' }, 'id: '],
    ];
    for (const [body, message] of cases) {
      const reply = await alice.call('saveReply', body);
      expect({ body, status: reply.status }).toEqual({ body, status: 400 });
      expect(reply.message.startsWith(message), `${JSON.stringify(body)}: ${reply.message}`).toBe(true);
    }
    expect((await alice.call('deleteReply', {})).message).toBe('id: is required');
    // Letters of any script and the longest shortcut are fine.
    for (const shortcut of ['退货', 'x'.repeat(32)]) {
      const reply = await alice.call<SavedReply>('saveReply', { shortcut, text: 'Fine' });
      expect(reply.status).toBe(200);
      await alice.call('deleteReply', { id: reply.data.id });
    }
  });

  it('an unknown id answers 404 naming id, to change or to delete', async () => {
    const change = await alice.call('saveReply', { id: 999_999, shortcut: 'ghost', text: 'Nobody' });
    expect(change).toMatchObject({ status: 404, message: 'id: unknown saved reply' });
    const remove = await alice.call('deleteReply', { id: 999_999 });
    expect(remove).toMatchObject({ status: 404, message: 'id: unknown saved reply' });
    expect((await listOf(alice)).some((reply) => reply.shortcut == 'ghost')).toBe(false);
  });

  it('without a valid token nothing is listed or saved: 401', async () => {
    expect((await server.post(AGENT_API + 'savedReplies', {})).status).toBe(401);
    expect((await server.post(AGENT_API + 'saveReply', { shortcut: 'anon', text: 'x' }, '101.forged')).status).toBe(
      401,
    );
  });
});

describe('saved replies of another tenant', () => {
  it('an agent of another tenant sees none of them, and has a list of their own', async () => {
    expect(await listOf(eve)).toEqual([]);
    // Shortcuts are unique per team: acme may have its own "shipping".
    const own = await eve.call<SavedReply>('saveReply', {
      shortcut: 'shipping',
      title: 'Acme shipping',
      text: 'Acme ships in a week.',
    });
    expect(own.status).toBe(200);
    expect((await listOf(eve)).map((reply) => reply.text)).toEqual(['Acme ships in a week.']);
    expect(JSON.stringify(await listOf(alice))).not.toContain('Acme');
  });

  it("can neither change nor delete this team's: 404, and they stay as they were", async () => {
    const before = await listOf(alice);
    const shipping = before.find((reply) => reply.shortcut == 'shipping')!;
    const change = await eve.call('saveReply', { id: shipping.id, shortcut: 'shipping', text: 'Taken over' });
    expect(change).toMatchObject({ status: 404, message: 'id: unknown saved reply' });
    const remove = await eve.call('deleteReply', { id: shipping.id });
    expect(remove).toMatchObject({ status: 404, message: 'id: unknown saved reply' });
    expect(await listOf(alice)).toEqual(before);
  });

  it("and this team cannot change or delete acme's", async () => {
    const acme = (await listOf(eve))[0]!;
    expect((await alice.call('saveReply', { id: acme.id, shortcut: 'mine', text: 'Mine now' })).status).toBe(404);
    expect((await alice.call('deleteReply', { id: acme.id })).status).toBe(404);
    expect(await listOf(eve)).toEqual([acme]);
  });
});

describe('the saved_replies table and its seed', () => {
  it('a database file made before the table gets it when opened, with its other data kept', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'chat-online-old-db-'));
    try {
      const old = await openDatabase({ dataDir });
      // A file from before the table, and before versioned migrations.
      await old.run('DROP TABLE saved_replies');
      await old.run('DROP TABLE schema_migrations');
      await old.run("INSERT INTO channels (channel_id, tenant_id, config) VALUES ('old', 'demo', '{}')");
      await old.close();
      const reopened = await openDatabase({ dataDir });
      expect(await reopened.get('SELECT count(*) AS n FROM saved_replies')).toEqual({ n: 0 });
      expect(await reopened.all('SELECT channel_id FROM channels')).toEqual([{ channel_id: 'old' }]);
      await reopened.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('the seed runs on a fresh database only: a deleted seeded reply stays deleted after a restart', async () => {
    const own = await startTestServer();
    try {
      const agent = await signInAgent(own, 'alice', false);
      const closing = (await listOf(agent)).find((reply) => reply.shortcut == 'closing')!;
      expect((await agent.call('deleteReply', { id: closing.id })).status).toBe(200);
      await own.restart();
      const again = await signInAgent(own, 'alice', false);
      const shortcuts = (await listOf(again)).map((reply) => reply.shortcut);
      expect(shortcuts).not.toContain('closing');
      expect(shortcuts).toHaveLength(DEMO_SAVED_REPLIES.length - 1);
    } finally {
      await own.close();
    }
  });
});
