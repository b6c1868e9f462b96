// The rules of the knowledge base that a JSON schema cannot say, each a pure function the console
// runs while the owner types and the server runs on every save and import (admin/knowledge.ts):
// a problem names its field by its path in the document (`similar.2`) or in the synonyms
// (`groups.1.0`); the server puts `doc.` before a document's.
import type { KnowledgeDocInput, SynonymGroups } from './api/knowledge';
import { cleanRichText, hasVisibleContent } from './cleanRichText';

export interface KnowledgeProblem {
  /** The field's path, dot-separated, indexes (from 0) included. */
  field: string;
  message: string;
}

/** A text as two phrasings are compared: spaces trimmed and collapsed, case aside. */
const sameness = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const isBlank = (text: string) => !text.trim();

/**
 * Rule: the question and each phrasing say something once trimmed, no phrasing repeats the
 * question or another phrasing (case and spaces aside), and the answer shows something once
 * cleaned (shared/cleanRichText.ts).
 */
export function docTextProblems(doc: Pick<KnowledgeDocInput, 'question' | 'similar' | 'answer'>): KnowledgeProblem[] {
  const problems: KnowledgeProblem[] = [];
  if (isBlank(doc.question)) problems.push({ field: 'question', message: 'is blank' });
  const seen = new Map<string, string>();
  if (!isBlank(doc.question)) seen.set(sameness(doc.question), 'the question');
  doc.similar.forEach((phrasing, index) => {
    const field = `similar.${index}`;
    if (isBlank(phrasing)) return problems.push({ field, message: 'is blank' });
    const earlier = seen.get(sameness(phrasing));
    if (earlier) return problems.push({ field, message: `repeats ${earlier}` });
    seen.set(sameness(phrasing), field);
  });
  if (!hasVisibleContent(cleanRichText(doc.answer)))
    problems.push({ field: 'answer', message: 'shows nothing once cleaned of what is not allowed' });
  return problems;
}

/** The document as it is kept: question and phrasings trimmed, the answer cleaned, no empty category. */
export function tidyDoc(doc: KnowledgeDocInput): KnowledgeDocInput {
  const { category, translationOf, ...rest } = doc;
  return {
    ...rest,
    question: doc.question.trim(),
    similar: doc.similar.map((phrasing) => phrasing.trim()),
    answer: cleanRichText(doc.answer),
    ...(category?.trim() && { category: category.trim() }),
    ...(translationOf && { translationOf }),
  };
}

type Translated = Pick<KnowledgeDocInput, 'docId' | 'lang' | 'translationOf'>;

/**
 * Rule: `translationOf` names another document of the tenant, in another language; and the
 * documents that translate this one stay in other languages than this one's. `tenantDocs`: the
 * tenant's documents as they will be once the save is done (this one's old self is skipped).
 */
export function translationProblems(doc: Translated, tenantDocs: readonly Translated[]): KnowledgeProblem[] {
  const others = doc.docId ? tenantDocs.filter((other) => other.docId != doc.docId) : tenantDocs;
  const problems: KnowledgeProblem[] = [];
  if (doc.translationOf) {
    const original = others.find((other) => other.docId == doc.translationOf);
    if (doc.translationOf == doc.docId)
      problems.push({ field: 'translationOf', message: 'names this document itself' });
    else if (!original)
      problems.push({ field: 'translationOf', message: `${doc.translationOf} is not a document of this tenant` });
    else if (original.lang == doc.lang)
      problems.push({ field: 'translationOf', message: `${original.docId} is in the same language (${doc.lang})` });
  }
  if (doc.docId) {
    const sameLanguage = others.find((other) => other.translationOf == doc.docId && other.lang == doc.lang);
    if (sameLanguage)
      problems.push({ field: 'lang', message: `${sameLanguage.docId} translates this document into ${doc.lang}` });
  }
  return problems;
}

/** A synonym as the robot reads it: trimmed, its spaces collapsed, lower-cased. */
export const tidySynonym = (entry: string) => entry.trim().replace(/\s+/g, ' ').toLowerCase();

/** The groups as they are kept: each entry tidied (see tidySynonym). */
export const tidySynonyms = (groups: SynonymGroups): string[][] => groups.map((group) => group.map(tidySynonym));

/**
 * Rule: in one language's synonyms, every entry says something, a group has at least two
 * different entries, and an entry is in one group only (compared once tidied).
 */
export function synonymProblems(groups: SynonymGroups): KnowledgeProblem[] {
  const problems: KnowledgeProblem[] = [];
  const groupOf = new Map<string, string>();
  groups.forEach((group, index) => {
    const at = `groups.${index}`;
    if (group.length < 2) problems.push({ field: at, message: 'needs at least two words or phrases' });
    const inGroup = new Map<string, string>();
    group.forEach((entry, place) => {
      const field = `${at}.${place}`;
      const tidy = tidySynonym(entry);
      if (!tidy) return problems.push({ field, message: 'is blank' });
      const here = inGroup.get(tidy);
      if (here) return problems.push({ field, message: `repeats ${here}` });
      const elsewhere = groupOf.get(tidy);
      if (elsewhere) return problems.push({ field, message: `"${tidy}" is already in ${elsewhere}` });
      inGroup.set(tidy, field);
    });
    for (const tidy of inGroup.keys()) groupOf.set(tidy, at);
  });
  return problems;
}

/** The not-covered questions as they are kept: trimmed, spaces collapsed, blanks and repeats left out. */
export const tidyNotCovered = (questions: readonly string[]): string[] => [
  ...new Set(questions.map((question) => question.trim().replace(/\s+/g, ' ')).filter(Boolean)),
];
