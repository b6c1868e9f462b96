import { NOTICE_CHARS_PER_SECOND, NOTICE_MIN_SECONDS, NOTICE_SHORT_TEXT_SECONDS } from './constants';

/**
 * (docs/decisions.md#notice-scroll-duration) The banner scrolls at a reading pace of 9 characters
 * a second; a short text would then fly past, so anything under 10 s takes 15 s instead.
 * The length is the plain text's, in UTF-16 units as the spec's `length` is.
 */
export function noticeScrollSeconds(text: string): number {
  const seconds = text.length / NOTICE_CHARS_PER_SECOND;
  return seconds < NOTICE_MIN_SECONDS ? NOTICE_SHORT_TEXT_SECONDS : seconds;
}
