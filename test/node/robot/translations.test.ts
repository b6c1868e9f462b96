import type { KnowledgeDoc } from '@server/robot/knowledgeDoc';
import { translationFinder } from '@server/robot/translations';
import { describe, expect, it } from 'vitest';

const doc = (docId: number, lang: string, extra: Partial<KnowledgeDoc> = {}): KnowledgeDoc => ({
  docId,
  tenantId: 'acme',
  lang,
  question: `question ${docId}`,
  similar: [],
  answer: `<p>answer ${docId}</p>`,
  docPattern: 1,
  ...extra,
});

describe('translationFinder', () => {
  const find = translationFinder([
    doc(1, 'en'),
    doc(2, 'fr', { translationOf: 1 }),
    doc(3, 'de', { translationOf: 1 }),
    // A translation of a translation is one family with them.
    doc(4, 'ja', { translationOf: 2 }),
    doc(5, 'es', { translationOf: 1, enabled: false }),
    doc(6, 'en'),
    // Another tenant's document never joins acme's family, whatever it names.
    doc(7, 'it', { tenantId: 'other', translationOf: 1 }),
    // Two documents naming each other: no endless walk.
    doc(8, 'en', { translationOf: 9 }),
    doc(9, 'fr', { translationOf: 8 }),
  ]);

  it('rule: a document translates into the one that translates it, and back', () => {
    expect(find(1, 'fr')?.docId).toBe(2);
    expect(find(2, 'en')?.docId).toBe(1);
  });

  it('rule: documents that translate the same one, or one of a chain, translate each other', () => {
    expect(find(2, 'de')?.docId).toBe(3);
    expect(find(3, 'ja')?.docId).toBe(4);
    expect(find(4, 'en')?.docId).toBe(1);
  });

  it('rule: a document already in the language is itself; none there, a disabled one or an unknown id is undefined', () => {
    expect(find(1, 'en')?.docId).toBe(1);
    expect(find(6, 'fr')).toBeUndefined();
    expect(find(1, 'es')).toBeUndefined();
    expect(find(5, 'es')).toBeUndefined();
    expect(find(99, 'en')).toBeUndefined();
  });

  it("rule: another tenant's document is no translation", () => {
    expect(find(1, 'it')).toBeUndefined();
    expect(find(7, 'en')).toBeUndefined();
  });

  it('rule: two documents that name each other are one family', () => {
    expect(find(8, 'fr')?.docId).toBe(9);
    expect(find(9, 'en')?.docId).toBe(8);
  });
});
