// A message as the agent sees it: who sent it and when, whether it is an internal note or
// was recalled, and what it says.

import type { ChatMessage } from '@shared/api';
import { FLAG, SENDER_TYPE, type SenderType } from '@shared/codes';
import { formatMessageTime } from '@shared/time';
import type { TextFunction } from '@shared/ui/texts';
import { useT } from '../../i18n';
import { MessageBody } from './MessageBody';
import { RobotOffer } from './RobotOffer';

/** An agent by their own name, everyone else by their role. */
function senderName(t: TextFunction, message: ChatMessage) {
  const sender = message.senderType;
  switch (sender) {
    case SENDER_TYPE.visitor:
      return t('conversation.visitor');
    case SENDER_TYPE.agent:
      return message.senderName;
    case SENDER_TYPE.robot:
      return t('conversation.robot');
    case SENDER_TYPE.system:
      return t('conversation.system');
    default:
      sender satisfies never;
      return message.senderName;
  }
}

/** The visitor on one side, agents on the other, the robot and the system in between. */
const SIDE = {
  [SENDER_TYPE.visitor]: 'visitor',
  [SENDER_TYPE.agent]: 'agent',
  [SENDER_TYPE.robot]: 'other',
  [SENDER_TYPE.system]: 'other',
} as const satisfies Record<SenderType, string>;

export function MessageView({
  message,
  mine,
  onRecall,
}: {
  message: ChatMessage;
  mine: boolean;
  onRecall?: () => void;
}) {
  const t = useT();
  const internal = message.insideFlag == FLAG.on;
  const recalled = message.recallFlag == FLAG.on;
  return (
    <li class={`cmsg cmsg--${SIDE[message.senderType] ?? 'other'}${internal ? ' cmsg--internal' : ''}`}>
      <div class="cmsg__meta">
        <span>{senderName(t, message)}</span> <time>{formatMessageTime(message.msgTime)}</time>
        {internal && <em> · {t('conversation.internal')}</em>}
        {recalled && <em class="cmsg__recalled-label"> · {t('conversation.recalled')}</em>}
      </div>
      {recalled ? (
        <del class="cmsg__body cmsg__body--recalled">
          <MessageBody message={message} />
        </del>
      ) : (
        <div class="cmsg__body">
          <MessageBody message={message} />
          {message.senderType == SENDER_TYPE.robot && <RobotOffer message={message} />}
        </div>
      )}
      {mine && onRecall && !recalled && (
        <button type="button" class="link" onClick={onRecall}>
          {t('conversation.recall')}
        </button>
      )}
    </li>
  );
}
