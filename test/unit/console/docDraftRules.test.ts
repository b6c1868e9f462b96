// A knowledge document's draft, its pure rules: a new document, what a save sends (phrasings
// trimmed, empty and repeated lines left out, an empty category dropped), when a draft counts as
// changed, a phrasing added from "try the robot" (never twice), and the server's refusal read as
// the field and the draft's line it names.
import {
  blankDoc,
  cleanDoc,
  draftLineOf,
  inputOf,
  problemOf,
  refusalOf,
  sameDoc,
  withPhrasing,
} from '@console/stores/docDraftRules';
import { describe, expect, it } from 'vitest';
import { entry } from './knowledgeFixtures';

describe("a document's draft", () => {
  it('a new document is docId 0, enabled, empty, in the language given', () => {
    expect(blankDoc('ja')).toEqual({ docId: 0, lang: 'ja', question: '', similar: [], answer: '', enabled: true });
  });

  it('a listed entry is edited without its time and extras', () => {
    const doc = inputOf(entry(7, { category: 'shipping', translationOf: 3, extras: ['form'] }));
    expect(doc).toEqual({
      docId: 7,
      lang: 'en',
      question: 'Question 7',
      similar: [],
      answer: '<p>Answer 7</p>',
      enabled: true,
      category: 'shipping',
      translationOf: 3,
    });
  });

  it('a save sends phrasings trimmed, without empty or repeated lines, and no empty category', () => {
    const sent = cleanDoc({
      ...blankDoc('en'),
      question: '  Where is my order? ',
      similar: [' where is my stuff ', '', 'Where is my STUFF', 'track my parcel', '   '],
      category: '  ',
    });
    expect(sent.question).toBe('Where is my order?');
    expect(sent.similar).toEqual(['where is my stuff', 'track my parcel']);
    expect('category' in sent).toBe(false);
    expect('translationOf' in sent).toBe(false);
  });

  it('an empty line or spaces added are no change; a word is', () => {
    const saved = inputOf(entry(1, { similar: ['one'] }));
    expect(sameDoc(saved, { ...saved, similar: ['one', ''] })).toBe(true);
    expect(sameDoc(saved, { ...saved, question: `${saved.question} ` })).toBe(true);
    expect(sameDoc(saved, { ...saved, similar: ['one', 'two'] })).toBe(false);
    expect(sameDoc(saved, { ...saved, enabled: false })).toBe(false);
  });

  it('a phrasing from try the robot is added once, at the end or in an empty last line', () => {
    const doc = { ...blankDoc('en'), question: 'Do you ship abroad?', similar: ['international shipping'] };
    expect(withPhrasing(doc, ' can you send to Canada ')).toEqual({
      draft: { ...doc, similar: ['international shipping', 'can you send to Canada'] },
      line: 1,
    });
    expect(withPhrasing(doc, 'International Shipping')).toEqual({ draft: doc, line: 0 });
    expect(withPhrasing(doc, 'do you ship abroad?')).toEqual({ draft: doc, line: -1 });
    const withEmpty = { ...doc, similar: ['international shipping', ' '] };
    expect(withPhrasing(withEmpty, 'to Canada?').draft.similar).toEqual(['international shipping', 'to Canada?']);
  });

  it("reads the server's refusal as the field it names, and a phrasing's index as the draft's line", () => {
    expect(refusalOf('doc.question: must not be empty')).toEqual({ field: 'question', message: 'must not be empty' });
    expect(refusalOf('doc.similar.1: repeats the question')).toEqual({
      field: 'similar',
      line: 1,
      message: 'repeats the question',
    });
    expect(refusalOf('translationOf: 9 is not a document of this tenant')?.field).toBe('translationOf');
    expect(refusalOf('tenantId: is not a known tenant')).toBeUndefined();
    expect(refusalOf('it did not work')).toBeUndefined();
    // The save sent the second line as the first phrasing (the first line was empty).
    const draft = { ...blankDoc('en'), similar: ['', 'a', 'A', 'b'] };
    expect(draftLineOf(draft, 0)).toBe(1);
    expect(draftLineOf(draft, 1)).toBe(3);
    expect(problemOf({ field: 'answer', message: 'is blank' }, 'answer')).toBe('is blank');
    expect(problemOf({ field: 'answer', message: 'is blank' }, 'question')).toBeUndefined();
  });
});
