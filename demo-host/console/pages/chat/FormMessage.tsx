// The chat's forms as an agent reads them: a dynamic form sent (its title and fields,
// answered or not), the visitor's answers to one, a robot's external-submit form. All text.
import type { ChatMessage } from '@shared/api';
import { MSG_TYPE } from '@shared/codes';
import { answerDisplay, parseDynamicForm, parseExternalForm, parseFormAnswer } from '@shared/dynamicForm';
import { useT } from '../../i18n';

export function FormAnswerView({ message }: { message: ChatMessage }) {
  const t = useT();
  const answer = parseFormAnswer(message.msgContent);
  if (!answer) return <>{message.msgContent}</>;
  return (
    <div class="cform">
      <strong>{t('forms.answers')}</strong>
      <dl>
        {answer.answers.map((entry) => (
          <div key={entry.fieldId}>
            <dt>{entry.fieldName}</dt>
            <dd>{answerDisplay(entry.value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function FormSentView({ message }: { message: ChatMessage }) {
  const t = useT();
  const dynamic = message.msgType == MSG_TYPE.dynamicForm ? parseDynamicForm(message.msgContent) : undefined;
  const external = dynamic ? undefined : parseExternalForm(message.msgContent);
  const title = dynamic?.title ?? external?.referGuide;
  const fields = dynamic?.fields ?? external?.fromFields;
  if (!fields) return <>{message.msgContent}</>;
  return (
    <div class="cform">
      <strong>{t('forms.form', { title: title ?? '' })}</strong>
      {message.formAnswerId !== undefined && <span class="muted"> · {t('forms.answered')}</span>}
      <p class="muted">{fields.map((field) => field.fieldName).join(', ')}</p>
    </div>
  );
}
