// Debian's Chromium, driven by playwright-core: never a downloaded browser.
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromiumFlags';

export { CHROMIUM_PATH };

const FLAGS = [
  ...CHROMIUM_FLAGS,
  // Calls (docs/widget.md#calls): a fake camera and microphone, allowed without asking; other tests never open them.
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it with ` +
        '`apt-get update && apt-get install -y chromium`, or set CHROME_PATH to a Chromium binary.',
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS });
}
