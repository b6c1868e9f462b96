// A visitor's chat left open across a deploy. The new build names every hashed file anew, so
// the pages the old one loads later (leave a message, and its stylesheet) are gone from the
// server: opening one reloads the frame into the new build, on that page, styled, with the
// conversation and the visitor's draft as they were.
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningDemo, startDemo } from '@demo/startDemo';
import { WIDGET_DIST } from '@server/projectPaths';
import { RELOAD_AFTER_MS } from '@shared/ui/chunk';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium';
import { DESKTOP } from './demo';
import { ask, openChat } from './widgetFrame';

const HASHED = /-([\w-]{8})\.(js|css)$/;

/** A copy of the widget's build without its precompressed twins; `renamed`, every hashed name changed as a new build's would be. */
function copyBuild(to: string, renamed: boolean) {
  cpSync(WIDGET_DIST, to, { recursive: true });
  const files = readdirSync(to, { recursive: true, encoding: 'utf8' }).map((file) => join(to, file));
  for (const file of files.filter((file) => /\.(br|gz)$/.test(file))) rmSync(file);
  if (!renamed) return;
  const names = new Map<string, string>();
  for (const file of readdirSync(join(to, 'assets'))) {
    if (HASHED.test(file)) names.set(file, file.replace(HASHED, '-n$1.$2'));
  }
  const anyName = new RegExp([...names.keys()].map((name) => name.replace(/[.$-]/g, '\\$&')).join('|'), 'g');
  for (const file of files.filter((file) => /\.(js|css|html|json)$/.test(file))) {
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(anyName, (name) => names.get(name)!),
    );
  }
  for (const [from, renamedTo] of names) renameSync(join(to, 'assets', from), join(to, 'assets', renamedTo));
}

const entryScript = () => document.querySelector('script[type="module"][src]')!.getAttribute('src')!;

describe('a chat open across a deploy', () => {
  const state = {} as { dir: string; demo: RunningDemo; browser: Browser };
  beforeAll(async () => {
    state.dir = mkdtempSync(join(tmpdir(), 'chat-online-deploy-'));
    copyBuild(join(state.dir, 'old'), false);
    copyBuild(join(state.dir, 'new'), true);
    const places = { dataDir: join(state.dir, 'data'), distDir: join(state.dir, 'old') };
    state.demo = await startDemo({ port: 0, sitePort: 0, ...places });
    state.browser = await launchChromium();
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.demo?.close();
    rmSync(state.dir, { recursive: true, force: true });
  });

  it('opens a page the old build no longer has by reloading into the new one, styled', async () => {
    const page = await (await state.browser.newContext(DESKTOP)).newPage();
    await page.goto(state.demo.siteOrigin + '/');
    const frame = await openChat(page);
    await ask(frame, 'where is my order 1042');
    await frame.locator('.msg-row--visitor', { hasText: 'where is my order 1042' }).waitFor();
    await frame.locator('.composer__input').fill('and the box was wet');
    const oldEntry = await frame.evaluate(entryScript);

    // The deploy: the same data, the same ports, the new build.
    const { widgetOrigin, siteOrigin } = state.demo;
    await state.demo.close();
    state.demo = await startDemo({
      port: Number(new URL(widgetOrigin).port),
      sitePort: Number(new URL(siteOrigin).port),
      dataDir: join(state.dir, 'data'),
      distDir: join(state.dir, 'new'),
    });

    // A frame just loaded does not reload (chunk.ts): this one has been open a while.
    await frame.waitForFunction((ms) => performance.now() >= ms, RELOAD_AFTER_MS);
    await frame.getByRole('button', { name: 'Leave a message' }).first().click();
    const tabs = frame.locator('.tabs__list');
    await tabs.waitFor();
    expect(frame.url()).toContain('/leaveMessage?');
    expect(await frame.evaluate(entryScript)).toBe(oldEntry.replace(HASHED, '-n$1.$2'));
    // pages.lazy.css, the new build's, is what lays the tabs out.
    expect(await tabs.evaluate((element) => getComputedStyle(element).display)).toBe('flex');
    // The panel is still open, and the way back finds the conversation and the draft.
    expect(await page.locator('#chat-online-frame').isVisible()).toBe(true);
    await frame.getByRole('button', { name: 'Back to the chat' }).click();
    await frame.locator('.msg-row--visitor', { hasText: 'where is my order 1042' }).waitFor();
    expect(await frame.locator('.composer__input').inputValue()).toBe('and the box was wet');
  });
});
