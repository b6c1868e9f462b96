// The fields of a card template or an in-chat form, each with its error when the check found it empty.
import '../styles/forms.lazy.css';
import type { TemplateField } from '@shared/api';
import type { FieldAnswer, FieldAnswers } from '@shared/customFields';
import { FieldInput } from './FieldInput';
import type { FieldErrors } from './useFieldAnswers';

interface Props {
  fields: readonly TemplateField[];
  answers: FieldAnswers;
  onAnswer(fieldId: number, answer: FieldAnswer): void;
  errors?: FieldErrors;
  disabled?: boolean;
}

export function FormFields({ fields, answers, onAnswer, errors, disabled }: Props) {
  return (
    <>
      {fields.map((field) => (
        <FieldInput
          key={field.fieldId}
          field={field}
          answer={answers[field.fieldId]}
          onAnswer={(answer) => onAnswer(field.fieldId, answer)}
          error={errors?.[field.fieldId]}
          disabled={disabled}
        />
      ))}
    </>
  );
}
