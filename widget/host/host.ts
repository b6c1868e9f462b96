// The one bridge of this page, created at start-up.
import { connectHost, type HostBridge } from './hostBridge';
import { readEmbedding, type Embedding } from './embedding';

export const embedding: Embedding = readEmbedding(location.search, window.parent !== window, document.referrer);

export const host: HostBridge = connectHost(window, embedding);

/** Hides the panel on the host page (the spec's `hidden: true`, with `close: true` when the session was closed). */
export const hideWidget = (sessionClosed = false) =>
  host.post(sessionClosed ? { type: 'hidden', hidden: true, close: true } : { type: 'hidden', hidden: true });
