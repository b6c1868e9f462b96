// A stored chat message for tests: every required field at a plain default, the test's
// own fields on top.
import type { ChatMessage } from '@shared/api';

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
