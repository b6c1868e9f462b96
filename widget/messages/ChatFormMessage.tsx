// The chat's forms (msgType 10 and 11), loaded when the first one is shown: the field inputs
// stay out of the first screen's size budget (test/budgets.ts).

import { useLazyComponent } from '@shared/ui/useLazyComponent';
import { useT } from '../i18n/i18n';
import type { ShownMessage } from '../stores/messages';

const loadForms = () => import('./chatFormKinds');

export function ChatFormMessage({ message }: { message: ShownMessage }) {
  const t = useT();
  const Forms = useLazyComponent(loadForms, true);
  return Forms ? <Forms message={message} /> : <p class="chat-form__status">{t('chat.loading')}</p>;
}

/** The visitor's answer to a dynamic form: the answers themselves show in the form's bubble. */
export function FormAnswerMessage() {
  const t = useT();
  // In the visitor's own bubble colour: plain text, not the green of the form's status.
  return <span>✓ {t('dynamicForm.sent')}</span>;
}
