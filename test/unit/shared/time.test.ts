import { formatDate, formatDateTime, formatMessageTime, isSameDay, toMillis } from '@shared/time';
import { describe, expect, it } from 'vitest';

// Expectations are built from local Date parts, so the tests pass in any time zone.
const local = new Date(2024, 2, 5, 21, 7, 9); // 2024-03-05 21:07:09 local
const localMs = local.getTime();
const localSeconds = Math.floor(localMs / 1000);

describe('toMillis', () => {
  it('rule: times under 1e10 are seconds', () => {
    expect(toMillis(1_700_000_000)).toBe(1_700_000_000_000);
    expect(toMillis(1e10 - 1)).toBe((1e10 - 1) * 1000);
  });

  it('rule: times of 1e10 and above are already milliseconds', () => {
    expect(toMillis(1e10)).toBe(1e10);
    expect(toMillis(1_700_000_000_000)).toBe(1_700_000_000_000);
  });

  it('rule: time 0 stays the epoch', () => {
    expect(toMillis(0)).toBe(0);
  });
});

describe('formatMessageTime', () => {
  it('rule: message time is MM-dd HH:mm:ss, 24-hour', () => {
    expect(formatMessageTime(local)).toBe('03-05 21:07:09');
  });

  it('rule: message time accepts seconds and milliseconds alike', () => {
    expect(formatMessageTime(localSeconds)).toBe('03-05 21:07:09');
    expect(formatMessageTime(localMs)).toBe('03-05 21:07:09');
  });

  it('rule: message time pads midnight hours with a zero', () => {
    expect(formatMessageTime(new Date(2024, 11, 31, 0, 0, 0))).toBe('12-31 00:00:00');
  });
});

describe('formatDate and formatDateTime', () => {
  it('rule: date format is yyyy-MM-dd', () => {
    expect(formatDate(local)).toBe('2024-03-05');
    expect(formatDate(localSeconds)).toBe('2024-03-05');
  });

  it('rule: datetime format is yyyy-MM-dd HH:mm', () => {
    expect(formatDateTime(local)).toBe('2024-03-05 21:07');
    expect(formatDateTime(localMs)).toBe('2024-03-05 21:07');
  });
});

describe('isSameDay', () => {
  it('rule: a date separator appears only between different local days', () => {
    const morning = new Date(2024, 2, 5, 0, 0, 1);
    const night = new Date(2024, 2, 5, 23, 59, 59);
    const nextDay = new Date(2024, 2, 6, 0, 0, 0);
    expect(isSameDay(morning, night)).toBe(true);
    expect(isSameDay(night, nextDay)).toBe(false);
  });

  it('rule: seconds and milliseconds of the same moment are the same day', () => {
    expect(isSameDay(localSeconds, localMs)).toBe(true);
  });

  it('rule: the same day of another year is another day', () => {
    expect(isSameDay(new Date(2023, 2, 5), new Date(2024, 2, 5))).toBe(false);
  });
});
