// The demo (reference server + demo shop) on free ports, and Chromium, for one test file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningDemo, startDemo } from '@demo/startDemo';
import type { OutgoingOptions } from '@server/outgoing/outgoingOptions';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './chromium';

export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

interface DemoSetup {
  /** The server's clock, for a test that moves it. */
  now?: () => number;
  /** Mail and webhooks, asked for as the demo starts: after the test's own beforeAll has started its mail server. */
  outgoing?: () => OutgoingOptions;
}

export function useDemo({ now, outgoing }: DemoSetup = {}) {
  const state = {} as { demo: RunningDemo; browser: Browser; dataDir: string };
  beforeAll(async () => {
    state.dataDir = mkdtempSync(join(tmpdir(), 'chat-online-browser-'));
    state.demo = await startDemo({ port: 0, sitePort: 0, dataDir: state.dataDir, now, outgoing: outgoing?.() });
    state.browser = await launchChromium();
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.demo?.close();
    rmSync(state.dataDir, { recursive: true, force: true });
  });

  /** A fresh browser context (its own storage), with page errors and CSP violations collected. */
  async function openPage(path = '/', options: BrowserContextOptions = DESKTOP) {
    const context = await state.browser.newContext(options);
    const page: Page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push('pageerror: ' + error.message));
    page.on('console', (message) => {
      if (message.type() == 'error') problems.push('console: ' + message.text());
    });
    await page.goto(state.demo.siteOrigin + path);
    await page.locator('#chat-online-launcher').waitFor();
    return { page, context, problems };
  }

  return { state, openPage };
}
