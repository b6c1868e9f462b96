// A dynamic form's answers, read-only: each field's name and what the visitor gave.
import type { TemplateField } from '@shared/api';
import { answerDisplay, type FormAnswerEntry } from '@shared/dynamicForm';
import { useT } from '../i18n/i18n';

export function FormAnswers({
  fields,
  answers,
}: {
  fields: readonly TemplateField[];
  answers: readonly FormAnswerEntry[];
}) {
  const t = useT();
  const byId = new Map(answers.map((entry) => [entry.fieldId, entry.value]));
  return (
    <dl class="chat-form__answers">
      {fields.map((field) => {
        const value = byId.get(field.fieldId);
        return (
          <div key={field.fieldId} class="chat-form__answer">
            <dt>{field.fieldName}</dt>
            <dd>{value === undefined ? t('dynamicForm.noAnswer') : answerDisplay(value)}</dd>
          </div>
        );
      })}
    </dl>
  );
}
