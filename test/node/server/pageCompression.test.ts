// The widget's page goes at brotli's best, compressed once per page (demo-host/server/http/pageCompression.ts).

import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { acceptsBrotli, BEST_PER_SECOND, pageCompressor } from '@server/http/pageCompression';
import { describe, expect, it } from 'vitest';

describe('acceptsBrotli', () => {
  it.each([
    ['br', true],
    ['gzip, deflate, br, zstd', true],
    ['BR;q=0.5', true],
    ['*', true],
    ['gzip, *;q=0.1', true],
    ['gzip, deflate', false],
    ['identity', false],
    ['br;q=0', false],
    ['*, br;q=0', false],
    ['', false],
    [undefined, false],
  ])('rule: %s takes brotli: %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});

describe('pageCompressor', () => {
  const page = (n: number) => `<!doctype html><title>${n}</title>` + 'the channel configuration '.repeat(40);

  it('compresses a page once and keeps it: the same bytes again, which are the page', () => {
    const compressed = pageCompressor();
    const first = compressed(page(1));
    expect(brotliDecompressSync(first).toString()).toBe(page(1));
    expect(first.length).toBeLessThan(Buffer.byteLength(page(1)) / 5);
    expect(compressed(page(1))).toBe(first);
  });

  it('keeps the pages asked for most recently, forgetting the one unused longest', () => {
    const compressed = pageCompressor(2);
    const one = compressed(page(1));
    const two = compressed(page(2));
    expect(compressed(page(1))).toBe(one); // 1 is now the most recent
    compressed(page(3)); // forgets 2
    expect(compressed(page(1))).toBe(one);
    expect(compressed(page(2))).not.toBe(two);
    expect(compressed(page(2))).toEqual(two);
  });

  it('rule: past BEST_PER_SECOND new pages in a second, a page goes at a cheap quality, not kept, and at the best again the next second', () => {
    let time = 5_000;
    const compressed = pageCompressor(1_000, () => time);
    const best = Array.from({ length: BEST_PER_SECOND }, (_, n) => compressed(page(n)));
    const cheap = compressed(page(BEST_PER_SECOND));
    expect(brotliDecompressSync(cheap).toString()).toBe(page(BEST_PER_SECOND));
    expect(cheap).toEqual(
      brotliCompressSync(page(BEST_PER_SECOND), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    );
    expect(compressed(page(0))).toBe(best[0]); // kept pages cost nothing, however busy the second
    time += 1_000;
    const calmer = compressed(page(BEST_PER_SECOND));
    expect(calmer).toEqual(
      brotliCompressSync(page(BEST_PER_SECOND), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    expect(compressed(page(BEST_PER_SECOND))).toBe(calmer);
  });
});
