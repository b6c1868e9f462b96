import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/i18n';
import { $dialog, closeDialog } from '../../stores/ui';

export function ConfirmDialog() {
  const t = useT();
  const dialog = useStore($dialog);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (dialog) confirmRef.current?.focus();
  }, [dialog]);
  if (!dialog) return null;
  return (
    <div class="overlay" onKeyDown={(event) => event.key == 'Escape' && closeDialog()}>
      <div class="dialog" role="alertdialog" aria-modal="true" aria-labelledby="dialog-title" aria-describedby="dialog-body">
        <h2 id="dialog-title">{t(dialog.title)}</h2>
        <p id="dialog-body">{t(dialog.body)}</p>
        <div class="dialog__actions">
          <button type="button" class="button" onClick={closeDialog}>
            {t(dialog.cancel)}
          </button>
          <button ref={confirmRef} type="button" class="button button--primary" onClick={dialog.onConfirm}>
            {t(dialog.confirm)}
          </button>
        </div>
      </div>
    </div>
  );
}
