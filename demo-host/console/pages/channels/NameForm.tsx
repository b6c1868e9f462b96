// A channel's name asked inline: a new channel, a new name, a copy's name. Required, within the
// schema's limit; the server's refusal of it shows under the field.
import { ApiError } from '@shared/api';
import { CHANNEL_LIMITS } from '@shared/api/channel';
import { useState } from 'react';
import { readFieldMessage, sentence } from '../../components/accountMessages';
import { errorText } from '../../components/errorText';
import { TextField } from '../../components/TextField';
import { useT } from '../../i18n';

interface Props {
  id: string;
  heading: string;
  label: string;
  initial?: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<unknown>;
  onCancel: () => void;
}

export function NameForm({ id, heading, label, initial = '', submitLabel, onSubmit, onCancel }: Props) {
  const t = useT();
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<string>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setError('');
    if (!name.trim()) return setProblem(t('account.required'));
    setBusy(true);
    try {
      await onSubmit(name.trim());
    } catch (failure) {
      const named = failure instanceof ApiError ? readFieldMessage(failure.message) : undefined;
      if (named && /channelName$/.test(named.field)) setProblem(sentence(named.words));
      else setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      class="channel-name-form"
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-heading`}>{heading}</h2>
      <TextField
        id={id}
        label={label}
        value={name}
        onValue={(value) => (setName(value), setProblem(undefined))}
        autoComplete="off"
        maxLength={CHANNEL_LIMITS.name}
        required
        focus
        error={problem}
      />
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <div class="team-form__actions">
        <button type="button" class="button" onClick={onCancel}>
          {t('team.cancel')}
        </button>
        <button type="submit" class="button button--primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
