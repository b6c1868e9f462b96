// Drives the console's agent feed in store tests: each batch handed to `deliver` answers
// one wait-for-events call, at once or when the feed next waits.

import type { AgentEvent, AgentEventKind, AgentReplies } from '@shared/api';
import { expect, vi } from 'vitest';

type Answer = AgentReplies['events'];
/** An event as a test writes it: its kind and only the fields the test is about. */
type TestEvent = { [K in AgentEventKind]: Partial<AgentEvent<K>> & { kind: K } }[AgentEventKind];

export function feedBatches() {
  const batches: Answer[] = [];
  let waiting: ((answer: Answer) => void) | undefined;
  let eventId = 0;
  return {
    /** The next batch the feed receives. */
    deliver(...events: TestEvent[]) {
      const numbered = events.map((event) => ({ ...event, eventId: ++eventId }) as AgentEvent);
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
