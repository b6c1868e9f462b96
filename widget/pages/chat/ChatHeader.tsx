import type { Ref } from 'react';
import { useT } from '../../i18n/useT';

interface Props {
  title: string;
  /** Present in a frame: the close button hides the panel on the host page. */
  onClose?: () => void;
  closeRef?: Ref<HTMLButtonElement>;
}

export function ChatHeader({ title, onClose, closeRef }: Props) {
  const t = useT();
  return (
    <header class="chat-header">
      <h1 class="chat-header__title">{title}</h1>
      {onClose && (
        <button ref={closeRef} type="button" class="chat-header__close" aria-label={t('chat.close')} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
          </svg>
        </button>
      )}
    </header>
  );
}
