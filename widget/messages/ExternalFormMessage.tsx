// An external-submit form (msgType 11, a robot's form node): its guide text and fields, sent
// through visitor/fromRequest; the outcome shows in the bubble: sent, or failed with a retry.
import { useStore } from '@nanostores/react';
import { type ExternalForm, parseExternalForm } from '@shared/dynamicForm';
import { useId } from 'react';
import { FormFields } from '../forms/FormFields';
import { useFieldAnswers } from '../forms/useFieldAnswers';
import { useT } from '../i18n/i18n';
import { $formSends, EXTERNAL_FORM_SENT, submitExternalForm } from '../stores/chatForms';
import type { ShownMessage } from '../stores/messages';
import { FormSendButton } from './FormSendButton';
import { PlainText } from './PlainText';

export function ExternalFormMessage({ message }: { message: ShownMessage }) {
  const form = parseExternalForm(message.msgContent ?? '');
  if (!form) return <PlainText text={message.msgContent ?? ''} />;
  return <ExternalFormFields form={form} message={message} />;
}

function ExternalFormFields({ form, message }: { form: ExternalForm; message: ShownMessage }) {
  const t = useT();
  const id = useId();
  const send = useStore($formSends)[message.key];
  const { answers, setAnswer, errors, check, container } = useFieldAnswers(form.fromFields);
  const guide = form.referGuide && (
    <p id={id} class="chat-form__title">
      {form.referGuide}
    </p>
  );
  if (send?.status == 'sent' || message.docNode == EXTERNAL_FORM_SENT)
    return (
      <section class="chat-form chat-form--answered" aria-labelledby={form.referGuide ? id : undefined}>
        {guide}
        <p class="chat-form__status chat-form__status--sent" role="status">
          {t('dynamicForm.sent')}
        </p>
      </section>
    );
  const sending = send?.status == 'sending';
  return (
    <form
      ref={container}
      class="chat-form"
      aria-labelledby={form.referGuide ? id : undefined}
      aria-label={form.referGuide ? undefined : t('dynamicForm.title')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (check()) void submitExternalForm(message, form, answers);
      }}
    >
      {guide}
      <FormFields fields={form.fromFields} answers={answers} onAnswer={setAnswer} errors={errors} disabled={sending} />
      <FormSendButton send={send} />
    </form>
  );
}
