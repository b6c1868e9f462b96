// What a call leaves in the conversation (shared/callNotice.ts), and that the widget's English
// texts are the server's.

import consoleEn from '@console/locales/en.json';
import {
  CALL_NOTICE_TEXT,
  callEndNotices,
  callNoticeText,
  callStartedNotice,
  formatCallDuration,
} from '@shared/callNotice';
import en from '@widget/locales/en.json';
import { describe, expect, it } from 'vitest';

describe('formatCallDuration', () => {
  it('rule: m:ss, whole seconds, minutes past 59, never negative', () => {
    expect(formatCallDuration(0)).toBe('0:00');
    expect(formatCallDuration(999)).toBe('0:00');
    expect(formatCallDuration(7_000)).toBe('0:07');
    expect(formatCallDuration(65_400)).toBe('1:05');
    expect(formatCallDuration(75 * 60_000 + 3_000)).toBe('75:03');
    expect(formatCallDuration(-5_000)).toBe('0:00');
  });
});

describe('callEndNotices', () => {
  const answered = { answeredAt: 1_000 };
  const ringing = { answeredAt: null };

  it('rule: an answered call ends with its duration', () => {
    expect(callEndNotices(answered, 'hangup', 66_000)).toEqual([{ key: 'call.ended', values: { duration: '1:05' } }]);
    expect(callEndNotices(answered, 'chatEnded', 2_000)).toEqual([{ key: 'call.ended', values: { duration: '0:01' } }]);
  });

  it('rule: a failure in an answered call says why, then the duration', () => {
    expect(callEndNotices(answered, 'networkLost', 11_000)).toEqual([
      { key: 'call.networkLost' },
      { key: 'call.ended', values: { duration: '0:10' } },
    ]);
    expect(callEndNotices(answered, 'tabClosed', 11_000)[0]).toEqual({ key: 'call.tabClosed' });
  });

  it('rule: a call that never started says why; a plain hang-up before the answer is cancelled', () => {
    expect(callEndNotices(ringing, 'declined', 5)).toEqual([{ key: 'call.declined' }]);
    expect(callEndNotices(ringing, 'noAnswer', 5)).toEqual([{ key: 'call.noAnswer' }]);
    expect(callEndNotices(ringing, 'permissionDenied', 5)).toEqual([{ key: 'call.permissionDenied' }]);
    expect(callEndNotices(ringing, 'noDevice', 5)).toEqual([{ key: 'call.noDevice' }]);
    for (const reason of ['hangup', 'chatEnded', 'agentLeft'] as const)
      expect(callEndNotices(ringing, reason, 5)).toEqual([{ key: 'call.cancelled' }]);
  });

  it('rule: the start names voice or video', () => {
    expect(callStartedNotice(1)).toEqual({ key: 'call.startedVoice' });
    expect(callStartedNotice(2)).toEqual({ key: 'call.startedVideo' });
  });

  it('the English words fill in the values', () => {
    expect(callNoticeText({ key: 'call.ended', values: { duration: '2:30' } })).toBe('Call ended, duration 2:30');
    expect(callNoticeText({ key: 'call.declined' })).toBe('The call was declined');
  });

  it("the widget's and the console's English texts are the server's, key for key", () => {
    const asKeys = (texts: Record<string, string>) =>
      Object.fromEntries(Object.entries(texts).map(([key, text]) => [`call.${key}`, text]));
    expect(asKeys(en.call)).toEqual(CALL_NOTICE_TEXT);
    expect(asKeys(consoleEn.call)).toEqual(CALL_NOTICE_TEXT);
  });
});
