// The README's pictures, saved by the browser tests that reach each screen when SCREENSHOTS=1
// (`npm run screenshots`, which installs the fonts every script needs first).
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';

export async function screenshot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  mkdirSync('.github/screenshots', { recursive: true });
  await page.screenshot({ path: `.github/screenshots/${name}.png` });
}
