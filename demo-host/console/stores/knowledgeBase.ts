// The Knowledge page's documents: every document of the shown tenant (an admin's own, the one
// an owner picked), in every language, as the server last answered them, and the list's search
// and language filter. A save changes the list without a call; a delete or an import loads it
// again. The channel editor's FAQ list (knowledgeDocs.ts) is forgotten on each change, so its
// next use loads the new one.
import type { KnowledgeEntry } from '@shared/api/knowledge';
import { atom } from 'nanostores';
import { callAdmin } from '../api/agentClient';
import { $me } from './auth';
import { $knowledgeDocs } from './knowledgeDocs';
import { $shownTenant, shownTenant, tenantField } from './shownTenant';

/** undefined until loaded. */
export const $knowledgeBase = atom<KnowledgeEntry[] | undefined>(undefined);
/** The list's search: words looked for in the question, the phrasings and the answer's text. */
export const $docQuery = atom('');
/** The list's language; '' for every language. */
export const $docLang = atom('');

export async function loadKnowledgeBase() {
  const tenant = shownTenant();
  const { docs } = await callAdmin('knowledgeBase', tenantField());
  // An answer for a tenant no longer shown (the owner picked another meanwhile) is dropped.
  if (tenant == shownTenant()) $knowledgeBase.set(docs);
}

/** Owners: the documents of another tenant. */
export function chooseKnowledgeTenant(tenantId: string) {
  $shownTenant.set(tenantId);
  $knowledgeBase.set(undefined);
  $docLang.set('');
  return loadKnowledgeBase();
}

const forgetFaqList = () => $knowledgeDocs.set(undefined);

/** A document as the server answered its save: in its place, or last when new. */
export function docSaved(entry: KnowledgeEntry) {
  forgetFaqList();
  const docs = $knowledgeBase.get();
  if (!docs) return;
  const known = docs.some((doc) => doc.docId == entry.docId);
  $knowledgeBase.set(known ? docs.map((doc) => (doc.docId == entry.docId ? entry : doc)) : [...docs, entry]);
}

/**
 * After a delete or an import: the whole list again, as the server has it (a delete makes the
 * documents that translated it stand alone).
 */
export function knowledgeChanged() {
  forgetFaqList();
  return loadKnowledgeBase();
}

// The next person to sign in in this tab may be of another tenant.
let shownFor = $me.get()?.adminId;
$me.listen((me) => {
  if (me?.adminId == shownFor) return;
  shownFor = me?.adminId;
  $knowledgeBase.set(undefined);
  $docQuery.set('');
  $docLang.set('');
});
