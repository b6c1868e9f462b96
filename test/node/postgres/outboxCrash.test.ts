// The outbox survives a crash (docs/notifications.md#the-outbox): the server is killed
// (SIGKILL) with webhook deliveries pending and, once it is started again, every event arrives,
// none twice by event id, in order per conversation. On PostgreSQL, two instances send side by
// side without sending anything twice: one holds the sender's lease at a time.
// Real processes of the built server (`node dist/server/demo.js`), as an operator runs them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Webhook } from '@shared/api/outgoing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from '../server/adminHarness';
import { signInAgent, startVisitor, type TestServer } from '../server/harness';
import { startWebhookReceiver, type WebhookReceiver } from '../server/webhookReceiver';
import { dropDatabase, freshDatabase } from './databases';
import { type Instance, type InstancePlaces, startInstance } from './instances';

const asServer = (instance: Instance) => instance as unknown as TestServer;
const ENV = { WEBHOOK_ALLOW_PRIVATE: 'true' };
const VISITORS = 4;
const MESSAGES = 5;

async function subscribe(instance: Instance, receiver: WebhookReceiver) {
  const alice = await signInAgent(asServer(instance), 'alice', false);
  const saved = await adminCall<Webhook>(asServer(instance), alice.token, 'saveWebhook', {
    webhook: { id: 0, url: receiver.url, events: ['conversation.started', 'message.visitor'], enabled: true },
  });
  expect(saved.status).toBe(200);
  receiver.secret = saved.data.secret;
}

/** Conversations through the given instances in turn: each starts, then sends MESSAGES, numbered. */
async function converse(instances: Instance[]): Promise<number[]> {
  const sessions: number[] = [];
  for (let v = 0; v < VISITORS; v++) {
    const visitor = await startVisitor(asServer(instances[v % instances.length]!), 'demo');
    sessions.push(visitor.start.sessionId);
    for (let m = 1; m <= MESSAGES; m++) {
      const reply = await visitor.call('sendMsg', { clientId: `v${v}m${m}`, msgContent: `${v}:${m}`, msgType: 1 });
      expect(reply.status).toBe(200);
    }
  }
  return sessions;
}

/** Each event once, signed, and each conversation's in the order they happened. */
function expectAllOnceInOrder(receiver: WebhookReceiver, sessions: number[]) {
  const ids = receiver.events.map((event) => event.envelope.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(receiver.events.every((event) => event.verified)).toBe(true);
  sessions.forEach((sessionId, v) => {
    const mine = receiver.events.filter((event) => event.envelope.data.sessionId == sessionId);
    expect(mine.map((event) => event.envelope.type)).toEqual([
      'conversation.started',
      ...Array(MESSAGES).fill('message.visitor'),
    ]);
    expect(mine.slice(1).map((event) => (event.envelope.data.message as { msgContent: string }).msgContent)).toEqual(
      Array.from({ length: MESSAGES }, (_, m) => `${v}:${m + 1}`),
    );
  });
}

describe.each([
  ['SQLite', false],
  ['PostgreSQL', true],
] as const)('a SIGKILL with deliveries pending (%s)', (_engine, postgres) => {
  let dir: string;
  let places: InstancePlaces;
  let receiver: WebhookReceiver;
  const running: Instance[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'chat-online-outbox-'));
    places = {
      ...(postgres && { databaseUrl: await freshDatabase() }),
      filesDir: join(dir, 'files'),
      dataDir: join(dir, 'data'),
    };
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await Promise.all(running.map((instance) => instance.close()));
    await receiver?.close();
    if (places?.databaseUrl) await dropDatabase(places.databaseUrl);
    rmSync(dir, { recursive: true, force: true });
  });

  it('delivers every event after the restart, once each, in order per conversation', async () => {
    const first = await startInstance(places, { env: ENV });
    running.push(first);
    await subscribe(first, receiver);
    receiver.status = 500;
    const sessions = await converse([first]);
    await expect.poll(() => receiver.refused, { timeout: 10_000 }).toBeGreaterThan(0);
    await first.kill();
    expect(receiver.events).toEqual([]);

    receiver.status = 200;
    const second = await startInstance(places, { env: ENV });
    running.push(second);
    // The dead sender's lease lapses (15 s), then the first retries come due (10 s after a failure).
    await receiver.waitForCount(VISITORS * (MESSAGES + 1), 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expectAllOnceInOrder(receiver, sessions);
  }, 90_000);
});

describe('two instances on one PostgreSQL', () => {
  let dir: string;
  let databaseUrl: string;
  let receiver: WebhookReceiver;
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    databaseUrl = await freshDatabase();
    dir = mkdtempSync(join(tmpdir(), 'chat-online-outbox-two-'));
    const places = { databaseUrl, filesDir: join(dir, 'files') };
    [a, b] = await Promise.all([
      startInstance({ ...places, dataDir: join(dir, 'a') }, { env: ENV }),
      startInstance({ ...places, dataDir: join(dir, 'b') }, { env: ENV }),
    ]);
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await receiver?.close();
    if (databaseUrl) await dropDatabase(databaseUrl);
    rmSync(dir, { recursive: true, force: true });
  });

  it('send what both queue, each event once and in order', async () => {
    await subscribe(a, receiver);
    const sessions = await converse([a, b]);
    await receiver.waitForCount(VISITORS * (MESSAGES + 1), 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expectAllOnceInOrder(receiver, sessions);
  });
});
