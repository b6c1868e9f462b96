// The robot's guide (the welcome FAQ of receive modes 0 and 2, msgType 99) is stored by the
// server right after the greeting; the widget draws it once its pause has passed.
import { MSG_TYPE } from '@shared/codes';
import { ROBOT_GUIDE_DELAY_MS } from '@shared/constants';
import type { ShownMessage } from './messages';

/**
 * The session's guide still inside its pause, and how long it waits yet: measured on the
 * server's clock (the guide's time and the chatStart's serverTime), so a visitor's wrong
 * clock changes nothing. Undefined once the pause is over: a reload or a second tab shows
 * it at once, where it was stored.
 */
export function guideInPause(
  messages: readonly ShownMessage[],
  sessionId: number,
  serverTime: number,
): { guide: ShownMessage; wait: number } | undefined {
  const guide = messages.find((message) => message.sessionId == sessionId && message.msgType == MSG_TYPE.faqPanel);
  const wait = guide ? guide.msgTime + ROBOT_GUIDE_DELAY_MS - serverTime : 0;
  return guide && wait > 0 ? { guide, wait } : undefined;
}
