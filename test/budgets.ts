// Size budgets, in gzip bytes. `npm test` fails past them; `npm run bench` prints them.
export const BUDGETS = {
  /** The one script every host page loads. */
  loader: 2_000,
  /** The iframe panel and bridge, imported by loader.js on the first open. */
  loaderPanel: 3_000,
  /** JS + CSS the widget needs to draw /index: entry, its static imports, stylesheet, `en` texts. */
  widgetFirstScreen: 60 * 1024,
} as const;
