// The styles the loader puts on the host page (loader/layout.ts): nothing of the page's may win.

import { DEFAULT_LAYOUT, guarded, launcherStyle, panelStyle, TOP_Z_INDEX } from '@loader/layout';
import { describe, expect, it } from 'vitest';

const DESKTOP = { width: 1280, height: 800, zoom: 1 };
const declarations = (css: string) => css.split(';').filter(Boolean);

describe('the styles on the host page', () => {
  it('rule: every declaration is !important, after all:initial, so no page rule (even !important) reaches it', () => {
    const css = launcherStyle('right', TOP_Z_INDEX, '#0958d9');
    expect(declarations(css)[0]).toBe('all:initial!important');
    expect(declarations(css).every((declaration) => declaration.endsWith('!important'))).toBe(true);
    expect(guarded('display:block')).toBe('all:initial!important;zoom:1!important;display:block!important;');
  });

  it('rule: the bubble and the panel are at the largest z-index unless the page lowers it', () => {
    expect(TOP_Z_INDEX).toBe(2147483647);
    expect(launcherStyle('right', TOP_Z_INDEX, '#000')).toContain('z-index:2147483647!important');
    expect(panelStyle('right', TOP_Z_INDEX, DEFAULT_LAYOUT, false, true, DESKTOP)).toContain(
      'z-index:2147483647!important',
    );
    expect(panelStyle('left', 1000, DEFAULT_LAYOUT, false, true, DESKTOP)).toContain('z-index:1000!important');
  });

  it('rule: the desktop panel is the channel size, within the viewport less its margins', () => {
    const css = panelStyle('right', 1, { width: 380, height: 600, color: '#000' }, false, true, DESKTOP);
    expect(css).toContain('width:380px!important');
    expect(css).toContain('height:600px!important');
    const small = panelStyle('right', 1, { width: 380, height: 600, color: '#000' }, false, true, {
      width: 400,
      height: 500,
      zoom: 1,
    });
    expect(small).toContain('width:360px!important');
    expect(small).toContain('height:384px!important');
  });

  it('rule: under CSS zoom the panel is sized in the zoomed pixels, so zoomed it still fits the viewport', () => {
    // zoom 2 on a 1280×800 window: 640×400 of the page's pixels.
    const css = panelStyle('right', 1, DEFAULT_LAYOUT, false, true, { width: 1280, height: 800, zoom: 2 });
    expect(css).toContain('width:380px!important');
    expect(css).toContain('height:284px!important');
    // Drawn: 284 × 2 = 568 px high, its bottom 86 × 2 = 172 px above the window's: its top is 60 px down.
  });

  it('rule: on a phone the panel fills the viewport; closed, it is not displayed', () => {
    expect(panelStyle('right', 1, DEFAULT_LAYOUT, true, true, DESKTOP)).toContain(
      'top:0!important;left:0!important;width:100%!important;height:100%!important',
    );
    expect(panelStyle('right', 1, DEFAULT_LAYOUT, true, false, DESKTOP)).toContain('display:none!important');
  });
});
