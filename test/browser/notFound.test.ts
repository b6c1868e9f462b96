// /404 never strands a visitor: an unknown path keeps the way back to the chat, a page of
// its own with no chat says so plainly, and inside the panel an unknown channel can be closed.
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { DESKTOP, PHONE, useDemo } from './demo';

const { state, openPage } = useDemo();

describe('the not-found page', () => {
  it('an unknown path shows the 404 page, and its back control returns to the chat with the draft kept', async () => {
    const context = await state.browser.newContext({ ...DESKTOP, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(state.demo.widgetOrigin + '/chat_online/index?channelId=demo');
    await page.locator('.composer__input').fill('half a question');
    // An in-app link to a page that does not exist (what a stale link card does).
    await page.evaluate(() => {
      history.pushState(null, '', '/chat_online/nowhere?channelId=demo&docId=4');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: '404' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/chat_online/404');
    expect(await page.getByText('Page not found').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Back to the chat' }).click();
    await page.locator('.composer__input').waitFor();
    expect(new URL(page.url()).search).toBe('?channelId=demo');
    expect(await page.locator('.composer__input').inputValue()).toBe('half a question');
    await context.close();
  });

  it('a chat without a channel, opened on its own, shows 404 with no control leading nowhere', async () => {
    const context = await state.browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(state.demo.widgetOrigin + '/chat_online/index');
    await page.getByRole('heading', { name: '404' }).waitFor();
    expect(await page.getByRole('button').count()).toBe(0);
    await context.close();
  });

  it('inside the panel, an unknown channel (a disabled or deleted one answers the same) says the chat is unavailable; its close control takes the bubble off the page', async () => {
    const { page, context, problems } = await openPage('/?channel=no-such-channel');
    await page.locator('#chat-online-launcher').click();
    const frame = (await (await page.locator('#chat-online-frame').elementHandle())!.contentFrame())!;
    await frame.getByRole('heading', { name: 'Chat unavailable' }).waitFor();
    expect(await frame.getByText('This chat is not available.').count()).toBe(1);
    await frame.getByRole('button', { name: 'Close chat' }).click();
    // The chat is no longer offered on this page: no bubble, no panel.
    await expect.poll(() => page.locator('#chat-online-launcher').count()).toBe(0);
    expect(await page.locator('#chat-online-frame').count()).toBe(0);
    // The channel's 404 (channelInfo) is the only thing the console saw: no error of ours.
    expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
    await context.close();
  });
});
