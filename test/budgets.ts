// Size budgets on the wire, in bytes as the server sends them (brotli and gzip, both
// precompressed at build time). `npm test` fails past them; `npm run bench` prints them.
export const BUDGETS = {
  /** The one script every host page loads (issue 17's aim: 1,500 B brotli): the bubble and the call queue. */
  loader: { br: 1_300, gzip: 1_500 },
  /**
   * Imported by loader.js when the chat is first needed: the host API's commands and events,
   * the iframe panel and its bridge. Raised from 2,600 / 3,000 when the commands moved here
   * from loader.js (issue 17); the two files together did not grow (4,061 B brotli, then 4,005).
   */
  loaderPanel: { br: 3_000, gzip: 3_400 },
  /** JS + CSS the widget needs to draw /index: entry, its static imports, stylesheet, `en` texts. */
  widgetFirstScreen: { br: 56 * 1024, gzip: 60 * 1024 },
} as const;
