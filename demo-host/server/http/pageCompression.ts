// The widget's page is the same for every visitor of a channel (its configuration, the texts
// preloaded for a language) and small, and every first open fetches it. Compressed at brotli's
// best it is a fifth smaller than at the quality cheap enough per reply (1,882 B against
// 2,334 for the demo's), which costs about 7 ms: so each page is compressed once and kept (a
// page differs only by channel and preloaded texts: 256 hold a few channels in every language).

import { brotliCompressSync, constants } from 'node:zlib';

/** Whether an Accept-Encoding header takes brotli: `br` (or `*` without `br`) at a weight above 0. */
export function acceptsBrotli(header: string | undefined): boolean {
  const weights = new Map(
    (header ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      return [name.toLowerCase(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const weight = weights.get('br') ?? weights.get('*') ?? 0;
  return weight > 0;
}

const brotli = (html: string, quality: number) =>
  brotliCompressSync(html, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
    },
  });

/** Past this many compressions at the best quality in a second, a page goes at a cheap one. */
export const BEST_PER_SECOND = 20;

/**
 * The page compressed at brotli's best, kept for the last `keep` pages asked for. A stranger
 * cycling through more pages than are kept (channels times languages) cannot make every request
 * cost 7 ms: past `BEST_PER_SECOND` new pages in a second, a page goes at quality 5 (0.25 ms,
 * a tenth larger) and is not kept, so it is compressed at the best when next asked in calmer time.
 */
export function pageCompressor(keep = 256, now: () => number = Date.now): (html: string) => Buffer {
  const kept = new Map<string, Buffer>();
  let second = 0;
  let bestThisSecond = 0;
  return (html) => {
    let compressed = kept.get(html);
    if (compressed) kept.delete(html);
    else {
      const thisSecond = Math.floor(now() / 1000);
      if (thisSecond != second) [second, bestThisSecond] = [thisSecond, 0];
      if (++bestThisSecond > BEST_PER_SECOND) return brotli(html, 5);
      compressed = brotli(html, constants.BROTLI_MAX_QUALITY);
    }
    kept.set(html, compressed); // the most recent last: the first is the one to forget
    if (kept.size > keep) kept.delete(kept.keys().next().value as string);
    return compressed;
  };
}
