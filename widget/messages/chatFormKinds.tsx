// The lazily loaded chunk of the chat's forms: a dynamic form or an external-submit form.
import { MSG_TYPE } from '@shared/codes';
import type { ShownMessage } from '../stores/messages';
import { DynamicFormMessage } from './DynamicFormMessage';
import { ExternalFormMessage } from './ExternalFormMessage';

export default function ChatFormKind({ message }: { message: ShownMessage }) {
  return message.msgType === MSG_TYPE.externalForm ? (
    <ExternalFormMessage message={message} />
  ) : (
    <DynamicFormMessage message={message} />
  );
}
