// Mode 1: contact name (required), phone, e-mail, the message (required, 5 rows).
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { useT } from '../../i18n/i18n';
import { $formError, $plainForm, type PlainField, setPlainField } from '../../stores/leave';
import { ContentField, LeaveForm } from './LeaveForm';

// The phone's format is not obvious (docs/decisions.md#phone-rule), so the field says it before the check does.
const FIELDS: {
  name: PlainField;
  label: string;
  type: string;
  required?: boolean;
  hint?: string;
  autoComplete: string;
}[] = [
  { name: 'customerName', label: 'leave.name', type: 'text', required: true, autoComplete: 'name' },
  { name: 'customerPhone', label: 'leave.phone', type: 'tel', hint: 'leave.phoneHint', autoComplete: 'tel' },
  { name: 'customerEmail', label: 'leave.email', type: 'email', autoComplete: 'email' },
];

export function PlainLeaveForm() {
  const t = useT();
  const id = useId();
  const values = useStore($plainForm);
  const error = useStore($formError);

  return (
    <LeaveForm>
      {FIELDS.map((field) => {
        const invalid = error?.field == field.name;
        const errorId = `${id}-${field.name}-error`;
        const hintId = `${id}-${field.name}-hint`;
        // The error first: it is what the visitor must read now; the hint says how to fix it.
        const describedBy = [invalid && errorId, field.hint && hintId].filter(Boolean).join(' ');
        return (
          <div class="field" key={field.name}>
            <label class="field__label" for={`${id}-${field.name}`}>
              {t(field.label)}
              {field.required && <span aria-hidden="true"> *</span>}
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
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy || undefined}
            />
            {field.hint && (
              <span id={hintId} class="field__hint">
                {t(field.hint)}
              </span>
            )}
            {invalid && (
              <span id={errorId} class="field__error">
                {error.text}
              </span>
            )}
          </div>
        );
      })}
      <ContentField
        field="msgContent"
        value={values.msgContent}
        onInput={(value) => setPlainField('msgContent', value)}
      />
    </LeaveForm>
  );
}
