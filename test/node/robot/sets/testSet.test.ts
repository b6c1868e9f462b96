// The held-out test sets are well formed: every answer is a real document of its language, no
// question twice, enough questions the knowledge base does not cover, two ids for two parts.
// It checks the shape only, never what the robot answers (see ./testSet.ts).
import { DEMO_KNOWLEDGE_BASE } from '@demo/demoKnowledgeBase';
import { DEMO_KNOWLEDGE_BASE_EN } from '@demo/demoKnowledgeBase.en';
import { DEMO_KNOWLEDGE_BASE_ZH } from '@demo/demoKnowledgeBase.zh';
import { DEMO_NOT_COVERED } from '@demo/demoNotCovered';
import { describe, expect, it } from 'vitest';
import { TEST_SETS } from './testSet';

/** The first docId of each language's range (see ./visitorQuestion.ts). */
const RANGE_START: Record<string, number> = { en: 1000, zh: 2000, es: 3000, de: 4000, fr: 5000, ja: 6000, ar: 7000 };
const ENGLISH_IDS = new Set(DEMO_KNOWLEDGE_BASE_EN.map((doc) => doc.docId));
const CHINESE_IDS = new Set(DEMO_KNOWLEDGE_BASE_ZH.map((doc) => doc.docId));

/** Chinese has docs of its own; the other languages translate the English ones, numbered alike. */
function docExists(lang: string, docId: number): boolean {
  if (lang == 'zh') return CHINESE_IDS.has(docId);
  const start = RANGE_START[lang];
  if (start === undefined || docId <= start || docId >= start + 1000) return false;
  return ENGLISH_IDS.has(1000 + (docId % 1000));
}

/** Two spellings of one question (case, spaces, punctuation aside) are one question. */
const normalized = (question: string) =>
  question
    .toLowerCase()
    .replace(/[\p{P}\s]+/gu, ' ')
    .trim();

describe('the held-out test sets', () => {
  it('cover the seven languages, at least 34 questions each', () => {
    expect(Object.keys(TEST_SETS).sort()).toEqual(Object.keys(RANGE_START).sort());
    for (const questions of Object.values(TEST_SETS)) expect(questions.length).toBeGreaterThanOrEqual(34);
  });

  for (const [lang, questions] of Object.entries(TEST_SETS)) {
    describe(lang, () => {
      it('answers only with documents of its own language', () => {
        const unknown = questions.flatMap((q) => q.docIds.filter((docId) => !docExists(lang, docId)));
        expect(unknown).toEqual([]);
      });

      it('asks nothing a document has as its wording: the phrasings are never fitted to it', () => {
        const wordings = new Set(
          DEMO_KNOWLEDGE_BASE.filter((doc) => doc.lang == lang)
            .flatMap((doc) => [doc.question, ...doc.similar])
            .map(normalized),
        );
        expect(questions.filter(({ question }) => wordings.has(normalized(question))).length).toBe(0);
      });

      it("asks none of the owner's not-covered questions: they are written apart from the sets too", () => {
        const notCovered = new Set((DEMO_NOT_COVERED[lang] ?? []).map(normalized));
        expect(questions.filter(({ question }) => notCovered.has(normalized(question))).length).toBe(0);
      });

      it('asks no question twice', () => {
        const texts = questions.map((q) => q.question.trim().toLowerCase());
        expect(texts.filter((text, i) => texts.indexOf(text) != i)).toEqual([]);
      });

      it('leaves at least 12 % uncovered, and only those without an answer', () => {
        const uncovered = questions.filter((q) => q.kind == 'uncovered');
        expect(uncovered.length / questions.length).toBeGreaterThanOrEqual(0.12);
        expect(questions.filter((q) => (q.kind == 'uncovered') != (q.docIds.length == 0))).toEqual([]);
      });

      it('gives two different documents to a two-part question and one to the others', () => {
        const wrong = questions.filter((q) => {
          if (q.kind == 'uncovered') return false;
          if (q.kind == 'two-part') return q.docIds.length != 2 || q.docIds[0] == q.docIds[1];
          return q.docIds.length != 1;
        });
        expect(wrong).toEqual([]);
      });
    });
  }
});
