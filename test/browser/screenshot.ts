// Pictures for people to look at, saved by the browser tests that reach each screen: the
// docs' (.github/screenshots/), with SCREENSHOTS=1 (`npm run screenshots`, which installs the fonts every script
// needs first), or any test's into a folder of one's own with SCREENSHOTS_DIR=<folder>.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** Where the picture `name` goes, or undefined when no picture is asked for. */
export function screenshotPath(name: string): string | undefined {
  const dir = process.env.SCREENSHOTS_DIR || (process.env.SCREENSHOTS ? '.github/screenshots' : undefined);
  if (!dir) return undefined;
  mkdirSync(dir, { recursive: true });
  return `${dir}/${name}.png`;
}

export async function screenshot(page: Page, name: string) {
  const path = screenshotPath(name);
  if (path) await page.screenshot({ path });
}
