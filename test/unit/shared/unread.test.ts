import { unreadBadgeText } from '@shared/unread';
import { describe, expect, it } from 'vitest';

describe('unreadBadgeText', () => {
  it('rule: no badge text at 0 or below', () => {
    expect(unreadBadgeText(0)).toBe('');
    expect(unreadBadgeText(-3)).toBe('');
    expect(unreadBadgeText(Number.NaN)).toBe('');
  });

  it('rule: the count itself from 1 up to 99', () => {
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(99)).toBe('99');
  });

  it('rule: 99+ above 99', () => {
    expect(unreadBadgeText(100)).toBe('99+');
    expect(unreadBadgeText(12_345)).toBe('99+');
  });
});
