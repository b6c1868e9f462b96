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

describe('liveRobot', () => {
  it('a change told while the index is being rebuilt is rebuilt too', async () => {
    let docs: KnowledgeDoc[] = [];
    const reads: (() => void)[] = [];
    // Each read answers what the table held when it began, once the test lets it finish.
    const knowledge = {
      all: () => {
        const held = docs;
        return new Promise<KnowledgeDoc[]>((resolve) => reads.push(() => resolve(held)));
      },
    } as unknown as KnowledgeStore;
    const synonyms = { all: async () => [] } as unknown as SynonymStore;
    const hub = createHub();
    const robot = liveRobot(knowledge, synonyms);
    const stop = robot.follow(hub);
    try {
      docs = [doc(1)];
      knowledgeChanged(hub);
      await expect.poll(() => reads.length).toBe(1);
      // A second change lands while the first read is under way.
      docs = [doc(1), doc(2)];
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

describe('a robot built again', () => {
  it('rule: takes the previous indexes of the tenants and languages a change left alone, and builds the changed one', async () => {
    const { createRobot } = await import('@server/robot/robot');
    const docs = [doc(1), doc(2), { ...doc(3), lang: 'de', question: 'Frage 3?' }];
    const first = new Map();
    const before = createRobot(docs, [], { indexes: { from: new Map(), into: first } });
    await before.warmUp();
    expect(first.size).toBe(2);

    const second = new Map();
    const changed = docs.map((each) => (each.docId == 1 ? { ...each, question: 'Question one, edited?' } : each));
    const after = createRobot(changed, [], { indexes: { from: first, into: second } });
    await after.warmUp();
    const [german] = [...first.entries()].filter(([, index]) => index.lang == 'de');
    const [english] = [...first.values()].filter((index) => index.lang == 'en');
    expect(second.get(german![0])).toBe(german![1]);
    expect([...second.values()].filter((index) => index.lang == 'en')[0]).not.toBe(english);
    expect(after.ask('Question one, edited?', { tenantId: 'demo', lang: 'en' }).doc?.docId).toBe(1);
  });
});
