// Where the list puts a date line: before the first message of each day.
import { isSameDay } from '../../../shared/time';

export function needsDateSeparator(previousTime: number | undefined, time: number): boolean {
  return previousTime === undefined || !isSameDay(previousTime, time);
}
