// The foot of a form in the chat (dynamic or external-submit): why the last send failed, and
// the button that sends, says it is sending, or offers to try again.
import { useT } from '../i18n/i18n';
import type { FormSend } from '../stores/chatForms';

export function FormSendButton({ send }: { send: FormSend | undefined }) {
  const t = useT();
  const sending = send?.status == 'sending';
  return (
    <>
      {send?.status == 'failed' && (
        <p class="chat-form__status chat-form__status--failed" role="alert">
          {t('dynamicForm.failed', { message: send.message })}
        </p>
      )}
      <button type="submit" class="chat-form__submit" disabled={sending}>
        {sending
          ? t('dynamicForm.sending')
          : send?.status == 'failed'
            ? t('dynamicForm.retry')
            : t('dynamicForm.submit')}
      </button>
    </>
  );
}
