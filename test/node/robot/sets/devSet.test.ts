// The development sets are well-formed: every label names a document of the set's language,
// a question is asked once, enough questions are off the knowledge base, and a question's kind
// agrees with its labels (two-part: two documents, uncovered: none, any other: one).

import { DEMO_KNOWLEDGE_BASE } from '@demo/demoKnowledgeBase';
import { DEMO_KNOWLEDGE_BASE_EN } from '@demo/demoKnowledgeBase.en';
import { DEMO_KNOWLEDGE_BASE_ZH } from '@demo/demoKnowledgeBase.zh';
import { DEMO_NOT_COVERED } from '@demo/demoNotCovered';
import { describe, expect, it } from 'vitest';
import { DEV_SETS } from './devSet';

const ENGLISH_IDS = new Set(DEMO_KNOWLEDGE_BASE_EN.map((doc) => doc.docId));
const CHINESE_IDS = new Set(DEMO_KNOWLEDGE_BASE_ZH.map((doc) => doc.docId));

/** The translated bases number their docs as the English one: doc 1000 + n is doc THOUSANDS[lang] + n. */
const TRANSLATED_THOUSANDS: Record<string, number> = { es: 3000, de: 4000, fr: 5000, ja: 6000, ar: 7000 };

/** Whether docId is a document of lang's demo knowledge base (the translated ones through the English numbering). */
function isDocOf(lang: string, docId: number): boolean {
  if (lang == 'en') return ENGLISH_IDS.has(docId);
  if (lang == 'zh') return CHINESE_IDS.has(docId);
  const thousands = TRANSLATED_THOUSANDS[lang];
  return thousands !== undefined && docId - (docId % 1000) == thousands && ENGLISH_IDS.has(1000 + (docId % 1000));
}

/** Two spellings of one question (case, spaces, punctuation aside) are one question. */
const normalized = (question: string) =>
  question
    .toLowerCase()
    .replace(/[\p{P}\s]+/gu, ' ')
    .trim();

const LANGS = Object.keys(DEV_SETS);
const MIN_UNCOVERED_SHARE = 0.12;

describe('development sets', () => {
  it('rule: one set per language with a demo knowledge base, at least 400 questions in all', () => {
    expect(LANGS.sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'ja', 'zh']);
    const total = Object.values(DEV_SETS).reduce((sum, set) => sum + set.length, 0);
    expect(total).toBeGreaterThanOrEqual(400);
  });

  it.each(LANGS)('rule (%s): every label is a document of the language', (lang) => {
    const strangers = DEV_SETS[lang]!.flatMap(({ question, docIds }) =>
      docIds.filter((docId) => !isDocOf(lang, docId)).map((docId) => `${docId}: ${question}`),
    );
    expect(strangers).toEqual([]);
  });

  it.each(LANGS)('rule (%s): no question is asked twice', (lang) => {
    const seen = new Set<string>();
    const repeated = DEV_SETS[lang]!.map(({ question }) => normalized(question)).filter(
      (question) => seen.size == seen.add(question).size,
    );
    expect(repeated).toEqual([]);
  });

  it.each(LANGS)('rule (%s): at least 12 % of the questions are not covered by the knowledge base', (lang) => {
    const set = DEV_SETS[lang]!;
    const uncovered = set.filter(({ docIds }) => docIds.length == 0).length;
    expect(uncovered / set.length).toBeGreaterThanOrEqual(MIN_UNCOVERED_SHARE);
  });

  it.each(LANGS)('rule (%s): two-part questions name two documents, uncovered none, the others one', (lang) => {
    const expectedCount = { 'two-part': 2, uncovered: 0 } as Record<string, number>;
    const mislabelled = DEV_SETS[lang]!.filter(
      ({ docIds, kind }) => docIds.length != (expectedCount[kind] ?? 1) || new Set(docIds).size != docIds.length,
    );
    expect(mislabelled).toEqual([]);
  });

  // A document's own question may be asked (a visitor types it, and it is answered as typed);
  // its phrasings may not: they are written apart from the sets.
  it.each(LANGS)('rule (%s): no question is one of a document’s phrasings', (lang) => {
    const wordings = new Set(
      DEMO_KNOWLEDGE_BASE.filter((doc) => doc.lang == lang)
        .flatMap((doc) => doc.similar)
        .map(normalized),
    );
    const copied = DEV_SETS[lang]!.filter(({ question }) => wordings.has(normalized(question)));
    expect(copied).toEqual([]);
  });

  it.each(LANGS)("rule (%s): no question is one of the owner's not-covered questions", (lang) => {
    const notCovered = new Set((DEMO_NOT_COVERED[lang] ?? []).map(normalized));
    expect(DEV_SETS[lang]!.filter(({ question }) => notCovered.has(normalized(question)))).toEqual([]);
  });
});
