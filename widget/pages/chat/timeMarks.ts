// Where the list puts dates and times: a date line before the first message of each day,
// and the time under a message only at the end of a run (the next message is someone
// else's, or comes more than TIME_RUN_GAP_MS later): one time per run, not one per message.
import { isSameDay, toMillis } from '@shared/time';

/** Messages of one sender closer than this share one time. */
export const TIME_RUN_GAP_MS = 5 * 60_000;

export function needsDateSeparator(previousTime: number | undefined, time: number): boolean {
  return previousTime === undefined || !isSameDay(previousTime, time);
}

interface Timed {
  msgTime: number;
  /** who sent it: a run is one side's */
  side: string;
}

export function endsRun(message: Timed, next: Timed | undefined): boolean {
  return (
    !next ||
    next.side != message.side ||
    toMillis(next.msgTime) - toMillis(message.msgTime) > TIME_RUN_GAP_MS ||
    !isSameDay(message.msgTime, next.msgTime)
  );
}
