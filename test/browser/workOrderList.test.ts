// The console's work-order list tells orders apart (docs/console.md): each row names the
// customer (the name on the order, the visitor's, or the inbox's friendly name), the
// content's first line, the status and the age; the detail names the customer the same way.
// CONSOLE_SHOTS=<dir> saves the list as work-orders.png there, to look at.
import { mkdirSync } from 'node:fs';
import type { WorkOrder } from '@shared/api';
import { friendlyName } from '@shared/visitorName';
import { describe, expect, it } from 'vitest';
import { goAway, openConsole } from './consoleHelpers';
import { DESKTOP, useDemo } from './demo';
import { newVisitor } from './demoApi';

const { state } = useDemo();

/** The After-sales type of the demo channel requires an order number and a problem type. */
const REQUIRED_FIELDS = [
  { fieldId: 101, fieldValue: 'NW-20240611' },
  { fieldId: 102, fieldValue: 'Delivery' },
];

async function orderFrom(extra: object, woContent: string, fields: object = {}) {
  const visitor = await newVisitor(state, 'demo', extra);
  const order = await visitor.wo<WorkOrder>('add', {
    channelId: 'demo',
    woContent,
    cusFieldConfigInfoVoList: REQUIRED_FIELDS,
    ...fields,
  });
  return { visitor, order };
}

describe('the work-order list', () => {
  it('each row: the customer, the first line, the status and the age; the detail names the customer the same way', async () => {
    const ann = await orderFrom({ userName: 'Ann Lee' }, 'The box arrived crushed.\nThe boots inside are fine.');
    const anonymous = await orderFrom({}, 'Where is my refund for order NW-2031?');
    const typed = await orderFrom({}, 'Wrong size sent\n\nI ordered 42, got 44.', {
      customerName: 'Cy Twombly',
      customerPhone: '13800138000',
    });
    const stranger = friendlyName(anonymous.visitor.userId);

    const { context, agent } = await openConsole(state, 'alice', DESKTOP);
    await agent.getByRole('link', { name: 'Work orders' }).click();
    const row = (woId: number) => agent.locator('.wo-item', { has: agent.getByText(`#${woId} `) });
    const rows = [
      { woId: ann.order.woId, name: 'Ann Lee', line: 'The box arrived crushed.' },
      { woId: anonymous.order.woId, name: stranger, line: 'Where is my refund for order NW-2031?' },
      { woId: typed.order.woId, name: 'Cy Twombly', line: 'Wrong size sent' },
    ];
    for (const { woId, name, line } of rows) {
      const shown = row(woId);
      await shown.waitFor();
      expect(await shown.locator('.wo-item__name').textContent()).toBe(name);
      expect(await shown.locator('.wo-item__line').textContent()).toBe(line);
      expect(await shown.locator('.pill').textContent()).toBe('Not yet accepted');
      expect(await shown.locator('.wo-item__age').textContent()).toBe('now');
      // Nothing dangles: no separator without something on both sides.
      expect(await shown.textContent()).not.toMatch(/(^|\s)·(\s|$)/);
    }
    // The rows are told apart: no two alike.
    const texts = await agent.locator('.wo-item').allTextContents();
    expect(new Set(texts).size).toBe(texts.length);

    if (process.env.CONSOLE_SHOTS) {
      mkdirSync(process.env.CONSOLE_SHOTS, { recursive: true });
      await agent.screenshot({ path: `${process.env.CONSOLE_SHOTS}/work-orders.png` });
    }

    // The detail: the friendly name, never the visitor's hex id.
    await row(anonymous.order.woId).click();
    const detail = agent.getByRole('main', { name: anonymous.order.woTitle });
    await detail.getByText('Where is my refund for order NW-2031?').waitFor();
    await detail.getByText(stranger, { exact: true }).waitFor();
    expect(await detail.textContent()).not.toContain(anonymous.visitor.userId);
    await row(typed.order.woId).click();
    await agent.getByRole('main').getByText('Cy Twombly · 13800138000').waitFor();
    if (process.env.CONSOLE_SHOTS)
      await agent.screenshot({ path: `${process.env.CONSOLE_SHOTS}/work-order-detail.png` });

    await goAway(agent);
    await context.close();
  });
});
