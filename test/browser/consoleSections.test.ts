// The console's other sections in Chromium: leave messages, work orders and ratings, each
// live from the agent feed, with what visitors wrote shown as text.

import type { WorkOrder } from '@shared/api';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { endChat, goAway, openConsole } from './consoleHelpers';
import { useDemo } from './demo';
import { newVisitor } from './demoApi';
import { gradientPng } from './png';
import { screenshot } from './screenshot';

const { state } = useDemo();

/** The After-sales type of the demo channel requires an order number and a problem type. */
const REQUIRED_FIELDS = [
  { fieldId: 101, fieldValue: 'NW-20240611' },
  { fieldId: 102, fieldValue: 'Delivery' },
];

describe('the console sections', () => {
  it('leave messages: a new one arrives live, is read as text and marked handled with a remark', async () => {
    const { context, agent } = await openConsole(state);
    await agent.getByRole('link', { name: 'Leave messages' }).click();
    await agent.getByRole('heading', { name: 'Leave messages' }).waitFor();

    const grace = await newVisitor(state, 'demo');
    await grace.call('leaveMsg', {
      channelId: 'demo',
      customerName: 'Grace Hopper',
      customerEmail: 'grace@example.com',
      msgContent: 'Call me about <b>invoice</b> 77, please.',
    });
    const item = agent.getByRole('listitem', { name: 'Grace Hopper' });
    await item.getByText('Call me about <b>invoice</b> 77, please.').waitFor();
    expect(await item.locator('b').count()).toBe(0);
    await item.getByText('grace@example.com').waitFor();
    // The navigation counts what is still waiting.
    await agent.getByRole('link', { name: /Leave messages\s*1/ }).waitFor();

    await item.getByLabel('Remark').fill('Called back, sent a copy');
    await item.getByRole('button', { name: 'Mark handled' }).click();
    await item.getByText('Handled', { exact: true }).waitFor();
    await item.getByText(/Alice, .* · Called back, sent a copy/).waitFor();
    const seen = await grace.call<{ list: { msgState: number; updateUserName: string }[] }>('getLeaveMsgList');
    expect(seen.list[0]).toMatchObject({ msgState: 1, updateUserName: 'Alice' });
    await screenshot(agent, 'console-leave-messages');

    await goAway(agent);
    await context.close();
  });

  it('work orders: the detail with its timeline; a public reply with a picture, an internal note and a new status; a client reply arrives live', async () => {
    const ann = await newVisitor(state, 'demo', { userName: 'Ann Lee' });
    const photo = await ann.upload(
      'damaged-box.png',
      gradientPng(160, 120, [200, 80, 60], [250, 200, 120]),
      'attachment',
    );
    const order = await ann.wo<WorkOrder>('add', {
      channelId: 'demo',
      woContent: 'The box arrived crushed.\nThe boots inside are fine, the laces are missing.',
      woFileRelVoList: [{ fileName: 'damaged-box.png', fileUrl: photo }],
      cusFieldConfigInfoVoList: REQUIRED_FIELDS,
      customerName: 'Ann Lee',
      customerPhone: '13800138000',
    });

    const { context, agent } = await openConsole(state);
    await agent.getByRole('link', { name: 'Work orders' }).click();
    await agent.getByRole('link', { name: new RegExp(`#${order.woId} `) }).click();
    const detail = agent.getByRole('main', { name: order.woTitle });
    await detail.getByText('The box arrived crushed.').waitFor();
    await detail.getByText('NW-20240611').waitFor();
    await detail.getByText('Ann Lee · 13800138000').waitFor();
    await detail.locator(`img[src="${photo}"]`).waitFor();
    await detail.getByText('Nobody has replied yet').waitFor();

    // A public reply with a picture.
    const reply = detail.getByRole('form', { name: 'Reply' });
    await reply.getByRole('textbox', { name: 'Reply' }).pressSequentially('New laces are on their way.');
    await reply.locator('input[type=file]').setInputFiles({
      name: 'laces.png',
      mimeType: 'image/png',
      buffer: gradientPng(120, 90, [40, 40, 40], [160, 160, 160]),
    });
    await reply.getByText('laces.png').waitFor();
    await reply.getByRole('button', { name: 'Send reply' }).click();
    await detail
      .locator('.timeline__item--1', { hasText: 'New laces are on their way.' })
      .locator('img[alt="laces.png"]')
      .waitFor();

    // An internal note.
    await reply.getByRole('textbox', { name: 'Reply' }).pressSequentially('Warehouse: check the packing line.');
    await reply.getByRole('checkbox', { name: 'Internal note' }).check();
    await reply.getByRole('button', { name: 'Send reply' }).click();
    await detail.locator('.timeline__item--3', { hasText: 'Warehouse: check the packing line.' }).waitFor();

    // A new status.
    await detail.getByLabel('Status').selectOption({ label: 'Waiting for reply' });
    await detail.getByLabel('Priority').selectOption({ label: 'High' });
    await detail.getByRole('button', { name: 'Save' }).click();
    await agent.getByRole('link', { name: new RegExp(`#${order.woId} .*Waiting for reply`) }).waitFor();

    // The visitor sees the public reply and the status, never the note.
    const seen = await ann.wo<WorkOrder>('queryById', { woId: order.woId });
    expect(seen).toMatchObject({ woStatus: 2, priority: 'high' });
    expect(seen.handle.map((handle) => handle.handleType)).toEqual([1]);
    expect(seen.handle[0]!.woFileVoList[0]!.fileName).toBe('laces.png');

    // Their answer arrives while the agent looks, as text.
    await ann.wo('addHandle', { woId: order.woId, handleContent: 'Thanks! <i>Great</i> service.' });
    await detail.locator('.timeline__item--2').getByText('Thanks! <i>Great</i> service.').waitFor();
    await detail.evaluate((element) => element.scrollTo(0, 0));
    await screenshot(agent, 'console-work-order');

    await goAway(agent);
    await context.close();
  });

  it('ratings: a rating of a conversation shows on the ratings page and with the conversation', async () => {
    const { context, agent } = await openConsole(state);
    const ben = await newVisitor(state, 'demo', { userName: 'Ben Ng' });
    const transfer = await ben.call<{ status: number }>('transferAgent', { groupId: 1 });
    expect(transfer.status).toBe(2);
    await ben.call('sendMsg', { clientId: 'ben-1', msgType: 1, msgContent: 'Is the trail runner waterproof?' });
    await agent.getByRole('button', { name: /Ben Ng/ }).click();
    await agent.locator('.desk__composer textarea').fill('Yes, fully.');
    await agent.locator('.desk__composer textarea').press('Enter');
    await ben.call('evaluate', {
      evaluateAdminStar: 5,
      evaluateAdminSolve: 1,
      evaluateAdminMode: 1,
      evaluateAdminContent: 'Quick and <u>clear</u>',
    });

    // With the open conversation, as it arrives.
    const given = agent.getByRole('region', { name: 'Rating' });
    await given.getByText('5 stars').waitFor();
    await given.getByText('Quick and <u>clear</u>').waitFor();

    await agent.getByRole('link', { name: 'Ratings' }).click();
    const rating = agent.getByRole('listitem', { name: `Conversation ${ben.start.sessionId}` });
    await rating.getByText('Ben Ng').waitFor();
    await rating.getByText('5 stars').waitFor();
    await rating.getByText('Quick and <u>clear</u>').waitFor();
    await screenshot(agent, 'console-ratings');
    await rating.getByRole('button', { name: 'Open conversation' }).click();
    await agent.locator('.cmsgs').getByText('Is the trail runner waterproof?').waitFor();
    await agent.getByRole('button', { name: 'Ben Ng' }).waitFor();

    await endChat(agent);
    await goAway(agent);
    await context.close();
  });

  it('every section has no serious or critical axe violation', async () => {
    const { context, agent } = await openConsole(state, 'li', { bypassCSP: true });
    const sections: [string, string][] = [
      ['Chats', 'Choose a conversation'],
      ['Leave messages', 'Grace Hopper'],
      ['Work orders', 'Choose a work order'],
      ['Ratings', 'Ratings received'],
    ];
    for (const [link, shown] of sections) {
      await agent.getByRole('link', { name: link }).click();
      await agent.getByText(shown).first().waitFor();
      expect({ link, violations: await seriousAxeViolations(agent) }).toEqual({ link, violations: [] });
    }
    await agent.getByRole('link', { name: 'Work orders' }).click();
    await agent.getByRole('link', { name: /#1 / }).click();
    await agent.getByRole('form', { name: 'Reply' }).waitFor();
    expect(await seriousAxeViolations(agent)).toEqual([]);
    await goAway(agent);
    await context.close();
  });
});
