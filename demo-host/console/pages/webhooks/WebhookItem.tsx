// One webhook of the list: its URL, whether it is on, its description and events, its secret,
// and what an admin does to it: edit, send a test event, show its deliveries, delete (asked
// first). A test event opens the log, where it is seen going out.
import { useStore } from '@nanostores/react';
import type { Webhook } from '@shared/api/outgoing';
import { useState } from 'react';
import { errorText } from '../../components/errorText';
import { useT } from '../../i18n';
import { ask } from '../../stores/question';
import { $webhookLog, logged, showWebhookLog } from '../../stores/webhookLog';
import { deleteWebhook, openWebhook, testWebhook } from '../../stores/webhooks';
import { eventLabel } from './eventLabel';
import { WebhookLog } from './WebhookLog';
import { WebhookSecret } from './WebhookSecret';

/** The id of a webhook's heading, which takes the focus after its save. */
export const webhookHeadingId = (id: number) => `webhook-${id}-url`;

interface Props {
  webhook: Webhook;
  onDeleted: () => void;
}

export function WebhookItem({ webhook, onDeleted }: Props) {
  const t = useT();
  const logShown = useStore($webhookLog)?.webhookId == webhook.id;
  const [said, setSaid] = useState<{ error: boolean; text: string }>({ error: false, text: '' });
  const [busy, setBusy] = useState(false);
  const failed = (failure: unknown) => setSaid({ error: true, text: errorText(t, failure) });

  const test = async () => {
    setBusy(true);
    setSaid({ error: false, text: '' });
    try {
      const item = await testWebhook(webhook.id);
      showWebhookLog(webhook.id);
      logged(item);
      setSaid({ error: false, text: t('webhooks.testQueued') });
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    const answer = await ask(
      t('webhooks.deleteTitle'),
      [{ value: 'delete', label: t('webhooks.delete'), danger: true }],
      t('webhooks.deleteText', { url: webhook.url }),
    );
    if (!answer) return;
    setBusy(true);
    try {
      await deleteWebhook(webhook.id);
      if (logShown) showWebhookLog(undefined);
      onDeleted();
    } catch (failure) {
      failed(failure);
      setBusy(false);
    }
  };

  const headingId = webhookHeadingId(webhook.id);
  return (
    <li class={`webhook${webhook.enabled ? '' : ' is-disabled'}`} aria-labelledby={headingId}>
      <div class="webhook__head">
        <h2 id={headingId} class="webhook__url" tabIndex={-1}>
          {webhook.url}
        </h2>
        <span class={`pill ${webhook.enabled ? 'pill--done' : 'pill--disabled'}`}>
          {t(webhook.enabled ? 'webhooks.enabled' : 'webhooks.disabled')}
        </span>
      </div>
      {webhook.description && <p class="webhook__description">{webhook.description}</p>}
      <p class="webhook__events">
        <span class="muted">{t('webhooks.events')}: </span>
        {webhook.events.map((event) => eventLabel(t, event)).join(', ')}
      </p>
      <WebhookSecret webhook={webhook} />
      <div class="webhook__actions">
        <button type="button" class="button button--small" onClick={() => openWebhook(webhook.id)}>
          {t('webhooks.edit')}
        </button>
        <button type="button" class="button button--small" disabled={busy} onClick={() => void test()}>
          {t('webhooks.test')}
        </button>
        <button
          type="button"
          class="button button--small"
          aria-expanded={logShown}
          aria-controls={`webhook-${webhook.id}-log-section`}
          onClick={() => showWebhookLog(logShown ? undefined : webhook.id)}
        >
          {t('webhooks.log.show')}
        </button>
        <button type="button" class="button button--small button--danger" disabled={busy} onClick={() => void remove()}>
          {t('webhooks.delete')}
        </button>
      </div>
      <p role="status" class={said.error ? 'error' : 'muted webhook__said'}>
        {said.text}
      </p>
      <div id={`webhook-${webhook.id}-log-section`}>{logShown && <WebhookLog webhook={webhook} />}</div>
    </li>
  );
}
