// Work done in steps (demo-host/server/robot/search/steps.ts): a robot built in the background
// answers as one built at once.
import { builtInSteps, finish, pacer, type Steps } from '@server/robot/search/steps';
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

  it('rule: a pacer says when a step’s worth of work is done, then counts again from nothing', () => {
    const stepDone = pacer(100);
    expect([40, 40, 40, 90, 10, 250, 1].map((done) => stepDone(done))).toEqual([
      false,
      false,
      true,
      false,
      true,
      true,
      false,
    ]);
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
    const { createRobot } = await import('@server/robot/robot');
    const { DEMO_KNOWLEDGE_BASE } = await import('@demo/demoKnowledgeBase');
    const into = new Map();
    const robot = createRobot(DEMO_KNOWLEDGE_BASE, [], { indexes: { from: new Map(), into } });
    const closing = new AbortController();
    const warming = robot.warmUp(closing.signal);
    closing.abort();
    await warming;
    expect(into.size).toBe(0);
    await robot.warmUp();
    expect(into.size).toBe(7);
  });
});
