// One visitor, several tabs (docs/decisions.md#one-visitor-several-tabs): two tabs
// of one browser share the visitor and so the conversation. What either tab sends, what the
// agent sends and the notices of the conversation show in both, once each and in order, and a
// tab opened later or reloaded shows the notices too. The shop is cross-site from the widget,
// as in every real deployment.
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, useDemo } from './demo';
import { onlineAgent } from './demoApi';
import { type HostPages, snippet, startHostPages, strictCsp } from './hostPages';
import { ask, openChat, transferToAlice } from './widgetFrame';

const { state } = useDemo();
let pages: HostPages;

beforeAll(async () => {
  pages = await startHostPages();
});
afterAll(() => pages?.close());

/** Within the delivery time of an agent's message (a long poll wakes at once), with room for a slow machine. */
const DELIVERY_MS = 5_000;

/** The rows of the conversation a tab shows, top to bottom (a row also holds its time and sender). */
const rows = (frame: Frame) => frame.locator('.message-list .msg-row').allTextContents();

/** The lines this test wrote or expects, in the order shown, repeats included. */
const OURS = [
  'Alice joined the chat',
  'Hi, thanks for waiting!',
  'hello from tab 2',
  'hello from tab 1',
  'Alice answers both tabs',
];
const ours = async (frame: Frame) => (await rows(frame)).flatMap((row) => OURS.filter((line) => row.includes(line)));

/** The panel of a tab, opened unless it reopened by itself. */
async function panelOf(page: Page): Promise<Frame> {
  const launcher = page.locator('#chat-online-launcher');
  await launcher.waitFor();
  if ((await launcher.getAttribute('aria-expanded')) == 'true') {
    const frame = (await (await page.locator('#chat-online-frame').elementHandle())!.contentFrame())!;
    await frame.locator('.composer__input').waitFor();
    return frame;
  }
  return openChat(page);
}

describe('one visitor, two tabs', () => {
  it('each tab shows every message and notice of the conversation, once and in order, and a reloaded tab the notices too', async () => {
    const widgetOrigin = state.demo.widgetOrigin;
    const url = pages.page('shop', {
      html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head><body><h1>Shop</h1>${snippet(widgetOrigin)}</body></html>`,
      csp: strictCsp(widgetOrigin),
    });
    const alice = await onlineAgent(state, 'alice');
    // One context: the tabs share storage, so the visitor id the loader keeps.
    const context = await state.browser.newContext(DESKTOP);
    try {
      const tab1 = await context.newPage();
      await tab1.goto(url);
      const frame1 = await panelOf(tab1);
      const sessionId = await transferToAlice(frame1, alice);
      await frame1.getByText('Alice joined the chat').waitFor();
      await frame1.getByText('Hi, thanks for waiting!').waitFor();

      const tab2 = await context.newPage();
      await tab2.goto(url);
      const frame2 = await panelOf(tab2);
      await frame2.getByRole('heading', { name: 'Alice' }).waitFor();
      // The join happened before this tab opened: it is part of the conversation's history.
      await frame2.getByText('Alice joined the chat').waitFor({ timeout: DELIVERY_MS });

      await ask(frame2, 'hello from tab 2');
      await frame1.getByText('hello from tab 2').waitFor({ timeout: DELIVERY_MS });
      await ask(frame1, 'hello from tab 1');
      await frame2.getByText('hello from tab 1').waitFor({ timeout: DELIVERY_MS });
      await alice.call('send', { sessionId, msgType: 1, content: 'Alice answers both tabs' });
      await frame1.getByText('Alice answers both tabs').waitFor({ timeout: DELIVERY_MS });
      await frame2.getByText('Alice answers both tabs').waitFor({ timeout: DELIVERY_MS });

      // Once each, in order, in both tabs; a moment later still (a late poll answer adds nothing):
      // a fixed wait on purpose, as it proves that nothing more arrives within it.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await ours(frame1)).toEqual(OURS);
      expect(await ours(frame2)).toEqual(OURS);
      // The agent has each visitor message once.
      const stored = (
        await alice.call<{ messages: { msgContent: string }[] }>('conversation', { sessionId })
      ).messages.map((m) => m.msgContent);
      expect(stored.filter((text) => text.startsWith('hello from tab'))).toEqual([
        'hello from tab 2',
        'hello from tab 1',
      ]);

      await tab1.reload();
      const reloaded = await panelOf(tab1);
      await reloaded.getByText('Alice answers both tabs').waitFor();
      expect(await ours(reloaded)).toEqual(OURS);
    } finally {
      await context.close();
      await alice.offline();
    }
  });
});
