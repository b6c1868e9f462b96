// The tenant's knowledge-base documents, which a channel's FAQ menu lists by id: loaded once per
// tenant when the Menus tab first needs them.
import type { AdminReplies, FaqEntry } from '@shared/api';
import { callAdmin } from '../api/agentClient';
import { tenantScoped } from './tenantScoped';

export type KnowledgeDoc = AdminReplies['knowledgeDocs']['list'][number];

const docs = tenantScoped(async (tenantId) => (await callAdmin('knowledgeDocs', { tenantId })).list);

/** The documents of the tenant last asked for; undefined until loaded. */
export const $knowledgeDocs = docs.$value;
export const loadKnowledgeDocs = docs.load;

/** The FAQ menu's entries as the widget gets them: the documents' questions, in the menu's order. */
export function faqListOf(docIds: readonly number[], docs: readonly KnowledgeDoc[] = []): FaqEntry[] {
  return docIds.flatMap((docId) => {
    const doc = docs.find((each) => each.docId == docId);
    return doc ? [{ docId, question: doc.question }] : [];
  });
}
