// A webhook added or edited: its URL, the events it hears (at least one), whether it is on, and
// a description for the admin. What is wrong shows at its field, which takes the focus; Save
// and Cancel hand the focus back to the page (WebhooksArea says where).
import { useStore } from '@nanostores/react';
import { OUTGOING_LIMITS, WEBHOOK_EVENTS, type Webhook } from '@shared/api/outgoing';
import { useState } from 'react';
import { errorText } from '../../components/errorText';
import { TextField } from '../../components/TextField';
import { useT } from '../../i18n';
import type { WebhookField, WebhookProblem } from '../../stores/webhookRules';
import {
  $webhookDraft,
  $webhookProblems,
  closeWebhook,
  editWebhook,
  saveWebhook,
  toggleEvent,
} from '../../stores/webhooks';
import { eventLabel } from './eventLabel';

interface Props {
  onSaved: (webhook: Webhook) => void;
  onCancel: () => void;
}

const FIELD_IDS: Record<WebhookField, string> = {
  url: 'webhook-url',
  events: 'webhook-events',
  description: 'webhook-description',
};

export function WebhookForm({ onSaved, onCancel }: Props) {
  const t = useT();
  const draft = useStore($webhookDraft);
  const problems = useStore($webhookProblems);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  if (!draft) return null;

  const problemText = (problem: WebhookProblem) =>
    problem.kind == 'server'
      ? problem.message.charAt(0).toUpperCase() + problem.message.slice(1)
      : problem.kind == 'tooLong'
        ? t('webhooks.problem.tooLong', { max: OUTGOING_LIMITS.url })
        : t(problem.kind == 'badUrl' ? 'webhooks.problem.badUrl' : 'webhooks.problem.noEvent');
  const at = (field: WebhookField) =>
    problems
      .filter((problem) => problem.field == field)
      .map(problemText)
      .join(' ') || undefined;

  const save = async () => {
    setError('');
    setSaving(true);
    try {
      const outcome = await saveWebhook();
      if (outcome.kind == 'saved') onSaved(outcome.webhook);
      else if (outcome.problems[0]) {
        const field = outcome.problems[0].field;
        document
          .getElementById(field == 'events' ? `${FIELD_IDS.events}-${WEBHOOK_EVENTS[0]}` : FIELD_IDS[field])
          ?.focus();
      }
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setSaving(false);
    }
  };
  const eventsError = at('events');

  return (
    <form
      class="team-form webhook-form"
      aria-labelledby="webhook-form-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id="webhook-form-heading">{t(draft.id ? 'webhooks.form.editHeading' : 'webhooks.form.addHeading')}</h2>
      <TextField
        id={FIELD_IDS.url}
        type="url"
        inputMode="url"
        label={t('webhooks.form.url')}
        hint={t('webhooks.form.urlHelp')}
        value={draft.url}
        maxLength={OUTGOING_LIMITS.url}
        autoComplete="off"
        autoCapitalize="none"
        spellcheck={false}
        required
        focus
        error={at('url')}
        onValue={(url) => editWebhook({ url })}
      />
      <fieldset
        class="webhook-form__events"
        aria-describedby={eventsError ? `${FIELD_IDS.events}-error` : undefined}
        aria-invalid={eventsError ? true : undefined}
      >
        <legend>{t('webhooks.form.events')}</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} class="switch">
            <input
              id={`${FIELD_IDS.events}-${event}`}
              type="checkbox"
              checked={draft.events.includes(event)}
              aria-describedby={eventsError ? `${FIELD_IDS.events}-error` : undefined}
              onChange={(change) => toggleEvent(event, change.currentTarget.checked)}
            />
            {eventLabel(t, event)} <code class="webhook-form__code">{event}</code>
          </label>
        ))}
        {eventsError && (
          <span id={`${FIELD_IDS.events}-error`} role="alert" class="error field__error">
            {eventsError}
          </span>
        )}
      </fieldset>
      <div class="field">
        <label class="switch">
          <input
            type="checkbox"
            checked={draft.enabled}
            aria-describedby="webhook-enabled-help"
            onChange={(event) => editWebhook({ enabled: event.currentTarget.checked })}
          />
          {t('webhooks.form.enabled')}
        </label>
        <span id="webhook-enabled-help" class="field__hint">
          {t('webhooks.form.enabledHelp')}
        </span>
      </div>
      <TextField
        id={FIELD_IDS.description}
        label={t('webhooks.form.description')}
        hint={t('webhooks.form.descriptionHelp')}
        value={draft.description ?? ''}
        maxLength={200}
        autoComplete="off"
        error={at('description')}
        onValue={(description) => editWebhook({ description })}
      />
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <div class="team-form__actions">
        <span role="status" class="muted">
          {saving ? t('webhooks.form.saving') : ''}
        </span>
        <button type="button" class="button" onClick={() => (closeWebhook(), onCancel())}>
          {t('webhooks.form.cancel')}
        </button>
        <button type="submit" class="button button--primary" disabled={saving}>
          {t('webhooks.form.save')}
        </button>
      </div>
    </form>
  );
}
