// While the visitor is not looking: the tab title flashes every 800 ms until they look.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flashTitle, stopFlashing } from '../../../../shared/ui/flashTitle';

afterEach(() => {
  stopFlashing();
  vi.useRealTimers();
});

describe('title flash', () => {
  it('rule: the title alternates with the notice every 800 ms, and comes back when stopped', () => {
    vi.useFakeTimers();
    document.title = 'Chat';
    flashTitle('New message');
    vi.advanceTimersByTime(799);
    expect(document.title).toBe('Chat');
    vi.advanceTimersByTime(1);
    expect(document.title).toBe('New message');
    vi.advanceTimersByTime(800);
    expect(document.title).toBe('Chat');
    vi.advanceTimersByTime(800);
    flashTitle('New message');
    stopFlashing();
    expect(document.title).toBe('Chat');
    vi.advanceTimersByTime(5000);
    expect(document.title).toBe('Chat');
  });
});
