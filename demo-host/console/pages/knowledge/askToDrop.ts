// Unsaved changes on the Knowledge page are asked about before they go: the open document's
// (another document opened, a candidate's "Open", another tenant) and, on leaving the page,
// the synonyms tab's too (synonyms, questions not covered). Each answers whether to go ahead, the changes dropped when it does.
import type { TextFunction } from '@shared/ui/texts';
import { $docDirty, $docDraft, discardDoc } from '../../stores/knowledgeDraft';
import { $notCoveredDirty } from '../../stores/notCovered';
import { ask } from '../../stores/question';
import { $synonymsDirty, discardSynonyms } from '../../stores/synonyms';

async function askToDrop(t: TextFunction, text: string): Promise<boolean> {
  const answer = await ask(
    t('knowledge.drop.title'),
    [{ value: 'drop', label: t('knowledge.drop.drop'), danger: true }],
    text,
  );
  return answer == 'drop';
}

/** The open document's unsaved changes: true when there are none, or the owner drops them. */
export async function mayDropDoc(t: TextFunction): Promise<boolean> {
  if (!$docDirty.get()) return true;
  const question = $docDraft.get()?.question.trim() || t('knowledge.editor.untitled');
  if (!(await askToDrop(t, t('knowledge.drop.docText', { question })))) return false;
  discardDoc();
  return true;
}

/** The synonyms tab's unsaved texts: synonyms or questions not covered, of any language. */
const synonymsUnsaved = () => $synonymsDirty.get().length > 0 || $notCoveredDirty.get().length > 0;

/** Everything unsaved on the page (the document, the synonyms tab's texts of any language). */
export async function mayDropAll(t: TextFunction): Promise<boolean> {
  const doc = $docDirty.get();
  const synonyms = synonymsUnsaved();
  if (!doc && !synonyms) return true;
  if (!(await askToDrop(t, t(doc ? 'knowledge.drop.allText' : 'knowledge.drop.synonymsText')))) return false;
  discardDoc();
  discardSynonyms();
  return true;
}

export const hasUnsaved = () => $docDirty.get() || synonymsUnsaved();
