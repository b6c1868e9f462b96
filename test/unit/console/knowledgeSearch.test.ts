// The Knowledge list's search and language filter: every word typed must be in the question, a
// phrasing or the answer's text (not its markup), case and accents aside; a language keeps its
// own documents; the filter offers the languages with the most documents first.
import { filterDocs, foldText, langsOf, searchWords } from '@console/stores/knowledgeSearch';
import { describe, expect, it } from 'vitest';
import { BASE } from './knowledgeFixtures';

const ids = (query: string, lang = '') => filterDocs(BASE, query, lang).map((doc) => doc.docId);

describe('the knowledge search', () => {
  it('finds nothing missing: no words and no language list every document', () => {
    expect(ids('')).toEqual([1, 2, 3, 4, 5]);
    expect(searchWords('  ')).toEqual([]);
  });

  it('looks in the question, the phrasings and the answer', () => {
    expect(ids('delivery')).toEqual([1]);
    expect(ids('parcel')).toEqual([1]);
    expect(ids('free')).toEqual([2]);
  });

  it("reads the answer's text, never its markup", () => {
    expect(ids('strong')).toEqual([]);
    expect(ids('2 days')).toEqual([1]);
  });

  it('wants every word, in any field, in any order', () => {
    expect(ids('days parcel')).toEqual([1]);
    expect(ids('delivery returns')).toEqual([]);
  });

  it('is blind to case, accents and full-width letters', () => {
    expect(foldText('Café ＡＢＣ')).toBe('cafe abc');
    expect(ids('CAFE')).toEqual([4]);
    expect(ids('ou est')).toEqual([4]);
  });

  it('keeps one language when one is chosen', () => {
    expect(ids('', 'de')).toEqual([3, 5]);
    expect(ids('versand', 'de')).toEqual([3]);
    expect(ids('versand', 'fr')).toEqual([]);
  });

  it('offers the languages with the most documents first, then by code', () => {
    expect(langsOf(BASE)).toEqual(['de', 'en', 'fr']);
    expect(langsOf([])).toEqual([]);
  });
});
