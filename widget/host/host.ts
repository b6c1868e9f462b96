// This page's embedding, and its bridge to the host page once start-up has connected it.

import { type Embedding, readEmbedding } from './embedding';
import type { HostBridge } from './hostBridge';

export const embedding: Embedding = readEmbedding(location.search, window.parent !== window, document.referrer);

let bridge: HostBridge | undefined;

/** Start-up hands over the bridge it connected; until then there is nobody to tell. */
export const attachHost = (connected: HostBridge) => {
  bridge = connected;
};

export const host: Pick<HostBridge, 'post'> = { post: (message) => bridge?.post(message) };

/** Hides the panel on the host page (the spec's `hidden: true`, with `close: true` when the session was closed). */
export const hideWidget = (sessionClosed = false) =>
  host.post(sessionClosed ? { type: 'hidden', hidden: true, close: true } : { type: 'hidden', hidden: true });
