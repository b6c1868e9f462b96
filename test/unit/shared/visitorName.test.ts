import { friendlyName, visitorName } from '@shared/visitorName';
import { describe, expect, it } from 'vitest';

describe('what an agent calls a visitor', () => {
  it('rule: a visitor without a name gets a friendly one, always the same for the same id', () => {
    const name = friendlyName('4decca34f00d');
    expect(name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{2}$/);
    expect(friendlyName('4decca34f00d')).toBe(name);
  });

  it('rule: different visitors mostly get different names', () => {
    const names = new Set(Array.from({ length: 200 }, (_, index) => friendlyName(`visitor-${index}`)));
    expect(names.size).toBeGreaterThan(190);
  });

  it('rule: the name setUser or the form gave wins; blank counts as none', () => {
    expect(visitorName('abc', { userName: 'Ada Lovelace' })).toBe('Ada Lovelace');
    expect(visitorName('abc', { userName: '  ' })).toBe(friendlyName('abc'));
    expect(visitorName('abc', {})).toBe(friendlyName('abc'));
  });
});
