// /index: the chat screen. This is its shell (header, message region, the host bridge);
// the conversation itself is built on top of it.
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { Redirect, useSearch } from 'wouter';
import { embedding, hideWidget } from '../../host/host';
import { useT } from '../../i18n/useT';
import { $shownCount } from '../../stores/host';
import { $variant } from '../../stores/viewport';
import { ChatHeader } from './ChatHeader';

export function ChatPage() {
  const t = useT();
  const channelId = new URLSearchParams(useSearch()).get('channelId');
  const variant = useStore($variant);
  const shownCount = useStore($shownCount);
  const closeRef = useRef<HTMLButtonElement>(null);

  // Each time the host shows the panel, focus moves into it.
  useEffect(() => {
    if (shownCount) closeRef.current?.focus();
  }, [shownCount]);

  // Escape inside the frame closes the panel, as it does on the host page.
  useEffect(() => {
    if (!embedding.embedded) return;
    const onKey = (event: KeyboardEvent) => event.key == 'Escape' && hideWidget();
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);

  if (!channelId) return <Redirect to="/404" replace />;

  return (
    <div class="chat" data-variant={variant}>
      <ChatHeader
        title={t('chat.title')}
        onClose={embedding.embedded ? () => hideWidget() : undefined}
        closeRef={closeRef}
      />
      <main class="chat__messages" role="log" aria-live="polite" aria-label={t('chat.messages')} />
    </div>
  );
}
