// A webhook's secret, which signs every delivery: shown to admins (their receiver needs it), in
// monospace with Copy, and "Rotate secret", asked first since the old one stops at once.
import type { Webhook } from '@shared/api/outgoing';
import { useRef, useState } from 'react';
import { CopyField } from '../../components/CopyField';
import { errorText } from '../../components/errorText';
import { useT } from '../../i18n';
import { ask } from '../../stores/question';
import { rotateWebhookSecret } from '../../stores/webhooks';

export function WebhookSecret({ webhook }: { webhook: Webhook }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [said, setSaid] = useState<{ error: boolean; text: string }>({ error: false, text: '' });
  const [busy, setBusy] = useState(false);
  const id = `webhook-${webhook.id}-secret`;

  const copied = (done: boolean) =>
    setSaid({ error: !done, text: t(done ? 'webhooks.secret.copied' : 'webhooks.secret.copyFailed') });

  const rotate = async () => {
    const answer = await ask(
      t('webhooks.secret.rotateTitle'),
      [{ value: 'rotate', label: t('webhooks.secret.rotateConfirm'), danger: true }],
      t('webhooks.secret.rotateText'),
    );
    if (!answer) return;
    setBusy(true);
    try {
      await rotateWebhookSecret(webhook.id);
      setSaid({ error: false, text: t('webhooks.secret.rotated') });
      box.current?.querySelector('input')?.focus();
    } catch (failure) {
      setSaid({ error: true, text: errorText(t, failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div class="webhook-secret" ref={box}>
      <label for={id}>{t('webhooks.secret.label')}</label>
      <CopyField
        value={webhook.secret}
        id={id}
        describedBy={`${id}-status`}
        copyText={t('webhooks.secret.copy')}
        onCopied={copied}
      >
        <button type="button" class="button button--small button--danger" disabled={busy} onClick={() => void rotate()}>
          {t('webhooks.secret.rotate')}
        </button>
      </CopyField>
      <span id={`${id}-status`} role="status" class={said.error ? 'error' : 'muted'}>
        {said.text}
      </span>
    </div>
  );
}
