// Where the robot's guide (the welcome FAQ of receive modes 0 and 2) goes in the conversation.
import { SENDER_TYPE } from '../../shared/codes';
import type { ShownMessage } from './messages';

/**
 * The guide's time in the list: right after the robot's greeting (the session's first
 * message), or before everything of the session when there is no greeting. So a question
 * sent during the guide's pause is answered below it, and a reload finds it in the same
 * place. Half a millisecond off: message times are whole milliseconds, nothing falls between.
 */
export function guideTime(messages: readonly ShownMessage[], sessionId: number, now: number): number {
  const first = messages.find((message) => message.sessionId == sessionId && message.id > 0);
  if (!first) return now;
  return first.msgTime + (first.senderType == SENDER_TYPE.robot ? 0.5 : -0.5);
}
