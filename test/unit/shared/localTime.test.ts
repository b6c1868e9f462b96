import { browserTimeZone, isTimeZoneName, localTimeIn } from '@shared/localTime';
import { describe, expect, it } from 'vitest';

describe('localTimeIn', () => {
  const noonUtc = new Date(Date.UTC(2026, 0, 15, 12, 5));

  it("rule: the time now in the visitor's zone, 24-hour, with the zone named", () => {
    expect(localTimeIn('Europe/Berlin', noonUtc)).toBe('13:05 (Europe/Berlin)');
    expect(localTimeIn('Asia/Shanghai', noonUtc)).toBe('20:05 (Asia/Shanghai)');
    expect(localTimeIn('America/New_York', noonUtc)).toBe('07:05 (America/New_York)');
  });

  it("rule: summer time is the zone's own (Berlin is UTC+2 in July)", () => {
    expect(localTimeIn('Europe/Berlin', new Date(Date.UTC(2026, 6, 15, 12, 5)))).toBe('14:05 (Europe/Berlin)');
  });

  it('rule: midnight reads 00, not 24', () => {
    expect(localTimeIn('UTC', new Date(Date.UTC(2026, 0, 15, 0, 30)))).toBe('00:30 (UTC)');
  });

  it('rule: a zone the browser does not know shows the zone alone, never an error', () => {
    expect(localTimeIn('Mars/Olympus_Mons', noonUtc)).toBe('Mars/Olympus_Mons');
  });
});

describe('isTimeZoneName', () => {
  it.each([['Europe/Berlin'], ['America/Argentina/Buenos_Aires'], ['Etc/GMT+5'], ['America/Port-au-Prince'], ['UTC']])(
    'rule: accepts %j',
    (zone) => {
      expect(isTimeZoneName(zone)).toBe(true);
    },
  );

  it.each([
    [''],
    ['/Europe'],
    ['Europe/Berlin;drop'],
    ['Europe Berlin'],
    ['<b>'],
    ['E' + 'u'.repeat(64)],
    [42],
    [null],
  ])('rule: refuses %j', (zone) => {
    expect(isTimeZoneName(zone)).toBe(false);
  });

  it('rule: the zone this browser runs in passes (what the widget sends)', () => {
    expect(isTimeZoneName(browserTimeZone())).toBe(true);
  });
});
