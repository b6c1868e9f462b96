// One row of the conversation: the visitor's messages on the end side in their colour;
// agent and robot messages on the start side with face and name; system lines and
// notices centred without a bubble. The time goes under the bubble.

import { MSG_TYPE, SENDER_TYPE } from '@shared/codes';
import { formatMessageTime, toMillis } from '@shared/time';
import { memo } from 'react';
import { LOCAL_MSG_TYPE, type ShownMessage } from '../stores/messages';
import { Avatar } from './Avatar';
import type { MessageActions } from './actions';
import { MessageBody } from './MessageBody';
import { RefusalReason, SendStatus } from './SendStatus';

export type MessageSide = 'visitor' | 'agent' | 'system';

export function sideOf(message: ShownMessage): MessageSide {
  if (message.msgType === LOCAL_MSG_TYPE.notice || message.senderType == SENDER_TYPE.system) return 'system';
  return message.senderType == SENDER_TYPE.visitor ? 'visitor' : 'agent';
}

/** Pictures, videos and cards carry their own frame: no bubble padding or colour round them. */
const FRAMELESS = new Set<ShownMessage['msgType']>([
  MSG_TYPE.image,
  MSG_TYPE.video,
  MSG_TYPE.goodsCard,
  MSG_TYPE.orderCard,
  MSG_TYPE.linkCard,
  LOCAL_MSG_TYPE.standaloneCard,
]);

/**
 * `showTime`: false inside a run of messages (the list shows one time per run, at its end).
 * Memoised: a long list redraws only the messages that changed, not every row each time the
 * chat page draws (its phase, the session, a toast).
 */
export const MessageBubble = memo(function MessageBubble({
  message,
  actions,
  showTime = true,
}: {
  message: ShownMessage;
  actions: MessageActions;
  showTime?: boolean;
}) {
  const side = sideOf(message);
  const body = <MessageBody message={message} actions={actions} />;
  if (side == 'system')
    return (
      <div class="msg-row msg-row--system" data-side={side}>
        <div class="msg-system">{body}</div>
      </div>
    );

  const time =
    showTime && message.msgType !== LOCAL_MSG_TYPE.robotTyping && message.msgTime > 0 ? message.msgTime : undefined;
  const sender = message.senderType == SENDER_TYPE.robot ? 'robot' : side == 'agent' ? 'agent' : 'visitor';
  return (
    <div class={`msg-row msg-row--${side}`} data-side={side} data-sender={sender}>
      {side == 'agent' && <Avatar faceUrl={message.faceUrl} name={message.senderName} />}
      <div class="msg-main">
        {side == 'agent' && message.senderName && <div class="msg-sender">{message.senderName}</div>}
        <div class="msg-line">
          {side == 'visitor' && <SendStatus message={message} actions={actions} />}
          <div class={'msg-bubble' + (FRAMELESS.has(message.msgType) ? ' msg-bubble--frameless' : '')}>{body}</div>
        </div>
        {side == 'visitor' && <RefusalReason message={message} />}
        {time !== undefined && (
          <time class="msg-time" dateTime={new Date(toMillis(time)).toISOString()}>
            {formatMessageTime(time)}
          </time>
        )}
      </div>
    </div>
  );
});
