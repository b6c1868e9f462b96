// The chat's confirm dialog: a modal layer (focus inside, Tab kept there, Escape cancels).
// A destructive choice (ending the chat, leaving the page) starts on Cancel. Loaded with the
// first confirm asked for: a chat that asks none never downloads it.
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { useT } from '../../i18n/i18n';
import { $dialog, closeDialog, type Dialog } from '../../stores/ui';
import { useModal } from './layers';

export default function ConfirmDialog() {
  const dialog = useStore($dialog);
  return dialog ? <ConfirmBox dialog={dialog} /> : null;
}

function ConfirmBox({ dialog }: { dialog: Dialog }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useModal(box, closeDialog, dialog.destructive ? cancelRef : confirmRef);
  return (
    <div class="overlay">
      <div
        ref={box}
        class="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="dialog-title"
        aria-describedby="dialog-body"
      >
        <h2 id="dialog-title">{t(dialog.title)}</h2>
        <p id="dialog-body">{t(dialog.body)}</p>
        <div class="dialog__actions">
          <button ref={cancelRef} type="button" class="button" onClick={closeDialog}>
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
