// Opening hours (shared/workingHours.ts), read alike by the server's transfers and the widget:
// a weekly schedule in the channel's time zone, several ranges a day, closed dates, and the
// shape stored before the schedule (the same hours on listed days).
import type { WorkingHours } from '@shared/api';
import { isWithinWorkingHours, legacyWeek } from '@shared/workingHours';
import { describe, expect, it } from 'vitest';

// 2026-03-02 is a Monday.
const at = (iso: string) => new Date(iso);

const SPLIT_DAY: WorkingHours = {
  timeZone: 'UTC',
  week: [
    { day: 1, start: '09:00', end: '12:00' },
    { day: 1, start: '14:00', end: '18:00' },
    { day: 2, start: '00:00', end: '24:00' },
  ],
  closedDates: [],
};

describe('isWithinWorkingHours', () => {
  it('rule: no hours, always open', () => {
    expect(isWithinWorkingHours(null, at('2026-03-01T03:00:00Z'))).toBe(true);
    expect(isWithinWorkingHours(undefined, at('2026-03-01T03:00:00Z'))).toBe(true);
  });

  it('rule: open from start to before end, on the day of each range; several ranges a day', () => {
    expect(isWithinWorkingHours(SPLIT_DAY, at('2026-03-02T08:59:00Z'))).toBe(false);
    expect(isWithinWorkingHours(SPLIT_DAY, at('2026-03-02T09:00:00Z'))).toBe(true);
    expect(isWithinWorkingHours(SPLIT_DAY, at('2026-03-02T11:59:00Z'))).toBe(true);
    expect(isWithinWorkingHours(SPLIT_DAY, at('2026-03-02T12:00:00Z'))).toBe(false);
    expect(isWithinWorkingHours(SPLIT_DAY, at('2026-03-02T13:00:00Z'))).toBe(false);
    expect(isWithinWorkingHours(SPLIT_DAY, at('2026-03-02T14:30:00Z'))).toBe(true);
    expect(isWithinWorkingHours(SPLIT_DAY, at('2026-03-02T18:00:00Z'))).toBe(false);
    // Sunday has no range.
    expect(isWithinWorkingHours(SPLIT_DAY, at('2026-03-01T10:00:00Z'))).toBe(false);
  });

  it('rule: 24:00 ends a day open to midnight', () => {
    expect(isWithinWorkingHours(SPLIT_DAY, at('2026-03-03T00:00:00Z'))).toBe(true);
    expect(isWithinWorkingHours(SPLIT_DAY, at('2026-03-03T23:59:00Z'))).toBe(true);
    expect(isWithinWorkingHours(SPLIT_DAY, at('2026-03-04T00:00:00Z'))).toBe(false);
  });

  it('rule: an empty week is always closed', () => {
    expect(isWithinWorkingHours({ timeZone: 'UTC', week: [], closedDates: [] }, at('2026-03-02T10:00:00Z'))).toBe(
      false,
    );
  });

  it("rule: a closed date is closed all day, in the channel's time zone", () => {
    const hours: WorkingHours = { ...SPLIT_DAY, timeZone: 'Asia/Shanghai', closedDates: ['2026-03-03'] };
    // 2026-03-02T17:00Z is Tuesday 01:00 in Shanghai: closed that date.
    expect(isWithinWorkingHours(hours, at('2026-03-02T17:00:00Z'))).toBe(false);
    // 2026-03-02T15:00Z is Monday 23:00 in Shanghai: open days only until 18:00.
    expect(isWithinWorkingHours(hours, at('2026-03-02T15:00:00Z'))).toBe(false);
    expect(isWithinWorkingHours({ ...hours, closedDates: [] }, at('2026-03-02T17:00:00Z'))).toBe(true);
  });

  it("rule: the day and time are the channel's, not the server's (a day shifts across time zones)", () => {
    const mondayMorning: WorkingHours = {
      timeZone: 'America/Los_Angeles',
      week: [{ day: 1, start: '08:00', end: '09:00' }],
      closedDates: [],
    };
    // Monday 08:30 in Los Angeles (PST, UTC−8) is 16:30 UTC.
    expect(isWithinWorkingHours(mondayMorning, at('2026-03-02T16:30:00Z'))).toBe(true);
    expect(isWithinWorkingHours(mondayMorning, at('2026-03-02T08:30:00Z'))).toBe(false);
    // After the switch to summer time (2026-03-08), Monday 08:30 is 15:30 UTC.
    expect(isWithinWorkingHours(mondayMorning, at('2026-03-09T15:30:00Z'))).toBe(true);
    expect(isWithinWorkingHours(mondayMorning, at('2026-03-09T16:30:00Z'))).toBe(false);
  });

  it('rule: a time zone the runtime does not know counts as closed', () => {
    expect(isWithinWorkingHours({ ...SPLIT_DAY, timeZone: 'Mars/Olympus' }, at('2026-03-02T10:00:00Z'))).toBe(false);
  });
});

describe('the shape stored before the weekly schedule', () => {
  const legacy = { timeZone: 'UTC', days: [1, 3], start: '09:00', end: '17:00' };

  it('rule: legacyWeek reads it as the same range on each listed day; a schedule is read as it is', () => {
    expect(legacyWeek(legacy)).toEqual([
      { day: 1, start: '09:00', end: '17:00' },
      { day: 3, start: '09:00', end: '17:00' },
    ]);
    expect(legacyWeek(SPLIT_DAY)).toBe(SPLIT_DAY.week);
    expect(legacyWeek({ timeZone: 'UTC', days: [5] })).toEqual([{ day: 5, start: '00:00', end: '24:00' }]);
    expect(legacyWeek({ timeZone: 'UTC' })).toEqual([]);
  });

  it('rule: isWithinWorkingHours reads it too, with its closed dates if any', () => {
    expect(isWithinWorkingHours(legacy, at('2026-03-02T10:00:00Z'))).toBe(true);
    expect(isWithinWorkingHours(legacy, at('2026-03-03T10:00:00Z'))).toBe(false);
    expect(isWithinWorkingHours({ ...legacy, closedDates: ['2026-03-02'] }, at('2026-03-02T10:00:00Z'))).toBe(false);
  });
});
