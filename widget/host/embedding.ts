// Whether the widget runs in a host page's frame, and which origin it may talk to.
// The loader passes its page's origin as `host`; a hand-made iframe without it falls
// back to the referrer's origin. Messages only ever go to that exact origin.
import { readFrameUrl } from '@shared/frame';

export interface Embedding {
  /** `from=iframe`: the frame variant (close button instead of back button). */
  embedded: boolean;
  hostOrigin?: string;
}

const asOrigin = (value: string | null | undefined): string | undefined => {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol == 'http:' || url.protocol == 'https:') return url.origin;
  } catch {
    // not a URL
  }
  return undefined;
};

export function readEmbedding(search: string, framed: boolean, referrer: string): Embedding {
  const { fromFrame, host } = readFrameUrl(search);
  if (!fromFrame || !framed) return { embedded: false };
  // `host` must be an origin exactly, not a URL that merely parses to one.
  const hostOrigin = host ? (asOrigin(host) == host ? host : undefined) : asOrigin(referrer);
  return { embedded: true, hostOrigin };
}
