// A message the visitor sends while the network is down is kept until the server has it,
// through a reload of the shop's page, embedded cross-site as every deployment is (the shop on
// 127.0.0.1, the widget on localhost). Where the browser blocks the frame's own storage (as
// this Chromium does for a cross-site frame), the loader keeps it in the shop's storage.
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useDemo } from './demo';
import { type HostPages, snippet, startHostPages, strictCsp } from './hostPages';

const { state } = useDemo();
let pages: HostPages;
beforeAll(async () => {
  pages = await startHostPages();
});
afterAll(() => pages?.close());

const shopPage = () =>
  pages.page('shop', {
    html: `<!doctype html><html lang="en"><head><title>Shop</title>${snippet(state.demo.widgetOrigin)}</head>
<body><h1>Outdoor gear</h1></body></html>`,
    csp: strictCsp(state.demo.widgetOrigin),
  });

async function openChat(page: Page): Promise<Frame> {
  await page.locator('#chat-online-launcher').click();
  const frame = (await (await page.locator('#chat-online-frame').elementHandle())!.contentFrame())!;
  await frame.locator('.composer__input').waitFor();
  return frame;
}

/** The shop's own storage: the outbox items the loader keeps for the widget. */
const keptByTheShop = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('chat-online:outbox:')).length);

/** Whether the frame may use its own storage (the browser's choice for a cross-site frame). */
const frameHasStorage = (frame: Frame) =>
  frame.evaluate(() => {
    try {
      return localStorage.length >= 0;
    } catch {
      return false;
    }
  });

describe('the outbox, cross-site', () => {
  for (const [name, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)
    it(`a question sent offline, then the page reloaded, is sent once the network is back (${name})`, async () => {
      const context = await state.browser.newContext(options);
      const page = await context.newPage();
      await page.goto(shopPage());
      let frame = await openChat(page);
      const ownStorage = await frameHasStorage(frame);

      // The widget's requests fail as with the network down.
      await page.route(`${state.demo.widgetOrigin}/api/**`, (route) => route.abort('internetdisconnected'));
      await frame.locator('.composer__input').fill('How long does shipping take?');
      await frame.locator('.composer__input').press('Enter');
      await frame.locator('.msg-row--visitor').getByText('How long does shipping take?').waitFor();
      if (!ownStorage) await expect.poll(() => keptByTheShop(page)).toBe(1);

      await page.unroute(`${state.demo.widgetOrigin}/api/**`);
      await page.reload();
      frame = await openChat(page);
      // Sent, answered by the robot, shown once; nothing is left to keep.
      await frame.locator('.message-list').getByText('business days').first().waitFor({ timeout: 15_000 });
      expect(await frame.locator('.msg-row--visitor').getByText('How long does shipping take?').count()).toBe(1);
      await expect.poll(() => keptByTheShop(page)).toBe(0);
      await context.close();
    });
});
