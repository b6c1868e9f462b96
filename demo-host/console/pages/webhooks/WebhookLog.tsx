// The delivery log of one webhook: its rows of the outbox, loaded again every few seconds while
// the page is in view, with Retry on a failed delivery.
import { useStore } from '@nanostores/react';
import type { Webhook } from '@shared/api/outgoing';
import { useEffect, useState } from 'react';
import { errorText } from '../../components/errorText';
import { useT } from '../../i18n';
import { $webhookLog, followWebhookLog, retryDelivery } from '../../stores/webhookLog';
import { OutboxTable } from '../mail/OutboxTable';

export function WebhookLog({ webhook }: { webhook: Webhook }) {
  const t = useT();
  const log = useStore($webhookLog);
  const list = log?.webhookId == webhook.id ? log.list : undefined;
  const [error, setError] = useState('');
  useEffect(() => followWebhookLog((failure) => setError(errorText(t, failure))), [webhook.id]);
  // A load that worked after one that failed: the failure is over.
  useEffect(() => setError(''), [list]);
  const id = `webhook-${webhook.id}-log`;
  return (
    <section class="webhook-log" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('webhooks.log.heading')}</h3>
      <p class="muted webhook-log__note">{t('webhooks.log.following')}</p>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {!list ? (
        <p class="muted">{t('webhooks.log.loading')}</p>
      ) : list.length == 0 ? (
        <p class="muted">{t('webhooks.log.empty')}</p>
      ) : (
        <OutboxTable
          id={`${id}-table`}
          caption={t('webhooks.log.caption', { url: webhook.url })}
          items={list}
          showTarget={false}
          onRetry={retryDelivery}
        />
      )}
    </section>
  );
}
