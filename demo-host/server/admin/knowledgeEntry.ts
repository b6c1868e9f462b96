// A knowledge document between the console and the store: what the console lists of a stored
// doc, and a stored doc with the console's edit merged in. The console edits the question, the
// phrasings, the answer, the language and a few labels; what it does not edit (buttons, a card,
// the transfer instruction, a form: the robot flows of the server) is kept by every save.
import type { KnowledgeDocInput, KnowledgeEntry } from '@shared/api/knowledge';
import type { KnowledgeDoc } from '../robot/knowledgeDoc';
import type { StoredKnowledgeDoc } from '../store/knowledge';

/** What a doc carries that the console does not edit. */
export function extrasOf(doc: KnowledgeDoc): KnowledgeEntry['extras'] {
  const extras: KnowledgeEntry['extras'] = [];
  if (doc.buttons?.length) extras.push('buttons');
  if (doc.card) extras.push('card');
  if (doc.transfer) extras.push('transfer');
  if (doc.form) extras.push('form');
  return extras;
}

/** A stored doc as the console lists it. */
export const knowledgeEntry = ({ doc, updatedAt }: StoredKnowledgeDoc): KnowledgeEntry => ({
  docId: doc.docId,
  lang: doc.lang,
  question: doc.question,
  similar: doc.similar,
  answer: doc.answer,
  enabled: doc.enabled !== false,
  ...(doc.category && { category: doc.category }),
  ...(doc.translationOf && { translationOf: doc.translationOf }),
  updatedAt,
  extras: extrasOf(doc),
});

/**
 * The doc to store: `input` (already tidied) over what `stored` has that the console does not
 * edit, under `docId`; a new doc is a plain answer (docPattern 1).
 */
export function mergedDoc(
  input: KnowledgeDocInput,
  tenantId: string,
  docId: number,
  stored?: KnowledgeDoc,
): KnowledgeDoc {
  const { enabled: _enabled, category: _category, translationOf: _translationOf, ...kept } = stored ?? {};
  return {
    docPattern: 1,
    ...kept,
    docId,
    tenantId,
    lang: input.lang,
    question: input.question,
    similar: input.similar,
    answer: input.answer,
    ...(!input.enabled && { enabled: false }),
    ...(input.category && { category: input.category }),
    ...(input.translationOf && { translationOf: input.translationOf }),
  };
}

/** A value with its objects' keys in order, so two docs written in another key order compare equal. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value == 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, each]) => each !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([key, each]) => [key, canonical(each)]),
        )
      : value;

/** Whether two docs say the same (an import rewrites only the docs it changes). */
export const sameDoc = (a: KnowledgeDoc, b: KnowledgeDoc) =>
  JSON.stringify(canonical(a)) == JSON.stringify(canonical(b));
