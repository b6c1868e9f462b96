// One time per run of messages: a message shows its time only when it
// ends a run of one sender's messages within TIME_RUN_GAP_MS; dates before each new day.

import { endsRun, needsDateSeparator, TIME_RUN_GAP_MS } from '@widget/pages/chat/timeMarks';
import { describe, expect, it } from 'vitest';

const at = (minutes: number, side = 'visitor') => ({
  msgTime: new Date(2026, 10, 23, 14, 0).getTime() + minutes * 60_000,
  side,
});

describe('time marks', () => {
  it('rule: three quick messages of one sender show one time, under the last', () => {
    const run = [at(0), at(1), at(2)];
    expect(run.map((message, i) => endsRun(message, run[i + 1]))).toEqual([false, false, true]);
  });

  it('rule: a run ends when the other side speaks or after the gap', () => {
    expect(endsRun(at(0), at(1, 'agent'))).toBe(true);
    expect(TIME_RUN_GAP_MS).toBe(5 * 60_000);
    expect(endsRun(at(0), at(5))).toBe(false);
    expect(endsRun(at(0), at(5.1))).toBe(true);
  });

  it('rule: a date line before the first message of each day only', () => {
    expect(needsDateSeparator(undefined, at(0).msgTime)).toBe(true);
    expect(needsDateSeparator(at(0).msgTime, at(30).msgTime)).toBe(false);
    expect(needsDateSeparator(at(0).msgTime, at(24 * 60).msgTime)).toBe(true);
  });
});
