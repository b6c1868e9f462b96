// How a queued row reaches the sender at once: a wake-up on the hub's OUTBOX_KEY (every
// instance's hub, on PostgreSQL), sent once the caller's writes are committed.
import type { Services } from '../services';

export const OUTBOX_KEY = 'outbox';

/** Wakes the sender once the caller's writes have committed (a row queued before is not yet visible). */
export function wakeSender(services: Services): void {
  services.commits.committed().then(
    () => services.hub.notify(OUTBOX_KEY),
    () => {},
  );
}
