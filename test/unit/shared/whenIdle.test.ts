import { whenIdle } from '@shared/ui/whenIdle';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('whenIdle', () => {
  it('rule: never in the same task; after afterMs, at the latest timeoutMs after that', async () => {
    const work = vi.fn();
    whenIdle(work, { afterMs: 1000, timeoutMs: 500 });
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(999);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(501);
    expect(work).toHaveBeenCalledOnce();
  });

  it('rule: cancelled before it ran, it never runs', async () => {
    const work = vi.fn();
    const cancel = whenIdle(work, { afterMs: 100 });
    cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(work).not.toHaveBeenCalled();
  });
});
