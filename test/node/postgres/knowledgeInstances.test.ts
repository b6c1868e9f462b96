// The knowledge base changed through one instance is answered from on every instance at once
// (docs/operating.md#several-instances-on-postgresql): a save tells every robot to rebuild
// through the database, and so does a row an import script writes itself; and documents saved
// on two instances at once never share an id.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoPlugin } from '@demo/demoPlugin';
import { buildServer, type ChatServer } from '@server/app';
import type { KnowledgeDocInput, KnowledgeEntry } from '@shared/api/knowledge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from '../server/adminHarness';
import {
  httpClient,
  ROBOT_REBUILT_WITHIN,
  signInAgent,
  startVisitor,
  type TestAgent,
  type TestServer,
} from '../server/harness';
import { dropDatabase, freshDatabase, importKnowledgeDoc } from './databases';

interface Running {
  server: ChatServer;
  client: TestServer;
}

let databaseUrl: string;
let dir: string;
let a: Running;
let b: Running;
/** Signed in once: a token works on every instance (a second sign-in would end the first). */
let bob: TestAgent;

async function start(dataDir: string): Promise<Running> {
  const server = await buildServer({ dataDir, databaseUrl, serveWidget: false, plugins: [demoPlugin()] });
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { server, client: httpClient(() => url) as TestServer };
}

beforeAll(async () => {
  databaseUrl = await freshDatabase();
  dir = mkdtempSync(join(tmpdir(), 'chat-online-knowledge-'));
  a = await start(join(dir, 'a'));
  b = await start(join(dir, 'b'));
  bob = await signInAgent(a.client, 'bob', false);
});

afterAll(async () => {
  await Promise.all([a?.server.app.close(), b?.server.app.close()]);
  if (databaseUrl) await dropDatabase(databaseUrl);
  rmSync(dir, { recursive: true, force: true });
});

const newDoc = (question: string): KnowledgeDocInput => ({
  docId: 0,
  lang: 'en',
  question,
  similar: [],
  answer: `<p>${question} Yes.</p>`,
  enabled: true,
});

describe('the knowledge base on two instances', () => {
  it("a document saved through A is answered by B's robot, without a restart", async () => {
    const question = 'Do you rent out canoes?';
    const saved = await adminCall<KnowledgeEntry>(a.client, bob.token, 'saveKnowledgeDoc', {
      doc: newDoc(question),
    });
    expect(saved.status, saved.message).toBe(200);
    const visitor = await startVisitor(b.client, 'demo');
    await expect
      .poll(async () => (await visitor.call('robotAsk', { question })).data.answer.docId, ROBOT_REBUILT_WITHIN)
      .toBe(saved.data.docId);
  });

  it("a document an import script writes into the database, telling no one, is answered by both instances' robots", async () => {
    const question = 'Do you rent out snowshoes?';
    const doc = { ...newDoc(question), docId: 990_001, tenantId: 'demo', docPattern: 1 };
    await importKnowledgeDoc(databaseUrl, doc);
    for (const instance of [a, b]) {
      const visitor = await startVisitor(instance.client, 'demo');
      await expect
        .poll(async () => (await visitor.call('robotAsk', { question })).data.answer.docId, ROBOT_REBUILT_WITHIN)
        .toBe(doc.docId);
    }
  });

  it('documents saved on both instances at once each get an id of their own', async () => {
    const saves = Array.from({ length: 6 }, (_, index) =>
      adminCall<KnowledgeEntry>(index % 2 ? b.client : a.client, bob.token, 'saveKnowledgeDoc', {
        doc: newDoc(`Question number ${index}?`),
      }),
    );
    const replies = await Promise.all(saves);
    for (const reply of replies) expect(reply.status, reply.message).toBe(200);
    const ids = replies.map((reply) => reply.data.docId);
    expect(new Set(ids).size).toBe(ids.length);
    const stored = await a.server.services.knowledge.ofTenant('demo');
    for (const [index, docId] of ids.entries())
      expect(stored.find(({ doc }) => doc.docId == docId)?.doc.question).toBe(`Question number ${index}?`);
  });
});
