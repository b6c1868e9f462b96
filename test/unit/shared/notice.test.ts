import { noticeScrollSeconds } from '@shared/notice';
import { describe, expect, it } from 'vitest';

describe('noticeScrollSeconds', () => {
  it('rule: scroll seconds are text length / 9', () => {
    expect(noticeScrollSeconds('x'.repeat(90))).toBe(10);
    expect(noticeScrollSeconds('x'.repeat(91))).toBeCloseTo(91 / 9);
    expect(noticeScrollSeconds('x'.repeat(180))).toBe(20);
  });

  it('rule: below 10 s the duration is 15 s, not 10 (docs/decisions.md#notice-scroll-duration)', () => {
    expect(noticeScrollSeconds('x'.repeat(89))).toBe(15);
    expect(noticeScrollSeconds('short')).toBe(15);
    expect(noticeScrollSeconds('')).toBe(15);
  });
});
