// What each poll event (1200-1208) does to the conversation.
import type { PollEvent } from '../../shared/api';
import { AGENT_TYPING_TITLE_MS } from '../../shared/constants';
import { atom } from 'nanostores';
import { addLocal, fromServer, markRecalled, mergeMessages } from './messages';
import { $agent, setStatus } from './session';

/** The agent is typing (the header's hint, 1.2 s after the last typing event). */
export const $agentTyping = atom(false);
/** The chat ended: the re-chat prompt shows. */
export const $ended = atom(false);

export interface EventSeams {
  /** 1201 while the visitor is not looking: unread count, preview to the host, title flash. */
  agentMessageUnseen(text: string, senderName: string): void;
  /** 1203, and 1202 when the channel invites a rating at the end. */
  inviteRating(): void;
  /** 1207: a call from the agent. */
  videoInvitation(videoType: number): void;
  /** 1202: the poll stops. */
  ended(): void;
}

let typingTimer: ReturnType<typeof setTimeout> | undefined;

const END_NOTICE: Record<number, string> = { 1: 'chat.endedByVisitor', 2: 'chat.endedByAgent', 3: 'chat.openedElsewhere' };

export function applyEvent(event: PollEvent, seams: EventSeams, visible: boolean) {
  switch (event.type) {
    case 1200:
      if (event.admin) $agent.set(event.admin);
      setStatus(2);
      addLocal({ msgType: 'notice', msgTime: event.msgTime, noticeKey: 'chat.agentConnected', noticeValues: { name: event.admin?.adminNick ?? '' } });
      return;
    case 1201: {
      const message = event.msg;
      // A message the agent flagged sensitive is never shown (spec).
      if (!message || message.sensitiveFlag == 1) return;
      mergeMessages([fromServer(message)]);
      if (!visible && message.senderType != 1) seams.agentMessageUnseen(message.msgContent, message.senderName);
      return;
    }
    case 1202:
      setStatus(0);
      $ended.set(true);
      addLocal({ msgType: 'notice', msgTime: event.msgTime, noticeKey: END_NOTICE[event.outType ?? 0] ?? 'chat.ended' });
      seams.ended();
      return;
    case 1203:
      seams.inviteRating();
      return;
    case 1204:
      $agentTyping.set(true);
      clearTimeout(typingTimer);
      typingTimer = setTimeout(() => $agentTyping.set(false), AGENT_TYPING_TITLE_MS);
      return;
    case 1205:
      if (event.msgId) markRecalled(event.msgId);
      addLocal({ msgType: 'notice', msgTime: event.msgTime, noticeKey: 'chat.agentRecalled' });
      return;
    case 1207:
      seams.videoInvitation(event.videoType ?? 2);
      return;
    case 1208:
      if (event.errorFlag == 'agentDeclined') {
        setStatus(1);
        addLocal({ key: 'declined', msgType: 'notice', noticeKey: 'chat.agentDeclined', tone: 'warning' });
      }
      return;
  }
}
