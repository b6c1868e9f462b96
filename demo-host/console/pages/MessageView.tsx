// A message as the agent sees it. Whatever a visitor wrote is shown as text, never HTML.
import type { ChatMessage } from '../../../shared/api';
import { formatMessageTime } from '../../../shared/time';
import { useT } from '../i18n';

/** Rich text from the robot or an agent, as its text: the console never renders HTML it was sent. */
const asText = (message: ChatMessage) =>
  message.senderType != 1 && (message.msgType == 3 || message.msgType == 12)
    ? (new DOMParser().parseFromString(message.msgContent, 'text/html').body.textContent ?? '')
    : message.msgContent;

export function MessageView({ message, mine, onRecall }: { message: ChatMessage; mine: boolean; onRecall?: () => void }) {
  const t = useT();
  const who = message.senderType == 1 ? t('conversation.visitor') : message.senderType == 3 ? t('conversation.robot') : message.senderType == 4 ? t('conversation.system') : message.senderName;
  return (
    <li class={`cmsg cmsg--${message.senderType == 1 ? 'visitor' : message.senderType == 2 ? 'agent' : 'other'}${message.insideFlag ? ' cmsg--internal' : ''}`}>
      <div class="cmsg__meta">
        <span>{who}</span> <time>{formatMessageTime(message.msgTime)}</time>
        {message.insideFlag ? <em> · {t('conversation.internal')}</em> : null}
      </div>
      <div class="cmsg__body">{message.recallFlag ? t('conversation.recalled') : asText(message)}</div>
      {mine && onRecall && !message.recallFlag && (
        <button type="button" class="link" onClick={onRecall}>
          {t('conversation.recall')}
        </button>
      )}
    </li>
  );
}
