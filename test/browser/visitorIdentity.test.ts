// A visitor stays who they are across every full load of the panel's document (a new chat,
// a re-login, the frame reloaded), embedded cross-site as every deployment is: the shop on
// 127.0.0.1, the widget on localhost, so the frame's own storage is partitioned and only the
// loader's id (kept in the host's storage) can carry the visitor.
import type { Frame, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, useDemo } from './demo';
import { onlineAgent } from './demoApi';
import { type HostPages, snippet, startHostPages, strictCsp } from './hostPages';
import { transferToAlice } from './widgetFrame';

const { state } = useDemo();
let pages: HostPages;
beforeAll(async () => {
  pages = await startHostPages();
});
afterAll(() => pages?.close());

/** A signed-in shop page: the queue stub, then `setUser`, then the snippet. */
function accountPage() {
  const user = pages.asset(
    'account.js',
    `window.ChatOnline=window.ChatOnline||function(){(ChatOnline.q=ChatOnline.q||[]).push(arguments)};` +
      `ChatOnline('setUser', { userName: 'Ada Lovelace', email: 'ada@example.com' });`,
  );
  return pages.page('account', {
    html: `<!doctype html><html lang="en"><head><title>My account</title><script src="${user}"></script>${snippet(state.demo.widgetOrigin)}</head>
<body><h1>My account</h1><p>Orders, addresses and the chat.</p></body></html>`,
    csp: strictCsp(state.demo.widgetOrigin),
  });
}

interface Start {
  userId: string;
  userName?: string;
}

/** Every chatStart the panel makes, in order: who it says the visitor is. */
function recordStarts(page: Page): Start[] {
  const starts: Start[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/api/chat/visitor/chatStart')) return;
    const { userId, userName } = request.postDataJSON() as Start;
    starts.push({ userId, userName });
  });
  return starts;
}

const panelFrame = async (page: Page): Promise<Frame> =>
  (await (await page.locator('#chat-online-frame').elementHandle())!.contentFrame())!;

/** Reloads the panel's document, as "Start a new chat" and the re-login after a 401 do; its new chatStart. */
async function reloadPanel(page: Page, starts: Start[]) {
  const before = starts.length;
  await (await panelFrame(page)).evaluate(() => location.reload());
  await expect
    .poll(() => starts.length, { timeout: 15_000, message: 'a new chatStart after the reload' })
    .toBeGreaterThan(before);
  await (await panelFrame(page)).locator('.composer__input').waitFor();
}

describe('the visitor across loads of the panel, cross-site', () => {
  it('three reloads of the panel keep the visitor id and what setUser said', async () => {
    const context = await state.browser.newContext(DESKTOP);
    const page = await context.newPage();
    const starts = recordStarts(page);
    await page.goto(accountPage());
    await page.locator('#chat-online-launcher').click();
    await (await panelFrame(page)).locator('.composer__input').waitFor();
    await expect.poll(() => starts.length).toBe(1);

    for (let reload = 0; reload < 3; reload++) await reloadPanel(page, starts);

    expect(new Set(starts.map((start) => start.userId)).size, `the visitor ids of ${starts.length} starts`).toBe(1);
    expect(starts.map((start) => start.userName)).toEqual(Array(starts.length).fill('Ada Lovelace'));
    await context.close();
  });

  it('"Start a new chat" after the agent ended it keeps the visitor, and the earlier conversation', async () => {
    const alice = await onlineAgent(state, 'alice');
    const context = await state.browser.newContext(DESKTOP);
    const page = await context.newPage();
    const starts = recordStarts(page);
    await page.goto(accountPage());
    await page.locator('#chat-online-launcher').click();
    const frame = await panelFrame(page);
    await frame.locator('.composer__input').waitFor();
    const sessionId = await transferToAlice(frame, alice);
    await alice.call('send', { sessionId, msgType: 1, content: 'Your refund for order 1042 is on its way.' });
    await frame.getByText('Your refund for order 1042 is on its way.').waitFor();
    await alice.call('end', { sessionId });
    // The end asks for a rating first: five stars, the default.
    await frame.getByRole('dialog', { name: 'Rate our service' }).getByRole('button', { name: 'Submit' }).click();
    await frame.getByText('Thank you for rating our service.').waitFor();

    await frame.getByRole('button', { name: 'Start a new chat' }).click();
    await expect.poll(() => starts.length, { timeout: 15_000 }).toBe(2);
    const again = await panelFrame(page);
    await again.locator('.composer__input').waitFor();
    expect(starts[1]!.userId, 'the visitor after "Start a new chat"').toBe(starts[0]!.userId);
    // The same visitor: Alice's answer is in the history the new chat shows.
    await expect
      .poll(() => again.getByText('Your refund for order 1042 is on its way.').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await alice.offline();
    await context.close();
  });
});
