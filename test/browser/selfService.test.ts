// The visitor's self-service on the demo shop, against the real reference server: a FAQ
// article opened from a robot answer, a card form from a link card recorded as a work order,
// a dynamic form the agent sends answered in the chat, an external-submit form answered in
// the chat; on a phone too; and axe on /question and /formData in both variants.

import { MSG_TYPE } from '@shared/codes';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { DESKTOP, PHONE, useDemo } from './demo';
import { onlineAgent } from './demoApi';
import { ask, openChat, transferToAlice } from './widgetFrame';

const { state, openPage } = useDemo();

/** A page of the widget on its own (not in the shop's frame), with axe allowed in. */
async function openWidgetPage(path: string, options = DESKTOP) {
  const context = await state.browser.newContext({ ...options, bypassCSP: true });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push('pageerror: ' + error.message));
  await page.goto(state.demo.widgetOrigin + path);
  return { page, context, problems };
}

describe('self-service', () => {
  it('a long robot answer links to its FAQ article, which opens in the panel with a way back', async () => {
    const { page, context, problems } = await openPage('/');
    const frame = await openChat(page);
    await ask(frame, 'My package says delivered but I did not receive it');
    const link = frame.getByRole('link', { name: 'Read the full article' });
    await link.first().waitFor();
    await link.first().click();
    await frame
      .getByRole('heading', { level: 2, name: 'My package says delivered but I did not receive it' })
      .waitFor();
    expect(frame.url()).toContain('/chat_online/question?');
    expect(frame.url()).toContain('docId=1012');
    await frame.getByRole('button', { name: 'Back to the chat' }).click();
    await frame.locator('.composer__input').waitFor();
    // The chat as it was: the answer is still there.
    await frame.getByRole('link', { name: 'Read the full article' }).first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('/formData marks every empty required field at once, each with its own text, and focuses the first', async () => {
    const { page, context, problems } = await openWidgetPage('/chat_online/formData?tenantId=demo&templateId=1');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please fill in Order number').waitFor();
    const marked = await page
      .locator('[aria-invalid="true"]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-field')));
    expect(marked).toEqual(['1', '2', '5', '6', '7']);
    for (const name of ['Order number', 'What is wrong?', 'Quantity', 'Reason', 'Refund to'])
      await page.getByText(`Please fill in ${name}`).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-field'))).toBe('1');
    // Filling one clears its own mark only.
    await page.getByLabel('Order number').fill('NW-1');
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBe(4);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a card form from a link card: required fields checked, then recorded as a work order the agent sees', async () => {
    const alice = await onlineAgent(state, 'alice');
    const { page, context } = await openPage('/');
    const frame = await openChat(page);
    const sessionId = await transferToAlice(frame, alice);
    const card = {
      title: 'Return request',
      describe: 'Tell us what to send back',
      linkType: 'form',
      tenantId: 'demo',
      templateId: '1',
    };
    await alice.call('send', { sessionId, msgType: MSG_TYPE.linkCard, content: JSON.stringify(card) });
    const [form] = await Promise.all([
      context.waitForEvent('page'),
      frame.getByRole('link', { name: /Return request/ }).click(),
    ]);
    await form.getByRole('heading', { name: 'Return request' }).waitFor();
    expect(form.url()).toContain('/chat_online/formData?tenantId=demo&templateId=1');

    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Please fill in Order number').waitFor();
    expect(await form.evaluate(() => document.activeElement?.getAttribute('data-field'))).toBe('1');
    await form.getByLabel('Order number').fill('NW-7788');
    await form.getByLabel('What is wrong?').fill('The zip broke');
    await form.getByLabel('Quantity').fill('2');
    await form.getByLabel('Reason').selectOption('Damaged');
    await form.getByRole('radio', { name: 'Store credit' }).check();
    await form.getByRole('checkbox', { name: 'Box' }).check();
    await form.getByRole('checkbox', { name: 'Tags' }).check();
    // Every other field type: a date, a date and time (the spec's yyyy-MM-dd HH:mm), a cascader's two levels.
    await form.getByLabel('Delivery date').fill('2026-12-01');
    await form.getByLabel('Best time to call').fill('2026-12-02T14:30');
    await form.getByRole('combobox', { name: 'Product', exact: true }).selectOption('Footwear');
    await form.getByRole('combobox', { name: 'Product (2)' }).selectOption('Hiking Boot');
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Submission successful!').waitFor();

    const { list } = await alice.call<{
      list: {
        woTitle: string;
        woStartWay: number;
        cusFieldConfigInfoVoList: { fieldName: string; fieldValue: string }[];
      }[];
    }>('workOrders');
    const order = list.find((entry) => entry.cusFieldConfigInfoVoList.some((field) => field.fieldValue == 'NW-7788'))!;
    expect(order).toMatchObject({ woTitle: 'Return request', woStartWay: 2 });
    const answers = Object.fromEntries(
      order.cusFieldConfigInfoVoList.map((field) => [field.fieldName, field.fieldValue]),
    );
    expect(answers).toEqual({
      'Order number': 'NW-7788',
      'What is wrong?': 'The zip broke',
      'Delivery date': '2026-12-01',
      'Best time to call': '2026-12-02 14:30',
      Quantity: '2',
      Reason: 'Damaged',
      'Refund to': 'Store credit',
      'Items included': 'Box,Tags',
      Product: 'Footwear / Hiking Boot',
    });
    await context.close();
  });

  it('a dynamic form the agent sends is answered in the chat once, read-only after; the agent sees the answers', async () => {
    const alice = await onlineAgent(state, 'alice');
    const { page, context, problems } = await openPage('/');
    const frame = await openChat(page);
    const sessionId = await transferToAlice(frame, alice);
    const fields = [
      { fieldId: 1, fieldName: 'Order number', fieldType: 1, requiredStatus: 1, fieldValue: '' },
      {
        fieldId: 8,
        fieldName: 'Items included',
        fieldType: 8,
        requiredStatus: 0,
        fieldValue: JSON.stringify([{ name: 'Box' }, { name: 'Tags' }]),
      },
    ];
    const sent = await alice.call<{ id: number }>('send', {
      sessionId,
      msgType: MSG_TYPE.dynamicForm,
      content: JSON.stringify({ title: 'Quick check', fields }),
    });
    const form = frame.locator('form.chat-form');
    await form.getByText('Quick check').waitFor();
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Please fill in Order number').waitFor();
    await form.getByLabel('Order number').fill('NW-5');
    await form.getByRole('checkbox', { name: 'Box' }).check();
    await form.getByRole('checkbox', { name: 'Tags' }).check();
    await form.getByRole('button', { name: 'Submit' }).click();
    const answered = frame.locator('.chat-form--answered');
    await answered.getByText('NW-5').waitFor();
    await answered.getByText('Box, Tags').waitFor();
    expect(await frame.locator('form.chat-form').count()).toBe(0);

    const { messages } = await alice.call<{
      messages: { id: number; msgType: number; senderType: number; msgContent: string; formAnswerId?: number }[];
    }>('conversation', { sessionId });
    const answer = messages.find((message) => message.msgType == MSG_TYPE.dynamicForm && message.senderType == 1)!;
    expect(JSON.parse(answer.msgContent)).toMatchObject({
      formMsgId: sent.id,
      answers: expect.arrayContaining([{ fieldId: 8, fieldName: 'Items included', value: ['Box', 'Tags'] }]),
    });
    expect(messages.find((message) => message.id == sent.id)?.formAnswerId).toBe(answer.id);

    // After a reload the form is still answered, read-only.
    await page.reload();
    const again = await openChat(page);
    await again.locator('.chat-form--answered').getByText('NW-5').waitFor();
    expect(await again.locator('form.chat-form').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a phone: the robot’s external-submit form is answered in the chat and sent through fromRequest', async () => {
    const { page, context, problems } = await openPage('/', PHONE);
    const frame = await openChat(page);
    await ask(frame, 'Request a callback');
    const form = frame.locator('form.chat-form');
    await form.getByText('Leave your number').waitFor();
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Please fill in Name').waitFor();
    await form.getByLabel('Name').fill('Ann Lee');
    await form.getByLabel('Phone').fill('555 0100');
    await form.getByRole('radio', { name: 'Morning' }).check();
    const [request] = await Promise.all([
      page.waitForRequest((candidate) => candidate.url().endsWith('/api/chat/visitor/fromRequest')),
      form.getByRole('button', { name: 'Submit' }).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({
      url: '/api/demo/formSink',
      method: 'POST',
      requestBody: { Name: 'Ann Lee', Phone: '555 0100', 'Best time': 'Morning' },
    });
    await frame.locator('.chat-form--answered').getByText('Submitted').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const [variant, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`axe: no serious or critical violation on /question and /formData (${variant})`, async () => {
      const question = await openWidgetPage('/chat_online/question?channelId=demo&docId=1012', options);
      await question.page.getByRole('heading', { level: 2 }).waitFor();
      expect(await seriousAxeViolations(question.page)).toEqual([]);
      await question.context.close();

      const form = await openWidgetPage('/chat_online/formData?tenantId=demo&templateId=1', options);
      await form.page.getByRole('button', { name: 'Submit' }).waitFor();
      await form.page.getByRole('button', { name: 'Submit' }).click();
      await form.page.getByText('Please fill in Order number').waitFor();
      expect(await seriousAxeViolations(form.page)).toEqual([]);
      expect(form.problems).toEqual([]);
      await form.context.close();
    });
  }

  it('/question: an element with a link attribute opens its http(s) link in a new window without opener or referrer; javascript: opens nothing', async () => {
    const { page, context } = await openWidgetPage('/chat_online/question?channelId=demo&docId=1012');
    const answer =
      '<p><span data-link="https://example.com/a">Open A</span> <span link="https://example.com/b">Open B</span> <span data-link="javascript:alert(1)">Bad</span></p>';
    await context.route('**/api/chat/visitor/getRobotDoc', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          code: 200,
          message: '',
          data: { docId: 1012, docQuestion: 'Links', docAnswer: answer },
        }),
      }),
    );
    // What the page asks the browser to open (a real popup's 'page' event proved flaky in headless
    // Chromium), recorded from the document's first script so no reload or render can outrun it.
    await context.addInitScript(() => {
      const opened: unknown[][] = [];
      (window as unknown as { opened: unknown[][] }).opened = opened;
      window.open = (...args: unknown[]) => (opened.push(args), null);
    });
    await page.reload();
    // The answer's elements themselves: until DOMPurify has loaded, the answer shows as plain
    // text, where "Open A" is words without a link (a click there opens nothing, rightly).
    const element = (text: string) =>
      page.locator('.article__answer [data-link], .article__answer [link]', { hasText: text });
    await element('Open A').waitFor();
    const opened = () => page.evaluate(() => (window as unknown as { opened: unknown[][] }).opened);
    await element('Open A').click();
    await element('Open B').click();
    await element('Bad').click();
    await expect.poll(opened).toHaveLength(2);
    expect(await opened()).toEqual([
      ['https://example.com/a', '_blank', 'noopener,noreferrer'],
      ['https://example.com/b', '_blank', 'noopener,noreferrer'],
    ]);
    await context.close();
  });

  it('/question shows the server’s message for a doc of no channel’s tenant', async () => {
    const { page, context } = await openWidgetPage('/chat_online/question?channelId=demo&docId=999999');
    await page.getByRole('alert').getByText(/docId/).waitFor();
    await context.close();
  });
});
