// What a call test reads of WebRTC: every RTCPeerConnection a page (or its frames) makes is
// kept, so the test can ask its statistics, as a call's proof needs (bytes received rising).
import type { BrowserContext, Frame, Page } from 'playwright-core';

/** Before the context's pages load: keep each peer connection in `window.__peers`. */
export async function watchPeers(context: BrowserContext) {
  await context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const peers: RTCPeerConnection[] = [];
    Object.assign(window, { __peers: peers });
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        peers.push(this);
      }
    } as typeof RTCPeerConnection;
  });
}

/** Bytes received so far on the page's newest connection, audio and video: 0 when there is none. */
export async function bytesReceived(where: Page | Frame, kind?: 'audio' | 'video'): Promise<number> {
  return where.evaluate(async (kind) => {
    const peer = (window as unknown as { __peers: RTCPeerConnection[] }).__peers.at(-1);
    if (!peer) return 0;
    let bytes = 0;
    (await peer.getStats()).forEach((report: { type: string; kind?: string; bytesReceived?: number }) => {
      if (report.type == 'inbound-rtp' && (!kind || report.kind == kind)) bytes += report.bytesReceived ?? 0;
    });
    return bytes;
  }, kind);
}
