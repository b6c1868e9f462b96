// The knowledge base's documents of the signed-in person's tenant, which a channel's FAQ menu
// lists by id: the editor names them, and the preview shows their questions as the widget will.
import type { AdminReplies, FaqEntry } from '@shared/api';
import { atom } from 'nanostores';
import { callAdmin } from '../api/agentClient';
import { $me } from './auth';

export type KnowledgeDoc = AdminReplies['knowledgeDocs']['list'][number];

/** undefined until loaded. */
export const $knowledgeDocs = atom<KnowledgeDoc[] | undefined>(undefined);

let loading: Promise<void> | undefined;

/** Loaded once per sign-in; a failed load is tried again on the next call. */
export function loadKnowledgeDocs(): Promise<void> {
  loading ??= callAdmin('knowledgeDocs', {}).then(
    ({ list }) => $knowledgeDocs.set(list),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The FAQ menu's entries as the widget gets them: the documents' questions, in the menu's order. */
export function faqListOf(docIds: readonly number[], docs: readonly KnowledgeDoc[] = []): FaqEntry[] {
  return docIds.flatMap((docId) => {
    const doc = docs.find((each) => each.docId == docId);
    return doc ? [{ docId, question: doc.question }] : [];
  });
}

let loadedFor = $me.get()?.adminId;
$me.listen((me) => {
  if (me?.adminId == loadedFor) return;
  loadedFor = me?.adminId;
  loading = undefined;
  $knowledgeDocs.set(undefined);
});
