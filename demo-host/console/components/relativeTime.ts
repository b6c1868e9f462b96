// When an inbox row last moved, as an agent says it: "now", "2 min", "14:05" today,
// "Yesterday", a weekday within the week, else the date.
export type RelativeTime =
  | { unit: 'now' }
  | { unit: 'minutes'; count: number }
  | { unit: 'today'; time: string }
  | { unit: 'yesterday' }
  | { unit: 'weekday'; day: number }
  | { unit: 'date'; date: string };

const pad = (value: number) => String(value).padStart(2, '0');
const startOfDay = (time: number) => new Date(new Date(time).setHours(0, 0, 0, 0)).getTime();
const DAY_MS = 86_400_000;

export function relativeTime(time: number, now: number): RelativeTime {
  const minutes = Math.floor((now - time) / 60_000);
  if (minutes < 1) return { unit: 'now' };
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const at = new Date(time);
  const days = Math.round((startOfDay(now) - startOfDay(time)) / DAY_MS);
  if (days <= 0) return { unit: 'today', time: `${pad(at.getHours())}:${pad(at.getMinutes())}` };
  if (days == 1) return { unit: 'yesterday' };
  if (days < 7) return { unit: 'weekday', day: at.getDay() };
  return { unit: 'date', date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}` };
}
