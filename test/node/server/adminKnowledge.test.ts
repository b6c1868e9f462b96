// The admin API's knowledge calls over real HTTP on the demo (alice owns it, bob administers tenant
// demo, li answers, carol administers acme): who may call them on which tenant, and that a refused
// call changes nothing; saving a document (its extras kept), the field named when refused,
// deleting, importing CSV and JSON (all or nothing), the synonyms, trying the robot; and that
// visitors are answered from a change at once.
import { DEMO_NOT_COVERED } from '@demo/demoNotCovered';
import { ADMIN_API, type AdminReplies } from '@shared/api';
import type { AdminCall } from '@shared/api/adminRequests';
import { KNOWLEDGE_LIMITS, type KnowledgeDocInput, type KnowledgeEntry, type RobotTrial } from '@shared/api/knowledge';
import { TEXT_LIMITS } from '@shared/api/limits';
import { ROBOT_ANSWER_TYPE } from '@shared/codes';
import { formatKnowledgeFile } from '@shared/knowledgeFile';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminCallers } from './adminHarness';
import { type Reply, ROBOT_REBUILT_WITHIN, startVisitor, type TestAgent, useTestServer } from './harness';

const server = useTestServer();
const { alice, bob, li, carol, as } = useAdminCallers(server);

beforeAll(async () => {
  const shop = await as(alice, 'addChannel', { tenantId: 'acme', channelId: 'acme-shop', channelName: 'Acme' });
  expect(shop.status, shop.message).toBe(200);
});

/** Everything of the knowledge base the database holds. */
const knowledgeState = async () => {
  const { sql } = server.server.services;
  return {
    docs: await sql.all('SELECT doc_id, tenant_id, doc, updated_at FROM knowledge_docs ORDER BY doc_id'),
    synonyms: await sql.all(
      'SELECT tenant_id, lang, groups, not_covered, updated_at FROM robot_synonyms ORDER BY tenant_id, lang',
    ),
  };
};

/** Expects the reply refused with `status` and a message starting with `field: `. */
function expectRefused(reply: Reply, status: number, field: string) {
  expect({ status: reply.status, message: reply.message, data: reply.data }).toEqual({
    status,
    message: expect.stringMatching(new RegExp(`^${field.replaceAll('.', '\\.')}: `)),
    data: null,
  });
}

const newDoc = (patch: Partial<KnowledgeDocInput> = {}): KnowledgeDocInput => ({
  docId: 0,
  lang: 'en',
  question: 'Do you deliver to the moon?',
  similar: ['lunar delivery', 'shipping to the moon'],
  answer: '<p>Not yet: only to Earth addresses.</p>',
  enabled: true,
  ...patch,
});

const listOf = async (caller: TestAgent, tenantId?: string): Promise<KnowledgeEntry[]> => {
  const reply = await as<{ docs: KnowledgeEntry[] }>(caller, 'knowledgeBase', tenantId ? { tenantId } : {});
  expect(reply.status, reply.message).toBe(200);
  return reply.data.docs;
};

/** A body of each knowledge call, valid for its schema, aimed at tenant demo. */
const ON_DEMO: [AdminCall, Record<string, unknown>][] = [
  ['knowledgeBase', { tenantId: 'demo' }],
  ['saveKnowledgeDoc', { tenantId: 'demo', doc: newDoc() }],
  ['deleteKnowledgeDoc', { tenantId: 'demo', docId: 1001 }],
  ['importKnowledge', { tenantId: 'demo', format: 'json', text: '[]', mode: 'replace' }],
  ['synonyms', { tenantId: 'demo' }],
  ['saveSynonyms', { tenantId: 'demo', lang: 'en', groups: [] }],
  ['saveNotCovered', { tenantId: 'demo', lang: 'en', questions: [] }],
  ['tryRobot', { tenantId: 'demo', question: 'How much does shipping cost?' }],
];

describe('who may call the knowledge calls on which tenant', () => {
  it("an agent's token (li) gets 403 from all eight before the body is read, and nothing changes", async () => {
    const before = await knowledgeState();
    for (const [call, body] of ON_DEMO) {
      const reply = await as(li, call, body);
      expect({ call, status: reply.status, message: reply.message }).toEqual({
        call,
        status: 403,
        message: expect.stringMatching(/role/),
      });
      // A body that is not even JSON: read, it would be a 400.
      const raw = await server.raw(ADMIN_API + call, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: li.token },
        body: '{"not json',
      });
      expect({ call, status: raw.status }).toEqual({ call, status: 403 });
    }
    expect(await knowledgeState()).toEqual(before);
  });

  it('the admin of another tenant (carol, acme) on tenant demo: 403 naming tenantId, and nothing changes', async () => {
    const before = await knowledgeState();
    for (const [call, body] of ON_DEMO) {
      const reply = await as(carol, call, body);
      expectRefused(reply, 403, 'tenantId');
    }
    expect(await knowledgeState()).toEqual(before);
  });

  it("carol naming demo's documents from her own tenant: refused as not hers, and nothing changes", async () => {
    const before = await knowledgeState();
    expectRefused(await as(carol, 'saveKnowledgeDoc', { doc: newDoc({ docId: 1001 }) }), 403, 'doc.docId');
    expectRefused(await as(carol, 'deleteKnowledgeDoc', { docId: 1001 }), 403, 'docId');
    // A docId nobody has is refused the same way.
    expectRefused(await as(carol, 'deleteKnowledgeDoc', { docId: 999_999 }), 403, 'docId');
    // Translating demo's document is naming a document acme has not got.
    expectRefused(
      await as(carol, 'saveKnowledgeDoc', { doc: newDoc({ lang: 'de', translationOf: 1001 }) }),
      400,
      'doc.translationOf',
    );
    const imported = await as(carol, 'importKnowledge', {
      format: 'json',
      text: JSON.stringify([{ ...newDoc({ docId: 1001 }) }]),
      mode: 'merge',
    });
    expect(imported.data).toEqual({
      added: 0,
      updated: 0,
      removed: 0,
      lists: [],
      problems: [{ row: 1, message: expect.stringMatching(/^docId: 1001 is not a document of this tenant/) }],
    });
    expect((await as(carol, 'tryRobot', { question: 'Shipping?', channelId: 'demo' })).status).toBe(404);
    expect(await knowledgeState()).toEqual(before);
    expect(await listOf(carol)).toEqual([]);
  });

  it('an owner (alice) works on any tenant through tenantId; an unknown tenant is 404', async () => {
    const saved = await as<KnowledgeEntry>(alice, 'saveKnowledgeDoc', {
      tenantId: 'acme',
      doc: newDoc({ question: 'Do you sell anvils?', similar: [], answer: '<p>Yes, every size.</p>' }),
    });
    expect(saved.status, saved.message).toBe(200);
    expect((await listOf(carol)).map((doc) => doc.question)).toEqual(['Do you sell anvils?']);
    expect((await listOf(alice, 'acme')).map((doc) => doc.docId)).toEqual([saved.data.docId]);
    expectRefused(await as(alice, 'knowledgeBase', { tenantId: 'nowhere' }), 404, 'tenantId');
    expectRefused(await as(bob, 'knowledgeBase', { tenantId: 'acme' }), 403, 'tenantId');
  });
});

describe('documents: list, save, delete', () => {
  it('lists the tenant’s documents in every language, with what the console does not edit', async () => {
    const docs = await listOf(bob);
    expect(docs.map((doc) => doc.lang)).toContain('zh');
    expect(docs.find((doc) => doc.docId == 1001)).toMatchObject({
      lang: 'en',
      question: 'How much does shipping cost?',
      enabled: true,
      category: 'shipping',
      extras: ['buttons'],
      updatedAt: expect.any(Number),
    });
    expect(docs.find((doc) => doc.docId == 1024)?.extras).toContain('card');
    expect(docs.find((doc) => doc.docId == 1028)?.extras).toContain('transfer');
    expect(docs.find((doc) => doc.docId == 1041)?.extras).toContain('form');
  });

  it('a new document gets the next free id (unique across tenants), trimmed and cleaned, and is listed', async () => {
    const { sql } = server.server.services;
    const highest = Number((await sql.get<{ n: number }>('SELECT MAX(doc_id) AS n FROM knowledge_docs'))!.n);
    const saved = await as<KnowledgeEntry>(bob, 'saveKnowledgeDoc', {
      doc: newDoc({
        question: '  Gift wrapping?  ',
        similar: [' Can you wrap it '],
        answer: '<p onclick="steal()">Yes, for $3.<script>alert(1)</script></p>',
        category: 'orders',
      }),
    });
    expect(saved.status, saved.message).toBe(200);
    expect(saved.data).toEqual({
      docId: highest + 1,
      lang: 'en',
      question: 'Gift wrapping?',
      similar: ['Can you wrap it'],
      answer: '<p>Yes, for $3.</p>',
      enabled: true,
      category: 'orders',
      updatedAt: expect.any(Number),
      extras: [],
    });
    expect((await listOf(bob)).find((doc) => doc.docId == highest + 1)).toEqual(saved.data);
    expect(
      JSON.parse(
        (await sql.get<{ doc: string }>('SELECT doc FROM knowledge_docs WHERE doc_id = ?', [highest + 1]))!.doc,
      ),
    ).toMatchObject({ tenantId: 'demo', docPattern: 1 });
  });

  it('documents saved at once each get an id of their own', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        as<KnowledgeEntry>(index % 2 ? bob : alice, 'saveKnowledgeDoc', {
          tenantId: index % 2 ? 'demo' : 'acme',
          doc: newDoc({ question: `At once ${index}?`, similar: [] }),
        }),
      ),
    );
    const ids = replies.map((reply) => reply.data.docId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('an edit keeps the buttons, the card, the transfer and the form the console does not edit', async () => {
    const docs = await listOf(bob);
    const { robot } = server.server.services;
    for (const docId of [1001, 1024, 1028, 1041]) {
      const entry = docs.find((doc) => doc.docId == docId)!;
      const { updatedAt: _updatedAt, extras, ...input } = entry;
      // As the demo has it: read before the save, since a disabled document is not the robot's.
      const seeded = robot.doc(docId);
      const saved = await as<KnowledgeEntry>(bob, 'saveKnowledgeDoc', {
        doc: { ...input, similar: [...input.similar, `Edited ${docId}`], enabled: false },
      });
      expect(saved.status, saved.message).toBe(200);
      expect(saved.data).toMatchObject({ docId, enabled: false, extras });
      const stored = (await server.server.services.knowledge.get(docId))!.doc;
      expect(stored).toMatchObject({
        docPattern: seeded?.docPattern,
        ...(seeded?.buttons && { buttons: seeded.buttons }),
        ...(seeded?.card && { card: seeded.card }),
        ...(seeded?.transfer && { transfer: true }),
        ...(seeded?.form && { form: seeded.form }),
        enabled: false,
      });
      // Enabled again, as the demo has it.
      await as(bob, 'saveKnowledgeDoc', { doc: { ...input } });
    }
  });

  it('bad input answers 400 naming the field, and nothing changes', async () => {
    const before = await knowledgeState();
    const tries: [string, KnowledgeDocInput | Record<string, unknown>][] = [
      ['doc.question', newDoc({ question: '   ' })],
      ['doc.similar.1', newDoc({ similar: ['ok', '  '] })],
      ['doc.similar.1', newDoc({ similar: ['Lunar delivery', 'LUNAR  delivery'] })],
      ['doc.similar.0', newDoc({ similar: ['do you deliver to the MOON?'] })],
      ['doc.answer', newDoc({ answer: '<p>&nbsp;</p><script>alert(1)</script>' })],
      ['doc.translationOf', newDoc({ translationOf: 1002 })],
      ['doc.translationOf', newDoc({ lang: 'de', translationOf: 999_999 })],
      ['doc.lang', newDoc({ lang: 'xx' })],
      ['doc.question', newDoc({ question: 'q'.repeat(201) })],
      [
        'doc.similar',
        newDoc({ similar: Array.from({ length: KNOWLEDGE_LIMITS.phrasings + 1 }, (_, index) => `way ${index}`) }),
      ],
      // An unknown field is named alone, as in every admin call.
      ['colour', { ...newDoc(), colour: 'red' }],
    ];
    for (const [field, doc] of tries) expectRefused(await as(bob, 'saveKnowledgeDoc', { doc }), 400, field);
    // A document's translations must stay in other languages than its own.
    const translation = await as<KnowledgeEntry>(bob, 'saveKnowledgeDoc', {
      doc: newDoc({ lang: 'de', question: 'Versandkosten?', similar: [], translationOf: 1002 }),
    });
    expect(translation.status, translation.message).toBe(200);
    const middle = await knowledgeState();
    const doc1002 = (await listOf(bob)).find((doc) => doc.docId == 1002)!;
    const { updatedAt: _updatedAt, extras: _extras, ...input } = doc1002;
    expectRefused(await as(bob, 'saveKnowledgeDoc', { doc: { ...input, lang: 'de' } }), 400, 'doc.lang');
    expect(await knowledgeState()).toEqual(middle);
    expect(before.docs.length + 1).toBe(middle.docs.length);
  });

  it('a delete removes the document; its translations stay, as documents of their own', async () => {
    const original = await as<KnowledgeEntry>(bob, 'saveKnowledgeDoc', {
      doc: newDoc({ question: 'Do you ship to Mars?', similar: [] }),
    });
    const translation = await as<KnowledgeEntry>(bob, 'saveKnowledgeDoc', {
      doc: newDoc({ lang: 'fr', question: 'Livrez-vous sur Mars ?', similar: [], translationOf: original.data.docId }),
    });
    expect(translation.data.translationOf).toBe(original.data.docId);
    const deleted = await as(bob, 'deleteKnowledgeDoc', { docId: original.data.docId });
    expect(deleted).toMatchObject({ status: 200, data: { docId: original.data.docId } });
    const docs = await listOf(bob);
    expect(docs.some((doc) => doc.docId == original.data.docId)).toBe(false);
    const left = docs.find((doc) => doc.docId == translation.data.docId)!;
    expect(left.translationOf).toBeUndefined();
    // Gone is unknown: 404 to the owner, 403 to an admin, as another tenant's.
    expectRefused(await as(alice, 'deleteKnowledgeDoc', { docId: original.data.docId }), 404, 'docId');
    expectRefused(await as(bob, 'deleteKnowledgeDoc', { docId: original.data.docId }), 403, 'docId');
  });

  it("a visitor's robotAsk is answered from a saved document right after the save, and no more after its delete", async () => {
    const question = 'Can I pay with seashells?';
    const saved = await as<KnowledgeEntry>(bob, 'saveKnowledgeDoc', {
      doc: newDoc({ question, similar: ['seashell payment'], answer: '<p>Only on the beach.</p>' }),
    });
    expect(saved.status, saved.message).toBe(200);
    const visitor = await startVisitor(server, 'demo');
    const answered = async () => (await visitor.call('robotAsk', { question })).data.answer.docId;
    await expect.poll(answered, ROBOT_REBUILT_WITHIN).toBe(saved.data.docId);
    await as(bob, 'deleteKnowledgeDoc', { docId: saved.data.docId });
    await expect.poll(answered, ROBOT_REBUILT_WITHIN).not.toBe(saved.data.docId);
  });

  it("a visitor's click never answers another tenant's document, nor a disabled one", async () => {
    const acme = await as<KnowledgeEntry>(carol, 'saveKnowledgeDoc', {
      doc: newDoc({ question: 'Do you sell rockets?', similar: [] }),
    });
    const off = await as<KnowledgeEntry>(bob, 'saveKnowledgeDoc', {
      doc: newDoc({ question: 'Do you sell kites?', similar: [], enabled: false }),
    });
    const visitor = await startVisitor(server, 'demo');
    const click = (docId: number) => visitor.call('robotAsk', { question: 'that one', docId, click: 1 });
    await expect.poll(async () => (await click(acme.data.docId)).code, ROBOT_REBUILT_WITHIN).toBe(404);
    expect((await click(off.data.docId)).code).toBe(404);
    expect((await click(1001)).code).toBe(200);
  });
});

describe('importKnowledge', () => {
  const importAs = (caller: TestAgent, body: Record<string, unknown>) =>
    as<AdminReplies['importKnowledge']>(caller, 'importKnowledge', body);
  const inputs = (docs: KnowledgeEntry[]) => docs.map(({ updatedAt: _updatedAt, extras: _extras, ...input }) => input);

  it('re-importing the export, CSV or JSON, changes nothing', async () => {
    const docs = await listOf(bob);
    for (const format of ['csv', 'json'] as const) {
      const reply = await importAs(bob, { format, text: formatKnowledgeFile(inputs(docs), format), mode: 'merge' });
      expect(reply.data).toEqual({ added: 0, updated: 0, removed: 0, lists: [], problems: [] });
    }
    expect(await listOf(bob)).toEqual(docs);
  });

  it('merge (JSON): adds the new, updates the changed (their extras kept), leaves the others', async () => {
    const before = await listOf(bob);
    const doc1001 = inputs(before).find((doc) => doc.docId == 1001)!;
    const text = formatKnowledgeFile(
      [
        { ...doc1001, similar: [...doc1001.similar, 'ship cost'] },
        newDoc({ question: 'Do you ship to Venus?', similar: [] }),
      ],
      'json',
    );
    const reply = await importAs(bob, { format: 'json', text, mode: 'merge' });
    expect(reply.data).toEqual({ added: 1, updated: 1, removed: 0, lists: [], problems: [] });
    const after = await listOf(bob);
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((doc) => doc.docId == 1001)).toMatchObject({ similar: [...doc1001.similar, 'ship cost'] });
    expect((await server.server.services.knowledge.get(1001))!.doc.buttons).toHaveLength(2);
  });

  it('replace (CSV): the tenant’s documents the file lacks are removed; another tenant’s stay', async () => {
    const demoBefore = await listOf(bob);
    for (const question of ['Anvils?', 'Rockets?', 'Magnets?'])
      await as(carol, 'saveKnowledgeDoc', { doc: newDoc({ question, similar: [] }) });
    const acme = inputs(await listOf(carol));
    const kept = acme.find((doc) => doc.question == 'Rockets?')!;
    const text = formatKnowledgeFile(
      [
        { ...kept, question: 'Rockets, in every size?' },
        newDoc({ question: 'Do you sell "dynamite", boxed?', similar: [] }),
      ],
      'csv',
    );
    const reply = await importAs(carol, { format: 'csv', text, mode: 'replace' });
    expect(reply.data).toEqual({ added: 1, updated: 1, removed: acme.length - 1, lists: [], problems: [] });
    expect((await listOf(carol)).map((doc) => doc.question)).toEqual([
      'Rockets, in every size?',
      'Do you sell "dynamite", boxed?',
    ]);
    expect(await listOf(bob)).toEqual(demoBefore);
  });

  it('a docId no document has (a file from another server) becomes a new id, and translationOf follows it', async () => {
    const text = formatKnowledgeFile(
      [
        newDoc({ docId: 777_000, question: 'Kites?', similar: [] }),
        newDoc({ docId: 777_001, lang: 'ja', question: '凧はありますか？', similar: [], translationOf: 777_000 }),
      ],
      'json',
    );
    expect((await importAs(carol, { format: 'json', text, mode: 'merge' })).data).toMatchObject({ added: 2 });
    const docs = await listOf(carol);
    const kites = docs.find((doc) => doc.question == 'Kites?')!;
    expect(kites.docId).not.toBe(777_000);
    expect(docs.find((doc) => doc.lang == 'ja')).toMatchObject({ translationOf: kites.docId });
  });

  it('with any problem nothing is saved, and the reply names each row and field (at most 50)', async () => {
    const before = await knowledgeState();
    const csv = [
      'docId,lang,question,phrasings,answer,enabled,category,translationOf',
      '0,en,Fine?,,<p>Fine.</p>,true,,',
      '0,xx,Bad language?,,<p>A</p>,true,,',
      '0,en,,,<p>A</p>,true,,',
      '0,en,Bad flag?,,<p>A</p>,perhaps,,',
      '0,en,Empty answer?,,<p> </p>,true,,',
      '0,de,Translated?,,<p>A</p>,true,,999999',
    ].join('\r\n');
    const reply = await importAs(bob, { format: 'csv', text: csv, mode: 'replace' });
    expect(reply.status).toBe(200);
    expect(reply.data).toEqual({
      added: 0,
      updated: 0,
      removed: 0,
      lists: [],
      problems: [
        { row: 2, message: expect.stringMatching(/^lang: "xx" is not one of/) },
        { row: 3, message: 'question: is missing' },
        { row: 4, message: 'enabled: "perhaps" is not true or false' },
        { row: 5, message: 'answer: shows nothing once cleaned of what is not allowed' },
        { row: 6, message: 'translationOf: 999999 is not a document of this tenant' },
      ],
    });
    const many = Array.from({ length: 80 }, () => ({ lang: 'xx', question: 'Q?', answer: 'A' }));
    const capped = await importAs(bob, { format: 'json', text: JSON.stringify(many), mode: 'merge' });
    expect(capped.data.problems).toHaveLength(50);
    expect(capped.data.problems[49]).toMatchObject({ row: 50 });
    expectRefused(await importAs(bob, { format: 'xml', text: '<docs/>', mode: 'merge' }), 400, 'format');
    expect(await knowledgeState()).toEqual(before);
  });

  it('a JSON export carries the word lists: imported elsewhere, each language it names gets them, others keep theirs', async () => {
    const synonymsOf = async (caller: TestAgent) =>
      (await as<{ byLang: Record<string, string[][]>; notCovered: Record<string, string[]> }>(caller, 'synonyms', {}))
        .data;
    await as(carol, 'saveSynonyms', { lang: 'nl', groups: [['raket', 'vuurpijl']] });
    await as(carol, 'saveNotCovered', { lang: 'en', questions: ['do you sell rockets to minors'] });
    const demo = await synonymsOf(bob);
    expect(Object.keys(demo.byLang).length).toBeGreaterThan(1);
    const text = formatKnowledgeFile([newDoc({ question: 'Kites?', similar: [] })], 'json', {
      synonyms: { ...demo.byLang, de: [['  Drachen ', 'Lenkdrachen']] },
      notCovered: { en: ['Is your shop open on Sundays?', 'is your shop open on  sundays?'] },
    });
    const reply = await importAs(carol, { format: 'json', text, mode: 'merge' });
    expect(reply.data).toMatchObject({ added: 1, problems: [] });
    expect(reply.data.lists).toEqual([...new Set([...Object.keys(demo.byLang), 'de', 'en'])].sort());
    const acme = await synonymsOf(carol);
    // Tidied as a save tidies them; Dutch, which the file does not name, is kept.
    expect(acme.byLang).toEqual({ ...demo.byLang, de: [['drachen', 'lenkdrachen']], nl: [['raket', 'vuurpijl']] });
    expect(acme.notCovered).toEqual({ en: ['Is your shop open on Sundays?', 'is your shop open on sundays?'] });
    // The demo tenant's lists are untouched; the same file again changes no list.
    expect(await synonymsOf(bob)).toEqual(demo);
    expect((await importAs(carol, { format: 'json', text, mode: 'merge' })).data).toMatchObject({ lists: [] });
    // The robot reads the imported synonyms: "Lenkdrachen" is the document's "Drachen".
    await as(carol, 'saveKnowledgeDoc', {
      doc: newDoc({ lang: 'de', question: 'Verkaufen Sie Drachen?', similar: [] }),
    });
    const trial = await as<RobotTrial>(carol, 'tryRobot', { question: 'Lenkdrachen', locale: 'de' });
    expect(trial.data.parts[0]!.candidates[0]!.matched).toContainEqual(expect.objectContaining({ match: 'synonym' }));
    // Acme back to no lists, as the tests of the synonyms expect.
    for (const lang of Object.keys(acme.byLang)) await as(carol, 'saveSynonyms', { lang, groups: [] });
    await as(carol, 'saveNotCovered', { lang: 'en', questions: [] });
  });

  it('a JSON file’s bad word list is a problem of the file, and nothing of it is saved', async () => {
    const before = await knowledgeState();
    const text = JSON.stringify({
      docs: [newDoc({ question: 'Fine?', similar: [] })],
      synonyms: {
        en: [['ship']],
        xx: [['a', 'b']],
        fr: [
          ['a', 'b'],
          ['B', 'c'],
        ],
      },
      notCovered: { en: 'not a list' },
    });
    const reply = await importAs(bob, { format: 'json', text, mode: 'merge' });
    expect(reply.data).toMatchObject({ added: 0, lists: [] });
    expect(reply.data.problems).toEqual([
      { row: 0, message: 'synonyms.en.0: needs at least two words or phrases' },
      { row: 0, message: expect.stringMatching(/^synonyms\.xx: "xx" is not one of/) },
      { row: 0, message: 'synonyms.fr.1.0: "b" is already in synonyms.fr.0' },
      { row: 0, message: 'notCovered.en: is not a list of texts' },
    ]);
    expect(await knowledgeState()).toEqual(before);
  });

  it('takes a text of 5,000,000 characters, not one more', async () => {
    const padded = (length: number) => '[' + ' '.repeat(length - 2) + ']';
    const largest = await importAs(bob, { format: 'json', text: padded(5_000_000), mode: 'merge' });
    expect(largest.data, largest.message).toEqual({ added: 0, updated: 0, removed: 0, lists: [], problems: [] });
    expectRefused(await importAs(bob, { format: 'json', text: padded(5_000_001), mode: 'merge' }), 400, 'text');
  });
});

describe('synonyms', () => {
  it('are saved per language, trimmed and lower-cased, and read back by language', async () => {
    const saved = await as(bob, 'saveSynonyms', {
      lang: 'en',
      groups: [
        [' Ship ', 'deliver', 'Post'],
        ['Money  back', 'refund'],
      ],
    });
    expect(saved.data).toEqual({
      lang: 'en',
      groups: [
        ['ship', 'deliver', 'post'],
        ['money back', 'refund'],
      ],
    });
    await as(bob, 'saveSynonyms', { lang: 'zh', groups: [['运费', '邮费']] });
    const read = await as(bob, 'synonyms', {});
    // The demo seeds other languages' synonyms too.
    expect(read.data.byLang).toMatchObject({ en: saved.data.groups, zh: [['运费', '邮费']] });
    expect((await as(carol, 'synonyms', {})).data).toEqual({ byLang: {}, notCovered: {} });
  });

  it('a save with no groups clears the language', async () => {
    await as(bob, 'saveSynonyms', { lang: 'zh', groups: [] });
    const langs = Object.keys((await as(bob, 'synonyms', {})).data.byLang);
    expect(langs).toContain('en');
    expect(langs).not.toContain('zh');
  });

  it('bad groups answer 400 naming the entry, and nothing changes', async () => {
    const before = await knowledgeState();
    const tries: [string, unknown][] = [
      ['groups.0.1', [['ship', '  ']]],
      [
        'groups.1.0',
        [
          ['ship', 'deliver'],
          [' SHIP', 'send'],
        ],
      ],
      ['groups.0.1', [['ship', 'Ship']]],
      ['groups.0', [['alone']]],
      ['groups.0.0', [['x'.repeat(61), 'y']]],
    ];
    for (const [field, groups] of tries)
      expectRefused(await as(bob, 'saveSynonyms', { lang: 'en', groups }), 400, field);
    expectRefused(await as(bob, 'saveSynonyms', { lang: 'xx', groups: [] }), 400, 'lang');
    expect(await knowledgeState()).toEqual(before);
  });
});

describe('questions not covered', () => {
  it('are saved per language, tidied, read back beside the synonyms, and another tenant sees none', async () => {
    const synonymsBefore = (await as(bob, 'synonyms', {})).data.byLang.en;
    const saved = await as(bob, 'saveNotCovered', {
      lang: 'en',
      questions: ['  What time does your   shop open? ', 'are you hiring', 'are you hiring', '   '],
    });
    expect(saved.data).toEqual({ lang: 'en', questions: ['What time does your shop open?', 'are you hiring'] });
    const read = await as(bob, 'synonyms', {});
    expect(read.data.notCovered.en).toEqual(saved.data.questions);
    // The demo seeds the other languages' too; the synonyms are left as they were.
    expect(Object.keys(read.data.notCovered)).toEqual(expect.arrayContaining(['zh', 'ar']));
    expect(read.data.byLang.en).toEqual(synonymsBefore);
    expect((await as(carol, 'synonyms', {})).data.notCovered).toEqual({});
  });

  it('reach the robot at once: try the robot reads a listed question as not covered, and nothing once the list is cleared', async () => {
    const question = 'what time does your shop open on sundays';
    const trial = async () => (await as<RobotTrial>(bob, 'tryRobot', { question })).data.parts[0];
    await as(bob, 'saveNotCovered', { lang: 'en', questions: ['what time does your shop open', 'are you hiring'] });
    expect((await trial())?.outOfScope).toBeGreaterThan(0.5);
    await as(bob, 'saveNotCovered', { lang: 'en', questions: [] });
    expect((await trial())?.outOfScope).toBeUndefined();
    await as(bob, 'saveNotCovered', { lang: 'en', questions: [...DEMO_NOT_COVERED.en!] });
  });

  it('bad questions answer 400 naming the field, and nothing changes', async () => {
    const before = await knowledgeState();
    expectRefused(await as(bob, 'saveNotCovered', { lang: 'en', questions: ['x'.repeat(201)] }), 400, 'questions.0');
    expectRefused(
      await as(bob, 'saveNotCovered', { lang: 'en', questions: Array.from({ length: 501 }, (_, i) => `q${i}`) }),
      400,
      'questions',
    );
    expectRefused(await as(bob, 'saveNotCovered', { lang: 'xx', questions: [] }), 400, 'lang');
    expect(await knowledgeState()).toEqual(before);
  });
});

describe('tryRobot', () => {
  it('answers a RobotTrial for a demo question: the language, the decision, the document', async () => {
    const reply = await as<RobotTrial>(bob, 'tryRobot', {
      question: 'How much does shipping cost?',
      channelId: 'demo',
    });
    expect(reply.status, reply.message).toBe(200);
    expect(reply.data).toMatchObject({
      lang: 'en',
      searchedLang: 'en',
      humanAsked: false,
      answerType: ROBOT_ANSWER_TYPE.answer,
      reply: expect.stringContaining('free on orders over $50'),
      parts: [{ decision: 'answer', docId: 1001 }],
    });
    expect(reply.data.parts[0]!.candidates[0]).toMatchObject({ docId: 1001 });
  });

  it("with the visitor's previous question, a follow-up is read after it; a previous question too long is refused", async () => {
    const trial = await as<RobotTrial>(bob, 'tryRobot', {
      question: 'do they expire',
      previousQuestion: 'do you sell gift cards',
    });
    expect(trial.status, trial.message).toBe(200);
    expect(trial.data.parts).toMatchObject([{ decision: 'answer', docId: 1024, reason: { rule: 'followUp' } }]);
    const alone = await as<RobotTrial>(bob, 'tryRobot', { question: 'do they expire' });
    expect(alone.data.parts[0]!.decision).toBe('guide');
    const tooLong = 'x'.repeat(TEXT_LIMITS.robotQuestion + 1);
    expectRefused(
      await as(bob, 'tryRobot', { question: 'do they expire', previousQuestion: tooLong }),
      400,
      'previousQuestion',
    );
  });

  it('a trial right after a save is of the saved robot: it waits for the rebuild under way', async () => {
    const question = 'Can my llama ride in the tent?';
    const saved = await as<KnowledgeEntry>(bob, 'saveKnowledgeDoc', { doc: newDoc({ question, similar: [] }) });
    expect(saved.status, saved.message).toBe(200);
    const trial = await as<RobotTrial>(bob, 'tryRobot', { question });
    expect(trial.data.parts[0]).toMatchObject({ decision: 'answer', docId: saved.data.docId });
    await as(bob, 'deleteKnowledgeDoc', { docId: saved.data.docId });
  });

  it('a channel must be a live channel of the tenant: another tenant’s, an unknown or a disabled one is 404', async () => {
    expectRefused(await as(bob, 'tryRobot', { question: 'Anvils?', channelId: 'acme-shop' }), 404, 'channelId');
    expectRefused(await as(bob, 'tryRobot', { question: 'Anvils?', channelId: 'no-such-channel' }), 404, 'channelId');
    expect(
      (await as(alice, 'tryRobot', { tenantId: 'acme', question: 'Anvils?', channelId: 'acme-shop' })).status,
    ).toBe(200);
    await as(alice, 'setChannelDisabled', { channelId: 'acme-shop', disabled: true });
    expectRefused(await as(carol, 'tryRobot', { question: 'Anvils?', channelId: 'acme-shop' }), 404, 'channelId');
    await as(alice, 'setChannelDisabled', { channelId: 'acme-shop', disabled: false });
  });
});
