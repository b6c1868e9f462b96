// The first real path: a site owner's page with the script tag, a visitor opens the chat,
// the widget answers from another origin over the origin-checked protocol.
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useDemo } from './demo';

const { state, openPage } = useDemo();

async function openWidget(page: Page): Promise<Frame> {
  await page.locator('#chat-online-launcher').click();
  const handle = await page.locator('#chat-online-frame').elementHandle();
  const frame = (await handle!.contentFrame())!;
  await frame.locator('.chat-header').waitFor();
  return frame;
}

/** Posts a protocol message to the host page from inside a frame (as that frame's window). */
const postFromFrame = (frame: Frame, message: object, targetOrigin: string) =>
  frame.evaluate(([data, target]) => parent.postMessage(data, target as string), [message, targetOrigin] as const);

describe('the demo shop with the script tag', () => {
  it('a visitor clicks the bubble and the widget opens from the other origin; its close button hides it', async () => {
    const { page, context, problems } = await openPage('/');
    expect(await page.locator('#chat-online-frame').count()).toBe(0);
    const frame = await openWidget(page);

    expect(new URL(frame.url()).origin).toBe(state.demo.widgetOrigin);
    expect(new URL(frame.url()).origin).not.toBe(state.demo.siteOrigin);
    await expect.poll(() => page.locator('#chat-online-launcher').getAttribute('aria-expanded')).toBe('true');
    // Focus moved into the widget, to the message input.
    await expect
      .poll(() => frame.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Your message');

    await frame.getByRole('button', { name: 'Close chat' }).click();
    await expect.poll(() => page.locator('#chat-online-frame').isVisible()).toBe(false);
    expect(await page.locator('#chat-online-launcher').getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('chat-online-launcher');
    // The shop's CSP allows no inline script or style: the loader needed none.
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the badge follows unread messages the widget posts', async () => {
    const { page, context } = await openPage('/account');
    const frame = await openWidget(page);
    await postFromFrame(frame, { source: 'chat-online', type: 'unread', count: 3 }, state.demo.siteOrigin);
    await expect.poll(() => page.locator('#chat-online-unread').textContent()).toBe('3');
    expect(await page.locator('#chat-online-unread').isVisible()).toBe(true);
    // The account page prints the host events.
    await expect.poll(() => page.locator('#unread-count').textContent()).toBe('3');
    await postFromFrame(frame, { source: 'chat-online', type: 'unread', count: 120 }, state.demo.siteOrigin);
    await expect.poll(() => page.locator('#chat-online-unread').textContent()).toBe('99+');
    await postFromFrame(frame, { source: 'chat-online', type: 'unread', count: 0 }, state.demo.siteOrigin);
    await expect.poll(() => page.locator('#chat-online-unread').isVisible()).toBe(false);
    await context.close();
  });

  it('a message posted by a foreign iframe changes nothing, even from the widget origin', async () => {
    const { page, context } = await openPage('/');
    await openWidget(page);
    const unread = { source: 'chat-online', type: 'unread', count: 5 };
    const hidden = { source: 'chat-online', type: 'hidden', hidden: true };

    // Another frame of the widget's own origin: right origin, wrong window.
    await page.evaluate((src) => {
      const impostor = document.createElement('iframe');
      impostor.id = 'impostor';
      impostor.src = src;
      document.body.append(impostor);
      return new Promise((resolve) => impostor.addEventListener('load', resolve));
    }, state.demo.widgetOrigin + '/chat_online/404');
    const impostor = (await (await page.locator('#impostor').elementHandle())!.contentFrame())!;
    await postFromFrame(impostor, unread, state.demo.siteOrigin);
    await postFromFrame(impostor, hidden, state.demo.siteOrigin);
    // The host page itself: right window for nothing.
    await page.evaluate((message) => postMessage(message, location.origin), unread);

    // A fixed wait on purpose: it proves that none of these messages shows the badge within it.
    await page.waitForTimeout(200);
    expect(await page.locator('#chat-online-unread').isVisible()).toBe(false);
    expect(await page.locator('#chat-online-frame').isVisible()).toBe(true);
    await context.close();
  });

  it('the layout message sizes the panel; Escape inside the widget closes it', async () => {
    const { page, context } = await openPage('/');
    const frame = await openWidget(page);
    await postFromFrame(
      frame,
      { source: 'chat-online', type: 'layout', width: 420, height: 520, color: '#0a7c5a', tenantId: 'demo-tenant' },
      state.demo.siteOrigin,
    );
    await expect.poll(async () => (await page.locator('#chat-online-frame').boundingBox())?.width).toBe(420);
    expect((await page.locator('#chat-online-frame').boundingBox())?.height).toBe(520);
    expect(
      await page.locator('#chat-online-launcher').evaluate((button) => getComputedStyle(button).backgroundColor),
    ).toBe('rgb(10, 124, 90)');
    await frame.locator('body').press('Escape');
    await expect.poll(() => page.locator('#chat-online-frame').isVisible()).toBe(false);
    await context.close();
  });

  it('on a phone the panel is full screen and the page does not scroll under it', async () => {
    const { page, context } = await openPage('/', PHONE);
    await openWidget(page);
    const box = await page.locator('#chat-online-frame').boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await context.close();
  });

  it('the widget without a channelId shows the 404 page', async () => {
    const context = await state.browser.newContext();
    const page = await context.newPage();
    await page.goto(state.demo.widgetOrigin + '/chat_online/index');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/chat_online/404');
    expect(await page.getByRole('heading').textContent()).toBe('404');
    expect(await page.getByText('Page not found').count()).toBe(1);
    await context.close();
  });
});
