// The document open in the Knowledge editor: the entry as last saved (none for a new document),
// the draft the owner changes, the field the server refused, and its save and delete. Nothing
// reaches the robot until a save; every instance answers from the saved document at once.
import { ApiError } from '@shared/api';
import type { KnowledgeDocInput, KnowledgeEntry } from '@shared/api/knowledge';
import { docTextProblems, translationProblems } from '@shared/knowledgeRules';
import { atom, computed } from 'nanostores';
import { callAdmin } from '../api/agentClient';
import { $me } from './auth';
import {
  blankDoc,
  cleanDoc,
  type DocProblem,
  draftLineOf,
  inputOf,
  refusalOf,
  sameDoc,
  withPhrasing,
} from './docDraftRules';
import { $knowledgeBase, docSaved, knowledgeChanged } from './knowledgeBase';
import { tenantField } from './shownTenant';

/** The document as the server last answered it; undefined for a new one, or when none is open. */
export const $docSaved = atom<KnowledgeEntry | undefined>(undefined);
/** What the editor shows; undefined while no document is open. */
export const $docDraft = atom<KnowledgeDocInput | undefined>(undefined);
/** What the server refused the last save for, shown at its field until that field changes. */
export const $docRefusal = atom<DocProblem | undefined>(undefined);
export const $docSaving = atom(false);
/** Where the editor puts focus once it shows: its heading (a document just opened) or a phrasing's line. */
export const $docFocus = atom<'heading' | { line: number } | undefined>(undefined);

export const $docDirty = computed([$docSaved, $docDraft], (saved, draft) =>
  Boolean(draft && !sameDoc(saved ? inputOf(saved) : blankDoc(draft.lang), draft)),
);

function show(entry: KnowledgeEntry | undefined, draft: KnowledgeDocInput | undefined) {
  $docSaved.set(entry);
  $docDraft.set(draft);
  $docRefusal.set(undefined);
}

/** Opens a listed document; false when the list has none with that id. */
export function openDoc(docId: number): boolean {
  const entry = $knowledgeBase.get()?.find((doc) => doc.docId == docId);
  if (!entry) return false;
  show(entry, inputOf(entry));
  return true;
}

export const newDoc = (lang: string) => show(undefined, blankDoc(lang));

export const closeDoc = () => show(undefined, undefined);

/** Back to the document as saved (a new one: empty again). */
export function discardDoc() {
  const saved = $docSaved.get();
  const draft = $docDraft.get();
  if (draft) show(saved, saved ? inputOf(saved) : blankDoc(draft.lang));
}

export function updateDoc(patch: Partial<KnowledgeDocInput>) {
  const draft = $docDraft.get();
  if (!draft) return;
  $docDraft.set({ ...draft, ...patch });
  const refusal = $docRefusal.get();
  if (refusal && refusal.field in patch) $docRefusal.set(undefined);
}

/**
 * "Add as a phrasing" from try the robot: the question typed there joins the document's phrasings
 * in the editor, unsaved until Save. The document is opened first unless it is open already (the
 * page asks before it drops another's unsaved changes). The line it is on; -1: it is the question.
 */
export function addPhrasing(docId: number, phrasing: string): number | undefined {
  if ($docDraft.get()?.docId != docId && !openDoc(docId)) return undefined;
  const { draft, line } = withPhrasing($docDraft.get()!, phrasing);
  updateDoc({ similar: draft.similar });
  return line;
}

export type DocSaveOutcome = { kind: 'saved'; entry: KnowledgeEntry } | { kind: 'refused'; problem: DocProblem };

/** A problem named as the server names it ("similar.2: …") shown at its field and the draft's line. */
function refuse(draft: KnowledgeDocInput, message: string): DocSaveOutcome | undefined {
  const refused = refusalOf(message);
  if (!refused) return undefined;
  const line = refused.field == 'similar' && refused.line !== undefined ? draftLineOf(draft, refused.line) : undefined;
  const problem: DocProblem = { ...refused, ...(line !== undefined ? { line } : {}) };
  if ($docDraft.get()?.docId == draft.docId) $docRefusal.set(problem);
  return { kind: 'refused', problem };
}

/**
 * Saves the open document. The rules the server checks (shared/knowledgeRules.ts) are checked
 * first, so a phrasing that repeats the question is named without a call.
 */
export async function saveDoc(): Promise<DocSaveOutcome> {
  const draft = $docDraft.get();
  if (!draft) throw new Error('no document is open');
  const doc = cleanDoc(draft);
  const [problem] = [...docTextProblems(doc), ...translationProblems(doc, $knowledgeBase.get() ?? [])];
  if (problem) return refuse(draft, `${problem.field}: ${problem.message}`)!;
  $docSaving.set(true);
  try {
    const entry = await callAdmin('saveKnowledgeDoc', { ...tenantField(), doc });
    docSaved(entry);
    // Another document opened meanwhile stays open; what was typed during the save stays unsaved.
    const now = $docDraft.get();
    if (now && (now.docId == draft.docId || now.docId == entry.docId))
      show(entry, now === draft ? inputOf(entry) : { ...now, docId: entry.docId });
    return { kind: 'saved', entry };
  } catch (error) {
    const refused = error instanceof ApiError && error.code == 400 ? refuse(draft, error.message) : undefined;
    if (!refused) throw error;
    return refused;
  } finally {
    $docSaving.set(false);
  }
}

/** Deletes the open document (a new one is only closed); the list is loaded again. */
export async function deleteOpenDoc() {
  const saved = $docSaved.get();
  if (saved) await callAdmin('deleteKnowledgeDoc', { ...tenantField(), docId: saved.docId });
  closeDoc();
  if (saved) await knowledgeChanged();
}

/** The list changed under the editor (an import): an unchanged open document shows its new self, or closes if gone. */
export function listChanged() {
  const saved = $docSaved.get();
  if (!saved || $docDirty.get()) return;
  if (!openDoc(saved.docId)) closeDoc();
}

// Another person signing in in this tab never sees the last one's draft.
let openFor = $me.get()?.adminId;
$me.listen((me) => {
  if (me?.adminId == openFor) return;
  openFor = me?.adminId;
  closeDoc();
});
