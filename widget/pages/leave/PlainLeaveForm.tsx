// Mode 1: contact name (required), phone, e-mail, the message (required, 5 rows).
import { useStore } from '@nanostores/react';
import { useId, useRef } from 'react';
import { useT } from '../../i18n/i18n';
import { $formError, $leaveSending, $plainForm, setPlainField, submitLeave, type PlainField } from '../../stores/leave';
import { useFocusError } from './useFocusError';

const FIELDS: { name: PlainField; label: string; type: string; required?: boolean; autoComplete: string }[] = [
  { name: 'customerName', label: 'leave.name', type: 'text', required: true, autoComplete: 'name' },
  { name: 'customerPhone', label: 'leave.phone', type: 'tel', autoComplete: 'tel' },
  { name: 'customerEmail', label: 'leave.email', type: 'email', autoComplete: 'email' },
];

export function PlainLeaveForm() {
  const t = useT();
  const id = useId();
  const values = useStore($plainForm);
  const error = useStore($formError);
  const sending = useStore($leaveSending);
  const form = useRef<HTMLFormElement>(null);
  useFocusError(form, error);

  const invalid = (name: PlainField) => (error?.field == name ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` } : {});
  const errorAt = (name: PlainField) =>
    error?.field == name && (
      <span id={`${id}-${name}-error`} class="field__error">
        {error.text}
      </span>
    );
  const label = (text: string, required?: boolean) => (
    <>
      {t(text)}
      {required && <span aria-hidden="true"> *</span>}
    </>
  );

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
      {FIELDS.map((field) => (
        <div class="field" key={field.name}>
          <label class="field__label" for={`${id}-${field.name}`}>
            {label(field.label, field.required)}
          </label>
          <input
            id={`${id}-${field.name}`}
            class="field__input"
            type={field.type}
            autoComplete={field.autoComplete}
            data-field={field.name}
            aria-required={field.required ? true : undefined}
            value={values[field.name]}
            onInput={(event) => setPlainField(field.name, (event.target as HTMLInputElement).value)}
            {...invalid(field.name)}
          />
          {errorAt(field.name)}
        </div>
      ))}
      <div class="field">
        <label class="field__label" for={`${id}-msgContent`}>
          {label('leave.content', true)}
        </label>
        <textarea
          id={`${id}-msgContent`}
          class="field__input"
          rows={5}
          data-field="msgContent"
          aria-required={true}
          value={values.msgContent}
          onInput={(event) => setPlainField('msgContent', (event.target as HTMLTextAreaElement).value)}
          {...invalid('msgContent')}
        />
        {errorAt('msgContent')}
      </div>
      <button type="submit" class="button button--primary button--block" disabled={sending} aria-busy={sending || undefined}>
        {sending ? t('leave.sending') : t('leave.submit')}
      </button>
    </form>
  );
}
