// axe-core on the chat screen: no serious or critical violation.
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { PHONE, useDemo } from './demo';

const { state } = useDemo();
async function seriousViolations(options = {}) {
  // axe is injected as a script, which the widget's own CSP would refuse.
  const context = await state.browser.newContext({ ...options, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(state.demo.widgetOrigin + '/chat_online/index?channelId=demo');
  await page
    .locator('.msg-faq')
    .waitFor()
    .catch(async (error) => {
      await page.screenshot({ path: '/tmp/axe-fail.png' });
      throw error;
    });
  await page.locator('.composer__input').fill('How long does shipping take?');
  await page.locator('.composer__input').press('Enter');
  await page.getByText('business days').first().waitFor();
  const violations = await seriousAxeViolations(page);
  await context.close();
  return violations;
}

describe('accessibility', () => {
  it('the chat screen on a desktop has no serious or critical axe violation', async () => {
    expect(await seriousViolations({ viewport: { width: 1280, height: 800 } })).toEqual([]);
  });

  it('the chat screen on a phone has no serious or critical axe violation', async () => {
    expect(await seriousViolations(PHONE)).toEqual([]);
  });
});
