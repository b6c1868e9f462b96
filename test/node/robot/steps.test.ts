// Work done in steps (demo-host/server/robot/search/steps.ts): a robot built in the background
// answers as one built at once.
import { builtInSteps, finish, type Steps, sortInSteps, stepClock } from '@server/robot/search/steps';
import { describe, expect, it } from 'vitest';
import { turnsDuring } from './turns';

function* counting(log: string[], key: string): Steps<string> {
  for (let i = 0; i < 3; i++) {
    log.push(`${key}${i}`);
    yield;
  }
  return key.toUpperCase();
}

describe('steps', () => {
  it('rule: finish runs the steps left to the end and gives their result', () => {
    const log: string[] = [];
    expect(finish(counting(log, 'a'))).toBe('A');
    expect(log).toEqual(['a0', 'a1', 'a2']);
  });

  it('rule: a value half built in steps is finished, not started again, when it is needed at once', () => {
    const log: string[] = [];
    const values = builtInSteps((key) => counting(log, key));
    const steps = values.steps('a');
    steps.next();
    expect(values.get('a')).toBe('A');
    expect(log).toEqual(['a0', 'a1', 'a2']);
    // The steps were run to the end by get: nothing is left of them, and the value is kept.
    expect(steps.next().done).toBe(true);
    expect(values.get('a')).toBe('A');
    expect([...values.built()]).toEqual(['A']);
    expect(finish(values.steps('a'))).toBe('A');
    expect(log).toHaveLength(3);
  });

  it('rule: a step ends once it has run half a millisecond; the next counts from its first call, not from the yield', () => {
    let now = 0;
    const stepDone = stepClock(() => now);
    const at = (times: number[]) => times.map((time) => ((now = time), stepDone()));
    expect(at([10, 10.2, 10.4, 10.5])).toEqual([false, false, false, true]);
    // Yielded at 10.5; resumed at 50, after turns of other work: a fresh step.
    expect(at([50, 50.3, 50.6, 50.7])).toEqual([false, false, true, false]);
  });

  it('rule: a build that threw is started again by the next call', () => {
    let calls = 0;
    const values = builtInSteps(function* (key): Steps<string> {
      yield;
      if (++calls == 1) throw new Error('disk full');
      return key;
    });
    expect(() => values.get('a')).toThrow('disk full');
    expect(values.get('a')).toBe('a');
  });
});

describe('sortInSteps', () => {
  /** Words of a few letters, some Chinese: the vocabulary of a base. */
  const words = (count: number, seed: number) => {
    let state = seed;
    const next = () => (state = (state * 16807) % 2147483647) / 2147483647;
    const letters = 'abcdefghijklmnopqrstuvwxyz退货运费';
    return Array.from({ length: count }, () =>
      Array.from({ length: 1 + Math.floor(next() * 6) }, () => letters[Math.floor(next() * letters.length)]).join(''),
    );
  };

  it('rule: strings sorted in steps come in the order of a default sort, whatever the steps', () => {
    for (const [count, seed] of [
      [0, 1],
      [1, 2],
      [2047, 3],
      [2049, 4],
      [20_000, 5],
    ] as const) {
      const items = words(count, seed);
      expect(finish(sortInSteps(items, () => false))).toEqual([...items].sort());
      let calls = 0;
      expect(finish(sortInSteps(items, () => ++calls % 3 == 0))).toEqual([...items].sort());
    }
  });

  it('rule: a large vocabulary is sorted in many steps, not one', () => {
    const steps = sortInSteps(words(20_000, 6), () => true);
    let yields = 0;
    while (!steps.next().done) yields++;
    expect(yields).toBeGreaterThan(20);
  });
});

describe('a robot built in steps', () => {
  it('rule: warmUp lets the event loop turn every few milliseconds, not once a language', async () => {
    const { demoRobot } = await import('./demoRobot');
    const robot = demoRobot();
    const turns = await turnsDuring(() => robot.warmUp());
    // Seven languages of about 1,700 phrasings: hundreds of milliseconds of work, let go every 8.
    expect(turns).toBeGreaterThan(10);
  });

  it('rule: a question asked while warmUp builds its index is answered as by a robot built at once', async () => {
    const { demoRobot } = await import('./demoRobot');
    const atOnce = demoRobot();
    const inSteps = demoRobot();
    const warming = inSteps.warmUp();
    await new Promise((resolve) => setImmediate(resolve));
    const question = 'my boot sole came off after two months';
    expect(inSteps.explain(question, { tenantId: 'demo' })).toEqual(atOnce.explain(question, { tenantId: 'demo' }));
    await warming;
  });

  it('rule: warmUp stops when its signal aborts (a closing server builds nothing more)', async () => {
    const { createRobot, noScopeBuilds } = await import('@server/robot/robot');
    const { DEMO_KNOWLEDGE_BASE } = await import('@demo/demoKnowledgeBase');
    const into = noScopeBuilds();
    const robot = createRobot(DEMO_KNOWLEDGE_BASE, [], { reuse: { from: noScopeBuilds(), into } });
    const closing = new AbortController();
    const warming = robot.warmUp(closing.signal);
    closing.abort();
    await warming;
    expect(into.indexes.size).toBe(0);
    await robot.warmUp();
    expect([into.indexes.size, into.vocabularies.size, into.questions.size]).toEqual([7, 7, 7]);
  });
});
