// The rules of a document's draft in the Knowledge editor, pure: a new document, what a save
// sends (phrasings trimmed, empty and repeated lines dropped), whether the draft differs from
// what was saved, a phrasing added from "try the robot", and the server's refusal read as the
// field it names ("doc.similar.2: must not be empty").
import type { KnowledgeDocInput, KnowledgeEntry } from '@shared/api/knowledge';
import { foldText } from './knowledgeSearch';

export type DocField = Exclude<keyof KnowledgeDocInput, 'docId'>;

const DOC_FIELDS: readonly DocField[] = [
  'question',
  'similar',
  'answer',
  'lang',
  'enabled',
  'category',
  'translationOf',
];

/** What the server refused a save for: the field, the phrasing's line (from 0) for a phrasing. */
export interface DocProblem {
  field: DocField;
  line?: number;
  message: string;
}

/** docId 0: the server gives it one on its first save. */
export const blankDoc = (lang: string): KnowledgeDocInput => ({
  docId: 0,
  lang,
  question: '',
  similar: [],
  answer: '',
  enabled: true,
});

/** What the console edits of a listed document (extras and the time stay on the server). */
export function inputOf(entry: KnowledgeEntry): KnowledgeDocInput {
  const { docId, lang, question, similar, answer, enabled, category, translationOf } = entry;
  return cleanDoc({ docId, lang, question, similar, answer, enabled, category, translationOf });
}

/** The phrasings a save sends, each with its line in the draft: trimmed, empty and repeated lines left out. */
function sentPhrasings(similar: readonly string[]): { line: number; text: string }[] {
  const seen = new Set<string>();
  return similar.flatMap((raw, line) => {
    const text = raw.trim();
    const key = foldText(text);
    if (!text || seen.has(key)) return [];
    seen.add(key);
    return [{ line, text }];
  });
}

/** The draft's line of the `sent`th phrasing a save sent (the server names phrasings by that). */
export const draftLineOf = (draft: KnowledgeDocInput, sent: number) => sentPhrasings(draft.similar)[sent]?.line;

/** A draft as a save sends it, its keys always in one order (so two drafts compare as text). */
export function cleanDoc(draft: KnowledgeDocInput): KnowledgeDocInput {
  const category = draft.category?.trim();
  return {
    docId: draft.docId,
    lang: draft.lang,
    question: draft.question.trim(),
    similar: sentPhrasings(draft.similar).map((each) => each.text),
    answer: draft.answer,
    enabled: draft.enabled,
    ...(category ? { category } : {}),
    ...(draft.translationOf ? { translationOf: draft.translationOf } : {}),
  };
}

export const sameDoc = (a: KnowledgeDocInput, b: KnowledgeDocInput) =>
  JSON.stringify(cleanDoc(a)) == JSON.stringify(cleanDoc(b));

/**
 * The draft with `phrasing` among its phrasings, and its line; a phrasing it has already (case and
 * accents aside, or the question itself) is not added twice: its line, or -1 for the question.
 */
export function withPhrasing(draft: KnowledgeDocInput, phrasing: string): { draft: KnowledgeDocInput; line: number } {
  const text = phrasing.trim();
  const key = foldText(text);
  if (foldText(draft.question.trim()) == key) return { draft, line: -1 };
  const known = draft.similar.findIndex((line) => foldText(line.trim()) == key);
  if (known >= 0) return { draft, line: known };
  // An empty line left at the end takes it, rather than staying empty above it.
  const last = draft.similar.length - 1;
  if (last >= 0 && !draft.similar[last]!.trim())
    return { draft: { ...draft, similar: [...draft.similar.slice(0, last), text] }, line: last };
  return { draft: { ...draft, similar: [...draft.similar, text] }, line: draft.similar.length };
}

/** The server's "doc.similar.2: …" as the field it names; undefined when it names none of the editor's. */
export function refusalOf(message: string): DocProblem | undefined {
  const [, field, line, words] = /^(?:doc\.)?(\w+)(?:\.(\d+))?: (.+)$/s.exec(message) ?? [];
  if (!field || !words || !DOC_FIELDS.includes(field as DocField)) return undefined;
  return { field: field as DocField, ...(line !== undefined ? { line: Number(line) } : {}), message: words };
}

/** The problem of a field, for the editor to show at it. */
export const problemOf = (refusal: DocProblem | undefined, field: DocField) =>
  refusal?.field == field ? refusal.message : undefined;
