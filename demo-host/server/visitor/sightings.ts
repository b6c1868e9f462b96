// "Check my installation": where the widget is seen for each channel (store/channelSightings.ts).
// Loads come from the widget's page (the loader's `host` parameter), pages from what the widget
// reports of the host page (chatStart, resetInfo). Every page load would be a write: each
// instance writes a channel and origin at most once every SIGHTING_WRITE_EVERY_MS, adding the
// loads counted in between to the next write. A page only refines an origin a load recorded,
// so nothing a visitor's calls say makes a row.
import type { ChannelSightingStore } from '../store/channelSightings';

export const SIGHTING_WRITE_EVERY_MS = 60_000;
/** The longest page address kept; a longer one is not recorded. */
const PAGE_URL_MAX = 2000;
/** What one instance remembers of recent writes; beyond it the oldest are forgotten (their loads with them). */
const TRACKED_MAX = 10_000;

/** `text` when it is exactly an http(s) origin (`https://shop.example:8443`), else undefined. */
export function exactOrigin(text: string | undefined): string | undefined {
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return (url.protocol == 'http:' || url.protocol == 'https:') && url.origin == text ? text : undefined;
  } catch {
    return undefined;
  }
}

const originOfPage = (pageUrl: string) => {
  try {
    const url = new URL(pageUrl);
    return url.protocol == 'http:' || url.protocol == 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
};

/** Each channel and origin's last write on this instance, and what waits for the next. */
function throttle(now: () => number) {
  const last = new Map<string, { writtenAt: number; pending: number }>();
  return {
    /** Counts one more; resolves to how many to write now, or 0 while the last write is recent. */
    take(key: string): number {
      const at = now();
      const entry = last.get(key);
      if (entry && at - entry.writtenAt < SIGHTING_WRITE_EVERY_MS) {
        entry.pending++;
        return 0;
      }
      last.delete(key);
      while (last.size >= TRACKED_MAX) last.delete(last.keys().next().value!);
      last.set(key, { writtenAt: at, pending: 0 });
      return (entry?.pending ?? 0) + 1;
    },
  };
}

export function sightingRecorder(store: ChannelSightingStore, now: () => number) {
  const loads = throttle(now);
  const pages = throttle(now);
  return {
    /** A load of the channel's widget page framed by `origin` (checked by the caller). */
    async loaded(channelId: string, origin: string): Promise<void> {
      const count = loads.take(channelId + '\n' + origin);
      if (count) await store.loaded(channelId, origin, count, now());
    },
    /** The host page the visitor is on, by the widget's report. */
    async onPage(channelId: string, pageUrl: string | undefined): Promise<void> {
      const origin = pageUrl && pageUrl.length <= PAGE_URL_MAX ? originOfPage(pageUrl) : undefined;
      if (origin && pages.take(channelId + '\n' + origin)) await store.onPage(channelId, origin, pageUrl!, now());
    },
  };
}
