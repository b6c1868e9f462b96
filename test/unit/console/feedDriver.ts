// Drives the console's agent feed in store tests: each batch handed to `deliver` answers
// one wait-for-events call, at once or when the feed next waits.
import { expect, vi } from 'vitest';
import type { FeedEvent } from '../../../demo-host/console/stores/feed';

type Answer = { events: FeedEvent[]; lastEventId: number };

export function feedBatches() {
  const batches: Answer[] = [];
  let waiting: ((answer: Answer) => void) | undefined;
  let eventId = 0;
  return {
    /** The next batch the feed receives. */
    deliver(...events: Omit<FeedEvent, 'eventId'>[]) {
      const numbered = events.map((event) => ({ ...event, eventId: ++eventId }));
      const answer = { events: numbered, lastEventId: eventId };
      if (waiting) {
        waiting(answer);
        waiting = undefined;
      } else batches.push(answer);
    },
    /** The answer to an `events` call: a queued batch, or the next one delivered. */
    next: () => batches.shift() ?? new Promise<Answer>((resolve) => (waiting = resolve)),
    /** Resolves once the feed took every queued batch and waits again. */
    drained: () => vi.waitFor(() => expect(batches.length == 0 && waiting).toBeTruthy()),
  };
}
