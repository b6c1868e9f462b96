// The agent console and the widget in two browser contexts: a whole conversation, robot
// first, then human, with pictures, cards and rich text both ways; what the visitor writes
// reaches the agent as text, never HTML; a transfer to a second agent's console.

import { AGENT_API } from '@shared/api';
import { describe, expect, it } from 'vitest';
import { endChat, goAway, openConsole } from './consoleHelpers';
import { useDemo } from './demo';
import { post } from './demoApi';
import { gradientPng } from './png';
import { screenshot } from './screenshot';

const { state } = useDemo();

const PARCEL = gradientPng(200, 140, [214, 170, 120], [120, 84, 50]);
const LABEL = gradientPng(180, 120, [9, 88, 217], [120, 190, 255]);

const aliceAtTheConsole = (login = 'alice') => openConsole(state, login);

/** Ada, signed in on the shop's account page, opens the chat. */
async function adaOpensTheChat() {
  const context = await state.browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(state.demo.siteOrigin + '/account');
  await visitor.locator('#chat-online-launcher').click();
  const frame = (await (await visitor.locator('#chat-online-frame').elementHandle())!.contentFrame())!;
  await frame.locator('.composer__input').waitFor();
  return { context, frame, page: visitor };
}

describe('the agent console', () => {
  it('a visitor and an agent talk both ways (text, pictures, a card, rich text, emoji); a recall and the end reach the visitor', async () => {
    const { context: agentContext, agent } = await aliceAtTheConsole();
    await agent.getByText('Choose a conversation').waitFor();
    const { context: visitorContext, frame, page: shop } = await adaOpensTheChat();
    // Robot first.
    await frame.locator('.composer__input').fill('How long does shipping take?');
    await frame.locator('.composer__input').press('Enter');
    await frame.getByText('business days').first().waitFor();
    // Then human.
    await frame.getByRole('button', { name: 'Talk to a person' }).click();
    await frame.getByRole('button', { name: 'Orders & shipping' }).click();
    await frame.getByRole('heading', { name: 'Alice' }).waitFor();
    await frame.locator('.composer__input').fill('Hello <img src=x onerror=alert(1)> where is order 1042?');
    await frame.locator('.composer__input').press('Enter');

    // The conversation appears for the agent, with who the host page said the visitor is.
    await agent.getByRole('button', { name: /Ada Lovelace/ }).click();
    await agent.locator('.cmsgs').getByText('Hello <img src=x onerror=alert(1)> where is order 1042?').waitFor();
    expect(await agent.locator('.cmsgs img').count()).toBe(0);
    await agent.getByText('C-1042').waitFor();
    // The robot part before the transfer is there too.
    await agent.locator('.cmsgs').getByText('How long does shipping take?').waitFor();

    // While the agent types, the visitor sees the hint. Watched from the first key: it stays
    // AGENT_TYPING_TITLE_MS after each typing event, and on a loaded machine the typing can end
    // longer than that after the last event reached the visitor.
    const composer = agent.locator('.desk__composer textarea');
    const hinted = frame.getByText('The agent is typing…').waitFor();
    await composer.pressSequentially('It left the warehouse yesterday.');
    await hinted;
    await composer.press('Enter');
    await frame.getByText('It left the warehouse yesterday.').waitFor();

    // A picture and an emoji from the visitor, through the widget's footer menu.
    await frame
      .locator('.footer-menu input[accept="image/*"]')
      .setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: PARCEL });
    // A picture is previewed first (docs/widget.md#rating-pictures-and-the-footer).
    await frame.getByRole('dialog', { name: 'Send this picture?' }).getByRole('button', { name: 'Send' }).click();
    await agent.locator('.cmsg--visitor img[alt="parcel.png"][src^="/api/files/"]').waitFor();
    await frame.locator('.msg-status--failed').waitFor({ state: 'detached' });
    // Typing closes the emoji tray (it would hide the newest message): text first, then the emoji.
    await frame.locator('.composer__input').fill('Here it is ');
    await frame.getByRole('button', { name: 'Emoji' }).click();
    // The tray offers what this system draws (📦 first where it can): the first it offers.
    const glyph = frame
      .locator('.footer-menu__glyph')
      .filter({ hasText: '📦' })
      .or(frame.locator('.footer-menu__glyph'))
      .first();
    const emoji = (await glyph.textContent())!;
    await glyph.click();
    await screenshot(shop, 'desktop-visitor-tools');
    await frame.locator('.composer__input').press('Enter');
    await agent
      .locator('.cmsgs')
      .getByText('Here it is ' + emoji)
      .waitFor();

    // A picture from the agent.
    await agent
      .locator('.desk__composer input[type=file][accept="image/*"]')
      .setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: LABEL });
    await agent.locator('.cmsg--agent img[src^="/api/files/"]').waitFor();
    await frame.locator('img[src*="/api/files/"]').first().waitFor();

    // Emoji go in where the cursor is.
    await composer.fill('Thanks for waiting ');
    await agent.getByRole('button', { name: 'Emoji' }).click();
    await agent.getByRole('button', { name: '👍' }).click();
    await expect.poll(() => composer.inputValue()).toBe('Thanks for waiting 👍');
    await composer.press('Enter');
    await frame.getByText('Thanks for waiting 👍').waitFor();

    // A goods card: a title is required, then it reaches the visitor as a card.
    await agent.getByRole('button', { name: 'Goods card' }).click();
    const dialog = agent.getByRole('dialog', { name: 'Send a goods card' });
    await dialog.getByRole('button', { name: 'Send card' }).click();
    await dialog.getByText('Required').waitFor();
    await dialog.getByLabel('Title').fill('Trail Runner 2');
    await dialog.getByLabel('Price').fill('$89');
    await dialog.getByLabel('Link').fill('https://shop.example/trail-runner');
    await dialog.getByRole('button', { name: 'Send card' }).click();
    await frame.locator('.msg-card', { hasText: 'Trail Runner 2' }).waitFor();
    await agent.locator('.ccard', { hasText: 'Trail Runner 2' }).waitFor();

    // Rich text: bold reaches the visitor as bold.
    await agent.getByRole('checkbox', { name: 'Rich text' }).check();
    const editor = agent.getByRole('textbox', { name: 'Write a reply…' });
    await editor.click();
    await agent.getByRole('button', { name: 'Bold' }).click();
    await editor.pressSequentially('Refund approved');
    await agent.locator('.desk__composer').getByRole('button', { name: 'Send', exact: true }).click();
    await frame.locator('b, strong', { hasText: 'Refund approved' }).waitFor();
    // Rich text that carries script runs nowhere, in the console either.
    const token = await agent.evaluate(
      () => (JSON.parse(sessionStorage.getItem('chat-online-console')!) as { token: string }).token,
    );
    const { active } = await post<{ active: { sessionId: number }[] }>(state, AGENT_API + 'sessions', {}, { token });
    await post(
      state,
      AGENT_API + 'send',
      {
        sessionId: active[0]!.sessionId,
        msgType: 12,
        content:
          '<p>Policy attached</p><img src="x" onerror="window.__xss = 1"><a href="javascript:window.__xss = 2">terms</a>',
      },
      { token },
    );
    await agent.locator('.cmsgs').getByText('Policy attached').waitFor();
    await frame.getByText('Policy attached').waitFor();
    for (const page of [agent, frame]) {
      expect(await page.locator('[onerror], a[href^="javascript:"]').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    }
    await screenshot(agent, 'console');

    await agent
      .locator('.cmsg', { hasText: 'It left the warehouse yesterday.' })
      .getByRole('button', { name: 'Recall' })
      .click();
    await agent.getByRole('dialog', { name: 'Recall this message?' }).getByRole('button', { name: 'Recall' }).click();
    await expect.poll(() => frame.getByText('It left the warehouse yesterday.').count()).toBe(0);
    // The agent still sees it, struck through and labelled.
    await agent.locator('.cmsg', { hasText: 'It left the warehouse yesterday.' }).locator('del').waitFor();

    await endChat(agent);
    await frame.getByRole('button', { name: 'Start a new chat' }).waitFor();
    await agent.getByText('This conversation has ended.').waitFor();

    await goAway(agent);
    await agentContext.close();
    await visitorContext.close();
  });

  it("the agent sees what the robot offered the visitor: the welcome FAQ, a guide's suggested questions and its transfer button", async () => {
    const { context: agentContext, agent } = await aliceAtTheConsole();
    const { context: visitorContext, frame } = await adaOpensTheChat();
    await frame.locator('.msg-faq').waitFor();
    // Every batch of the welcome FAQ: the agent sees the whole list at once.
    const faq: string[] = [];
    for (let page = 0; page < 10; page++) {
      const batch = await frame.locator('.msg-faq .msg-suggestion').allTextContents();
      if (faq.includes(batch[0]!)) break;
      faq.push(...batch);
      if (!(await frame.locator('.msg-faq__batch').count())) break;
      await frame.locator('.msg-faq__batch').click();
    }
    expect(faq.length).toBeGreaterThanOrEqual(5);
    await frame.locator('.composer__input').fill('return');
    await frame.locator('.composer__input').press('Enter');
    await frame.getByText('Did you mean one of these?').waitFor();
    const offered = await frame
      .locator('.msg-row')
      .filter({ hasText: 'Did you mean one of these?' })
      .locator('.msg-suggestion')
      .allTextContents();
    expect(offered.length).toBeGreaterThanOrEqual(2);
    await frame.getByRole('button', { name: 'Talk to a person' }).click();
    await frame.getByRole('button', { name: 'Orders & shipping' }).click();
    await frame.getByRole('heading', { name: 'Alice' }).waitFor();

    await agent
      .getByRole('button', { name: /Ada Lovelace/ })
      .first()
      .click();
    const guide = agent.locator('.cmsg').filter({ hasText: 'Did you mean one of these?' });
    await guide.waitFor();
    // The same questions, in the same order, and that a person was offered.
    expect(
      await guide.getByRole('list', { name: 'Suggested questions' }).getByRole('listitem').allTextContents(),
    ).toEqual(offered);
    await guide.getByText('Offered to talk to a person').waitFor();
    // The welcome FAQ, after the greeting and before the question, as the visitor saw it.
    const welcome = agent
      .locator('.cmsg')
      .filter({ has: agent.getByRole('list', { name: 'Frequently asked questions offered' }) });
    expect(await welcome.getByRole('listitem').allTextContents()).toEqual(faq);
    const bodies = await agent.locator('.cmsgs .cmsg .cmsg__body').allTextContents();
    const welcomeAt = bodies.findIndex((body) => body.startsWith('Frequently asked questions offered'));
    expect(welcomeAt).toBeGreaterThan(0);
    expect(welcomeAt).toBeLessThan(bodies.indexOf('return'));
    await screenshot(agent, 'console-robot-guide');
    await welcome.scrollIntoViewIfNeeded();
    await screenshot(agent, 'console-welcome-faq');
    await endChat(agent);
    await agentContext.close();
    await visitorContext.close();
  });

  it('an agent transfers a conversation to a second agent, who sees it arrive in the console; the visitor sees the new agent', async () => {
    const { context: bobContext, agent: bob } = await aliceAtTheConsole('bob');
    const { context: agentContext, agent } = await aliceAtTheConsole();
    const { context: visitorContext, frame } = await adaOpensTheChat();
    await frame.getByRole('button', { name: 'Talk to a person' }).click();
    // Bob has no group 1: "Orders & shipping" reaches Alice only.
    await frame.getByRole('button', { name: 'Orders & shipping' }).click();
    await frame.getByRole('heading', { name: 'Alice' }).waitFor();
    await bob.getByText('No conversation yet').waitFor();

    await agent.getByRole('button', { name: /Ada Lovelace/ }).click();
    await agent.getByRole('combobox', { name: 'Transfer to…' }).selectOption({ label: 'Bob' });
    await agent.getByRole('button', { name: 'Transfer', exact: true }).click();
    await frame.getByRole('heading', { name: 'Bob' }).waitFor();
    await expect.poll(() => agent.getByRole('button', { name: /Ada Lovelace/ }).count()).toBe(0);
    // It arrives on Bob's desk through his feed, and he can answer.
    await bob.getByRole('button', { name: /Ada Lovelace/ }).click();
    await bob.locator('.desk__composer textarea').fill('Bob here, I will take it from now.');
    await bob.locator('.desk__composer textarea').press('Enter');
    await frame.getByText('Bob here, I will take it from now.').waitFor();

    await endChat(bob);
    await goAway(bob);
    await goAway(agent);
    await bobContext.close();
    await agentContext.close();
    await visitorContext.close();
  });
});
