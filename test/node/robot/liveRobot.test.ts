// The robot of a running instance rebuilds on every change told on the hub (robot/liveRobot.ts),
// a change told while it is rebuilding included: it listens again before it reads.
import { createHub } from '@server/hub';
import type { KnowledgeDoc } from '@server/robot/knowledgeDoc';
import { knowledgeChanged, liveRobot } from '@server/robot/liveRobot';
import type { KnowledgeStore } from '@server/store/knowledge';
import type { SynonymStore } from '@server/store/synonyms';
import { describe, expect, it } from 'vitest';

const doc = (docId: number): KnowledgeDoc => ({
  docId,
  tenantId: 'demo',
  lang: 'en',
  question: `Question ${docId}?`,
  similar: [],
  answer: '<p>Answer.</p>',
  docPattern: 1,
});

const noSynonyms = { all: async () => [] } as unknown as SynonymStore;

/** A knowledge table whose reads answer what it held when each began, once the test lets it finish (`reads[i]()`). */
function heldTable(docs: KnowledgeDoc[]) {
  const table = {
    docs,
    reads: [] as (() => void)[],
    knowledge: {
      all: () => {
        const held = table.docs;
        return new Promise<KnowledgeDoc[]>((resolve) => table.reads.push(() => resolve(held)));
      },
    } as unknown as KnowledgeStore,
  };
  return table;
}

describe('liveRobot', () => {
  it('a change told while the index is being rebuilt is rebuilt too', async () => {
    const table = heldTable([]);
    const { reads } = table;
    const hub = createHub();
    const robot = liveRobot(table.knowledge, noSynonyms);
    const stop = robot.follow(hub);
    try {
      table.docs = [doc(1)];
      knowledgeChanged(hub);
      await expect.poll(() => reads.length).toBe(1);
      // A second change lands while the first read is under way.
      table.docs = [doc(1), doc(2)];
      knowledgeChanged(hub);
      reads[0]!();
      await expect.poll(() => reads.length).toBe(2);
      reads[1]!();
      await expect.poll(() => robot.doc(2)?.question).toBe('Question 2?');
    } finally {
      stop();
    }
  });
});

describe("settled: what an owner's trial waits for", () => {
  it('rule: a change told during a rebuild is waited for too, not only the rebuild under way', async () => {
    const table = heldTable([doc(1)]);
    const { reads } = table;
    const hub = createHub();
    const robot = liveRobot(table.knowledge, noSynonyms);
    const stop = robot.follow(hub);
    let settled = false;
    const settle = () => {
      settled = false;
      void robot.settled(60_000).then(() => (settled = true));
    };
    try {
      // Up to date: settled at once.
      settle();
      await expect.poll(() => settled).toBe(true);
      knowledgeChanged(hub);
      settle();
      await expect.poll(() => reads.length).toBe(1);
      // A second change lands while the first rebuild reads.
      table.docs = [doc(1), doc(2)];
      knowledgeChanged(hub);
      reads[0]!();
      await expect.poll(() => reads.length).toBe(2);
      expect(settled).toBe(false);
      reads[1]!();
      await expect.poll(() => settled).toBe(true);
      expect(robot.doc(2)?.question).toBe('Question 2?');
    } finally {
      stop();
    }
  });

  it('rule: it waits no longer than it is given', async () => {
    const knowledge = { all: () => new Promise<KnowledgeDoc[]>(() => {}) } as unknown as KnowledgeStore;
    const hub = createHub();
    const robot = liveRobot(knowledge, noSynonyms);
    const stop = robot.follow(hub);
    try {
      knowledgeChanged(hub);
      await robot.settled(50);
    } finally {
      stop();
    }
  });
});

describe('a robot built again', () => {
  it('rule: takes the previous builds (index, vocabulary, exact questions) of the tenants and languages a change left alone, and builds the changed one', async () => {
    const { createRobot, noScopeBuilds } = await import('@server/robot/robot');
    const docs = [doc(1), doc(2), { ...doc(3), lang: 'de', question: 'Frage 3?' }];
    const first = noScopeBuilds();
    const before = createRobot(docs, [], { reuse: { from: noScopeBuilds(), into: first } });
    await before.warmUp();
    expect([first.indexes.size, first.vocabularies.size, first.questions.size]).toEqual([2, 2, 2]);

    const second = noScopeBuilds();
    const changed = docs.map((each) => (each.docId == 1 ? { ...each, question: 'Question one, edited?' } : each));
    const after = createRobot(changed, [], { reuse: { from: first, into: second } });
    await after.warmUp();
    const [germanSource] = [...first.indexes].find(([, index]) => index.lang == 'de')!;
    const [englishSource] = [...first.indexes].find(([, index]) => index.lang == 'en')!;
    for (const kind of ['indexes', 'vocabularies', 'questions'] as const) {
      expect(second[kind].get(germanSource), kind).toBe(first[kind].get(germanSource));
      expect(second[kind].has(englishSource), kind).toBe(false);
      expect(second[kind].size, kind).toBe(2);
    }
    expect(after.ask('Question one, edited?', { tenantId: 'demo', lang: 'en' }).doc?.docId).toBe(1);
    expect(after.language('Question one, edited', { tenantId: 'demo' })).toBe('en');
  });
});
