// Size budgets of the built bundles (gzip). `npm test` builds first.
import { describe, expect, it } from 'vitest';
import { WIDGET_DIST } from '../../demo-host/server/projectPaths';
import { BUDGETS } from '../budgets';
import { measureSizes } from '../sizes';

describe('size budgets', () => {
  const sizes = measureSizes(WIDGET_DIST);

  it(`loader.js is at most ${BUDGETS.loader} bytes gzip`, () => {
    expect(sizes.loader).toBeLessThanOrEqual(BUDGETS.loader);
  });

  it(`loader-panel.js, fetched on first open, is at most ${BUDGETS.loaderPanel} bytes gzip`, () => {
    expect(sizes.loaderPanel).toBeLessThanOrEqual(BUDGETS.loaderPanel);
  });

  it(`the widget's first screen (JS + CSS) is at most ${BUDGETS.widgetFirstScreen} bytes gzip`, () => {
    expect(sizes.widgetFiles.map(({ file }) => file)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\.css$/), expect.stringMatching(/main-.*\.js$/)]),
    );
    expect(sizes.widgetFirstScreen).toBeLessThanOrEqual(BUDGETS.widgetFirstScreen);
  });
});
