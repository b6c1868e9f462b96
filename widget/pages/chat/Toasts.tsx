import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/i18n';
import { $toasts } from '../../stores/ui';

/** Toasts carry an i18n key or a server's text; a text without a key shows as it is. */
export function Toasts() {
  const t = useT();
  const toasts = useStore($toasts);
  return (
    <div class="toasts" role="status" aria-live="assertive">
      {toasts.map((toast) => (
        <p key={toast.id} class={`toast toast--${toast.kind}`}>
          {t(toast.text, { defaultValue: toast.text })}
        </p>
      ))}
    </div>
  );
}
