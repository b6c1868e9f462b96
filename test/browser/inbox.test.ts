// The console for a working day (docs/console.md), two visitors and two agents in Chromium: rows
// with names (given or friendly), previews, times and unread counts; Alt+↓ to the next
// conversation; a rating invitation acknowledged and then the rating shown; End asked
// first; the closed conversation found by search and opened read-only; going away with the
// conversations returned to the queue, where the other agent sees them.
import type { Frame } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { endChat, goAway, openConsole } from './consoleHelpers';
import { DESKTOP, useDemo } from './demo';
import { screenshot } from './screenshot';
import { ask, askForAlice, openChat } from './widgetFrame';

const { state } = useDemo();

/** A visitor on a page of the demo shop (on /account the host page says it is Ada) talks to Alice. */
async function visitorTalksToAlice(path: string, question: string): Promise<Frame> {
  const context = await state.browser.newContext(DESKTOP);
  const page = await context.newPage();
  await page.goto(state.demo.siteOrigin + path);
  const frame = await openChat(page);
  await askForAlice(frame);
  await ask(frame, question);
  await frame.getByText(question).waitFor();
  return frame;
}

const FRIENDLY = /^[A-Z][a-z]+ [A-Z][a-z]+ \d{2}$/;

describe('the inbox', () => {
  it('names, previews, times and unread; Alt+↓; rating invited then shown; End confirmed; the closed chat found and read-only; away returns chats to the queue', async () => {
    const { agent: alice } = await openConsole(state, 'alice');
    const { agent: bob } = await openConsole(state, 'bob');
    const ada = await visitorTalksToAlice('/account', 'Where is order 1042?');
    const anonymous = await visitorTalksToAlice('/', 'Do you ship to Canada?');

    const rows = alice.locator('.inbox__open');
    await expect.poll(() => rows.count()).toBe(2);
    // Newest activity first: the anonymous visitor, by a friendly name, then Ada by hers.
    const names = await alice.locator('.inbox__open .inbox__name').allTextContents();
    expect(names[0]).toMatch(FRIENDLY);
    expect(names[1]).toBe('Ada Lovelace');
    const adaRow = rows.filter({ hasText: 'Ada Lovelace' });
    expect(await adaRow.locator('.inbox__preview').textContent()).toBe('Where is order 1042?');
    expect(await adaRow.locator('.inbox__time').textContent()).toBe('now');
    expect(await adaRow.locator('.badge').textContent()).toBe('1 unread');
    expect(await alice.getByRole('tab', { name: /Mine/ }).textContent()).toBe('Mine2');

    // Reading clears the count; Alt+↓ and Alt+↑ move between the rows.
    await rows.first().click();
    await expect.poll(() => rows.first().getAttribute('aria-current')).toBe('true');
    await expect.poll(() => rows.first().locator('.badge').count()).toBe(0);
    await alice.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => adaRow.getAttribute('aria-current')).toBe('true');
    await alice.locator('.desk__chat-bar', { hasText: 'Ada Lovelace' }).waitFor();
    expect(await alice.evaluate(() => document.activeElement?.textContent)).toContain('Ada Lovelace');
    await screenshot(alice, 'console-inbox');

    // A rating invitation says it was sent; the rating, once given, shows in the conversation.
    await alice.getByRole('button', { name: 'Invite a rating' }).click();
    await alice.getByRole('status').filter({ hasText: 'Rating invitation sent' }).waitFor();
    const form = ada.getByRole('dialog', { name: 'Rate our service' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await ada.getByText('Thank you for rating our service.').waitFor();
    await alice.locator('.desk__rating').getByText('5 stars').waitFor();
    expect(await alice.getByRole('button', { name: 'Invite a rating' }).count()).toBe(0);

    // End is asked first: Cancel (or Escape) keeps the chat.
    await alice.getByRole('button', { name: 'End chat' }).click();
    const question = alice.getByRole('dialog', { name: 'End the chat with Ada Lovelace?' });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'hidden' });
    await alice.getByRole('button', { name: 'End chat' }).click();
    await question.waitFor();
    await alice.keyboard.press('Escape');
    await question.waitFor({ state: 'hidden' });
    expect(await alice.locator('.desk__composer').count()).toBe(1);
    await endChat(alice);
    await ada.getByRole('button', { name: 'Start a new chat' }).waitFor();
    // Focus is not lost with the End button: it is on the inbox's tab.
    await expect.poll(() => alice.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
    await expect.poll(() => rows.count()).toBe(1);

    // Closed, found by what was said, opened read-only with its rating.
    await alice.getByRole('tab', { name: 'Closed' }).click();
    await alice.getByRole('searchbox').fill('order 1042');
    await expect.poll(() => alice.locator('.inbox__open .inbox__name').allTextContents()).toEqual(['Ada Lovelace']);
    await alice.locator('.inbox__open').click();
    await alice.getByText('This conversation has ended.').waitFor();
    expect(await alice.locator('.desk__composer').count()).toBe(0);
    expect(await alice.getByRole('button', { name: 'End chat' }).count()).toBe(0);
    await alice.locator('.desk__rating').getByText('5 stars').waitFor();
    await alice.getByRole('searchbox').fill('no such words anywhere');
    await alice.getByText('Nothing found').waitFor();

    // Going away asks; returned to the queue, the other chat waits where Bob sees it (group 1 is not his).
    await alice.getByRole('searchbox').fill('');
    await goAway(alice, 'Return to the queue');
    await bob.getByRole('tab', { name: /Waiting/ }).click();
    await expect.poll(() => bob.locator('.inbox__row .inbox__name').allTextContents()).toEqual([names[0]]);
    await bob.locator('.inbox__row').getByText('Do you ship to Canada?').waitFor();
    // The visitor is told they wait again, and is no longer shown as with Alice.
    await anonymous.getByText(/You are number 1 in the queue/).waitFor();
    await expect.poll(() => anonymous.getByRole('heading', { name: 'Alice' }).count()).toBe(0);
    await goAway(bob);
  });

  it('the inbox at a 1024 px window', async () => {
    const { agent } = await openConsole(state, 'li', { viewport: { width: 1024, height: 700 } });
    await agent.getByRole('tab', { name: 'Closed' }).click();
    await agent.locator('.inbox__open').first().waitFor();
    // Nothing wider than the window.
    expect(await agent.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(agent, 'console-inbox-1024');
    await goAway(agent);
  });
});
