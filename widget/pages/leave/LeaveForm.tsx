// What both leave forms share: the form that checks and sends once (submitLeave), focus on the
// first failed check, the message content (required, 5 rows: spec) and the submit button.
import { useStore } from '@nanostores/react';
import { type ReactNode, useId, useRef } from 'react';
import { useT } from '../../i18n/i18n';
import { $formError, $leaveSending, submitLeave } from '../../stores/leave';
import { useFocusError } from './useFocusError';

export function LeaveForm({ children }: { children: ReactNode }) {
  const t = useT();
  const error = useStore($formError);
  const sending = useStore($leaveSending);
  const form = useRef<HTMLFormElement>(null);
  useFocusError(form, error);
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
      {children}
      <button
        type="submit"
        class="button button--primary button--block"
        disabled={sending}
        aria-busy={sending || undefined}
      >
        {sending ? t('leave.sending') : t('leave.submit')}
      </button>
    </form>
  );
}

interface ContentProps {
  /** The field's name in the form's checks: `msgContent` (plain) or `woContent` (work order). */
  field: string;
  value: string;
  onInput(value: string): void;
}

/** The message content: required, 5 rows, its error at the field. */
export function ContentField({ field, value, onInput }: ContentProps) {
  const t = useT();
  const id = useId();
  const error = useStore($formError);
  const invalid = error?.field == field;
  return (
    <div class="field">
      <label class="field__label" for={id}>
        {t('leave.content')}
        <span aria-hidden="true"> *</span>
      </label>
      <textarea
        id={id}
        class="field__input"
        rows={5}
        data-field={field}
        aria-required={true}
        value={value}
        onInput={(event) => onInput((event.target as HTMLTextAreaElement).value)}
        {...(invalid && { 'aria-invalid': true, 'aria-describedby': `${id}-error` })}
      />
      {invalid && (
        <span id={`${id}-error`} class="field__error">
          {error.text}
        </span>
      )}
    </div>
  );
}
