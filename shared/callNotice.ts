// What a call leaves in the conversation (docs/http-api.md#call-signalling): when it started, when it ended and how
// long it lasted, or why it never started. Stored as system messages that carry an i18n key
// (`noticeKey`, `noticeValues`) so the widget and the console each say it in their language;
// `msgContent` holds the English words for any reader that does not know the key.
import { CALL_END_REASON, type CallEndReason, VIDEO_TYPE, type VideoType } from './codes';

/** The English texts, which widget/locales/en.json's `call` keys repeat (a unit test holds them equal). */
export const CALL_NOTICE_TEXT = {
  'call.startedVoice': 'Voice call started',
  'call.startedVideo': 'Video call started',
  'call.ended': 'Call ended, duration {{duration}}',
  'call.cancelled': 'The call was cancelled',
  'call.declined': 'The call was declined',
  'call.noAnswer': 'The call was not answered',
  'call.permissionDenied': 'The call could not use the camera or microphone: permission denied',
  'call.noDevice': 'The call found no camera or microphone',
  'call.networkLost': 'The call lost its network connection',
  'call.tabClosed': 'The visitor closed the page during the call',
} as const;
type CallNoticeKey = keyof typeof CALL_NOTICE_TEXT;

export interface CallNotice {
  key: CallNoticeKey;
  values?: { duration: string };
}

/** Rule: a call's duration reads m:ss (minutes go past 59: 75:03), whole seconds, never negative. */
export function formatCallDuration(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export const callStartedNotice = (videoType: VideoType): CallNotice => ({
  key: videoType == VIDEO_TYPE.voice ? 'call.startedVoice' : 'call.startedVideo',
});

/** The reasons worth their own line: a refusal or a failure the parties should read about. */
const REASON_NOTICE: Partial<Record<CallEndReason, CallNoticeKey>> = {
  [CALL_END_REASON.declined]: 'call.declined',
  [CALL_END_REASON.noAnswer]: 'call.noAnswer',
  [CALL_END_REASON.permissionDenied]: 'call.permissionDenied',
  [CALL_END_REASON.noDevice]: 'call.noDevice',
  [CALL_END_REASON.networkLost]: 'call.networkLost',
  [CALL_END_REASON.tabClosed]: 'call.tabClosed',
};

/**
 * Rule: an answered call ends with its duration, after the reason when it was a failure
 * (network, closed page, devices); a call that never started says why (declined, no answer,
 * a device), and a plain hang-up before the answer reads as cancelled.
 */
export function callEndNotices(
  call: { answeredAt: number | null },
  reason: CallEndReason,
  endedAt: number,
): CallNotice[] {
  const why = REASON_NOTICE[reason];
  if (call.answeredAt == null) return [{ key: why ?? 'call.cancelled' }];
  const ended: CallNotice = { key: 'call.ended', values: { duration: formatCallDuration(endedAt - call.answeredAt) } };
  return why ? [{ key: why }, ended] : [ended];
}

/** The English words of a notice, its values filled in. */
export const callNoticeText = (notice: CallNotice) =>
  CALL_NOTICE_TEXT[notice.key].replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    String(notice.values?.[name as 'duration'] ?? ''),
  );
