// The console's Mail and Webhooks pages in Chromium, against the demo started with a real SMTP
// server (smtp-server on a free port) and a webhook receiver on 127.0.0.1: the admin sees the
// server sends, saves the team's addresses (a bad one refused at its field), a leave message's
// mail lands in the outbox and a refused one is tried again; a webhook added for the receiver
// shows its secret, a test event is logged as sent, and the receiver got a `ping` signed as the
// page's own Node.js check says. Both pages pass axe and fit a 390 px phone.
import { execFile } from 'node:child_process';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { WEBHOOK_HEADERS, type WebhookEnvelope } from '@shared/api/outgoing';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mailbox, startMailbox } from '../node/server/mailbox';
import { verifySignature } from '../node/server/webhookReceiver';
import { seriousAxeViolations } from './axe';
import { openPage, signIn } from './consoleHelpers';
import { DESKTOP, PHONE, useDemo } from './demo';
import { newVisitor } from './demoApi';
import { screenshot } from './screenshot';

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A tenant's own system: every POST recorded with its raw body, answered 200. */
async function startReceiver() {
  const deliveries: Delivery[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/chat-online`,
    deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The help's Node.js check, run as a receiver would run it: its own process, its own module. */
async function runHelp(snippet: string, [delivery, secret]: [Delivery, string]): Promise<boolean> {
  const code = `${snippet}\nconst { headers, body, secret } = JSON.parse(process.env.DELIVERY);\nconsole.log(verify(headers, body, secret));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', code], {
    env: { ...process.env, DELIVERY: JSON.stringify({ headers: delivery.headers, body: delivery.body, secret }) },
  });
  return JSON.parse(stdout.trim()) as boolean;
}

let mailbox: Mailbox;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
// Before the demo starts (hooks run in order): the demo is told where mail and webhooks go.
beforeAll(async () => {
  mailbox = await startMailbox();
  receiver = await startReceiver();
});
afterAll(async () => {
  await mailbox?.close();
  await receiver?.close();
});

const { state } = useDemo({
  outgoing: () => ({
    smtpUrl: mailbox.url,
    mailFrom: 'Northwind support <support@shop.example>',
    allowPrivateWebhooks: true,
  }),
});

const TEAM = 'team@shop.example';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Sections' });
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** bob, the demo tenant's admin, on a page of the console. */
async function asBob(path: string, options = DESKTOP) {
  // axe is injected as a script, which the console's CSP would refuse.
  const opened = await openPage(state.browser, state.demo.widgetOrigin + '/console/', { ...options, bypassCSP: true });
  await signIn(opened.page, 'bob', state.demo.logins.agents[0]!.password);
  if (path) await opened.page.goto(state.demo.widgetOrigin + '/console' + path);
  return opened;
}

/** Nothing is wider than the window, the section does not scroll sideways, and each table's box stays inside it. */
const fits = (page: Page) =>
  page.evaluate(() => {
    if (document.documentElement.scrollWidth > window.innerWidth) return 'the page is wider than the window';
    const main = document.querySelector<HTMLElement>('main.outgoing');
    if (!main) return 'no page';
    if (main.scrollWidth > main.clientWidth + 1) return 'the section scrolls sideways';
    const edge = main.getBoundingClientRect().right;
    for (const box of document.querySelectorAll<HTMLElement>('.outgoing__card, .webhook, .outbox__scroll'))
      if (box.getBoundingClientRect().right > edge + 0.5) return `${box.className} sticks out`;
    return 'fits';
  });

/** The outbox's row of one mail kind to one address. */
const outboxRow = (page: Page, topic: string, target: string) =>
  page.locator('#outbox-table tbody tr', { hasText: topic }).filter({ hasText: target });

/** Presses Refresh until the outbox's row reads Sent (the sender works in the background). */
async function refreshUntilSent(refresh: Locator, row: Locator) {
  await expect
    .poll(
      async () => (
        await refresh.click(),
        await row
          .first()
          .textContent({ timeout: 1000 })
          .catch(() => '')
      ),
      {
        timeout: 10_000,
      },
    )
    .toContain('Sent');
}

describe('mail in the console', () => {
  it('shows the server sends, refuses a bad address at its field, saves, and lists the mail of a leave message', async () => {
    const { context, page, problems } = await asBob('');
    await nav(page).getByRole('link', { name: 'Mail' }).click();
    await page.getByRole('heading', { name: 'Mail', level: 1 }).waitFor();
    await page.getByText('Sending as Northwind support <support@shop.example>').waitFor();
    await page.getByText('DKIM signing: off').waitFor();
    expect(await page.getByText('Mail is off').count()).toBe(0);

    // A bad address is named at its field, by its line, and nothing is sent.
    const team = page.getByLabel('Team addresses');
    await team.fill(`${TEAM}\nnot-an-address`);
    let saves = 0;
    page.on('request', (request) => void (request.url().endsWith('/api/admin/saveMailSettings') && saves++));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const problem = page.getByText('Line 2: “not-an-address” is not an e-mail address');
    await problem.waitFor();
    expect(await team.getAttribute('aria-invalid')).toBe('true');
    expect(await team.getAttribute('aria-describedby')).toContain(await problem.locator('..').getAttribute('id'));
    expect(await focusedId(page)).toBe('mail-team');
    expect(saves).toBe(0);

    // Leaving with unsaved changes asks first; keeping them stays on the page.
    await nav(page).getByRole('link', { name: 'Webhooks' }).click();
    const question = page.getByRole('dialog', { name: 'Drop your changes?' });
    await question.getByRole('button', { name: 'Cancel' }).click();
    // Closed, not only emptied: while a modal dialog is open the page behind it takes no typing.
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/console/mail');

    // The team's address and the main channel's waiting alert, saved; the focus goes to "Saved".
    await team.fill(TEAM);
    await page
      .getByRole('group', { name: 'Northwind shop', exact: true })
      .getByLabel('Mail the team when a visitor waits this many minutes with no agent online')
      .fill('15');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/admin/saveMailSettings'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await (await saved).json()).code).toBe(200);
    await page.locator('#mail-save-state', { hasText: 'Saved' }).waitFor();
    await expect.poll(() => focusedId(page)).toBe('mail-save-state');
    await page.reload();
    await expect.poll(() => team.inputValue()).toBe(TEAM);
    expect(
      await page
        .getByRole('group', { name: 'Northwind shop', exact: true })
        .getByLabel('Mail the team when a visitor waits this many minutes with no agent online')
        .inputValue(),
    ).toBe('15');

    // A leave message: the team's mail arrives, and the outbox lists it as sent.
    const visitor = await newVisitor(state, 'demo');
    await visitor.call('leaveMsg', {
      channelId: 'demo',
      customerName: 'Night Owl',
      customerEmail: 'owl@visitor.example',
      msgContent: 'Where is my parcel?',
    });
    await mailbox.waitFor(TEAM, (mail) => mail.parsed.text?.includes('Where is my parcel') ?? false);
    const refresh = page.getByRole('button', { name: 'Refresh' });
    const row = outboxRow(page, 'Leave message, to the team', TEAM);
    await refreshUntilSent(refresh, row);
    await page.getByLabel('Kind').selectOption('mail');
    await page.getByLabel('State').selectOption('failed');
    await page.getByText('Nothing here.').waitFor();
    await page.getByLabel('State').selectOption('sent');
    await row.first().waitFor();

    // A mail the SMTP server refuses for good fails at once; Retry sends it again.
    mailbox.refuseWith(550);
    await visitor.call('leaveMsg', {
      channelId: 'demo',
      customerName: 'Night Owl',
      customerEmail: 'owl@visitor.example',
      msgContent: 'Second try',
    });
    await page.getByLabel('State').selectOption('failed');
    const failed = outboxRow(page, 'Leave message, to the team', TEAM);
    await expect.poll(async () => (await refresh.click(), await failed.count()), { timeout: 10_000 }).toBe(1);
    await failed.getByText('refused by the test').waitFor();
    mailbox.refuseWith(undefined);
    await failed.getByRole('button', { name: `Retry Leave message, to the team to ${TEAM}` }).click();
    await page.getByText('Tried again: Pending').waitFor();
    expect(await focusedId(page)).toBe('outbox-table');
    await mailbox.waitFor(TEAM, (mail) => mail.parsed.text?.includes('Second try') ?? false);
    await page.getByLabel('State').selectOption('');
    await refreshUntilSent(refresh, row);

    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await fits(page)).toBe('fits');
    await screenshot(page, 'console-mail');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits a 390 px phone, the outbox scrolling inside its own box', async () => {
    const { context, page, problems } = await asBob('/mail', PHONE);
    await page.getByText('Sending as Northwind support <support@shop.example>').waitFor();
    await page.locator('#outbox-table tbody tr').first().waitFor();
    expect(await fits(page)).toBe('fits');
    const table = page.locator('#outbox-table');
    expect(await table.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'console-mail-phone');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("an agent's console has neither Mail nor Webhooks", async () => {
    const { context, page } = await openPage(state.browser, state.demo.widgetOrigin + '/console/', DESKTOP);
    await signIn(page, 'li', state.demo.logins.agents[0]!.password);
    await nav(page).getByRole('link', { name: 'Settings' }).waitFor();
    expect(await nav(page).getByRole('link', { name: 'Mail' }).count()).toBe(0);
    expect(await nav(page).getByRole('link', { name: 'Webhooks' }).count()).toBe(0);
    await page.goto(state.demo.widgetOrigin + '/console/webhooks');
    await nav(page).locator('[aria-current="page"]', { hasText: 'Chats' }).waitFor();
    await context.close();
  });
});

describe('webhooks in the console', () => {
  it('adds one for the receiver, shows its secret, sends a test event the log shows sent, signed as the help says', async () => {
    const { context, page, problems } = await asBob('');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: state.demo.widgetOrigin });
    await nav(page).getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await page.getByText('No webhook yet.').waitFor();
    // This server lets webhooks reach private addresses: the page does not say they are refused.
    expect(await page.getByText('Private and loopback addresses').count()).toBe(0);

    await page.getByRole('button', { name: 'Add a webhook' }).click();
    const url = page.getByRole('textbox', { name: 'URL' });
    await expect.poll(() => focusedId(page)).toBe('webhook-url');
    await url.fill(receiver.url);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const noEvent = page.getByText('Pick at least one event');
    await noEvent.waitFor();
    expect(await focusedId(page)).toBe('webhook-events-conversation.started');
    await page.getByRole('checkbox', { name: /^A leave message/ }).check();
    await noEvent.waitFor({ state: 'detached' });
    await page.getByLabel('Description').fill('The test receiver');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    // Saved: its card has the focus, and its secret shows with Copy.
    const card = page.getByRole('listitem', { name: receiver.url });
    await card.waitFor();
    await expect.poll(() => focusedId(page)).toMatch(/^webhook-\d+-url$/);
    await card.locator('.webhook__events', { hasText: 'A leave message' }).waitFor();
    const secretField = card.getByRole('textbox', { name: 'Secret' });
    const secret = await secretField.inputValue();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(await secretField.evaluate((input) => getComputedStyle(input).fontFamily)).toMatch(/mono/i);
    await card.getByRole('button', { name: 'Copy' }).click();
    await card.getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    // A test event: queued, then the log (refreshed on its own) shows it sent.
    await card.getByRole('button', { name: 'Send a test event' }).click();
    await card.getByText('A test event is on its way.').waitFor();
    expect(await card.getByRole('button', { name: 'Deliveries' }).getAttribute('aria-expanded')).toBe('true');
    const logged = card.locator('.webhook-log tbody tr', { hasText: 'Test event' });
    await logged.getByText('Sent', { exact: true }).waitFor({ timeout: 15_000 });

    // The receiver got a ping, signed with the secret shown, as the page's own Node.js check verifies it.
    const ping = receiver.deliveries.find((each) => (JSON.parse(each.body) as WebhookEnvelope).type == 'ping');
    expect(ping).toBeDefined();
    const header = (name: string) => String(ping!.headers[name] ?? '');
    expect(
      verifySignature(
        secret,
        header(WEBHOOK_HEADERS.timestamp),
        ping!.body,
        header(WEBHOOK_HEADERS.signature),
        Date.now(),
      ),
    ).toBe(true);
    await page.getByText('How your receiver checks a delivery').click();
    const snippet = await page.locator('.webhook-help pre code').textContent();
    expect(await runHelp(snippet!, [ping!, secret])).toBe(true);
    expect(await runHelp(snippet!, [ping!, 'another secret'])).toBe(false);
    expect(await runHelp(snippet!, [{ ...ping!, body: `${ping!.body} ` }, secret])).toBe(false);

    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await fits(page)).toBe('fits');
    await screenshot(page, 'console-webhooks');

    // A new secret, asked first: the field shows it.
    await card.getByRole('button', { name: 'Rotate secret' }).click();
    await page.getByRole('dialog', { name: 'A new secret?' }).getByRole('button', { name: 'Rotate' }).click();
    await card.getByText('A new secret: give it to your receiver.').waitFor();
    expect(await secretField.inputValue()).not.toBe(secret);

    // Edit keeps it in its place; a 390 px phone shows it without sideways scrolling.
    await card.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit the webhook' }).waitFor();
    expect(await page.getByRole('checkbox', { name: /^A leave message/ }).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: /^A work order opened/ }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await card.getByText('A leave message, A work order opened').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits a 390 px phone with its log open, and a delete asks first', async () => {
    const { context, page, problems } = await asBob('/webhooks', PHONE);
    const card = page.getByRole('listitem', { name: receiver.url });
    await card.getByRole('button', { name: 'Deliveries' }).click();
    await card.locator('.webhook-log tbody tr').first().waitFor();
    await page.getByText('How your receiver checks a delivery').click();
    expect(await fits(page)).toBe('fits');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'console-webhooks-phone');

    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this webhook?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No webhook yet.').waitFor();
    await expect.poll(() => focusedId(page)).toBe('webhooks-heading');
    expect(problems).toEqual([]);
    await context.close();
  });
});
