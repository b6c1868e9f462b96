// "E-mail me this conversation" against the real server and a real SMTP server: the visitor
// asks the robot, opens the quick menu's entry, and the conversation arrives by mail; the
// address is checked first, the dialog is a modal layer (focus in, Escape, focus back to the
// menu) and fits a phone.
import type { AddressObject } from 'mailparser';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mailbox, startMailbox } from '../node/server/mailbox';
import { seriousAxeViolations } from './axe';
import { DESKTOP, PHONE, useDemo } from './demo';
import { screenshot } from './screenshot';
import { ask, openChat } from './widgetFrame';

let mailbox: Mailbox;
// Before the demo starts (hooks run in order): the demo is told where to send mail.
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox?.close());

const { openPage } = useDemo({
  outgoing: () => ({ smtpUrl: mailbox.url, mailFrom: 'Northwind support <support@shop.example>' }),
});

const ENTRY = 'E-mail me this conversation';
const QUESTION = 'How long does shipping take?';

/** The visitor's question answered by the robot, then the quick menu's entry pressed: the dialog. */
async function askThenOpenDialog(frame: Frame) {
  await ask(frame, QUESTION);
  await frame.getByText('business days').first().waitFor();
  await frame.getByRole('button', { name: ENTRY }).click();
  const dialog = frame.getByRole('dialog', { name: 'E-mail this conversation' });
  await dialog.waitFor();
  return dialog;
}

/** The text of the element that has the focus in the panel. */
const focused = (frame: Frame) => frame.evaluate(() => document.activeElement?.textContent ?? '');

const addresses = (to: AddressObject | AddressObject[] | undefined) =>
  [to ?? []].flat().flatMap((object) => object.value.map((address) => address.address));

/** The panel is open on the host page: its frame is shown. */
const panelShown = (page: Page) => page.locator('#chat-online-frame').isVisible();

describe('the conversation by e-mail', () => {
  it('desktop: a wrong address is said under the field; a right one is sent, and the mail carries the question', async () => {
    // axe is injected as a script, which the widget's own CSP would refuse.
    const { page, context, problems } = await openPage('/', { ...DESKTOP, bypassCSP: true });
    const frame = await openChat(page);
    const dialog = await askThenOpenDialog(frame);
    const field = dialog.getByRole('textbox', { name: 'Your e-mail address' });
    // The field has the focus, empty: this visitor gave no address.
    expect(await field.evaluate((input) => input == document.activeElement)).toBe(true);
    expect(await field.inputValue()).toBe('');

    await field.fill('ann@shop');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('Please enter a valid e-mail address').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.evaluate((input) => input == document.activeElement)).toBe(true);
    await screenshot(page, 'mail-transcript-invalid-desktop');

    await field.fill('ann@shop.example');
    await field.press('Enter');
    await dialog.getByText('Sent to ann@shop.example').waitFor();
    await screenshot(page, 'mail-transcript-sent-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const mail = await mailbox.waitFor('ann@shop.example');
    expect(addresses(mail.parsed.to)).toEqual(['ann@shop.example']);
    expect(mail.parsed.subject).toBe('Your conversation with Northwind shop');
    expect(mail.parsed.text).toContain(QUESTION);

    // Close gives the focus back to the menu's entry.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(frame)).toBe(ENTRY);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('after the chat has ended, the visitor can still have it mailed, from under "Start a new chat"', async () => {
    const { page, context, problems } = await openPage('/', DESKTOP);
    const frame = await openChat(page);
    await ask(frame, QUESTION);
    await frame.getByText('business days').first().waitFor();
    await frame.getByRole('button', { name: 'End chat' }).click();
    await frame.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await frame.getByRole('button', { name: 'Start a new chat' }).waitFor();
    // The channel asks for a rating as the chat ends: this visitor closes it first.
    const rating = frame.getByRole('dialog', { name: 'Rate the assistant' });
    await rating.getByRole('button', { name: 'Close' }).click();
    await rating.waitFor({ state: 'detached' });
    await frame.getByRole('button', { name: ENTRY }).click();
    const dialog = frame.getByRole('dialog', { name: 'E-mail this conversation' });
    await dialog.getByRole('textbox', { name: 'Your e-mail address' }).fill('after@shop.example');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('Sent to after@shop.example').waitFor();
    const mail = await mailbox.waitFor('after@shop.example');
    expect(mail.parsed.text).toContain(QUESTION);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('phone (390 px): the dialog fits, the keyboard stays inside, and Escape closes it, not the panel', async () => {
    const { page, context, problems } = await openPage('/', PHONE);
    const frame = await openChat(page);
    const dialog = await askThenOpenDialog(frame);
    const fits = await dialog.evaluate((box) => {
      const { left, top, right, bottom } = box.getBoundingClientRect();
      return { left, top, right, bottom, width: innerWidth, height: innerHeight };
    });
    expect(fits.width).toBe(390);
    expect(fits.left).toBeGreaterThanOrEqual(0);
    expect(fits.top).toBeGreaterThanOrEqual(0);
    expect(fits.right).toBeLessThanOrEqual(fits.width);
    expect(fits.bottom).toBeLessThanOrEqual(fits.height);
    await dialog.getByRole('textbox', { name: 'Your e-mail address' }).fill('ben@shop.example');
    await screenshot(page, 'mail-transcript-phone');

    // Tab goes round the dialog's controls: field, Cancel, Send, and back to the field.
    await page.keyboard.press('Tab');
    expect(await focused(frame)).toBe('Cancel');
    await page.keyboard.press('Tab');
    expect(await focused(frame)).toBe('Send');
    await page.keyboard.press('Tab');
    expect(await dialog.getByRole('textbox').evaluate((input) => input == document.activeElement)).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await panelShown(page)).toBe(true);
    await expect.poll(() => focused(frame)).toBe(ENTRY);
    expect(problems).toEqual([]);
    await context.close();
  });
});
