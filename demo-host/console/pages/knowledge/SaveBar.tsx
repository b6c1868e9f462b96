// The save button of a list saved per language (synonyms, questions not covered) and, beside
// it, what became of the edits: saving, unsaved, or saved.
import { useT } from '../../i18n';

interface Props {
  label: string;
  primary?: boolean;
  dirty: boolean;
  saving: boolean;
  /** The edits were saved (shown until the next edit). */
  saved: boolean;
  savedText: string;
  onSave: () => void;
}

export function SaveBar({ label, primary, dirty, saving, saved, savedText, onSave }: Props) {
  const t = useT();
  return (
    <div class="kb-editor__actions">
      <button
        type="button"
        class={primary ? 'button button--primary' : 'button'}
        disabled={!dirty || saving}
        onClick={onSave}
      >
        {label}
      </button>
      <span role="status" class="kb-editor__state">
        {saving ? t('knowledge.editor.saving') : dirty ? t('knowledge.editor.unsaved') : saved ? savedText : ''}
      </span>
    </div>
  );
}
