// The frame of every page the chat opens (leave a message, a work order, a FAQ article, a
// card form, not found): a header with the title and a control back to the chat, so no page
// strands the visitor; Escape goes back too. Without a chat to return to (a page opened on
// its own, in a tab), there is no way back; inside the panel a close control then hides it.
import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { embedding, hideWidget } from '../host/host';
import { useT } from '../i18n/i18n';
import { $variant } from '../stores/viewport';
import { Toasts } from './chat/Toasts';
import { chatSearch } from './chatLink';
import { BackIcon, CloseIcon } from './icons';
import '../styles/pages.lazy.css';

interface Props {
  title: string;
  /** `page--narrow`: the card form's 600 px column on desktop */
  narrow?: boolean;
  /** Inside the panel with no chat to return to: what the close control does, hiding the panel unless told. */
  onClose?: () => void;
  children: ReactNode;
}

export function SubPage({ title, narrow, onClose = () => hideWidget(), children }: Props) {
  const t = useT();
  const variant = useStore($variant);
  const search = useSearch();
  const [, navigate] = useLocation();
  const chat = chatSearch(search);
  const back = new URLSearchParams(chat).has('channelId') ? () => navigate(`/index?${chat}`) : undefined;

  useEffect(() => {
    if (!back) return;
    const onKey = (event: KeyboardEvent) => event.key == 'Escape' && !event.defaultPrevented && back();
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [chat]);

  return (
    <div class={`page${narrow ? ' page--narrow' : ''}`} data-variant={variant}>
      <header class="page-header">
        {back && (
          <button type="button" class="page-header__back" aria-label={t('page.backToChat')} onClick={back}>
            <BackIcon />
          </button>
        )}
        <h1 class="page-header__title">{title}</h1>
        {!back && embedding.embedded && (
          <button
            type="button"
            class="page-header__back page-header__close"
            aria-label={t('chat.close')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        )}
      </header>
      <main class="page__body">{children}</main>
      <Toasts />
    </div>
  );
}
