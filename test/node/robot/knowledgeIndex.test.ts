// The search's own rules (search/knowledgeIndex.ts) that the robot's answers do not show alone.
import { DEMO_KNOWLEDGE_BASE } from '@demo/demoKnowledgeBase';
import { DEMO_SYNONYMS } from '@demo/demoSynonyms';
import { createAnalyzer } from '@server/robot/analysis/analyzer';
import type { KnowledgeDoc } from '@server/robot/knowledgeDoc';
import { createKnowledgeIndex, median } from '@server/robot/search/knowledgeIndex';
import { describe, expect, it } from 'vitest';

const doc = (docId: number, question: string, similar: string[] = []): KnowledgeDoc => ({
  docId,
  tenantId: 't',
  lang: 'en',
  question,
  similar,
  answer: '<p>Yes.</p>',
  docPattern: 1,
});

/** 2,500 phrasings with "order" (over the 2,000 a common term needs), one with "gift", one "gift order". */
const large = () =>
  createKnowledgeIndex(
    [
      ...Array.from({ length: 250 }, (_, i) =>
        doc(
          i + 1,
          `order number ${i}`,
          Array.from({ length: 9 }, (_, k) => `order item ${i} ${k}`),
        ),
      ),
      doc(1001, 'Do you sell gift cards?'),
      doc(1002, 'Can I wrap my order as a gift?'),
    ],
    createAnalyzer('en'),
  );

describe('knowledgeIndex: common terms', () => {
  it('rule: in a large base a common term finds no phrasing of its own beside a rarer term; it credits those the rarer one finds', () => {
    const index = large();
    const hits = index.search(index.read('gift order'));
    expect(hits.map((hit) => hit.doc.docId)).toEqual([1002, 1001]);
    expect(hits[0]!.matched.map((each) => each.term)).toEqual(['gift', 'order']);
  });

  it('rule: a question of common terms only still finds them all', () => {
    const index = large();
    expect(index.search(index.read('order')).length).toBe(251);
  });

  it('rule: in a small base every term finds its phrasings', () => {
    const index = createKnowledgeIndex(
      [doc(1, 'order status', ['where is my order']), doc(2, 'Do you sell gift cards?')],
      createAnalyzer('en'),
    );
    expect(
      index
        .search(index.read('gift order'))
        .map((hit) => hit.doc.docId)
        .sort(),
    ).toEqual([1, 2]);
  });
});

describe('knowledgeIndex: one search after another', () => {
  it('rule: a search reads the same whatever was searched before (its working arrays are kept between searches)', () => {
    const docs = DEMO_KNOWLEDGE_BASE.filter((each) => each.lang == 'en');
    const build = () => createKnowledgeIndex(docs, createAnalyzer('en', DEMO_SYNONYMS.en));
    const questions = [
      'hi i ordered boots and a tent last week, the tent came but the boots did not, tracking says delivered, can i get a refund or exchange, and how do i return the tent',
      ...docs.map((each) => each.similar.at(-1)!),
      'gift card',
    ];
    const forward = build();
    const backward = build();
    const inOrder = questions.map((question) => forward.search(forward.read(question)));
    const reversed = [...questions].reverse().map((question) => backward.search(backward.read(question)));
    expect(reversed.reverse()).toEqual(inOrder);
  });
});

describe('knowledgeIndex: scores', () => {
  it('rule: a hit covers at most the whole question and the whole of its phrasing (each phrasing weighed by its own weight)', () => {
    const docs = DEMO_KNOWLEDGE_BASE.filter((each) => each.lang == 'en');
    const index = createKnowledgeIndex(docs, createAnalyzer('en', DEMO_SYNONYMS.en));
    for (const question of [
      'how much is shipping',
      'is shipping free if i spend over 50 bucks',
      docs[5]!.similar[3]!,
    ]) {
      const hits = index.search(index.read(question));
      expect(hits.length).toBeGreaterThan(0);
      for (const hit of hits) {
        expect(hit.phrasingCoverage).toBeLessThanOrEqual(1 + 1e-9);
        expect(hit.coverage).toBeLessThanOrEqual(1 + 1e-9);
      }
    }
  });
});

describe('knowledgeIndex: the typical phrasing', () => {
  it('rule: the median is the value a sort puts in the middle', () => {
    let state = 11;
    const next = () => (state = (state * 16807) % 2147483647) / 2147483647;
    for (let count = 1; count < 120; count++) {
      const values = Array.from({ length: count }, () => Math.floor(next() * 8));
      const sorted = [...values].sort((a, b) => a - b);
      expect(median(Float64Array.from(values)), values.join(',')).toBe(sorted[count >> 1]);
    }
    expect(median(new Float64Array(0))).toBe(0);
  });
});

describe("the owner's questions no document answers (notCovered)", () => {
  const docs = DEMO_KNOWLEDGE_BASE.filter((entry) => entry.lang == 'en');
  const analyzer = createAnalyzer('en', DEMO_SYNONYMS.en);
  const notCovered = ['what time does your shop open', 'are you hiring', 'how do i wash my down jacket'];
  const index = createKnowledgeIndex(docs, analyzer, notCovered);
  const outOfScope = (question: string) => index.search(index.read(question))[0]?.outOfScope;

  it('rule: are a class of the classifier: a question like them reads as out of scope, a document’s as not', () => {
    expect(outOfScope('what time does the shop open on sundays')).toBeGreaterThan(0.5);
    expect(outOfScope('how long does delivery take')).toBeLessThan(0.05);
  });

  it('rule: none listed, no reading (the decision does without it)', () => {
    const without = createKnowledgeIndex(docs, analyzer);
    expect(without.search(without.read('what time does the shop open on sundays'))[0]?.outOfScope).toBeUndefined();
  });
});

describe('knowledgeIndex: typos, as the classifier reads them', () => {
  const index = createKnowledgeIndex(
    DEMO_KNOWLEDGE_BASE.filter((entry) => entry.lang == 'en'),
    createAnalyzer('en', DEMO_SYNONYMS.en),
  );
  /** The classifier's probability for one document (each hit carries the same reading). */
  const confidence = (question: string, docId: number) => {
    const hits = index.search(index.read(question));
    return hits.find((hit) => hit.doc.docId == docId)?.confidence;
  };
  const INVOICE = 1029;
  const WARRANTY_CLAIM = 1036;

  it('rule: a typo of a term the base uses often is read as that term ("invocie" as "invoice")', () => {
    // Spelling and all, as the phrasings commonly spell it (the classifier's pieces of a word are cut from its spelling).
    expect(confidence('where is my invocie', INVOICE)).toBe(confidence('where is my invoice', INVOICE));
    expect(confidence('where is my invocie', INVOICE)).toBeGreaterThan(0.99);
  });

  it('rule: one typo from rare terms stays unknown to it ("weather" is one from "feather" and "whether")', () => {
    const question = 'whats the weather going to be like in yosemite this weekend';
    const matched = index.search(index.read(question)).flatMap((hit) => hit.matched);
    // The search meets them, as it meets any typo...
    expect(matched.find((each) => each.term == 'weather')).toMatchObject({ docTerm: 'feather', match: 'fuzzy' });
    // ...the classifier reads it as neither.
    for (const rare of ['feather', 'whether'])
      expect(confidence(question, WARRANTY_CLAIM)).not.toBe(
        confidence(question.replace('weather', rare), WARRANTY_CLAIM),
      );
  });
});

describe('knowledgeIndex: typos', () => {
  const index = createKnowledgeIndex(
    [doc(1, 'My promo code is not working'), doc(2, 'Where is my parcel?'), doc(3, 'Can I pay with a gift card?')],
    createAnalyzer('en'),
  );
  const matchOf = (question: string, word: string) =>
    index.search(index.read(question))[0]?.matched.find((each) => each.term == word)?.match;

  it("rule: a word one letter off a phrasing's term is matched, as a fuzzy match", () => {
    expect(matchOf('where is my parcle', 'parcle')).toBe('fuzzy');
  });

  it('rule: a typo is looked up by the word as the phrasing spells it too, where the stems part ("wroking" stems to "wroke", "working" to "work")', () => {
    const hits = index.search(index.read('promo cod wroking'));
    expect(hits[0]?.doc.docId).toBe(1);
    expect(hits[0]?.matched.find((each) => each.term == 'wroking')).toMatchObject({ docTerm: 'work', match: 'fuzzy' });
  });

  it('rule: a typo of a synonym\'s word meets the synonym ("delivrey" is "delivery", read as the group\'s "shipping")', () => {
    const synonyms = createKnowledgeIndex(
      [doc(1, 'How long does delivery take?'), doc(2, 'Can I pay with a gift card?')],
      createAnalyzer('en', [['shipping', 'delivery']]),
    );
    const [hit] = synonyms.search(synonyms.read('delivrey time'));
    expect(hit?.doc.docId).toBe(1);
    expect(hit?.matched.find((each) => each.term == 'delivrey')).toMatchObject({ docTerm: 'ship', match: 'fuzzy' });
  });

  it('rule: a misspelling the base has in a few phrasings also meets the word it misspells, when that is in ten times as many', () => {
    const shipping = Array.from({ length: 10 }, (_, i) => `shipping question ${i}`);
    const misspelt = createKnowledgeIndex(
      [doc(1, 'How much does shipping cost?', ['shiping cost']), doc(2, 'Is return shipping free?', shipping)],
      createAnalyzer('en'),
    );
    const [hit] = misspelt.search(misspelt.read('return shiping'));
    expect(hit?.doc.docId).toBe(2);
    expect(hit?.matched.find((each) => each.term == 'shiping')).toMatchObject({ docTerm: 'ship', match: 'fuzzy' });
    // Not the other way: a word the base spells often is not read as its rare misspelling.
    const [right] = misspelt.search(misspelt.read('return shipping'));
    expect(right?.matched.map((each) => each.match)).not.toContain('fuzzy');
  });

  it('rule: short words and words with digits are not read as typos ("tell" is not "sell", "ps5" not "ps4")', () => {
    expect(matchOf('gift card tell', 'tell')).toBeUndefined();
    expect(matchOf('gift card ps5', 'ps5')).toBeUndefined();
  });
});

describe('knowledgeIndex: Arabic prepositions attached to a word', () => {
  const analyzer = createAnalyzer('ar', DEMO_SYNONYMS.ar);
  const index = createKnowledgeIndex(
    DEMO_KNOWLEDGE_BASE.filter((entry) => entry.lang == 'ar'),
    analyzer,
  );
  const termOf = (question: string, word: string) => index.read(question).find((term) => term.word == word)?.term;

  it('rule: a word the base does not know is read without its attached preposition when the base knows the rest ("بباي": with Pay)', () => {
    expect(analyzer.terms('بباي')[0]?.term).not.toBe(analyzer.terms('باي')[0]?.term);
    expect(termOf('هل اقدر ادفع بباي بال', 'بباي')).toBe(analyzer.terms('باي')[0]?.term);
  });

  it('rule: a word the base knows keeps its first letter, however like a preposition it looks ("بطاقة", a card)', () => {
    expect(termOf('عندي بطاقة', 'بطاقه')).toBe(analyzer.terms('بطاقة')[0]?.term);
  });

  it('rule: a word whose rest the base does not know either stays as typed', () => {
    expect(termOf('ادفع بزخرف', 'بزخرف')).toBe(analyzer.terms('بزخرف')[0]?.term);
  });
});
