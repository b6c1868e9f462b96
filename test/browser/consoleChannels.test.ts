// A site owner sets up channels from the console, in Chromium: the first owner of an empty
// product walks through a first channel and pastes its snippet on a page of their own; an owner
// changes a channel's colour, greeting, quick menu and working hours, sees each in the live
// preview before saving, and after saving a host page shows them and a transfer outside the hours
// gets the closed text; an agent's console has no Channels. Host pages are on 127.0.0.1 and the
// widget on localhost: cross-site, as every real deployment is.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareFirstStart } from '@server/accounts/setup';
import { buildServer } from '@server/app';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, signIn } from './consoleHelpers';
import { DESKTOP, useDemo } from './demo';
import { type HostPages, startHostPages } from './hostPages';
import { screenshot } from './screenshot';

const { state } = useDemo();
let pages: HostPages;
beforeAll(async () => {
  pages = await startHostPages();
});
afterAll(() => pages?.close());

const OWNER_PASSWORD = 'lantern-harbour-42';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Sections' });
/** A tab of the channel editor (a link: each tab has its address). */
const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Channel settings' }).getByRole('link', { name, exact: true });

/** The live preview's widget, once it draws the chat. */
async function previewFrame(page: Page): Promise<Frame> {
  const frame = (await page.locator('iframe.preview__frame, .preview iframe').first().elementHandle())!;
  const widget = (await frame.contentFrame())!;
  await widget.locator('.chat-header').waitFor();
  return widget;
}

/** A host page of the owner's site with the snippet the console handed out; the chat opened. */
async function hostPageWith(browser: Browser, snippetHtml: string, name: string) {
  const url = pages.page(name, {
    html: `<!doctype html><html><head><meta charset="utf-8"><title>${name}</title>${snippetHtml}</head><body><h1>${name}</h1></body></html>`,
  });
  const opened = await openPage(browser, url, DESKTOP);
  await opened.page.locator('#chat-online-launcher').click();
  const frame = (await (await opened.page.locator('#chat-online-frame').elementHandle())!.contentFrame())!;
  await frame.locator('.composer__input').waitFor();
  return { ...opened, frame };
}

const headerColour = (frame: Frame) =>
  frame.locator('.chat-header').evaluate((header) => getComputedStyle(header).backgroundColor);

describe('channels in the console', () => {
  it('the first owner of an empty product creates a channel in the walk-through and its snippet draws the bubble on their page', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'chat-online-first-channel-'));
    const { app, services } = await buildServer({ dataDir, plugins: [] });
    try {
      await app.listen({ port: 0, host: 'localhost' });
      const address = app.server.address();
      const origin = `http://localhost:${typeof address == 'object' && address ? address.port : 0}`;
      const first = await prepareFirstStart(services, { owner: { login: 'morgan', password: OWNER_PASSWORD } });
      expect(first.state).toBe('ownerCreated');

      const { context, page, problems } = await openPage(state.browser, origin + '/console/', DESKTOP);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signIn(page, 'morgan', OWNER_PASSWORD);
      // Nothing can arrive before a channel exists: the owner lands on the walk-through.
      const walk = page.getByRole('form', { name: 'Set up your first channel' });
      await walk.waitFor();
      await walk.getByLabel('Name', { exact: true }).fill('Harbour Books');
      await walk.getByLabel('Colour', { exact: true }).fill('#0b6e4f');
      await walk.getByLabel('Greeting').fill('Welcome to Harbour Books! Ask about an order.');
      await screenshot(page, 'console-first-channel');
      await walk.getByRole('button', { name: 'Create the channel' }).click();
      await page.getByRole('heading', { name: 'Harbour Books is ready' }).waitFor();
      const snippetHtml = await page.getByLabel('Your snippet').inputValue();
      expect(snippetHtml).toMatch(
        new RegExp(`^<script async src="${origin}/chat_online/loader\\.js" data-channel-id="harbour-books"></script>`),
      );
      await page.getByRole('button', { name: 'Copy' }).first().click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippetHtml);

      // The snippet pasted on a page of the owner's site: the bubble, the colour and the greeting.
      const host = await hostPageWith(state.browser, snippetHtml, 'harbour');
      expect(await headerColour(host.frame)).toBe('rgb(11, 110, 79)');
      await host.frame.getByText('Welcome to Harbour Books! Ask about an order.').waitFor();
      expect(host.problems).toEqual([]);
      await host.context.close();

      // "Check my installation" names the page it was seen on.
      await page.getByRole('link', { name: 'Check my installation' }).click();
      await page.getByText(pages.origin).first().waitFor();
      await screenshot(page, 'console-channel-install');
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('an owner changes colour, greeting, a quick menu and the hours: the preview shows each before saving, a host page after', async () => {
    const { context, page, problems } = await openPage(state.browser, state.demo.widgetOrigin + '/console/', DESKTOP);
    await signIn(page, 'alice', state.demo.logins.agents[0]!.password);
    await nav(page).getByRole('link', { name: 'Channels' }).click();
    await page.getByRole('link', { name: 'Northwind shop' }).waitFor();
    // An owner picks the tenant, as on Team.
    await expect
      .poll(() => page.getByLabel('Tenant').locator('option:checked').textContent())
      .toBe('Northwind Outfitters (demo)');
    await screenshot(page, 'console-channels');
    await page.getByRole('button', { name: 'New channel' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Spring sale');
    await page.getByRole('button', { name: 'Create and edit' }).click();
    await page.getByRole('heading', { name: 'Spring sale' }).waitFor();
    const preview = await previewFrame(page);
    expect(await headerColour(preview)).toBe('rgb(9, 88, 217)');

    // Look: the colours (the header's is the navigation bar's), in the preview at once, before any save.
    await page.locator('#ch-mainColor').fill('#7a1f5c');
    await page.locator('#ch-navigationBarColor').fill('#7a1f5c');
    await expect.poll(() => headerColour(preview)).toBe('rgb(122, 31, 92)');
    expect(await preview.evaluate(() => document.documentElement.style.getPropertyValue('--main-color'))).toBe(
      '#7a1f5c',
    );
    // Texts: the robot's greeting.
    await tab(page, 'Texts').click();
    const welcome = page.locator('#ch-robotWelcomeMsg');
    await welcome.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Spring sale: 20% off every tent this week.');
    await preview.getByText('Spring sale: 20% off every tent this week.').waitFor();
    // Menus: a quick-menu entry that asks for a person.
    await tab(page, 'Menus').click();
    await page.getByRole('button', { name: 'Add a menu entry' }).click();
    await page.locator('#ch-chatMenuConfigList-0-menuType').selectOption({ label: 'Talk to an agent' });
    await page.locator('#ch-chatMenuConfigList-0-menuName').fill('Ask a person');
    await preview.getByRole('button', { name: 'Ask a person' }).waitFor();
    // Routing: working hours with every day closed; the preview says it is closed.
    await tab(page, 'Routing').click();
    await page.getByLabel('Set working hours').check();
    for (const day of await page.getByRole('checkbox', { name: /^Open on / }).all()) await day.uncheck();
    await page.getByText('Closed right now.').waitFor();
    await preview.getByText('We are closed right now: leave a message and we will reply').waitFor();
    await screenshot(page, 'console-channel-editor');
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'console-channel-editor-1024');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved: new page loads show it').waitFor();
    const channelId = new URL(page.url()).pathname.split('/')[3]!;
    expect(channelId).toBe('spring-sale');

    // A new page load on the owner's site shows what was saved; outside the hours a transfer
    // answers 5 and the closed text.
    const { snippet } = await import('./hostPages');
    const host = await hostPageWith(state.browser, snippet(state.demo.widgetOrigin, channelId), 'spring');
    expect(await headerColour(host.frame)).toBe('rgb(122, 31, 92)');
    await host.frame.getByText('Spring sale: 20% off every tent this week.').waitFor();
    const transfer = host.page.waitForResponse((response) => response.url().endsWith('/transferAgent'));
    await host.frame.getByRole('button', { name: 'Ask a person' }).click();
    expect(((await (await transfer).json()) as { data: { status: number } }).data.status).toBe(5);
    await host.frame.getByText('We are closed right now. Leave us a message and we will reply.').waitFor();
    expect(host.problems).toEqual([]);
    await host.context.close();

    // History: the save is recorded with who made it and what changed.
    await tab(page, 'History').click();
    await page.getByText('Version 2').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an agent has no Channels section, and /console/channels shows the chats desk', async () => {
    const { context, page } = await openPage(state.browser, state.demo.widgetOrigin + '/console/', DESKTOP);
    await signIn(page, 'li', state.demo.logins.agents[0]!.password);
    expect(await nav(page).getByRole('link', { name: 'Channels' }).count()).toBe(0);
    await page.goto(state.demo.widgetOrigin + '/console/channels');
    await page.getByRole('switch').waitFor();
    expect(new URL(page.url()).pathname).toBe('/console/');
    await context.close();
  });
});
