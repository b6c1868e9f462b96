// The console's visitor panel with a real visitor on the demo shop: the page they are on
// (by its title, linked), the device in words, the group and channel, their clock; it
// follows the visitor live through a single-page navigation (pushState, a hash change) and
// a real one (the loader loads again on the next page), without the console reloading;
// and the visitor's earlier conversation opens from the panel.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { endChat, goAway, openConsole } from './consoleHelpers';
import { useDemo } from './demo';
import { openChat } from './widgetFrame';

const { state } = useDemo();

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

/** Ada, signed in on the shop's account page, on Chrome on Windows in Berlin, talks to Alice. */
async function adaTalksToAlice() {
  const context = await state.browser.newContext({
    viewport: { width: 1280, height: 800 },
    userAgent: WINDOWS_CHROME,
    timezoneId: 'Europe/Berlin',
  });
  const shop = await context.newPage();
  await shop.goto(state.demo.siteOrigin + '/account');
  const frame = await openChat(shop);
  await frame.getByRole('button', { name: 'Talk to a person' }).click();
  await frame.getByRole('button', { name: 'Orders & shipping' }).click();
  await frame.getByRole('heading', { name: 'Alice' }).waitFor();
  return { context, shop, frame };
}

/** The panel's value for a label. */
const field = (panel: Locator, label: string) =>
  panel
    .locator('dl > div')
    .filter({ has: panel.page().getByText(label, { exact: true }) })
    .locator('dd');

/** The page link shows this title and leads to this address, in a new tab, with no referrer. */
async function showsPage(panel: Locator, title: string, url: string) {
  const link = field(panel, 'Page').getByRole('link', { name: title, exact: true });
  await link.waitFor();
  await expect.poll(() => link.getAttribute('href')).toBe(url);
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
}

const markUnreloaded = (page: Page) =>
  page.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));
const stillUnreloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded === true);

describe('the visitor panel', () => {
  it('shows where the visitor is and follows them live through the shop; the device, group, channel and clock in words', async () => {
    const { context: agentContext, agent } = await openConsole(state);
    await agent.getByText('Choose a conversation').waitFor();
    const { context: visitorContext, shop } = await adaTalksToAlice();
    const site = state.demo.siteOrigin;

    await agent.getByRole('button', { name: /Ada Lovelace/ }).click();
    const panel = agent.getByRole('complementary', { name: 'Visitor' });
    await showsPage(panel, 'My account: Northwind Outfitters', site + '/account');
    expect(await field(panel, 'Name').textContent()).toBe('Ada Lovelace');
    expect(await field(panel, 'Device').textContent()).toBe('Chrome 120 · Windows · desktop');
    expect(await field(panel, 'Device').locator('[title]').getAttribute('title')).toBe(WINDOWS_CHROME);
    expect(await field(panel, 'Group').textContent()).toBe('Orders & shipping');
    expect(await field(panel, 'Channel').textContent()).toBe('Northwind shop');
    // A first visit tells its zone once the widget is idle (widget/stores/timeZone.ts), within seconds.
    await expect
      .poll(() => field(panel, 'Local time').textContent())
      .toMatch(/^([01]\d|2[0-3]):[0-5]\d \(Europe\/Berlin\)$/);
    expect(await field(panel, 'Identity').textContent()).toBe('Not verified');
    await markUnreloaded(agent);

    // A single-page navigation: the URL first, the title a moment later, as apps do.
    await shop.evaluate(() => {
      history.pushState({}, '', '/products/trail-runner');
      setTimeout(() => (document.title = 'Trail Runner 2: Northwind Outfitters'), 100);
    });
    await showsPage(panel, 'Trail Runner 2: Northwind Outfitters', site + '/products/trail-runner');
    await shop.evaluate(() => (location.hash = 'reviews'));
    await showsPage(panel, 'Trail Runner 2: Northwind Outfitters', site + '/products/trail-runner#reviews');

    // A real navigation: the next page loads the loader again, which tells the new page.
    await shop.getByRole('link', { name: 'Shop', exact: true }).click();
    await shop.waitForURL(site + '/');
    await showsPage(panel, 'Northwind Outfitters: demo shop', site + '/');
    // ...and back again, on the new page (popstate).
    await shop.evaluate(() => history.pushState({}, '', '/?sort=price'));
    await showsPage(panel, 'Northwind Outfitters: demo shop', site + '/?sort=price');
    await shop.goBack();
    await showsPage(panel, 'Northwind Outfitters: demo shop', site + '/');
    expect(await stillUnreloaded(agent)).toBe(true);

    await endChat(agent);
    await agent.getByText('This conversation has ended.').waitFor();
    await goAway(agent);
    await agentContext.close();
    await visitorContext.close();
  });

  it("lists the visitor's earlier conversation with its agent, messages and stars; it opens from the panel", async () => {
    const { context: agentContext, agent } = await openConsole(state);
    // Ada's first conversation, ended by Alice.
    const { context: visitorContext, frame } = await adaTalksToAlice();
    await frame.locator('.composer__input').fill('Where is order 1042?');
    await frame.locator('.composer__input').press('Enter');
    await agent.getByRole('button', { name: /Ada Lovelace/ }).click();
    await agent.locator('.cmsgs').getByText('Where is order 1042?').waitFor();
    await endChat(agent);
    // The end asks for a rating: five stars, the default.
    const rating = frame.getByRole('dialog', { name: 'Rate our service' });
    await rating.getByRole('button', { name: 'Submit' }).click();
    await frame.getByText('Thank you for rating our service.').waitFor();
    await frame.getByRole('button', { name: 'Start a new chat' }).click();

    // Her second (the widget starts it afresh in the same frame): the first is in the panel.
    await frame.locator('.composer__input').waitFor();
    await frame.getByRole('button', { name: 'Talk to a person' }).click();
    await frame.getByRole('button', { name: 'Orders & shipping' }).click();
    await frame.getByRole('heading', { name: 'Alice' }).waitFor();
    await agent.getByRole('button', { name: /Ada Lovelace/ }).click();
    const panel = agent.getByRole('complementary', { name: 'Visitor' });
    const earlier = panel.getByRole('region', { name: 'Earlier conversations' }).getByRole('button');
    // The list may draw before the ended conversation has its rating: wait for the row itself,
    // not for a count of rows, then open that row.
    const rated = /Alice · \d+ messages · ★★★★★5 stars$/;
    await expect.poll(() => earlier.allTextContents()).toContainEqual(expect.stringMatching(rated));
    const first = earlier.filter({ hasText: rated }).first();

    await first.click();
    await agent.locator('.cmsgs').getByText('Where is order 1042?').waitFor();
    await agent.getByText('This conversation has ended.').waitFor();

    await goAway(agent);
    await agentContext.close();
    await visitorContext.close();
  });
});
