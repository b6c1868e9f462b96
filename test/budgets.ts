// Size budgets on the wire, in bytes as the server sends them (brotli and gzip, both
// precompressed at build time). `npm test` fails past them; `npm run bench` prints them.
export const BUDGETS = {
  /** The one script every host page loads (issue 17's aim: 1,500 B brotli). */
  loader: { br: 1_700, gzip: 2_000 },
  /** The iframe panel and bridge, imported by loader.js on the first open. */
  loaderPanel: { br: 2_600, gzip: 3_000 },
  /** JS + CSS the widget needs to draw /index: entry, its static imports, stylesheet, `en` texts. */
  widgetFirstScreen: { br: 56 * 1024, gzip: 60 * 1024 },
} as const;
