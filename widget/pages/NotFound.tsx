import { useSearch } from 'wouter';
import { host } from '../host/host';
import { useT } from '../i18n/i18n';
import { UNAVAILABLE } from './chatLink';
import { pageTextsReady } from './pageTexts';
import { SubPage } from './SubPage';

await pageTextsReady;

/**
 * /404: the spec's heading and text, inside the frame every page has (back to the chat, or
 * close). When the chat itself found no channel (unknown, disabled or deleted), it says the chat
 * is unavailable instead, and closing it takes the bubble off the host page too: a chat its owner
 * turned off is offered no more (docs/embedding.md#a-channel-that-is-turned-off).
 */
export default function NotFound() {
  const t = useT();
  if (new URLSearchParams(useSearch()).has(UNAVAILABLE))
    return (
      <SubPage title={t('unavailable.title')} onClose={() => host.post({ type: 'gone' })}>
        <p class="not-found">{t('unavailable.text')}</p>
      </SubPage>
    );
  return (
    <SubPage title={t('notFound.title')}>
      <p class="not-found">{t('notFound.text')}</p>
    </SubPage>
  );
}
