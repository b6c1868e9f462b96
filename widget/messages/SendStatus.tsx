// Beside the visitor's own message while it is not delivered: a spinner while sending; a
// warning button once it failed, which sends it again.
import type { ShownMessage } from '../stores/messages';
import { useT } from '../i18n/i18n';
import type { MessageActions } from './actions';

export function SendStatus({ message, actions }: { message: ShownMessage; actions: MessageActions }) {
  const t = useT();
  if (message.status == 'loading') return <span class="msg-status msg-status--sending" role="status" aria-label={t('message.sending')} />;
  if (message.status != 'failed') return null;
  return (
    <button type="button" class="msg-status msg-status--failed" aria-label={t('message.failedRetry')} title={t('message.failedRetry')} onClick={() => actions.resend(message)}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path d="M12 6.5v7M12 16.5v1" stroke="#fff" stroke-width="2.2" stroke-linecap="round" />
      </svg>
    </button>
  );
}
