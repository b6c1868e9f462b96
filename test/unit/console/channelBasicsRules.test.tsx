// The pure rules behind the Routing and Security sections: the week kept in weekday order, a
// new range after the day's last, midnight as a time field shows it, closed dates each once and
// at most the schema's number, the time zones offered, and an origin as the schema takes it.

import { checkOrigin } from '@console/pages/channels/basics/origins';
import {
  addClosedDate,
  addRange,
  endForInput,
  endFromInput,
  removeClosedDate,
  setDayOpen,
  timeZoneChoices,
} from '@console/pages/channels/basics/schedule';
import { CHANNEL_LIMITS } from '@shared/api/channel';
import { describe, expect, it } from 'vitest';

describe('the weekly schedule', () => {
  it('opening a day puts it in weekday order with nine to six; closing it removes all its ranges', () => {
    const week = [
      { day: 5, start: '09:00', end: '12:00' },
      { day: 5, start: '13:00', end: '17:00' },
    ];
    expect(setDayOpen(week, 0, true)).toEqual([{ day: 0, start: '09:00', end: '18:00' }, ...week]);
    expect(setDayOpen(week, 5, false)).toEqual([]);
  });

  it('a new range starts where the day’s last ends, or is nine to six after one ending at midnight', () => {
    expect(addRange([{ day: 1, start: '08:00', end: '12:00' }], 1)).toEqual([
      { day: 1, start: '08:00', end: '12:00' },
      { day: 1, start: '12:00', end: '24:00' },
    ]);
    expect(addRange([{ day: 1, start: '20:00', end: '24:00' }], 1)[1]).toEqual({
      day: 1,
      start: '09:00',
      end: '18:00',
    });
  });

  it('midnight is 24:00 in the settings and 00:00 in a time field', () => {
    expect(endForInput('24:00')).toBe('00:00');
    expect(endFromInput('00:00')).toBe('24:00');
    expect(endFromInput('17:30')).toBe('17:30');
  });
});

describe('closed dates', () => {
  it('each once, in order, only yyyy-MM-dd, at most the schema’s number', () => {
    expect(addClosedDate(['2026-05-01'], '2026-01-01')).toEqual(['2026-01-01', '2026-05-01']);
    expect(addClosedDate(['2026-05-01'], '2026-05-01')).toEqual(['2026-05-01']);
    expect(addClosedDate([], '1 May')).toEqual([]);
    const full = Array.from({ length: CHANNEL_LIMITS.closedDates }, (_, day) =>
      new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10),
    );
    expect(addClosedDate(full, '2027-12-31')).toEqual(full);
    expect(removeClosedDate(['2026-01-01', '2026-05-01'], '2026-01-01')).toEqual(['2026-05-01']);
  });
});

describe('time zones', () => {
  it('the browser’s first, the channel’s own kept even when the runtime does not list it, each once', () => {
    const zones = timeZoneChoices('UTC', 'Europe/Paris');
    expect(zones.slice(0, 2)).toEqual(['Europe/Paris', 'UTC']);
    expect(zones).toContain('Asia/Shanghai');
    expect(new Set(zones).size).toBe(zones.length);
  });
});

describe('origins', () => {
  it('takes scheme, host and port, and nothing after', () => {
    expect(checkOrigin('https://shop.example.com', [])).toEqual({ ok: true });
    expect(checkOrigin('http://localhost:3000', [])).toEqual({ ok: true });
    expect(checkOrigin('https://shop.example.com/', [])).toEqual({
      ok: false,
      reason: 'hasPath',
      origin: 'https://shop.example.com',
    });
    expect(checkOrigin('javascript:alert(1)', [])).toEqual({ ok: false, reason: 'notOrigin' });
    expect(checkOrigin('https://a.example.com', ['https://a.example.com'])).toEqual({ ok: false, reason: 'twice' });
    expect(checkOrigin(`https://${'a'.repeat(200)}.com`, [])).toEqual({ ok: false, reason: 'notOrigin' });
  });
});
