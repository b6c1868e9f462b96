// The widget's own storage (inside the iframe it may be partitioned or blocked). Where the
// browser blocks it, what only memory holds would die with the page: the outbox's unsent
// messages are kept by the loader in the host's storage instead (docs/postmessage.md).
import { createListedStorage } from '@shared/expiringStorage';
import { OUTBOX_KEY_PREFIX } from '@shared/frame';
import { host } from '../host/host';

export const widgetStorage = createListedStorage(
  () => localStorage,
  Date.now,
  (key, raw) =>
    key.startsWith(OUTBOX_KEY_PREFIX) &&
    host.post(raw === undefined ? { type: 'keep', key } : { type: 'keep', key, value: raw }),
);
