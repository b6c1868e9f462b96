// Two instances of the server (docs/operating.md#several-instances-on-postgresql), two ports, one PostgreSQL, one shared FILES_DIR.
// Any instance serves any visitor or agent; a long poll on one wakes when the other writes
// (LISTEN/NOTIFY); one dies by SIGKILL mid-conversation and the visitor carries on through
// the other with no event lost or doubled.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type ChatMessage, type PollEvent, type PollReply, VISITOR_API } from '@shared/api';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROBOT_REBUILT_WITHIN,
  signInAgent,
  startVisitor,
  type TestAgent,
  type TestServer,
  type TestVisitor,
} from '../server/harness';
import { dropDatabase, freshDatabase, importKnowledgeDoc } from './databases';
import { type Instance, startInstance } from './instances';

/** The long poll's wait, in seconds: nothing else ends it early but a wake. */
const POLL_WAIT_S = 20;
/**
 * A poll woken by the other instance's NOTIFY returns long before its wait runs out; one that
 * missed it returns at the end of the wait. How soon it returns is a figure of the delivery
 * bench (`delivery-pg`, docs/performance.md), not of a timed test on a loaded machine: this one
 * asks only that it is woken, with room for CI's load (a wait of 20 s, woken within a quarter).
 */
const WOKEN_WITHIN_MS = (POLL_WAIT_S * 1000) / 4;

let databaseUrl: string;
let dir: string;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  databaseUrl = await freshDatabase();
  dir = mkdtempSync(join(tmpdir(), 'chat-online-two-'));
  const places = { databaseUrl, filesDir: join(dir, 'files') };
  // Both at once on an empty database: one migrates and seeds while the other waits its turn.
  [a, b] = await Promise.all([
    startInstance({ ...places, dataDir: join(dir, 'a') }),
    startInstance({ ...places, dataDir: join(dir, 'b') }),
  ]);
});

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  if (databaseUrl) await dropDatabase(databaseUrl);
  rmSync(dir, { recursive: true, force: true });
});

/** The harness's clients only post: an instance is enough of a server for them. */
const asServer = (instance: Instance) => instance as unknown as TestServer;
/** The same visitor (same token) reaching another instance, as a load balancer would send it. */
const through = (visitor: TestVisitor, instance: Instance): TestVisitor => ({
  ...visitor,
  call: (call, body = {}) => instance.post(VISITOR_API + call, { userId: visitor.userId, ...body }, visitor.token),
});

async function eventIdsStored(userId: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ event_id: string }>(
      'SELECT event_id FROM events WHERE user_id = $1 ORDER BY event_id',
      [userId],
    );
    return rows.map((row) => Number(row.event_id));
  } finally {
    await client.end();
  }
}

describe('two instances on one PostgreSQL', () => {
  let alice: TestAgent;
  let visitor: TestVisitor;
  let lastEventId: number;
  const received: PollEvent[] = [];

  const poll = async (on: TestVisitor, wait?: number) => {
    const reply = await on.call<PollReply>('getEventMsg', {
      pollId: visitor.start.pollId,
      lastEventId,
      ...(wait ? { wait } : {}),
    });
    expect(reply.status).toBe(200);
    received.push(...reply.data.msgList);
    lastEventId = reply.data.lastEventId;
    return reply.data.msgList;
  };

  beforeAll(async () => {
    alice = await signInAgent(asServer(b), 'alice');
    visitor = await startVisitor(asServer(a), 'demo');
    lastEventId = visitor.start.lastEventId;
    // The visitor asks on A for the agent who went online on B.
    expect((await visitor.call('transferAgent', { adminId: alice.adminId })).data.status).toBe(2);
  });

  it('a visitor on A and an agent on B talk both ways', async () => {
    const asked = await visitor.call<ChatMessage>('sendMsg', {
      clientId: 'two-1',
      msgType: 1,
      msgContent: 'Where is my parcel?',
    });
    expect(asked.status).toBe(200);
    const seenOnB = await alice.call<{ messages: ChatMessage[] }>('conversation', {
      sessionId: visitor.start.sessionId,
    });
    expect(seenOnB.data.messages.map((message) => message.msgContent)).toContain('Where is my parcel?');

    await alice.call('send', {
      sessionId: visitor.start.sessionId,
      clientId: 'two-answer',
      msgType: 1,
      content: 'It left today',
    });
    const events = await poll(visitor);
    expect(events.some((event) => event.type == 1201 && event.msg.msgContent == 'It left today')).toBe(true);
  });

  it("the visitor's long poll on A is woken by the agent's send on B, not by the end of its wait (5 times)", async () => {
    const wakes: number[] = [];
    for (let round = 0; round < 5; round++) {
      const waiting = poll(visitor, POLL_WAIT_S);
      // The poll is held on A (nothing new yet) before B sends. A fixed wait: A is a process of
      // its own, whose hub the test cannot see.
      await new Promise((resolve) => setTimeout(resolve, 150));
      const sentAt = performance.now();
      const sent = alice.call('send', {
        sessionId: visitor.start.sessionId,
        clientId: `wake-${round}`,
        msgType: 1,
        content: `Update ${round}`,
      });
      const events = await waiting;
      wakes.push(performance.now() - sentAt);
      expect((await sent).status).toBe(200);
      expect(events.map((event) => (event.type == 1201 ? event.msg.msgContent : undefined))).toContain(
        `Update ${round}`,
      );
    }
    for (const wake of wakes) expect(wake).toBeLessThan(WOKEN_WITHIN_MS);
  });

  it('a file uploaded through A downloads through B', async () => {
    const form = new FormData();
    form.append('userId', visitor.userId);
    form.append('file', new Blob([new TextEncoder().encode('%PDF-1.4 two instances')]), 'invoice.pdf');
    const uploaded = await a.raw(VISITOR_API + 'upload', {
      method: 'POST',
      headers: { token: visitor.token },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { url } = ((await uploaded.json()) as { data: { url: string } }).data;
    const downloaded = await b.raw(url, { method: 'GET' });
    expect(downloaded.status).toBe(200);
    expect(await downloaded.text()).toBe('%PDF-1.4 two instances');
  });

  it('a knowledge-base change (written to the database, then told with NOTIFY) is answered on A and on B without a restart', async () => {
    const doc = {
      docId: 1902,
      tenantId: 'demo',
      lang: 'en',
      category: 'shipping',
      question: 'Can I pick my parcel up at the warehouse?',
      similar: [],
      answer: '<p>Yes, weekdays 9-17.</p>',
      docPattern: 1,
    };
    // What an import script does: write the docs, then tell the instances.
    await importKnowledgeDoc(databaseUrl, doc, { notify: true });
    for (const instance of [a, b])
      await expect
        .poll(
          async () =>
            (await instance.post('/api/chat/visitor/getRobotDoc', { channelId: 'demo', docId: doc.docId })).data,
          ROBOT_REBUILT_WITHIN,
        )
        .toMatchObject({ docQuestion: doc.question });
  });

  it('A killed (SIGKILL) mid-conversation: the visitor carries on through B, no event lost or doubled', async () => {
    // A long poll is held on A when it dies.
    const heldOnA = poll(visitor, 20).catch((error: Error) => error);
    // A fixed wait: A is a process of its own, whose hub the test cannot see.
    await new Promise((resolve) => setTimeout(resolve, 150));
    await a.kill();
    expect(await heldOnA).toBeInstanceOf(Error);

    // The load balancer sends the visitor to B from now on, with the same cursor and token.
    const onB = through(visitor, b);
    for (let round = 0; round < 3; round++) {
      await alice.call('send', {
        sessionId: visitor.start.sessionId,
        clientId: `after-${round}`,
        msgType: 1,
        content: `After the crash ${round}`,
      });
      const sent = await onB.call<ChatMessage>('sendMsg', {
        clientId: `visitor-after-${round}`,
        msgType: 1,
        msgContent: `Still here ${round}`,
      });
      expect(sent.status).toBe(200);
    }
    // A send retried on B (its answer was lost with A) is stored once.
    const retried = await onB.call<ChatMessage>('sendMsg', {
      clientId: 'visitor-after-0',
      msgType: 1,
      msgContent: 'Still here 0',
    });
    expect(retried.status).toBe(200);
    await poll(onB);

    const ids = received.map((event) => event.eventId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    // Every event stored for the visitor since the conversation began reached it: none skipped.
    expect(ids).toEqual((await eventIdsStored(visitor.userId)).filter((id) => id > visitor.start.lastEventId));
    const said = (
      await alice.call<{ messages: ChatMessage[] }>('conversation', { sessionId: visitor.start.sessionId })
    ).data.messages.map((message) => message.msgContent);
    for (let round = 0; round < 3; round++) {
      expect(said.filter((text) => text == `Still here ${round}`)).toHaveLength(1);
      expect(said.filter((text) => text == `After the crash ${round}`)).toHaveLength(1);
    }
  });
});
