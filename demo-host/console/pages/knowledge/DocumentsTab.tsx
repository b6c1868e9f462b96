// The documents: the list with its search and language filter beside the editor of the one
// open (stacked on a phone).
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n';
import { $docDraft } from '../../stores/knowledgeDraft';
import { DocEditor } from './DocEditor';
import { DocList } from './DocList';

export function DocumentsTab() {
  const t = useT();
  const open = useStore($docDraft) !== undefined;
  return (
    <div class="kb-docs">
      <DocList />
      <div class="kb-docs__editor">
        {open ? <DocEditor /> : <p class="muted kb-docs__empty">{t('knowledge.editor.none')}</p>}
      </div>
    </div>
  );
}
