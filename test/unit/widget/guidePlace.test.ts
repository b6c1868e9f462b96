// Where the robot's welcome guide goes (widget/stores/guidePlace.ts).
import { describe, expect, it } from 'vitest';
import { FLAG, MSG_TYPE, SENDER_TYPE } from '../../../shared/codes';
import { guideTime } from '../../../widget/stores/guidePlace';
import type { ShownMessage } from '../../../widget/stores/messages';

const NOW = 1_800_000_000_000;
const message = (id: number, sessionId: number, msgTime: number, senderType: ShownMessage['senderType']): ShownMessage => ({
  id,
  sessionId,
  msgTime,
  senderType,
  msgType: MSG_TYPE.text,
  msgContent: 'text',
  senderName: '',
  recallFlag: FLAG.off,
  insideFlag: FLAG.off,
  sensitiveFlag: FLAG.off,
  key: 'm' + id,
  status: 'success',
});
const sortedTimes = (messages: ShownMessage[], guide: number) => [...messages.map((item) => item.msgTime), guide].sort((a, b) => a - b);

describe('the robot guide’s place', () => {
  it('rule: right after the robot’s greeting, above a question sent during its pause and the answer', () => {
    const greeting = message(10, 7, NOW - 900, SENDER_TYPE.robot);
    const question = message(11, 7, NOW - 400, SENDER_TYPE.visitor);
    const answer = message(12, 7, NOW - 300, SENDER_TYPE.robot);
    const guide = guideTime([greeting, question, answer], 7, NOW);
    expect(sortedTimes([greeting, question, answer], guide).indexOf(guide)).toBe(1);
  });

  it('rule: without a greeting, before everything of the session; earlier conversations stay above it', () => {
    const earlier = message(3, 6, NOW - 86_400_000, SENDER_TYPE.visitor);
    const question = message(11, 7, NOW - 400, SENDER_TYPE.visitor);
    const guide = guideTime([earlier, question], 7, NOW);
    expect(sortedTimes([earlier, question], guide).indexOf(guide)).toBe(1);
  });

  it('rule: nothing of the session yet (local messages do not count): now', () => {
    const local = { ...message(0, 0, NOW - 10, SENDER_TYPE.system), key: 'local1' };
    expect(guideTime([local], 7, NOW)).toBe(NOW);
  });
});
