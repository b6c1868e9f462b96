// Rows of the outbox as a table: the Mail page's whole outbox, a webhook's delivery log (without
// the target, the webhook's own URL). A failed row has Retry; what the retry made of it is
// announced. The table scrolls sideways inside its box on a narrow screen, never the page.
import { useStore } from '@nanostores/react';
import type { OutboxItem } from '@shared/api/outgoing';
import { useState } from 'react';
import { errorText } from '../../components/errorText';
import { whenText } from '../../components/whenText';
import { $language, useT } from '../../i18n';
import { kindLabel, stateLabel, topicLabel } from './outboxLabels';

interface Props {
  id: string;
  caption: string;
  items: readonly OutboxItem[];
  /** false: every row goes to one place (a webhook's log). */
  showTarget?: boolean;
  onRetry: (id: number) => Promise<OutboxItem | undefined>;
}

const STATE_CLASS: Record<OutboxItem['state'], string> = {
  pending: 'pill--s1',
  sending: 'pill--s1',
  sent: 'pill--done',
  failed: 'pill--failed',
  skipped: 'pill--disabled',
};

export function OutboxTable({ id, caption, items, showTarget = true, onRetry }: Props) {
  const t = useT();
  const language = useStore($language) ?? 'en';
  const [said, setSaid] = useState<{ error: boolean; text: string }>({ error: false, text: '' });
  const [busy, setBusy] = useState<number>();
  const when = (time: number) => whenText(t, time, language);
  const exact = (time: number) => new Date(time).toLocaleString(language);
  // The next attempt is ahead, where "2 min" (ago) would mislead: its clock time, and its day when not today.
  const ahead = (time: number) =>
    new Date(time).toDateString() == new Date().toDateString()
      ? new Date(time).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' })
      : exact(time);

  const retry = async (item: OutboxItem) => {
    setBusy(item.id);
    setSaid({ error: false, text: '' });
    try {
      const after = await onRetry(item.id);
      if (after) setSaid({ error: false, text: t('mail.outbox.retried', { state: stateLabel(t, after.state) }) });
    } catch (failure) {
      setSaid({ error: true, text: errorText(t, failure) });
    } finally {
      setBusy(undefined);
      // The Retry button is gone with the row's failure: the table keeps the focus, not the page.
      document.getElementById(id)?.focus();
    }
  };

  return (
    <>
      <div id={id} class="outbox__scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table class="outbox__table">
          <caption id={`${id}-caption`} class="sr-only">
            {caption}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('mail.outbox.column.kind')}</th>
              <th scope="col">{t('mail.outbox.column.topic')}</th>
              {showTarget && <th scope="col">{t('mail.outbox.column.target')}</th>}
              <th scope="col">{t('mail.outbox.column.state')}</th>
              <th scope="col">{t('mail.outbox.column.attempts')}</th>
              <th scope="col">{t('mail.outbox.column.error')}</th>
              <th scope="col">{t('mail.outbox.column.created')}</th>
              <th scope="col">{t('mail.outbox.column.when')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} class={`outbox__row is-${item.state}`}>
                <td>{kindLabel(t, item.kind)}</td>
                <td class="outbox__topic">{topicLabel(t, item.topic)}</td>
                {showTarget && <td class="outbox__target">{item.target}</td>}
                <td>
                  <span class={`pill ${STATE_CLASS[item.state]}`}>{stateLabel(t, item.state)}</span>
                  {item.state == 'failed' && (
                    <button
                      type="button"
                      class="button button--small outbox__retry"
                      disabled={busy == item.id}
                      aria-label={t('mail.outbox.retryLabel', {
                        topic: topicLabel(t, item.topic),
                        target: item.target,
                      })}
                      onClick={() => void retry(item)}
                    >
                      {t('mail.outbox.retry')}
                    </button>
                  )}
                </td>
                <td class="outbox__number">{item.attempts}</td>
                <td class="outbox__error">{item.lastError}</td>
                <td>
                  <time dateTime={new Date(item.createdAt).toISOString()} title={exact(item.createdAt)}>
                    {when(item.createdAt)}
                  </time>
                </td>
                <td>
                  {item.sentAt !== undefined ? (
                    <time dateTime={new Date(item.sentAt).toISOString()} title={exact(item.sentAt)}>
                      {t('mail.outbox.sent', { when: when(item.sentAt) })}
                    </time>
                  ) : item.nextAt !== undefined && item.state == 'pending' ? (
                    <time dateTime={new Date(item.nextAt).toISOString()} title={exact(item.nextAt)}>
                      {t('mail.outbox.next', { when: ahead(item.nextAt) })}
                    </time>
                  ) : (
                    ''
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p role="status" class={`outbox__said${said.error ? ' error' : ''}`}>
        {said.text}
      </p>
    </>
  );
}
