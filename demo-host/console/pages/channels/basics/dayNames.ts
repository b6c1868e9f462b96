// Weekdays and dates in the console's language, as Intl writes them.

/** 2023-01-01 was a Sunday: day `day` (0 Sunday … 6 Saturday) is that date plus `day`. */
export const dayName = (day: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + day));

/** A `yyyy-MM-dd` date in full: "Friday, 25 December 2026". */
export const fullDate = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(date + 'T00:00:00Z'));

/**
 * The weekday and time of `at` in `timeZone`, on the 24-hour clock the schedule is written in;
 * undefined for a zone the runtime does not know.
 */
export function localTime(at: Date, timeZone: string, language: string): string | undefined {
  try {
    return new Intl.DateTimeFormat(language, {
      timeZone,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at);
  } catch {
    return undefined;
  }
}
