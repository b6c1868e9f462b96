// Mode 2: the content (required), up to 3 pictures or videos, and the custom fields of the
// channel's work-order type, loaded 1 s after the form appears.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef } from 'react';
import { FieldInput } from '../../forms/FieldInput';
import { Attachments } from '../../forms/Attachments';
import { useT } from '../../i18n/i18n';
import {
  $formError,
  $leaveSending,
  $woAnswers,
  $woContent,
  $woFields,
  scheduleTemplate,
  setWoAnswer,
  setWoContent,
  submitLeave,
  woAttachments,
} from '../../stores/leave';
import { useFocusError } from './useFocusError';

export function WorkOrderForm() {
  const t = useT();
  const id = useId();
  const content = useStore($woContent);
  const fields = useStore($woFields);
  const answers = useStore($woAnswers);
  const error = useStore($formError);
  const sending = useStore($leaveSending);
  const form = useRef<HTMLFormElement>(null);
  useFocusError(form, error);
  useEffect(() => (fields.length ? undefined : scheduleTemplate()), []);

  const contentInvalid = error?.field == 'woContent';
  return (
    <form
      ref={form}
      class="leave-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submitLeave();
      }}
    >
      <div class="field">
        <label class="field__label" for={`${id}-content`}>
          {t('leave.content')}
          <span aria-hidden="true"> *</span>
        </label>
        <textarea
          id={`${id}-content`}
          class="field__input"
          rows={5}
          data-field="woContent"
          aria-required={true}
          value={content}
          onInput={(event) => setWoContent((event.target as HTMLTextAreaElement).value)}
          {...(contentInvalid && { 'aria-invalid': true, 'aria-describedby': `${id}-content-error` })}
        />
        {contentInvalid && (
          <span id={`${id}-content-error`} class="field__error">
            {error.text}
          </span>
        )}
      </div>
      <Attachments list={woAttachments} error={error?.field == 'attachments' ? error.text : undefined} disabled={sending} />
      {fields.map((field) => (
        <FieldInput
          key={field.fieldId}
          field={field}
          answer={answers[field.fieldId]}
          onAnswer={(answer) => setWoAnswer(field.fieldId, answer)}
          error={error?.field == String(field.fieldId) ? error.text : undefined}
          disabled={sending}
        />
      ))}
      <button type="submit" class="button button--primary button--block" disabled={sending} aria-busy={sending || undefined}>
        {sending ? t('leave.sending') : t('leave.submit')}
      </button>
    </form>
  );
}
