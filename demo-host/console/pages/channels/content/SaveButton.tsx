// The save button of a form the tenant shares across channels (rating, work-order types and
// templates): saved on its own, apart from the channel's draft; says when it is saving, when it
// has changes not saved, when it saved, and why the server refused.
import { useState } from 'react';
import { errorText } from '../../../components/errorText';
import { useT } from '../../../i18n';

interface Props {
  label: string;
  save: () => Promise<unknown>;
  /** Changed since it was loaded or saved. */
  dirty: boolean;
  /** Something would be refused: shown at its field, so the button waits. */
  blocked?: boolean;
}

export function SaveButton({ label, save, dirty, blocked = false }: Props) {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState('');

  const run = async () => {
    setSaving(true);
    setFailure('');
    try {
      await save();
      setSaved(true);
    } catch (error) {
      setFailure(errorText(t, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div class="content-save">
      <button
        type="button"
        class="button button--primary"
        disabled={saving || blocked || !dirty}
        onClick={() => void run()}
      >
        {saving ? t('channelContent.save.saving') : label}
      </button>
      <span role="status" class="field__hint">
        {dirty ? t('channelContent.save.unsaved') : saved ? t('channelContent.save.saved') : ''}
      </span>
      {failure && (
        <span role="alert" class="error">
          {failure}
        </span>
      )}
    </div>
  );
}
