// The Mail page's outbox: filters by kind and state, Refresh, and the rows with Retry on a
// failed one. It loads when the page opens and when asked, never on its own.
import { useStore } from '@nanostores/react';
import { OUTBOX_STATES, OUTGOING_LIMITS } from '@shared/api/outgoing';
import { useState } from 'react';
import { errorText } from '../../components/errorText';
import { useT } from '../../i18n';
import {
  $outbox,
  $outboxFilter,
  filterOutbox,
  loadOutbox,
  type OutboxFilter,
  retryOutboxItem,
} from '../../stores/outbox';
import { OutboxTable } from './OutboxTable';
import { kindLabel, stateLabel } from './outboxLabels';

export function OutboxSection() {
  const t = useT();
  const items = useStore($outbox);
  const filter = useStore($outboxFilter);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);

  const load = async (patch?: Partial<OutboxFilter>) => {
    setError('');
    setLoading(true);
    try {
      await (patch ? filterOutbox(patch) : loadOutbox());
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setLoading(false);
    }
  };

  return (
    <section class="outgoing__card outbox" aria-labelledby="outbox-heading">
      <h2 id="outbox-heading">{t('mail.outbox.heading')}</h2>
      <p class="muted outbox__intro">{t('mail.outbox.intro', { max: OUTGOING_LIMITS.listed })}</p>
      <div class="outbox__filters">
        <div class="field">
          <label for="outbox-kind">{t('mail.outbox.kind')}</label>
          <select
            id="outbox-kind"
            value={filter.kind}
            onChange={(event) => void load({ kind: event.currentTarget.value as OutboxFilter['kind'] })}
          >
            <option value="">{t('mail.outbox.allKinds')}</option>
            <option value="mail">{kindLabel(t, 'mail')}</option>
            <option value="webhook">{kindLabel(t, 'webhook')}</option>
          </select>
        </div>
        <div class="field">
          <label for="outbox-state">{t('mail.outbox.state')}</label>
          <select
            id="outbox-state"
            value={filter.state}
            onChange={(event) => void load({ state: event.currentTarget.value as OutboxFilter['state'] })}
          >
            <option value="">{t('mail.outbox.allStates')}</option>
            {OUTBOX_STATES.map((state) => (
              <option key={state} value={state}>
                {stateLabel(t, state)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" class="button outbox__refresh" disabled={loading} onClick={() => void load()}>
          {t('mail.outbox.refresh')}
        </button>
      </div>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {!items ? (
        <p class="muted">{t('mail.outbox.loading')}</p>
      ) : items.length == 0 ? (
        <p class="muted">{t('mail.outbox.empty')}</p>
      ) : (
        <OutboxTable id="outbox-table" caption={t('mail.outbox.caption')} items={items} onRetry={retryOutboxItem} />
      )}
    </section>
  );
}
