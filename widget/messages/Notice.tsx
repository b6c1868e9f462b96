// A system line (local msgType 'notice'): our own text by i18n key, or the server's text.
// A warning (the agent declined) stays, and is announced as an alert.

import { useT } from '../i18n/i18n';
import type { ShownMessage } from '../stores/messages';

export function Notice({ message }: { message: ShownMessage }) {
  const t = useT();
  const text = message.noticeKey ? t(message.noticeKey, message.noticeValues ?? {}) : message.msgContent;
  const warning = message.tone == 'warning';
  return (
    <p
      class={'msg-notice' + (warning ? ' msg-notice--warning' : '')}
      data-tone={message.tone ?? 'info'}
      role={warning ? 'alert' : undefined}
    >
      {warning && (
        <svg class="msg-notice__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            d="M12 3l10 18H2zM12 10v5M12 17.5v.5"
            fill="none"
            stroke="currentColor"
            stroke-width="2"
            stroke-linejoin="round"
            stroke-linecap="round"
          />
        </svg>
      )}
      <span class="msg-text">{String(text ?? '')}</span>
    </p>
  );
}
