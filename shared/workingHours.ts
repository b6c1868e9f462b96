// Opening hours, read the same by the server (transfers) and the widget (header, picker).
import type { WorkingHours } from './api';

/** Whether `at` falls inside the channel's opening hours, in the channel's own time zone. */
export function isWithinWorkingHours(hours: WorkingHours | null | undefined, at: Date): boolean {
  if (!hours) return true;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: hours.timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((entry) => entry.type == type)?.value ?? '';
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'));
  const time = `${part('hour')}:${part('minute')}`;
  return hours.days.includes(day) && time >= hours.start && time < hours.end;
}
