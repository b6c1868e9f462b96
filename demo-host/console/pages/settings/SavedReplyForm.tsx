// A saved reply written or changed: shortcut, title and text. The server decides what is
// valid; what it refuses is shown at the field its message names.

import { ApiError, type SavedReply } from '@shared/api';
import { readSavedReplyMessage, SAVED_REPLY_LIMITS, type SavedReplyField } from '@shared/savedReplies';
import type { JSX } from 'preact';
import { useState } from 'react';
import { errorText } from '../../components/errorText';
import { focusOnMount } from '../../components/focusOnMount';
import { useT } from '../../i18n';
import { saveReply } from '../../stores/savedReplies';

interface Props {
  /** the reply to change; none for a new one */
  reply?: SavedReply;
  onDone: () => void;
}

export function SavedReplyForm({ reply, onDone }: Props) {
  const t = useT();
  const [fields, setFields] = useState({
    shortcut: reply?.shortcut ?? '',
    title: reply?.title ?? '',
    text: reply?.text ?? '',
  });
  const [fieldError, setFieldError] = useState<{ field: SavedReplyField; text: string }>();
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const heading = reply
    ? t('settings.replies.editHeading', { shortcut: reply.shortcut })
    : t('settings.replies.newHeading');

  const submit = async () => {
    setSaving(true);
    setFieldError(undefined);
    setError('');
    try {
      await saveReply({ ...(reply && { id: reply.id }), ...fields });
      onDone();
    } catch (failure) {
      const named =
        failure instanceof ApiError && failure.code == 400 ? readSavedReplyMessage(failure.message) : undefined;
      if (named)
        setFieldError({
          field: named.field,
          text: named.problem ? t(`settings.replies.errors.${named.problem}`) : named.words,
        });
      else setError(errorText(t, failure));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: SavedReplyField, label: string, input: (props: Record<string, unknown>) => JSX.Element) => {
    const invalid = fieldError?.field == name;
    return (
      <label class="field">
        <span>{label}</span>
        {input({
          value: fields[name],
          maxLength: SAVED_REPLY_LIMITS[name],
          'aria-invalid': invalid,
          'aria-describedby': invalid ? `reply-${name}-error` : undefined,
          onInput: (event: Event) => setFields({ ...fields, [name]: (event.target as HTMLInputElement).value }),
        })}
        {invalid && (
          <span id={`reply-${name}-error`} role="alert" class="error">
            {fieldError.text}
          </span>
        )}
      </label>
    );
  };

  return (
    <form
      class="reply-form"
      aria-label={heading}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3>{heading}</h3>
      <div class="reply-form__row">
        {field('shortcut', t('settings.replies.shortcut'), (props) => (
          <input {...props} ref={focusOnMount} placeholder="shipping" autoComplete="off" spellcheck={false} />
        ))}
        {field('title', t('settings.replies.title'), (props) => (
          <input {...props} />
        ))}
      </div>
      {field('text', t('settings.replies.text'), (props) => (
        <textarea {...props} rows={4} />
      ))}
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <div class="reply-form__actions">
        <button type="button" class="button" onClick={onDone}>
          {t('settings.replies.cancel')}
        </button>
        <button type="submit" class="button button--primary" disabled={saving}>
          {t('settings.replies.save')}
        </button>
      </div>
    </form>
  );
}
