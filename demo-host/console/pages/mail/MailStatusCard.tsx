// The top of the Mail page: whether the server can send at all (without SMTP_URL nothing is
// queued), as whom and with DKIM or not, and how deep the outbox is.
import { useStore } from '@nanostores/react';
import { Fields } from '../../components/Fields';
import { useT } from '../../i18n';
import { $mail } from '../../stores/mailSettings';
import { $outboxCounts } from '../../stores/outbox';

export function MailStatusCard() {
  const t = useT();
  const status = useStore($mail)?.status;
  const counts = useStore($outboxCounts);
  return (
    <section class="outgoing__card mail-status" aria-labelledby="mail-status-heading">
      <h2 id="mail-status-heading">{t('mail.status.heading')}</h2>
      {!status ? (
        <p class="muted">{t('mail.status.loading')}</p>
      ) : status.configured ? (
        <p class="mail-status__on">
          <span class="mail-status__from">{t('mail.status.from', { from: status.from ?? '' })}</span>
          <span class={`pill ${status.dkim ? 'pill--done' : 'pill--disabled'}`}>
            {t(status.dkim ? 'mail.status.dkimOn' : 'mail.status.dkimOff')}
          </span>
        </p>
      ) : (
        <p class="notice mail-status__off">{t('mail.status.off')}</p>
      )}
      {counts && (
        <>
          <h3 id="mail-counts-heading">{t('mail.counts.label')}</h3>
          <Fields
            class="mail-counts"
            rows={[
              [t('mail.counts.pending'), counts.pending],
              [t('mail.counts.failed'), counts.failed],
              [t('mail.counts.sent'), counts.sentLastDay],
            ]}
          />
        </>
      )}
    </section>
  );
}
