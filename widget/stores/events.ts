// What each poll event does to the conversation.
import type { CallSignalEvent, ChannelConfig, PollEvent } from '@shared/api';
import {
  CHAT_END_REASON,
  type ChatEndReason,
  ERROR_FLAG,
  FLAG,
  POLL_EVENT,
  SENDER_TYPE,
  VIDEO_TYPE,
  VISITOR_STATUS,
  type VideoType,
} from '@shared/codes';
import { AGENT_TYPING_TITLE_MS } from '@shared/constants';
import { atom } from 'nanostores';
import { $channel } from './channel';
import { addLocal, fromServer, markRecalled, mergeMessages } from './messages';
import { $agent, setStatus } from './session';

/** The agent is typing (the header's hint, 1.2 s after the last typing event). */
export const $agentTyping = atom(false);
/** The chat ended: the re-chat prompt shows. */
export const $ended = atom(false);

export interface EventSeams {
  /** An agent message while the visitor is not looking: unread count, preview to the host, title flash. */
  agentMessageUnseen(text: string, senderName: string): void;
  /** The evaluation invite. */
  inviteRating(): void;
  /** A call from the agent: it rings. */
  videoInvitation(callId: number, videoType: VideoType): void;
  /** A signal of a call (the agent's, or the server's hang-up). */
  callSignal(event: CallSignalEvent): void;
  /** The chat ended: the poll stops. */
  ended(): void;
}

let typingTimer: ReturnType<typeof setTimeout> | undefined;

const END_NOTICE: Record<ChatEndReason, string> = {
  [CHAT_END_REASON.visitorOver]: 'chat.endedByVisitor',
  [CHAT_END_REASON.closedByAgent]: 'chat.endedByAgent',
  [CHAT_END_REASON.openedElsewhere]: 'chat.openedElsewhere',
};

/**
 * The notice for an end, or none when the server already posted the channel's own closing
 * words (userOverMsg, or adminCloseMsg when adminCloseMode is on): one notice per end.
 */
export function endNotice(outType: ChatEndReason | undefined, channel: ChannelConfig | undefined): string | undefined {
  if (outType == CHAT_END_REASON.visitorOver && channel?.userOverMsg) return undefined;
  if (outType == CHAT_END_REASON.closedByAgent && channel?.adminCloseMode && channel.adminCloseMsg) return undefined;
  // Any other reason is a generic end.
  return (outType !== undefined && END_NOTICE[outType]) || 'chat.ended';
}

export function applyEvent(event: PollEvent, seams: EventSeams, visible: boolean) {
  switch (event.type) {
    case POLL_EVENT.agentConnected:
      if (event.admin) $agent.set(event.admin);
      setStatus(VISITOR_STATUS.agent);
      // "Alice joined the chat" is a message of the conversation (the next 1201), so every tab and every reload shows it.
      return;
    case POLL_EVENT.agentMessage: {
      const message = event.msg;
      // A message the agent flagged sensitive is never shown (spec).
      if (!message || message.sensitiveFlag == FLAG.on) return;
      // Every message of the conversation comes here, in every tab, the visitor's own included
      // (from this tab or another): merged by its clientId or id, each shows once.
      mergeMessages([fromServer(message)]);
      // The robot only answers what the visitor just asked: nothing to call them back for.
      const unseen = message.senderType != SENDER_TYPE.visitor && message.senderType != SENDER_TYPE.robot;
      if (!visible && unseen) seams.agentMessageUnseen(message.msgContent, message.senderName);
      return;
    }
    case POLL_EVENT.chatEnded: {
      setStatus(VISITOR_STATUS.ended);
      $ended.set(true);
      const notice = endNotice(event.outType, $channel.get());
      if (notice) addLocal({ msgType: 'notice', msgTime: event.msgTime, noticeKey: notice });
      seams.ended();
      return;
    }
    case POLL_EVENT.evaluationInvite:
      seams.inviteRating();
      return;
    case POLL_EVENT.agentTyping:
      $agentTyping.set(true);
      clearTimeout(typingTimer);
      typingTimer = setTimeout(() => $agentTyping.set(false), AGENT_TYPING_TITLE_MS);
      return;
    case POLL_EVENT.messageRecalled:
      if (event.msgId) markRecalled(event.msgId);
      addLocal({ msgType: 'notice', msgTime: event.msgTime, noticeKey: 'chat.agentRecalled' });
      return;
    case POLL_EVENT.videoAdminId:
      seams.videoInvitation(event.callId, event.videoType ?? VIDEO_TYPE.video);
      return;
    case POLL_EVENT.callSignal:
      // What the call leaves in the chat comes as system notices (1201).
      seams.callSignal({ callId: event.callId, from: event.from, signal: event.signal });
      return;
    case POLL_EVENT.errorFlag:
      if (event.errorFlag == ERROR_FLAG.agentDeclined) {
        setStatus(VISITOR_STATUS.robot);
        addLocal({ key: 'declined', msgType: 'notice', noticeKey: 'chat.agentDeclined', tone: 'warning' });
      }
      return;
    default:
      event satisfies never;
  }
}
