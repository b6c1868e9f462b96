// The classifier learnt from the documents' phrasings (demo-host/server/robot/search/docClassifier.ts).
import { createAnalyzer } from '@server/robot/analysis/analyzer';
import type { KnowledgeDoc } from '@server/robot/knowledgeDoc';
import { classifierFeatures, trainDocClassifier, trainingSteps } from '@server/robot/search/docClassifier';
import { describe, expect, it } from 'vitest';
import { turnsDuring } from './turns';

const en = createAnalyzer('en');
const ja = createAnalyzer('ja');
const examples = (...docs: string[][]) => docs.map((phrasings) => phrasings.map((text) => en.terms(text)));
const best = (probabilities: Float32Array) => probabilities.indexOf(Math.max(...probabilities));

const RETURNS = ['How do I return an item?', 'send back a jacket', 'return label', 'how to ship it back'];
const DELIVERY = ['How long does delivery take?', 'when will my order arrive', 'delivery time', 'how fast is shipping'];
const WARRANTY = ['How do I make a warranty claim?', 'my boot sole came off', 'broken zipper', 'the seam ripped'];

describe('the document classifier', () => {
  const classifier = trainDocClassifier(examples(RETURNS, DELIVERY, WARRANTY));

  it('rule: probabilities over the documents sum to 1', () => {
    const probabilities = classifier.probabilities(en.terms('when does it arrive'));
    expect(probabilities).toHaveLength(3);
    expect([...probabilities].reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 5);
  });

  it('rule: a question in words of one document’s phrasings is that document’s, with confidence', () => {
    const probabilities = classifier.probabilities(en.terms('my order has not arrived, when will it arrive'));
    expect(best(probabilities)).toBe(1);
    expect(probabilities[1]).toBeGreaterThan(0.6);
  });

  it('rule: a word that tells one document from the others decides ("zipper" is the warranty)', () => {
    expect(best(classifier.probabilities(en.terms('the zipper on my jacket')))).toBe(2);
  });

  it('rule: a question with none of the phrasings’ words is no document’s in particular', () => {
    const probabilities = classifier.probabilities(en.terms('who won the football match'));
    expect(Math.max(...probabilities)).toBeLessThan(0.6);
  });

  it('rule: trained alike on every instance (the same phrasings give the same probabilities)', () => {
    const again = trainDocClassifier(examples(RETURNS, DELIVERY, WARRANTY));
    const question = en.terms('can i send the boots back');
    expect([...again.probabilities(question)]).toEqual([...classifier.probabilities(question)]);
  });

  it('rule: trained in steps, it is the classifier trained at once', () => {
    const steps = trainingSteps(examples(RETURNS, DELIVERY, WARRANTY));
    let step = steps.next();
    while (!step.done) step = steps.next();
    const question = en.terms('can i send the boots back');
    expect([...step.value.probabilities(question)]).toEqual([...classifier.probabilities(question)]);
  });

  it('rule: the features are terms, neighbouring pairs and 4-letter pieces of longer words, scaled to length 1', () => {
    const features = classifierFeatures(en.terms('zipper broken'));
    expect([...features.keys()]).toEqual(expect.arrayContaining(['t zipper', 'p zipper broken', 'g _zip']));
    const length = Math.sqrt([...features.values()].reduce((sum, value) => sum + value * value, 0));
    expect(length).toBeCloseTo(1, 5);
  });

  it('rule: the pieces are cut from the word as spelled, its marks folded, not from its stem', () => {
    const pieces = (features: Map<string, number>) =>
      [...features.keys()].filter((feature) => feature.startsWith('g '));
    // A typo the stemmer reads as another word ("wroking" stems to "wroke") keeps its spelling's pieces.
    expect(en.terms('wroking')[0]!.term).toBe('wroke');
    expect(pieces(classifierFeatures(en.terms('wroking')))).toEqual(
      expect.arrayContaining(['g _wro', 'g okin', 'g king']),
    );
    expect(pieces(classifierFeatures(en.terms('wroking')))).not.toContain('g roke');
    expect(pieces(classifierFeatures(createAnalyzer('fr').terms('commandé')))).toContain('g nde_');
    // An Arabic stem of its three root letters has no piece; the word as typed has them.
    const ar = createAnalyzer('ar').terms('دفعت');
    expect(ar[0]!.term).toBe('دفع');
    expect(pieces(classifierFeatures(ar))).toEqual(['g _دفع', 'g دفعت', 'g فعت_']);
    // A synonym's term is the group's own, and so are its pieces.
    const synonyms = createAnalyzer('en', [['refund', 'money back']]);
    expect(pieces(classifierFeatures(synonyms.terms('money back')))).toEqual([
      'g _ref',
      'g refu',
      'g efun',
      'g fund',
      'g und_',
    ]);
  });

  it('rule: Chinese and Japanese words give their characters, not 4-letter pieces', () => {
    const features = [...classifierFeatures(ja.terms('返品したい')).keys()];
    expect(features.some((feature) => feature.startsWith('c '))).toBe(true);
    expect(features.some((feature) => feature.startsWith('g '))).toBe(false);
  });
});

describe('the classifier in the robot', () => {
  it('rule: trained ahead (in the background) or on the first question, it reads a question alike', async () => {
    const { demoRobot } = await import('./demoRobot');
    const ahead = demoRobot();
    await ahead.warmUp();
    await ahead.trainClassifiers();
    const onDemand = demoRobot();
    for (const question of ['my boot sole came off after two months', 'wo ist mein paket', '送料はいくら'])
      expect(onDemand.explain(question, { tenantId: 'demo' })).toEqual(ahead.explain(question, { tenantId: 'demo' }));
    // Two demo robots' classifiers, seven languages each: longer than a unit's time on a busy machine.
  }, 120_000);

  it('rule: background training stops when its signal aborts (a closing server trains nothing more)', async () => {
    const { createRobot, noScopeBuilds } = await import('@server/robot/robot');
    const { DEMO_KNOWLEDGE_BASE } = await import('@demo/demoKnowledgeBase');
    const into = noScopeBuilds();
    const robot = createRobot(DEMO_KNOWLEDGE_BASE, [], { reuse: { from: noScopeBuilds(), into } });
    await robot.warmUp();
    const trained: string[] = [];
    for (const index of into.indexes.values()) index.trainStep = () => trained.push(index.lang) > 0;
    const closing = new AbortController();
    closing.abort();
    await robot.trainClassifiers(closing.signal);
    expect(trained).toEqual([]);
    await robot.trainClassifiers();
    expect(trained.sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'ja', 'zh']);
  });

  it('rule: background training lets the event loop turn every few milliseconds, not once a language', async () => {
    const { demoRobot } = await import('./demoRobot');
    const robot = demoRobot();
    await robot.warmUp();
    const turns = await turnsDuring(() => robot.trainClassifiers());
    // Seven languages of about 1,700 examples, 12 passes each: a second or more of work, let go every 8 ms.
    expect(turns).toBeGreaterThan(20);
  });

  it('rule: only a language with 10 to 100 documents has one: elsewhere the confidence is the score', async () => {
    const { createRobot } = await import('@server/robot/robot');
    const docs = Array.from(
      { length: 3 },
      (_, i): KnowledgeDoc => ({
        docId: i + 1,
        tenantId: 't',
        lang: 'en',
        question: ['How do I return an item?', 'How long does delivery take?', 'How do I make a warranty claim?'][i]!,
        similar: [],
        answer: '<p>Answer.</p>',
        docPattern: 1,
      }),
    );
    const [candidate] = createRobot(docs).explain('return an item', { tenantId: 't' }).parts[0]!.candidates;
    expect(candidate!.confidence).toBe(candidate!.score);
  });
});
