// The first screen's stylesheet is the same on every build: its files in name order, base.css
// (the theme's custom properties and the resets) first, so no build changes the cascade.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WIDGET_DIST } from '@server/projectPaths';
import { describe, expect, it } from 'vitest';

describe("the first screen's stylesheet", () => {
  it('rule: base.css comes first, then chat.css, then messages.css', () => {
    const name = readdirSync(join(WIDGET_DIST, 'assets')).find((file) => /^widget-[0-9a-f]+\.css$/.test(file));
    const css = readFileSync(join(WIDGET_DIST, 'assets', name!), 'utf8');
    const at = (selector: string) => css.indexOf(selector);
    expect(at(':root{')).toBe(0);
    expect(at('.chat{')).toBeGreaterThan(0);
    expect(at('.msg-row')).toBeGreaterThan(at('.chat{'));
  });
});
