// The inbox's counts and fit (docs/console.md): the navigation's Chats count and the Mine
// tab say one number; the search's placeholder fits its field in every console locale; the
// empty conversation pane's "Choose a conversation" sits at the pane's centre.

import { AGENT_API, type SignedInAgent } from '@shared/api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goAway, openConsole } from './consoleHelpers';
import { useDemo } from './demo';
import { newVisitor, post } from './demoApi';

const { state } = useDemo();

/** The placeholder's drawn width in the field's own font, and the room the field gives it. */
const placeholderFit = (agent: Page) =>
  agent.locator('.inbox__search').evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: input.placeholder, needs: Math.ceil(context.measureText(input.placeholder).width), room };
  });

/** Bob's console in `locale`, signed in already (the sign-in page speaks that locale too). */
async function consoleIn(locale: string, width: number) {
  const me = await post<SignedInAgent>(state, AGENT_API + 'login', {
    login: 'bob',
    password: state.demo.logins.agents[0]!.password,
  });
  const context = await state.browser.newContext({ locale, viewport: { width, height: 760 } });
  await context.addInitScript((saved) => sessionStorage.setItem('chat-online-console', saved), JSON.stringify(me));
  const agent = await context.newPage();
  await agent.goto(state.demo.widgetOrigin + '/console/');
  await agent.locator('.inbox__search').waitFor();
  return { context, agent };
}

describe('the inbox counts and fits', () => {
  it('the Chats count in the navigation is the Mine tab’s count', async () => {
    const { context, agent } = await openConsole(state);
    const talkative = await newVisitor(state, 'demo', { userName: 'Cleo Park' });
    const quiet = await newVisitor(state, 'demo', { userName: 'Dan Roe' });
    for (const visitor of [talkative, quiet])
      expect((await visitor.call<{ status: number }>('transferAgent', { groupId: 1 })).status).toBe(2);
    for (const words of ['Hello?', 'Anyone there?', 'My parcel is late.'])
      await talkative.call('sendMsg', { clientId: words, msgType: 1, msgContent: words });
    await agent.locator('.inbox__open', { hasText: 'My parcel is late.' }).waitFor();
    await expect.poll(() => agent.locator('.inbox__open').count()).toBe(2);
    const mine = agent.getByRole('tab', { name: /Mine/ });
    const chats = agent.getByRole('link', { name: /Chats/ });
    await expect.poll(() => mine.locator('.inbox__count').textContent()).toBe('2');
    await expect.poll(() => chats.locator('.badge').textContent()).toBe('2');
    await goAway(agent, 'Return to the queue');
    await context.close();
  });

  for (const locale of ['en-GB', 'zh-CN'])
    it(`the search placeholder fits its field (${locale}, and at a 1024 px window)`, async () => {
      for (const width of [1280, 1024]) {
        const { context, agent } = await consoleIn(locale, width);
        const fit = await placeholderFit(agent);
        expect(fit.text).not.toBe('');
        expect({ ...fit, width, fits: fit.needs <= fit.room }).toMatchObject({ fits: true });
        await context.close();
      }
    });

  it('"Choose a conversation" is at the centre of the empty conversation pane', async () => {
    const { context, agent } = await openConsole(state, 'li');
    const empty = agent.getByText('Choose a conversation');
    await empty.waitFor();
    const [text, pane] = await Promise.all([
      empty.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const box = range.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }),
      agent.locator('.desk__chat').evaluate((element) => {
        const box = element.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }),
    ]);
    expect(Math.abs(text.x - pane.x)).toBeLessThanOrEqual(2);
    expect(Math.abs(text.y - pane.y)).toBeLessThanOrEqual(2);
    await goAway(agent);
    await context.close();
  });
});
