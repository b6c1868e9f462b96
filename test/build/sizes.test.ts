// Size budgets of the built bundles on the wire (brotli and gzip, as the server sends
// them). `npm test` builds first.

import { WIDGET_DIST } from '@server/projectPaths';
import { describe, expect, it } from 'vitest';
import { BUDGETS } from '../budgets';
import { measureSizes } from '../sizes';

describe('size budgets on the wire', () => {
  const sizes = measureSizes(WIDGET_DIST);

  it.each(['br', 'gzip'] as const)(`loader.js is within its budget (%s)`, (encoding) => {
    expect(sizes.loader[encoding]).toBeLessThanOrEqual(BUDGETS.loader[encoding]);
  });

  it.each(['br', 'gzip'] as const)('loader-panel.js, fetched on first open, is within its budget (%s)', (encoding) => {
    expect(sizes.loaderPanel[encoding]).toBeLessThanOrEqual(BUDGETS.loaderPanel[encoding]);
  });

  it.each(['br', 'gzip'] as const)("the widget's first screen (JS + CSS) is within its budget (%s)", (encoding) => {
    expect(sizes.widgetFiles.map(({ file }) => file)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\.css$/), expect.stringMatching(/main-.*\.js$/)]),
    );
    expect(sizes.widgetFirstScreen[encoding]).toBeLessThanOrEqual(BUDGETS.widgetFirstScreen[encoding]);
  });
});
