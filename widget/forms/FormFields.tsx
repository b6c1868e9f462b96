// The fields of a card template or an in-chat form, each with its error when the check found it empty.
import '../styles/forms.lazy.css';
import type { TemplateField } from '../../shared/api';
import type { FieldAnswer, FieldAnswers } from '../../shared/customFields';
import { FieldInput } from './FieldInput';
import type { FieldError } from './useFieldAnswers';

interface Props {
  fields: readonly TemplateField[];
  answers: FieldAnswers;
  onAnswer(fieldId: number, answer: FieldAnswer): void;
  error?: FieldError | undefined;
  disabled?: boolean;
}

export function FormFields({ fields, answers, onAnswer, error, disabled }: Props) {
  return (
    <>
      {fields.map((field) => (
        <FieldInput
          key={field.fieldId}
          field={field}
          answer={answers[field.fieldId]}
          onAnswer={(answer) => onAnswer(field.fieldId, answer)}
          error={error?.fieldId == field.fieldId ? error.text : undefined}
          disabled={disabled}
        />
      ))}
    </>
  );
}
