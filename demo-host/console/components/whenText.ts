// A time as the console's lists say it ("now", "2 min", "14:05", "Yesterday", a weekday, a
// date): the inbox's rows and the work orders' alike.
import type { TextFunction } from '@shared/ui/texts';
import { relativeTime } from './relativeTime';

export function whenText(t: TextFunction, time: number, language: string, now = Date.now()): string {
  const relative = relativeTime(time, now);
  switch (relative.unit) {
    case 'now':
      return t('time.now');
    case 'minutes':
      return t('time.minutes', { count: relative.count });
    case 'today':
      return relative.time;
    case 'yesterday':
      return t('time.yesterday');
    case 'weekday':
      return new Intl.DateTimeFormat(language, { weekday: 'short' }).format(time);
    case 'date':
      return relative.date;
  }
}
