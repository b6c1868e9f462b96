// A dynamic form from the agent (msgType 10): its fields filled in place and sent once;
// answered, it shows the answers read-only. Content that is not a form shows as its text.
import { useStore } from '@nanostores/react';
import { type DynamicForm, parseDynamicForm, parseFormAnswer } from '@shared/dynamicForm';
import { useId } from 'react';
import { FormFields } from '../forms/FormFields';
import { useFieldAnswers } from '../forms/useFieldAnswers';
import { useT } from '../i18n/i18n';
import { $formSends, answerDynamicForm } from '../stores/chatForms';
import { $messages, type ShownMessage } from '../stores/messages';
import { FormAnswers } from './FormAnswers';
import { FormSendButton } from './FormSendButton';
import { PlainText } from './PlainText';

export function DynamicFormMessage({ message }: { message: ShownMessage }) {
  const form = parseDynamicForm(message.msgContent ?? '');
  if (!form) return <PlainText text={message.msgContent ?? ''} />;
  return message.formAnswerId ? (
    <AnsweredForm form={form} answerId={message.formAnswerId} />
  ) : (
    <OpenForm form={form} message={message} />
  );
}

function FormTitle({ id, title }: { id: string; title: string }) {
  const t = useT();
  return (
    <p id={id} class="chat-form__title">
      {title || t('dynamicForm.title')}
    </p>
  );
}

function AnsweredForm({ form, answerId }: { form: DynamicForm; answerId: number }) {
  const t = useT();
  const id = useId();
  const answer = useStore($messages).find((shown) => shown.id == answerId);
  const parsed = answer && parseFormAnswer(answer.msgContent ?? '');
  return (
    <section class="chat-form chat-form--answered" aria-labelledby={id}>
      <FormTitle id={id} title={form.title} />
      {parsed && <FormAnswers fields={form.fields} answers={parsed.answers} />}
      <p class="chat-form__status chat-form__status--sent">{t('dynamicForm.sent')}</p>
    </section>
  );
}

function OpenForm({ form, message }: { form: DynamicForm; message: ShownMessage }) {
  const id = useId();
  const send = useStore($formSends)[message.key];
  const { answers, setAnswer, errors, check, container } = useFieldAnswers(form.fields);
  const sending = send?.status == 'sending';
  return (
    <form
      ref={container}
      class="chat-form"
      aria-labelledby={id}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (check()) void answerDynamicForm(message, form.fields, answers);
      }}
    >
      <FormTitle id={id} title={form.title} />
      <FormFields fields={form.fields} answers={answers} onAnswer={setAnswer} errors={errors} disabled={sending} />
      <FormSendButton send={send} />
    </form>
  );
}
