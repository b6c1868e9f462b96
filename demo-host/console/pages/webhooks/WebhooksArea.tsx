// Webhooks (owners and admins), loaded with their first visit: the shown tenant's webhooks, each
// with its secret, a test event and its delivery log; adding and editing one; how a receiver
// checks a delivery. An owner picks the tenant, as on Team and Knowledge.
import { useStore } from '@nanostores/react';
import { OUTGOING_LIMITS } from '@shared/api/outgoing';
import { useEffect, useState } from 'react';
import { errorText } from '../../components/errorText';
import { TenantPicker } from '../../components/TenantPicker';
import { useT } from '../../i18n';
import { $me } from '../../stores/auth';
import { $shownTenant } from '../../stores/shownTenant';
import { showWebhookLog } from '../../stores/webhookLog';
import { $webhookDraft, $webhooks, forgetWebhooks, loadWebhooks, openWebhook } from '../../stores/webhooks';
import { VerifyHelp } from './VerifyHelp';
import { WebhookForm } from './WebhookForm';
import { WebhookItem, webhookHeadingId } from './WebhookItem';

/** Focus once the page has drawn what it moves to (a heading that appears with a closed form). */
const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

export default function WebhooksArea() {
  const t = useT();
  const owner = useStore($me)?.role == 'owner';
  const webhooks = useStore($webhooks);
  const draft = useStore($webhookDraft);
  const [error, setError] = useState('');
  const [said, setSaid] = useState('');
  const failed = (failure: unknown) => setError(errorText(t, failure));
  useEffect(() => {
    void loadWebhooks().catch(failed);
    return () => showWebhookLog(undefined);
  }, []);

  const pickTenant = (tenantId: string) => {
    setError('');
    showWebhookLog(undefined);
    forgetWebhooks();
    $shownTenant.set(tenantId);
    void loadWebhooks().catch(failed);
  };

  const form = (
    <WebhookForm
      onSaved={(webhook) => focusSoon(webhookHeadingId(webhook.id))}
      onCancel={() => focusSoon(draft?.id ? webhookHeadingId(draft.id) : 'webhook-add')}
    />
  );
  const full = (webhooks?.list.length ?? 0) >= OUTGOING_LIMITS.webhooks;

  return (
    <main class="section outgoing" aria-labelledby="webhooks-heading">
      <div class="section__head">
        <h1 id="webhooks-heading" tabIndex={-1}>
          {t('webhooks.heading')}
        </h1>
        <button
          id="webhook-add"
          type="button"
          class="button button--primary button--small"
          disabled={!webhooks || full || draft !== undefined}
          aria-describedby={full ? 'webhooks-limit' : undefined}
          onClick={() => (setSaid(''), openWebhook())}
        >
          {t('webhooks.add')}
        </button>
      </div>
      {owner && (
        <div class="team__tenant-row">
          <TenantPicker id="webhooks-tenant" onChoose={pickTenant} onError={failed} />
        </div>
      )}
      <p class="muted outgoing__intro">{t('webhooks.intro')}</p>
      {webhooks && !webhooks.allowPrivate && <p class="notice outgoing__intro">{t('webhooks.private')}</p>}
      {full && (
        <p id="webhooks-limit" class="muted">
          {t('webhooks.limit', { max: OUTGOING_LIMITS.webhooks })}
        </p>
      )}
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <p role="status" class="sr-only">
        {said}
      </p>
      {draft?.id === 0 && form}
      {webhooks && webhooks.list.length == 0 && draft?.id !== 0 && <p class="muted">{t('webhooks.empty')}</p>}
      <ul class="webhooks" aria-label={t('webhooks.list')}>
        {webhooks?.list.map((webhook) =>
          draft?.id == webhook.id ? (
            <li key={webhook.id} class="webhook webhook--editing">
              {form}
            </li>
          ) : (
            <WebhookItem
              key={webhook.id}
              webhook={webhook}
              onDeleted={() => (setSaid(t('webhooks.deleted')), focusSoon('webhooks-heading'))}
            />
          ),
        )}
      </ul>
      <VerifyHelp />
    </main>
  );
}
