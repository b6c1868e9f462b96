// A stored chat message and a chatStart answer for tests: every required field at a plain default, the test's
// own fields on top.
import type { ChatMessage, SessionStart } from '@shared/api';

export const chatMessage = (fields: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 1,
  sessionId: 1,
  msgTime: 0,
  msgContent: '',
  msgType: 1,
  senderType: 1,
  senderName: '',
  recallFlag: 0,
  insideFlag: 0,
  sensitiveFlag: 0,
  ...fields,
});

/** A chatStart's answer for tests: a robot-stage session 1 of visitor u1, the test's own fields on top. */
export const sessionStart = (fields: Partial<SessionStart> = {}): SessionStart => ({
  serverTime: 0,
  status: 1,
  userId: 'u1',
  pollId: 'p',
  sessionId: 1,
  token: 't',
  admin: null,
  waitIndex: 0,
  lastEventId: 0,
  ...fields,
});
