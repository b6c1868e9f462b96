// While nobody is looking: the tab title flashes every 800 ms until they look.

import { TITLE_FLASH_MS } from '@shared/constants';
import { flashTitle, isFlashing, stopFlashing } from '@shared/ui/flashTitle';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  stopFlashing();
  vi.useRealTimers();
});

describe('the title flash', () => {
  it('rule: the title alternates with the notice every 800 ms and comes back when stopped', () => {
    vi.useFakeTimers();
    document.title = 'Shop';
    flashTitle('New message');
    vi.advanceTimersByTime(TITLE_FLASH_MS - 1);
    expect(document.title).toBe('Shop');
    vi.advanceTimersByTime(1);
    expect(document.title).toBe('New message');
    vi.advanceTimersByTime(TITLE_FLASH_MS);
    expect(document.title).toBe('Shop');
    vi.advanceTimersByTime(TITLE_FLASH_MS);
    stopFlashing();
    expect(document.title).toBe('Shop');
    expect(isFlashing()).toBe(false);
    vi.advanceTimersByTime(TITLE_FLASH_MS * 6);
    expect(document.title).toBe('Shop');
  });

  it('rule: one flash at a time; a second call does not take the notice for the title', () => {
    vi.useFakeTimers();
    document.title = 'Shop';
    flashTitle('One');
    vi.advanceTimersByTime(TITLE_FLASH_MS);
    flashTitle('Two');
    vi.advanceTimersByTime(TITLE_FLASH_MS * 2);
    expect(document.title).toBe('One');
    stopFlashing();
    expect(document.title).toBe('Shop');
  });
});
