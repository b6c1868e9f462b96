// The composer's length rule (docs/decisions.md#message-length): a counter from 90 % of the limit,
// and nothing sent beyond it.
import { textLength } from '@shared/api';

/** Share of the limit from which the counter shows. */
export const COUNTER_FROM = 0.9;

export interface LengthState {
  used: number;
  limit: number;
  /** the counter is on screen */
  shown: boolean;
  /** characters beyond the limit: send is off while this is above 0 */
  over: number;
}

export function lengthState(text: string, limit: number): LengthState {
  const used = textLength(text);
  return { used, limit, shown: used >= limit * COUNTER_FROM, over: Math.max(0, used - limit) };
}
