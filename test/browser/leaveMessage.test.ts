// Leaving a message on the demo shop, against the real reference server: the plain form
// through each of its checks to the list, handled by an agent; a work order with its custom
// fields, two pictures and replies both ways, on the list's drawer and on /workorder; the way
// back to the chat; and axe on each page, desktop and phone.
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { DESKTOP, PHONE, useDemo } from './demo';
import { newVisitor, onlineAgent } from './demoApi';
import { gradientPng } from './png';
import { screenshot, screenshotPath } from './screenshot';
import { openChat } from './widgetFrame';

const { state, openPage } = useDemo();

async function openLeavePage(frame: Frame) {
  await frame.getByRole('button', { name: 'Leave a message' }).first().click();
  await frame.getByRole('tablist').waitFor();
  expect(frame.url()).toContain('/chat_online/leaveMessage?');
  expect(frame.url()).toContain('from=iframe');
}

/** Presses Submit and expects `text` at `field` (aria-invalid, described by it first, focused), and only there: no toast repeats it. */
async function expectRefusal(frame: Frame, field: string, text: string) {
  await frame.getByRole('button', { name: 'Submit', exact: true }).click();
  const input = frame.locator(`[data-field="${field}"]`);
  await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
  const [errorId] = (await input.getAttribute('aria-describedby'))!.split(' ');
  expect(await frame.locator(`#${errorId}`).textContent()).toBe(text);
  // Focus moves in an effect after the render that marks the field: on a loaded machine, a frame later.
  await expect.poll(() => input.evaluate((element) => element == document.activeElement)).toBe(true);
  expect(await frame.getByText(text, { exact: true }).count()).toBe(1);
  expect(await frame.locator('.toast').count()).toBe(0);
}

const axe = (frame: Frame) => seriousAxeViolations(frame as unknown as Page);

/** For people to look at (test/browser/screenshot.ts): the page with the phone's hint. */
async function phoneHintShot(frame: Frame, page: Page, variant: string) {
  if (!screenshotPath('leave-message-' + variant)) return;
  await frame.getByLabel('Phone').scrollIntoViewIfNeeded();
  await screenshot(page, 'leave-message-' + variant);
}

describe('leave a message', () => {
  it('a plain message goes through every check to the list; the agent handles it and the visitor sees the remark; back finds the chat as it was', async () => {
    const { page, context, problems } = await openPage('/?channel=demo-closed', { ...DESKTOP, bypassCSP: true });
    const frame = await openChat(page);
    await frame.locator('.composer__input').fill('Typed before leaving a message');
    await frame.locator('.composer__input').press('Enter');
    await frame.locator('.msg-row--visitor').getByText('Typed before leaving a message').waitFor();
    await openLeavePage(frame);
    // The channel's title, as rich text.
    await frame.locator('.page-intro').getByText('within one business day').waitFor();
    expect(await frame.getByRole('tab', { name: 'Leave a message' }).getAttribute('aria-selected')).toBe('true');
    expect(await frame.locator('textarea[data-field="msgContent"]').getAttribute('rows')).toBe('5');
    expect(await axe(frame)).toEqual([]);

    await expectRefusal(frame, 'customerName', 'Please enter your contact name!');
    await frame.getByLabel('Contact name').fill('Dana Leaver');
    await expectRefusal(frame, 'msgContent', 'Please enter the message content!');
    await frame.getByLabel('Message content').fill('Please call me about my order 1042.');
    await frame.getByLabel('Phone').fill('12345');
    await expectRefusal(frame, 'customerPhone', 'Please enter a valid phone number');
    await frame.getByLabel('Phone').fill('+4915123456789');
    await frame.getByLabel('E-mail').fill('dana@');
    await expectRefusal(frame, 'customerEmail', 'Please enter a valid e-mail address');
    await frame.getByLabel('E-mail').fill('dana@example.com');
    // Two presses while sending send one message.
    const submit = frame.getByRole('button', { name: 'Submit', exact: true });
    await submit.evaluate((button: HTMLButtonElement) => (button.click(), button.click()));
    await frame.locator('.toast', { hasText: 'Submit successfully!' }).last().waitFor();
    expect(await frame.getByRole('tab', { name: 'My messages' }).getAttribute('aria-selected')).toBe('true');
    const item = frame.locator('.leave-item', { hasText: 'order 1042' });
    await item.getByText('Not handled').waitFor();
    expect(await frame.locator('.leave-item').count()).toBe(1);
    expect(await axe(frame)).toEqual([]);

    // The agent marks it handled with a remark.
    const alice = await onlineAgent(state, 'alice');
    const { list } = await alice.call<{ list: { id: number; msgContent: string; customerPhone: string }[] }>(
      'leaveMessages',
    );
    const left = list.find((message) => message.msgContent.includes('order 1042'))!;
    expect(left.customerPhone).toBe('+4915123456789');
    await alice.call('leaveMessageHandled', { id: left.id, remark: 'Called back, replacement sent' });
    await alice.offline();

    // Arrow keys move between the tabs; coming back to the list reloads it.
    await frame.getByRole('tab', { name: 'My messages' }).focus();
    await page.keyboard.press('ArrowLeft');
    expect(await frame.getByRole('tab', { name: 'Leave a message' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    await item.locator('.badge', { hasText: /^Status: Handled$/ }).waitFor();
    await item.click();
    const detail = frame.getByRole('dialog', { name: 'Message details' });
    await detail.getByText('Called back, replacement sent').waitFor();
    expect(await axe(frame)).toEqual([]);
    // Escape closes the drawer only; the page stays.
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    expect(frame.url()).toContain('/leaveMessage');

    // Back: the chat as it was.
    await frame.getByRole('button', { name: 'Back to the chat' }).click();
    await frame.locator('.msg-row--visitor').getByText('Typed before leaving a message').waitFor();
    expect(frame.url()).toContain('/chat_online/index?');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a work order on a phone: custom fields, two pictures, a reply both ways, seen on /workorder and by the agent', async () => {
    const { page, context, problems } = await openPage('/?channel=demo-workorder', { ...PHONE, bypassCSP: true });
    const frame = await openChat(page);
    await openLeavePage(frame);
    // The type's custom fields arrive a second after the form.
    await frame.getByLabel('Order number').waitFor();
    expect(await axe(frame)).toEqual([]);

    await expectRefusal(frame, 'woContent', 'Please fill in Message content');
    await frame.getByLabel('Message content').fill('   ');
    await expectRefusal(frame, 'woContent', 'Please fill in Message content');
    await frame.getByLabel('Message content').fill('The left boot sole came off after a week.');
    await expectRefusal(frame, '101', 'Please fill in Order number');
    await frame.getByLabel('Order number').fill('NW-2044');
    await expectRefusal(frame, '102', 'Please fill in Problem type');
    await frame.getByLabel('Problem type').selectOption('Product defect');
    await frame.getByLabel('Jacket').check();
    await frame.getByLabel('Backpack').check();

    const picker = frame.locator('input[type="file"]');
    await picker.setInputFiles([
      { name: 'sole.png', mimeType: 'image/png', buffer: gradientPng(64, 48, [200, 40, 40], [40, 40, 200]) },
      { name: 'box.png', mimeType: 'image/png', buffer: gradientPng(48, 64, [40, 160, 40], [240, 240, 40]) },
    ]);
    await expect.poll(() => frame.locator('.attachment--done').count()).toBe(2);
    // The spec's refusals: a third file of the wrong type, then a fourth file.
    await picker.setInputFiles([
      { name: 'notes.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('x') },
    ]);
    await frame
      .locator('.attachments .field__error', { hasText: 'Wrong file type, only pictures or movies can be sent!' })
      .waitFor();
    await picker.setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: gradientPng(8, 8, [0, 0, 0], [9, 9, 9]) },
      { name: 'b.png', mimeType: 'image/png', buffer: gradientPng(8, 8, [0, 0, 0], [9, 9, 9]) },
    ]);
    await frame.locator('.attachments .field__error', { hasText: 'at most 3' }).waitFor();
    expect(await frame.locator('.attachment').count()).toBe(2);

    await frame.getByRole('button', { name: 'Submit', exact: true }).click();
    await frame.locator('.toast', { hasText: 'Submit successfully!' }).last().waitFor();
    const item = frame.locator('.leave-item', { hasText: 'sole came off' });
    await item.getByText('Not yet accepted').waitFor();
    await item.getByText('Medium').waitFor();
    expect(await axe(frame)).toEqual([]);

    // The visitor replies from the drawer.
    await item.click();
    const drawer = frame.getByRole('dialog', { name: 'Work order details' });
    await drawer.getByText('NW-2044').waitFor();
    expect(await drawer.locator('.file-link__thumb').count()).toBe(2);
    expect(await axe(frame)).toEqual([]);
    await drawer.getByRole('button', { name: 'Reply' }).click();
    const reply = frame.getByRole('dialog', { name: 'Reply to the work order' });
    const send = reply.getByRole('button', { name: 'Submit' });
    expect(await send.isDisabled()).toBe(true);
    // Escape closes the Reply dialog only.
    await page.keyboard.press('Escape');
    await reply.waitFor({ state: 'detached' });
    expect(await drawer.isVisible()).toBe(true);
    await drawer.getByRole('button', { name: 'Reply' }).click();
    await reply.getByLabel('Your reply').fill('Photos of the box attached as well.');
    expect(await send.isDisabled()).toBe(false);
    await send.click();
    await frame.locator('.toast', { hasText: 'Submit successfully!' }).last().waitFor();
    await reply.waitFor({ state: 'detached' });
    await drawer.locator('.timeline').getByText('Photos of the box attached as well.').waitFor();

    // The agent sees the order with its fields and the visitor's reply, and answers.
    const bob = await onlineAgent(state, 'bob');
    const { list } = await bob.call<{ list: { woId: number; woContent: string }[] }>('workOrders');
    const woId = list.find((order) => order.woContent.includes('sole came off'))!.woId;
    const seen = await bob.call<{
      cusFieldConfigInfoVoList: { fieldName: string; fieldValue: string }[];
      woFileRelVoList: unknown[];
      handle: { handleType: number; handleContent: string }[];
    }>('workOrder', { woId });
    expect(seen.cusFieldConfigInfoVoList).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ fieldName: 'Order number', fieldValue: 'NW-2044' }),
        expect.objectContaining({ fieldName: 'Problem type', fieldValue: 'Product defect' }),
        expect.objectContaining({ fieldName: 'Affected items', fieldValue: 'Jacket,Backpack' }),
      ]),
    );
    expect(seen.woFileRelVoList).toHaveLength(2);
    expect(seen.handle).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ handleType: 2, handleContent: 'Photos of the box attached as well.' }),
      ]),
    );
    await bob.call('workOrderReply', { woId, content: '<p>Sorry! A <strong>new pair</strong> ships today.</p>' });
    await bob.offline();

    // On /workorder: both replies, the agent's as rich text, the pictures in a viewer.
    await drawer.getByRole('link', { name: 'Open on its own page' }).click();
    await frame.getByRole('heading', { name: 'Work order', level: 1 }).waitFor();
    expect(frame.url()).toContain(`woId=${woId}`);
    expect(frame.url()).toContain('channelId=demo-workorder');
    await frame.locator('.timeline strong', { hasText: 'new pair' }).waitFor();
    await frame.locator('.timeline').getByText('Photos of the box attached as well.').waitFor();
    await frame.locator('.timeline').getByText('Customer reply').waitFor();
    await frame.locator('.timeline').getByText('Public reply').waitFor();
    await frame.getByText('NW-2044').waitFor();
    expect(await axe(frame)).toEqual([]);
    await frame.locator('.wo-details > .file-links .file-link').first().click();
    const viewer = frame.getByRole('dialog', { name: 'sole.png' });
    await viewer.locator('img').waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    // A reply from the page reloads the order.
    await frame.getByRole('button', { name: 'Reply' }).click();
    await frame.getByLabel('Your reply').fill('Thank you!');
    await frame.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await frame.locator('.timeline').getByText('Thank you!').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('/workorder: another visitor’s order is not found, the token variant needs no session, a link without its chat says so', async () => {
    const other = await newVisitor(state, 'demo-workorder');
    const created = await other.wo<{ woId: number; woToken: string }>('add', {
      channelId: 'demo-workorder',
      woContent: 'Someone else’s order',
      cusFieldConfigInfoVoList: [
        { fieldId: 101, fieldName: 'Order number', fieldValue: 'NW-9' },
        { fieldId: 102, fieldName: 'Problem type', fieldValue: 'Billing' },
      ],
    });
    for (const options of [DESKTOP, PHONE]) {
      const context = await state.browser.newContext({ ...options, bypassCSP: true });
      const page = await context.newPage();
      const base = state.demo.widgetOrigin + '/chat_online/workorder';
      await page.goto(`${base}?woId=${created.woId}&channelId=demo-workorder`);
      await page.getByText('This work order does not exist or is not yours.').waitFor();
      expect(await page.getByText('Someone else’s order').count()).toBe(0);

      await page.goto(`${base}?woId=${created.woId}&token=${created.woToken}`);
      await page.getByText('Someone else’s order').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.goto(`${base}?woId=${created.woId}&userId=${other.userId}`);
      await page.getByText('does not say which chat it belongs to').waitFor();
      await context.close();
    }
  });

  it('the phone field says what it expects; spaces, dashes, dots and brackets pass the check and the number is kept as typed', async () => {
    const { page, context, problems } = await openPage('/?channel=demo-closed', { ...DESKTOP, bypassCSP: true });
    const frame = await openChat(page);
    await openLeavePage(frame);
    const phone = frame.getByLabel('Phone');
    const hintId = await phone.getAttribute('aria-describedby');
    expect(hintId, 'the phone is described by its hint').toBeTruthy();
    const hint = frame.locator(`#${hintId}`);
    expect(await hint.textContent()).toBe(
      'With + and the country code, e.g. +44 20 7946 0958, or 11 digits starting with 1',
    );
    expect(await hint.isVisible()).toBe(true);

    await frame.getByLabel('Contact name').fill('Pat Spacer');
    await frame.getByLabel('Message content').fill('Call me on the spaced number.');
    await phone.fill('+1 555 0100');
    const submit = frame.getByRole('button', { name: 'Submit', exact: true });
    await submit.click();
    await frame.locator('.toast', { hasText: 'Submit successfully!' }).last().waitFor();
    expect(await frame.locator('[aria-invalid="true"]').count()).toBe(0);

    const alice = await onlineAgent(state, 'alice');
    const { list } = await alice.call<{ list: { msgContent: string; customerPhone: string }[] }>('leaveMessages');
    expect(list.find((message) => message.msgContent == 'Call me on the spaced number.')?.customerPhone).toBe(
      '+1 555 0100',
    );
    await alice.offline();
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const [variant, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`the page's header is one line, "Leave a message"; the channel's title is a normal-weight intro under it (${variant})`, async () => {
      const { page, context } = await openPage('/?channel=demo-closed', { ...options, bypassCSP: true });
      const frame = await openChat(page);
      await openLeavePage(frame);
      const header = frame.locator('.page-header');
      expect(await header.getByRole('heading', { level: 1 }).textContent()).toBe('Leave a message');
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(56);
      const intro = frame.locator('.page-intro');
      await intro.getByText('Our team is away.').waitFor();
      expect(
        await intro
          .locator('p')
          .first()
          .evaluate((element) => getComputedStyle(element).fontWeight),
      ).toBe('400');
      // The configured emphasis stays.
      expect(
        await intro.locator('strong').evaluate((element) => Number(getComputedStyle(element).fontWeight)),
      ).toBeGreaterThanOrEqual(600);
      await phoneHintShot(frame, page, variant);
      await context.close();
    });
  }
});
