// Beside the visitor's own message while it is not delivered: a spinner while sending; a
// clock while it waits for the network (tap to try now); once refused, a warning button that
// sends it again (unless no retry could help), and under it why, in words.

import { useT } from '../i18n/i18n';
import type { ShownMessage } from '../stores/messages';
import type { MessageActions } from './actions';

export function SendStatus({ message, actions }: { message: ShownMessage; actions: MessageActions }) {
  const t = useT();
  if (message.status == 'loading')
    return <span class="msg-status msg-status--sending" role="status" aria-label={t('message.sending')} />;
  if (message.status == 'waiting')
    return (
      <button
        type="button"
        class="msg-status msg-status--waiting"
        aria-label={t('message.waiting')}
        title={t('message.waiting')}
        onClick={() => actions.resend(message)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2" />
          <path d="M12 7v5l3 2" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
        </svg>
      </button>
    );
  if (message.status != 'failed' || message.refusal?.key == 'message.refusedTooLong') return null;
  const label = message.refusal ? t(message.refusal.key) : t('message.failedRetry');
  return (
    <button
      type="button"
      class="msg-status msg-status--failed"
      aria-label={label}
      title={label}
      onClick={() => actions.resend(message)}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path d="M12 6.5v7M12 16.5v1" stroke="#fff" stroke-width="2.2" stroke-linecap="round" />
      </svg>
    </button>
  );
}

/** Under a refused message: why, in words. */
export function RefusalReason({ message }: { message: ShownMessage }) {
  const t = useT();
  if (message.status != 'failed') return null;
  return (
    <p class="msg-refusal" role="alert">
      {message.refusal ? t(message.refusal.key, message.refusal.values) : t('message.failedRetry')}
    </p>
  );
}
