// The visitor's side of a work order by mail (docs/notifications.md#what-is-mailed): an agent's
// public reply arrives at a real SMTP server, and the link it carries opens the order in
// Chromium with no session at all (a new browser, as from a mail app), shows the reply, and
// lets the visitor answer it. A stranger's markup in the reply stays text in the mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mailbox, startMailbox } from '../node/server/mailbox';
import { seriousAxeViolations } from './axe';
import { DESKTOP, PHONE, useDemo } from './demo';
import { newVisitor, onlineAgent } from './demoApi';
import { screenshot } from './screenshot';

let mailbox: Mailbox;
// Before the demo starts (hooks run in order): the demo is told where to send mail.
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox?.close());

const { state } = useDemo({
  outgoing: () => ({ smtpUrl: mailbox.url, mailFrom: 'Northwind support <support@shop.example>' }),
});

describe('a work order answered by mail', () => {
  it('the reply mail’s link opens the order without a session, on a desktop and a phone, and the visitor answers', async () => {
    const visitor = await newVisitor(state, 'demo-workorder', { email: 'kim@visitor.example', userName: 'Kim' });
    const { woId } = await visitor.wo<{ woId: number }>('add', {
      channelId: 'demo-workorder',
      woTitle: 'Kettle will not heat',
      woContent: 'Bought last week; the light stays off.',
      cusFieldConfigInfoVoList: [
        { fieldId: 101, fieldName: 'Order number', fieldValue: 'NW-77' },
        { fieldId: 102, fieldName: 'Problem type', fieldValue: 'Broken' },
      ],
    });
    await mailbox.waitFor('kim@visitor.example', (mail) => mail.parsed.text?.includes('NW-77') == false);

    const alice = await onlineAgent(state, 'alice');
    await alice.call('workOrderReply', {
      woId,
      content: '<p>A <strong>new kettle</strong> ships today.</p><script>alert(1)</script>',
    });
    await alice.offline();
    const mail = await mailbox.waitFor('kim@visitor.example', (each) =>
      Boolean(each.parsed.subject?.includes(`#${woId}`) && each.parsed.text?.includes('new kettle')),
    );
    expect(mail.parsed.headers.get('content-language')).toBe('en');
    const link = /https?:\/\/\S+\/workorder\?\S+/.exec(mail.parsed.text ?? '')![0];
    expect(String(mail.parsed.html)).toContain(`href="${link.replaceAll('&', '&amp;')}"`);

    for (const [name, options] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      // A browser that never saw the chat: the link alone opens the order.
      const context = await state.browser.newContext({ ...options, bypassCSP: true });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('dialog', (dialog) => problems.push(`a dialog opened: ${dialog.message()}`));
      await page.goto(link);
      await page.getByText('Bought last week; the light stays off.').waitFor();
      await page.locator('.timeline strong', { hasText: 'new kettle' }).waitFor();
      // The agent's rich text is sanitised on the page too.
      expect(await page.locator('.timeline script').count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, `work-order-from-mail-${name}`);
      if (name == 'phone') {
        await page.getByRole('button', { name: 'Reply' }).click();
        await page.getByLabel('Your reply').fill('Thank you, it arrived!');
        await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
        await page.locator('.timeline').getByText('Thank you, it arrived!').waitFor();
      }
      expect(problems).toEqual([]);
      await context.close();
    }
    const agent = await onlineAgent(state, 'alice');
    const order = await agent.call<{ handle: { handleContent: string }[] }>('workOrder', { woId });
    await agent.offline();
    expect(order.handle.map((handle) => handle.handleContent)).toContain('Thank you, it arrived!');
  });
});
