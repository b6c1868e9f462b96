// The rules of the knowledge base a schema cannot say (shared/knowledgeRules.ts), each named:
// the console shows them beside their fields, the server refuses a save with the first.
import type { KnowledgeDocInput } from '@shared/api/knowledge';
import { docTextProblems, synonymProblems, tidyDoc, tidySynonyms, translationProblems } from '@shared/knowledgeRules';
import { describe, expect, it } from 'vitest';

const doc = (patch: Partial<KnowledgeDocInput> = {}): KnowledgeDocInput => ({
  docId: 0,
  lang: 'en',
  question: 'How much is shipping?',
  similar: ['Shipping cost', 'Is delivery free?'],
  answer: '<p>Free over $50.</p>',
  enabled: true,
  ...patch,
});

describe('docTextProblems', () => {
  it('a complete document has none', () => {
    expect(docTextProblems(doc())).toEqual([]);
  });

  it('rule: the question and every phrasing say something once trimmed', () => {
    expect(docTextProblems(doc({ question: '   ', similar: ['ok', ' \t', ''] }))).toEqual([
      { field: 'question', message: 'is blank' },
      { field: 'similar.1', message: 'is blank' },
      { field: 'similar.2', message: 'is blank' },
    ]);
  });

  it('rule: no phrasing repeats the question or another phrasing, case and spaces aside', () => {
    expect(
      docTextProblems(doc({ similar: ['Shipping cost', ' how much is  SHIPPING? ', 'shipping COST', 'Other'] })),
    ).toEqual([
      { field: 'similar.1', message: 'repeats the question' },
      { field: 'similar.2', message: 'repeats similar.0' },
    ]);
  });

  it('rule: the answer shows something once cleaned', () => {
    for (const answer of ['<p> </p>', '<script>alert(1)</script>', '<p>&nbsp;</p>'])
      expect(docTextProblems(doc({ answer })), answer).toEqual([
        { field: 'answer', message: 'shows nothing once cleaned of what is not allowed' },
      ]);
    expect(docTextProblems(doc({ answer: 'plain text' }))).toEqual([]);
  });
});

describe('tidyDoc', () => {
  it('trims the question, the phrasings and the category, cleans the answer, drops an empty category', () => {
    expect(
      tidyDoc(
        doc({
          question: '  Q?  ',
          similar: [' a ', 'b'],
          answer: '<p onclick="x()">A</p>',
          category: '  ',
          translationOf: 1001,
        }),
      ),
    ).toEqual({
      docId: 0,
      lang: 'en',
      question: 'Q?',
      similar: ['a', 'b'],
      answer: '<p>A</p>',
      enabled: true,
      translationOf: 1001,
    });
    expect(tidyDoc(doc({ category: ' shipping ' })).category).toBe('shipping');
  });
});

describe('translationProblems', () => {
  const tenant = [
    { docId: 1001, lang: 'en' },
    { docId: 3001, lang: 'es', translationOf: 1001 },
    { docId: 1002, lang: 'en' },
  ];

  it('a translation of a document of the tenant in another language has none', () => {
    expect(translationProblems(doc({ lang: 'de', translationOf: 1001 }), tenant)).toEqual([]);
    expect(translationProblems(doc({ docId: 3001, lang: 'es', translationOf: 1001 }), tenant)).toEqual([]);
  });

  it('rule: translationOf names a document of the tenant', () => {
    expect(translationProblems(doc({ lang: 'de', translationOf: 9999 }), tenant)).toEqual([
      { field: 'translationOf', message: '9999 is not a document of this tenant' },
    ]);
  });

  it('rule: translationOf is in another language, and not the document itself', () => {
    expect(translationProblems(doc({ translationOf: 1002 }), tenant)).toEqual([
      { field: 'translationOf', message: '1002 is in the same language (en)' },
    ]);
    expect(translationProblems(doc({ docId: 1002, lang: 'de', translationOf: 1002 }), tenant)).toEqual([
      { field: 'translationOf', message: 'names this document itself' },
    ]);
  });

  it("rule: a document's translations stay in other languages when its language changes", () => {
    expect(translationProblems(doc({ docId: 1001, lang: 'es' }), tenant)).toEqual([
      { field: 'lang', message: '3001 translates this document into es' },
    ]);
  });
});

describe('synonymProblems', () => {
  it('groups of different entries have none', () => {
    expect(
      synonymProblems([
        ['ship', 'deliver'],
        ['refund', 'money back'],
      ]),
    ).toEqual([]);
  });

  it('rule: every entry says something and a group has two', () => {
    expect(synonymProblems([['ship', '  '], ['alone']])).toEqual([
      { field: 'groups.0.1', message: 'is blank' },
      { field: 'groups.1', message: 'needs at least two words or phrases' },
    ]);
  });

  it('rule: an entry is in one group only, compared trimmed and lower-cased', () => {
    expect(
      synonymProblems([
        ['Ship', 'deliver'],
        ['post', ' SHIP '],
        ['mail', 'Mail'],
      ]),
    ).toEqual([
      { field: 'groups.1.1', message: '"ship" is already in groups.0' },
      { field: 'groups.2.1', message: 'repeats groups.2.0' },
    ]);
  });

  it('tidySynonyms trims, collapses spaces and lower-cases', () => {
    expect(
      tidySynonyms([
        [' Money  Back ', 'REFUND'],
        ['运费', '邮费'],
      ]),
    ).toEqual([
      ['money back', 'refund'],
      ['运费', '邮费'],
    ]);
  });
});
