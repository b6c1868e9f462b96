// The chat screen on the demo shop, against the real reference server: the robot, the
// FAQ panel, a transfer to an agent driven through the agent API, recall, the end and
// re-chat, the host's badge, a message typed offline, and an agent's hostile rich text.
import { describe, expect, it } from 'vitest';
import { DEMO_CONFIRM_QUESTION } from '../node/robot/demoConfirm';
import { PHONE, useDemo } from './demo';
import { onlineAgent as onlineAgentOf } from './demoApi';
import { ask, openChat, transferToAlice } from './widgetFrame';

const { state, openPage } = useDemo();

const onlineAgent = (login: string) => onlineAgentOf(state, login);

/** In the panel: how many messages the widget's outbox (widget/stores/outbox.ts) still holds. */
const outboxLength = () => Object.keys(localStorage).filter((key) => key.startsWith('chat-online:outbox:')).length;
/** Whether a request from the frame fails: the network is off for it (not only announced so). */
const requestFails = () =>
  fetch(location.origin + '/', { cache: 'no-store' }).then(
    () => false,
    () => true,
  );

describe('the chat screen', () => {
  it('the robot answers a knowledge-base question and offers related questions', async () => {
    const { page, context, problems } = await openPage('/');
    const frame = await openChat(page);
    await ask(frame, 'How long does shipping take?');
    const answer = frame.locator('.message-list').getByText('business days').first();
    await answer.waitFor();
    // Related questions under the answer, each a button that asks about its document.
    expect(await frame.locator('.msg-suggestion').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('"Did you mean" is answered once: a typed yes answers it and turns its buttons off; a double click on Yes asks once', async () => {
    const { page, context, problems } = await openPage('/');
    const frame = await openChat(page);
    const confirms = frame.locator('.msg-confirm');
    await ask(frame, DEMO_CONFIRM_QUESTION);
    const first = confirms.first().locator('.msg-chip');
    await expect
      .poll(() => first.evaluateAll((chips) => chips.map((chip) => (chip as HTMLButtonElement).disabled)))
      .toEqual([false, false]);
    await ask(frame, 'yes please');
    await frame.locator('.msg-feedback').first().waitFor();
    await expect
      .poll(() => first.evaluateAll((chips) => chips.map((chip) => (chip as HTMLButtonElement).disabled)))
      .toEqual([true, true]);
    // Asked again, clicked twice fast: one answer.
    const answers = frame.locator('.msg-feedback');
    await ask(frame, DEMO_CONFIRM_QUESTION);
    const yes = confirms.nth(1).getByRole('button', { name: 'Yes' });
    await yes.waitFor();
    await yes.dblclick();
    await expect.poll(() => answers.count()).toBe(2);
    expect(await yes.isDisabled()).toBe(true);
    await page.waitForTimeout(500);
    expect(await answers.count()).toBe(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the FAQ panel shows 5 questions and changes batch', async () => {
    const { page, context } = await openPage('/');
    const frame = await openChat(page);
    const panel = frame.locator('.msg-faq');
    await panel.waitFor();
    const first = await panel.locator('li').allTextContents();
    expect(first).toHaveLength(5);
    await panel.getByRole('button', { name: 'Other questions' }).click();
    await expect.poll(() => panel.locator('li').allTextContents()).not.toEqual(first);
    await context.close();
  });

  it('a question sent at once (within the guide’s one-second pause) is answered below the greeting and the FAQ, and stays so on reload', async () => {
    const { page, context } = await openPage('/');
    const frame = await openChat(page);
    await ask(frame, 'How long does shipping take?');
    await frame.locator('.message-list').getByText('business days').first().waitFor();
    await frame.locator('.msg-faq').waitFor();
    // The list's rows in order: the greeting, the FAQ, then the question and its answer.
    const order = () =>
      frame.locator('.message-list').evaluate((list) => {
        const rows = [...list.querySelectorAll('.msg-row')];
        const find = (test: (row: Element) => boolean) => rows.findIndex(test);
        return {
          greeting: find((row) => row.textContent!.includes('Northwind assistant')),
          faq: find((row) => row.querySelector('.msg-faq') != null),
          question: find((row) => row.textContent!.includes('How long does shipping take?')),
          answer: find((row) => row.textContent!.includes('business days')),
        };
      });
    const expectGuideFirst = async () => {
      const { greeting, faq, question, answer } = await order();
      expect(
        [greeting, faq, question, answer].every((index) => index >= 0),
        JSON.stringify({ greeting, faq, question, answer }),
      ).toBe(true);
      expect(
        greeting < faq && faq < question && question < answer,
        JSON.stringify({ greeting, faq, question, answer }),
      ).toBe(true);
    };
    await expectGuideFirst();
    await page.reload();
    const again = await openChat(page);
    await again.locator('.msg-faq').waitFor();
    await again.locator('.message-list').getByText('business days').first().waitFor();
    await expect
      .poll(async () => {
        const rows = await again.locator('.message-list .msg-row').allTextContents();
        const faq = await again
          .locator('.message-list .msg-row')
          .evaluateAll((list) => list.findIndex((row) => row.querySelector('.msg-faq') != null));
        return faq >= 0 && faq < rows.findIndex((text) => text.includes('How long does shipping take?'));
      })
      .toBe(true);
    await context.close();
  });

  it('a transfer reaches an agent; their messages arrive, a recall hides one, the end shows re-chat', async () => {
    const alice = await onlineAgent('alice');
    const { page, context } = await openPage('/');
    const frame = await openChat(page);
    const sessionId = await transferToAlice(frame, alice);

    await frame.getByText('Hi, thanks for waiting!').waitFor();
    const sent = await alice.call<{ id: number }>('send', {
      sessionId,
      msgType: 1,
      content: 'Let me check your order.',
    });
    await frame.getByText('Let me check your order.').waitFor();
    await alice.call('recall', { msgId: sent.id });
    await expect.poll(() => frame.getByText('Let me check your order.').count()).toBe(0);

    await ask(frame, 'Thanks, order 1042');
    await expect
      .poll(async () =>
        (await alice.call<{ messages: { msgContent: string }[] }>('conversation', { sessionId })).messages.map(
          (m) => m.msgContent,
        ),
      )
      .toContain('Thanks, order 1042');

    await alice.call('end', { sessionId });
    await frame.getByRole('button', { name: 'Start a new chat' }).waitFor();
    // The end is said once: the channel's closing words, no notice or prompt repeating it.
    expect(await frame.locator('.chat').getByText(/ended/i).allTextContents()).toEqual([
      'The agent has ended this chat. Thanks for contacting Northwind Outfitters!',
    ]);
    await alice.offline();
    await context.close();
  });

  it('a second tab of the shop leaves the first signed in: both show the agent’s reply, both can send', async () => {
    const alice = await onlineAgent('alice');
    const { page, context, problems } = await openPage('/');
    const first = await openChat(page);
    const sessionId = await transferToAlice(first, alice);
    await first.getByText('Hi, thanks for waiting!').waitFor();

    const secondPage = await context.newPage();
    await secondPage.goto(state.demo.siteOrigin + '/');
    const second = await openChat(secondPage);
    // The same conversation, with the agent, in the second tab.
    await second.getByRole('heading', { name: 'Alice' }).waitFor();

    await alice.call('send', { sessionId, msgType: 1, content: 'Both tabs see this.' });
    await first.getByText('Both tabs see this.').waitFor();
    await second.getByText('Both tabs see this.').waitFor();
    await ask(first, 'Sent from the first tab');
    await ask(second, 'Sent from the second tab');
    await expect
      .poll(
        async () =>
          (await alice.call<{ messages: { msgContent: string }[] }>('conversation', { sessionId })).messages.map(
            (m) => m.msgContent,
          ),
        { timeout: 10_000 },
      )
      .toEqual(expect.arrayContaining(['Sent from the first tab', 'Sent from the second tab']));
    expect(await first.getByText('Your session has expired').count()).toBe(0);
    expect(problems).toEqual([]);
    await alice.call('end', { sessionId });
    await alice.offline();
    await context.close();
  });

  it('with the panel closed, the host badge counts agent messages', async () => {
    const alice = await onlineAgent('alice');
    const { page, context } = await openPage('/');
    const frame = await openChat(page);
    const sessionId = await transferToAlice(frame, alice);
    await frame.getByText('Hi, thanks for waiting!').waitFor();
    await frame.getByRole('button', { name: 'Close chat' }).click();
    await alice.call('send', { sessionId, msgType: 1, content: 'Are you still there?' });
    await alice.call('send', { sessionId, msgType: 1, content: 'Your parcel left the warehouse.' });
    await expect.poll(() => page.locator('#chat-online-unread').textContent()).toBe('2');
    // Opening the chat again reads them.
    await page.locator('#chat-online-launcher').click();
    await expect.poll(() => page.locator('#chat-online-unread').isVisible()).toBe(false);
    // Closed from the host page's bubble this time: the widget is told, and counts again.
    await page.locator('#chat-online-launcher').click();
    await alice.call('send', { sessionId, msgType: 1, content: 'One more thing.' });
    await expect.poll(() => page.locator('#chat-online-unread').textContent()).toBe('1');
    await alice.call('end', { sessionId });
    await alice.offline();
    await context.close();
  });

  it('a pasted 10,000-character message is held in the composer with a counter, never sent and never failing', async () => {
    const { page, context } = await openPage('/');
    const frame = await openChat(page);
    const input = frame.locator('.composer__input');
    await input.fill('x'.repeat(10_000));
    // To the robot the limit is 1,000 characters.
    await frame.getByText('9,000 characters too long to send').waitFor();
    expect(await frame.locator('.composer__send').isDisabled()).toBe(true);
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await input.press('Enter');
    // A fixed wait on purpose: it proves that nothing is sent within it, and no state says so sooner.
    await page.waitForTimeout(300);
    expect(await frame.locator('.msg-row--visitor').count()).toBe(0);
    expect(await input.inputValue()).toHaveLength(10_000);
    // Cut to the limit, it goes.
    await input.fill('x'.repeat(1000));
    await frame.getByText('1,000 of 1,000 characters').waitFor();
    await input.press('Enter');
    await frame.locator('.msg-row--visitor').first().waitFor();
    expect(await frame.locator('.msg-refusal').count()).toBe(0);
    await context.close();
  });

  it('keyboard: Escape closes the group picker only, then the panel; the picker keeps focus and Tab inside; end-chat starts on Cancel', async () => {
    const { page, context } = await openPage('/');
    const frame = await openChat(page);
    await frame.getByRole('button', { name: 'Talk to a person' }).click();
    const picker = frame.getByRole('dialog', { name: 'Who would you like to talk to?' });
    await picker.waitFor();
    // Focus is in the picker, and Tab does not leave it.
    expect(await frame.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null)).toBe(true);
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    expect(await frame.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => picker.count()).toBe(0);
    expect(await page.locator('#chat-online-frame').isVisible()).toBe(true);
    // Focus went back to the chip that opened it.
    expect(await frame.evaluate(() => document.activeElement?.textContent)).toBe('Talk to a person');

    await frame.getByRole('button', { name: 'End chat' }).click();
    const confirm = frame.getByRole('alertdialog');
    await confirm.waitFor();
    expect(await frame.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Escape');
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await page.locator('#chat-online-frame').isVisible()).toBe(true);

    // No layer left: Escape closes the panel.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#chat-online-frame').isVisible()).toBe(false);
    await context.close();
  });

  it('the pre-chat form shows its error at the field, which takes the focus', async () => {
    const { page, context } = await openPage('/?channel=demo-human');
    await page.locator('#chat-online-launcher').click();
    const frame = (await (await page.locator('#chat-online-frame').elementHandle())!.contentFrame())!;
    const form = frame.getByRole('dialog');
    await form.waitFor();
    await form.getByRole('button', { name: 'Start chatting' }).click();
    const invalid = form.locator('[aria-invalid="true"]');
    await invalid.waitFor();
    const describedBy = await invalid.getAttribute('aria-describedby');
    expect(await frame.locator(`#${describedBy}`).textContent()).toMatch(/Please input/);
    // The field is marked as it renders; the focus moves in the effect after: wait for it, under load too.
    await expect.poll(() => invalid.evaluate((element) => element == document.activeElement)).toBe(true);
    await context.close();
  });

  it('outside working hours the header says so, and the transfer gives the closed notice, not a group picker first', async () => {
    const { page, context } = await openPage('/?channel=demo-closed');
    const frame = await openChat(page);
    await frame.locator('.chat-header').getByText('We are closed right now').waitFor();
    expect(await frame.locator('.chat-header').getByText('We usually answer within a minute').count()).toBe(0);
    // Humans first: the chat transfers at once, and is told the hours.
    await frame.getByText('Our agents work Monday to Friday').waitFor();
    expect(await frame.getByRole('dialog').count()).toBe(0);
    await frame.getByRole('button', { name: 'Leave a message' }).first().waitFor();
    await context.close();
  });

  it('the robot’s tips while typing cover neither the quick-menu chips nor the newest message', async () => {
    const { page, context } = await openPage('/', PHONE);
    const frame = await openChat(page);
    await frame.locator('.msg-faq').waitFor();
    await frame.locator('.composer__input').pressSequentially('shipping');
    await frame.locator('.tips').waitFor();
    const chips = (await frame.locator('.quick-menu').boundingBox())!;
    const tips = (await frame.locator('.tips').boundingBox())!;
    expect(tips.y).toBeGreaterThanOrEqual(chips.y + chips.height);
    const list = (await frame.locator('.message-list').boundingBox())!;
    await expect
      .poll(async () => {
        const newest = (await frame.locator('.msg-row').last().boundingBox())!;
        return newest.y + newest.height <= list.y + list.height + 1;
      })
      .toBe(true);
    await context.close();
  });

  it('a message typed while the network is off is delivered once when it returns', async () => {
    const alice = await onlineAgent('alice');
    const { page, context } = await openPage('/');
    const frame = await openChat(page);
    const sessionId = await transferToAlice(frame, alice);
    await context.setOffline(true);
    // Typed once the frame's own requests fail (it is another site's frame, in its own process):
    // a message that went out before would be delivered at once, and this one must wait.
    await expect.poll(() => frame.evaluate(requestFails)).toBe(true);
    await ask(frame, 'Sent while offline');
    await frame.locator('.msg-row--visitor').getByText('Sent while offline').waitFor();
    // Waiting for the network, with the offline banner; never "Not sent".
    await frame.locator('.offline-banner').waitFor();
    await frame.locator('.msg-status--waiting').waitFor();
    // Offline a while longer (a fixed wait on purpose: it proves that nothing turns to "Not sent" within it).
    await page.waitForTimeout(500);
    expect(await frame.locator('.msg-status--failed, .msg-refusal').count()).toBe(0);
    await context.setOffline(false);
    await expect.poll(() => frame.locator('.offline-banner').count()).toBe(0);
    await expect
      .poll(
        async () =>
          (await alice.call<{ messages: { msgContent: string }[] }>('conversation', { sessionId })).messages.filter(
            (m) => m.msgContent == 'Sent while offline',
          ).length,
        { timeout: 40_000 },
      )
      .toBe(1);
    // Once the widget has nothing left to send (its outbox, kept in storage, is empty, and the
    // message shows no status), no later send can add a copy: the server still has one.
    await expect.poll(() => frame.evaluate(outboxLength)).toBe(0);
    await expect.poll(() => frame.locator('.msg-row--visitor .msg-status').count()).toBe(0);
    const stored = (await alice.call<{ messages: { msgContent: string }[] }>('conversation', { sessionId })).messages;
    expect(stored.filter((m) => m.msgContent == 'Sent while offline')).toHaveLength(1);
    await alice.call('end', { sessionId });
    await alice.offline();
    await context.close();
  });

  it('when the footer menu cannot load (its chunk fails), the chat with the agent still works', async () => {
    const alice = await onlineAgent('alice');
    const { page, context } = await openPage('/');
    await context.route(/\/assets\/FooterMenu-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    const frame = await openChat(page);
    const sessionId = await transferToAlice(frame, alice);
    await ask(frame, 'Can you still read me?');
    await expect
      .poll(async () =>
        (await alice.call<{ messages: { msgContent: string }[] }>('conversation', { sessionId })).messages.some(
          (m) => m.msgContent == 'Can you still read me?',
        ),
      )
      .toBe(true);
    expect(await frame.locator('.footer-menu').count()).toBe(0);
    // Back online, the menu loads after all.
    await context.unroute(/\/assets\/FooterMenu-[^/]+\.js$/);
    await frame.evaluate(() => window.dispatchEvent(new Event('online')));
    await frame.locator('.footer-menu').waitFor();
    await alice.call('end', { sessionId });
    await alice.offline();
    await context.close();
  });

  it("an <img onerror> in an agent's rich text does not run", async () => {
    const alice = await onlineAgent('alice');
    const { page, context } = await openPage('/');
    const frame = await openChat(page);
    const sessionId = await transferToAlice(frame, alice);
    await alice.call('send', {
      sessionId,
      msgType: 12,
      content:
        '<p>Safe text</p><img src="x" onerror="window.__xss = 1"><a href="javascript:window.__xss=2">link</a><script>window.__xss=3</script>',
    });
    await frame.getByText('Safe text').waitFor();
    // Every image of the panel has loaded or failed, so an onerror that survived would have run.
    await frame.evaluate(async () => {
      await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
      // The load's error event is a task of its own: let it run.
      await new Promise((resolve) => setTimeout(resolve));
    });
    expect(await frame.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await frame.locator('[onerror]').count()).toBe(0);
    expect(await frame.locator('a[href^="javascript:"]').count()).toBe(0);
    await alice.call('end', { sessionId });
    await alice.offline();
    await context.close();
  });

  it('the pre-chat form checks its entries, then receive mode 1 transfers (no agent online: the offline text and a way to leave a message)', async () => {
    const context = await state.browser.newContext();
    const page = await context.newPage();
    await page.goto(state.demo.widgetOrigin + '/chat_online/index?channelId=demo-human');
    const form = page.getByRole('dialog', { name: 'Before we start, tell us who you are' });
    await form.waitFor();
    await form.getByRole('button', { name: 'Start chatting' }).click();
    // The spec's toast, and the same words at the field.
    await page.locator('.toasts').getByText('Please input Name content').waitFor();
    await form.locator('.field__error').getByText('Please input Name content').waitFor();
    await form.getByLabel('Name').fill('Ada');
    await form.getByLabel('E-mail').fill('not-an-email');
    await form.getByLabel('Topic').selectOption('order');
    await form.getByRole('button', { name: 'Start chatting' }).click();
    await form.locator('.field__error').getByText('Please enter a valid e-mail address').waitFor();
    await form.getByLabel('E-mail').fill('ada@example.com');
    await form.getByRole('button', { name: 'Start chatting' }).click();
    await expect.poll(() => form.count()).toBe(0);
    // Two service groups: the visitor picks one.
    await page.getByRole('button', { name: 'Returns & warranty' }).click();
    await page.getByText('No agent is online right now.').waitFor();
    await page.locator('.leave-offer').getByRole('button', { name: 'Leave a message' }).waitFor();
    await context.close();
  });

  it('on a phone the chat fills the screen with a 16 px input', async () => {
    const { page, context } = await openPage('/', PHONE);
    const frame = await openChat(page);
    expect(await frame.locator('.composer__input').evaluate((input) => getComputedStyle(input).fontSize)).toBe('16px');
    expect(await frame.locator('.chat').getAttribute('data-variant')).toBe('mobile');
    await context.close();
  });
});
