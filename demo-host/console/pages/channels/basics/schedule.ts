// The working hours as the Routing section edits them: pure changes to the weekly schedule and
// the closed dates, each returning the new value. The schedule is kept ordered by weekday
// (Sunday 0 … Saturday 6), a day's ranges in the order the owner added them, so a problem's
// path (`workingHours.week.3.end`) names the range the owner sees.
import type { Opening, WorkingHours } from '@shared/api';
import { CHANNEL_LIMITS } from '@shared/api/channel';

/** The week as an owner reads it: Monday first. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** A day opened with no hours yet, and the working days of new hours. */
export const OPEN_DAY = { start: '09:00', end: '18:00' } as const;
const WORKING_DAYS = [1, 2, 3, 4, 5];
const MIDNIGHT = '24:00';

/** New hours: Monday to Friday, nine to six, in `timeZone`, no closed dates. */
export function newWorkingHours(timeZone: string): WorkingHours {
  return { timeZone, week: WORKING_DAYS.map((day) => ({ day, ...OPEN_DAY })), closedDates: [] };
}

const byDay = (week: readonly Opening[]) => [...week].sort((a, b) => a.day - b.day);

/** The ranges of `day`, each with its index in the week (for its problems). */
export function rangesOf(week: readonly Opening[], day: number): { opening: Opening; index: number }[] {
  return week.flatMap((opening, index) => (opening.day == day ? [{ opening, index }] : []));
}

/** Opens a day with nine to six, or closes it (its ranges go). */
export function setDayOpen(week: readonly Opening[], day: number, open: boolean): Opening[] {
  const others = week.filter((opening) => opening.day != day);
  return open ? byDay([...others, { day, ...OPEN_DAY }]) : others;
}

/** One more range on `day`: from the end of its last range to midnight, or nine to six if that ends at midnight. */
export function addRange(week: readonly Opening[], day: number): Opening[] {
  const last = rangesOf(week, day).at(-1)?.opening;
  const next = last && last.end < MIDNIGHT ? { day, start: last.end, end: MIDNIGHT } : { day, ...OPEN_DAY };
  return byDay([...week, next]);
}

export function changeRange(week: readonly Opening[], index: number, change: Partial<Omit<Opening, 'day'>>): Opening[] {
  return week.map((opening, at) => (at == index ? { ...opening, ...change } : opening));
}

export function removeRange(week: readonly Opening[], index: number): Opening[] {
  return week.filter((_, at) => at != index);
}

/**
 * A time input cannot show 24:00: an end at midnight is shown as 00:00, and an end of 00:00
 * is read as midnight (a range never ends at the start of its own day).
 */
export const endForInput = (end: string) => (end == MIDNIGHT ? '00:00' : end);
export const endFromInput = (value: string) => (value == '00:00' ? MIDNIGHT : value);

/** The dates with `date` added: sorted, each once, at most CHANNEL_LIMITS.closedDates. */
export function addClosedDate(dates: readonly string[], date: string): string[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || dates.includes(date) || dates.length >= CHANNEL_LIMITS.closedDates)
    return [...dates];
  return [...dates, date].sort();
}

export const removeClosedDate = (dates: readonly string[], date: string) => dates.filter((each) => each != date);

/** The time zones to choose from: the browser's first, the channel's own if the runtime lists it not, then the rest. */
export function timeZoneChoices(
  current: string | undefined,
  browser = Intl.DateTimeFormat().resolvedOptions().timeZone,
) {
  const known = Intl.supportedValuesOf('timeZone');
  const first = [...new Set([browser, current].filter((zone): zone is string => Boolean(zone)))];
  return [...first, ...known.filter((zone) => !first.includes(zone))];
}
