// What reaches the visitor: an event on their log (every tab polls it) and the conversation's
// messages, which are stored and put on that log together. The call and the conversation both
// send through here, so neither needs the other for it.
import type { ChatMessage, PollEvent } from '@shared/api';
import { MSG_TYPE, POLL_EVENT, SENDER_TYPE } from '@shared/codes';
import { visitorKey } from '../hub';
import { emitMessageEvent } from '../outgoing/conversationEvents';
import type { Services } from '../services';
import type { NewPollEvent } from '../store/events';
import type { MessageExtra, NewMessage } from '../store/messages';
import type { Session } from '../store/sessions';

export async function visitorEvent(services: Services, session: Session, event: NewPollEvent): Promise<PollEvent> {
  const stored = await services.events.push(session.userId, session.sessionId, event);
  services.hub.notify(visitorKey(session.userId));
  return stored;
}

/**
 * A message of the conversation: stored, and put on the visitor's event log (1201) in the same
 * transaction, so every tab of the visitor receives it (docs/decisions.md#one-visitor-several-tabs),
 * the visitor's own sends included: the tab that sent one knows it by its clientId. A repeated
 * clientId stores and announces nothing new; an internal note is never the visitor's.
 */
export function conversationMessage(
  services: Services,
  session: Session,
  input: Omit<NewMessage, 'sessionId' | 'userId'>,
) {
  return services.sql.transaction(async () => {
    const result = await services.messages.add({ ...input, sessionId: session.sessionId, userId: session.userId });
    if (!result.duplicate && !input.insideFlag) {
      await visitorEvent(services, session, { type: POLL_EVENT.agentMessage, msg: result.message });
      await emitMessageEvent(services, session, result.message);
    }
    return result;
  });
}

/** A message from the system, shown to the visitor at once; `extra` may give its i18n key (noticeKey). */
export async function systemMessage(
  services: Services,
  session: Session,
  text: string,
  extra?: MessageExtra,
): Promise<ChatMessage> {
  const { message } = await conversationMessage(services, session, {
    senderType: SENDER_TYPE.system,
    senderName: '',
    msgType: MSG_TYPE.text,
    content: text,
    extra,
  });
  return message;
}
