// axe-core on the chat screen: no serious or critical violation.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PHONE, useDemo } from './demo';

const { state } = useDemo();
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(options = {}) {
  // axe is injected as a script, which the widget's own CSP would refuse.
  const context = await state.browser.newContext({ ...options, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(state.demo.widgetOrigin + '/chat_online/index?channelId=demo');
  await page.locator('.msg-faq').waitFor().catch(async (error) => {
    await page.screenshot({ path: '/tmp/axe-fail.png' });
    throw error;
  });
  await page.locator('.composer__input').fill('How long does shipping take?');
  await page.locator('.composer__input').press('Enter');
  await page.getByText('business days').first().waitFor();
  await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  await context.close();
  return violations
    .filter((violation) => violation.impact == 'serious' || violation.impact == 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

describe('accessibility', () => {
  it('the chat screen on a desktop has no serious or critical axe violation', async () => {
    expect(await seriousViolations({ viewport: { width: 1280, height: 800 } })).toEqual([]);
  });

  it('the chat screen on a phone has no serious or critical axe violation', async () => {
    expect(await seriousViolations(PHONE)).toEqual([]);
  });
});
