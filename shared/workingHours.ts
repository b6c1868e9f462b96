// Opening hours, read the same by the server (transfers) and the widget (header, picker).
import type { Opening, WorkingHours } from './api/channel';

/** How hours were stored before the weekly schedule: the same hours on each of `days`. */
interface LegacyHours {
  timeZone: string;
  days?: number[];
  start?: string;
  end?: string;
  week?: Opening[];
  closedDates?: string[];
}

/** The weekly schedule of hours as stored now or before (one range on each listed day). */
export function legacyWeek(hours: WorkingHours | LegacyHours): Opening[] {
  if (hours.week) return hours.week;
  const { days = [], start = '00:00', end = '24:00' } = hours as LegacyHours;
  return days.map((day) => ({ day, start, end }));
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The day of the week, the date and the time of `at` in `timeZone`. */
function localMoment(timeZone: string, at: Date) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((entry) => entry.type == type)?.value ?? '';
  return {
    day: WEEKDAYS.indexOf(part('weekday')),
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/**
 * Whether `at` falls inside the channel's opening hours, in the channel's own time zone: a
 * range of the weekly schedule holds it and its date is not a closed one. No hours: always open.
 * A time zone the runtime does not know counts as closed (the console refuses one on save).
 */
export function isWithinWorkingHours(hours: WorkingHours | LegacyHours | null | undefined, at: Date): boolean {
  if (!hours) return true;
  let now: ReturnType<typeof localMoment>;
  try {
    now = localMoment(hours.timeZone, at);
  } catch {
    return false;
  }
  if (hours.closedDates?.includes(now.date)) return false;
  return legacyWeek(hours).some((open) => open.day == now.day && now.time >= open.start && now.time < open.end);
}
