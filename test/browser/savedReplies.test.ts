// Saved replies and alerts in the console, in Chromium: "/" in the composer calls up the
// team's replies, the keyboard picks one and it reaches the visitor; Escape closes only the
// list; a reply added on the settings page is in the list at once; desktop notifications
// need the browser's permission and name the visitor who wrote.

import { DEMO_SAVED_REPLIES } from '@demo/demoSavedReplies';
import type { Frame, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { endChat, openConsole } from './consoleHelpers';
import { useDemo } from './demo';
import { screenshot } from './screenshot';
import { askForAlice, openChat } from './widgetFrame';

const { state } = useDemo();

const seeded = (shortcut: string) => DEMO_SAVED_REPLIES.find((reply) => reply.shortcut == shortcut)!;

/** Ada, signed in on the shop's account page, talks to Alice; the agent opens her conversation. */
async function adaTalksTo(agent: Page, firstWords: string) {
  const context = await state.browser.newContext();
  const page = await context.newPage();
  await page.goto(state.demo.siteOrigin + '/account');
  const frame = await openChat(page);
  await askForAlice(frame);
  await frame.locator('.composer__input').fill(firstWords);
  await frame.locator('.composer__input').press('Enter');
  await agent.getByRole('button', { name: /Ada Lovelace/ }).click();
  await agent.locator('.cmsgs').getByText(firstWords).waitFor();
  return { context, frame };
}

/** The combobox's list, and the id of the option aria-activedescendant names. */
const listOf = (agent: Page) => agent.getByRole('listbox', { name: 'Saved replies' });
const activeOption = (input: Locator) => input.getAttribute('aria-activedescendant');
const optionNames = (agent: Page) =>
  listOf(agent)
    .getByRole('option')
    .evaluateAll((options) => options.map((option) => option.querySelector('.replies__shortcut')!.textContent));
const focusIsIn = (agent: Page, selector: string) =>
  agent.evaluate((target) => document.activeElement == document.querySelector(target), selector);

async function endChatSeen(agent: Page, frame: Frame) {
  await endChat(agent);
  await frame.getByRole('button', { name: 'Start a new chat' }).waitFor();
}

describe('saved replies in the composer', () => {
  it('"/ship" lists the shipping replies; the keyboard picks one; its text replaces "/ship" and reaches the visitor', async () => {
    const { context: agentContext, agent } = await openConsole(state, 'alice', { bypassCSP: true });
    const { context: visitorContext, frame } = await adaTalksTo(agent, 'When will my boots arrive?');
    const composer = agent.locator('.desk__composer textarea');

    await composer.pressSequentially('/ship');
    await listOf(agent).waitFor();
    // Shortcuts that begin with "ship" first; the greeting and the rest are not there.
    expect(await optionNames(agent)).toEqual(['/shipping', '/shipping-cost']);
    // The combobox pattern: the list is the input's, the active option its active descendant.
    const listId = await listOf(agent).getAttribute('id');
    expect(await composer.getAttribute('aria-controls')).toBe(listId);
    expect(await composer.getAttribute('aria-autocomplete')).toBe('list');
    const [first, second] = await listOf(agent)
      .getByRole('option')
      .evaluateAll((options) => options.map((option) => option.id));
    expect(await activeOption(composer)).toBe(first);
    expect(await agent.locator(`[id="${first}"]`).getAttribute('aria-selected')).toBe('true');
    expect(await seriousAxeViolations(agent)).toEqual([]);
    await screenshot(agent, 'console-saved-replies');

    await composer.press('ArrowDown');
    expect(await activeOption(composer)).toBe(second);
    await composer.press('ArrowDown');
    expect(await activeOption(composer)).toBe(first);
    await composer.press('ArrowUp');
    expect(await activeOption(composer)).toBe(second);
    await composer.press('ArrowUp');
    await composer.press('ArrowDown');
    // Enter inserts (it does not send): the list closes, the focus stays in the composer.
    await composer.press('Enter');
    expect(await composer.inputValue()).toBe(seeded('shipping-cost').text);
    expect(await listOf(agent).count()).toBe(0);
    expect(await composer.getAttribute('aria-activedescendant')).toBeNull();
    expect(await focusIsIn(agent, '.desk__composer textarea')).toBe(true);
    expect(await frame.getByText(seeded('shipping-cost').text).count()).toBe(0);

    // The caret is right after the reply: the agent types on, then sends.
    await composer.pressSequentially(' Anything else?');
    await composer.press('Enter');
    await frame.getByText(seeded('shipping-cost').text + ' Anything else?').waitFor();

    // Within a message, after a space, with a click on an option.
    await composer.pressSequentially('Sorry for the wait! /gre');
    await listOf(agent)
      .getByRole('option', { name: /\/greeting/ })
      .click();
    expect(await composer.inputValue()).toBe('Sorry for the wait! ' + seeded('greeting').text);
    expect(await focusIsIn(agent, '.desk__composer textarea')).toBe(true);
    await composer.fill('');

    // Rich text: the same list, Tab inserts, and it goes as rich text.
    await agent.getByRole('checkbox', { name: 'Rich text' }).check();
    const editor = agent.getByRole('textbox', { name: 'Write a reply…' });
    await editor.click();
    await editor.pressSequentially('/clos');
    await listOf(agent)
      .getByRole('option', { name: /\/closing/ })
      .waitFor();
    expect(await activeOption(editor)).toBe(await listOf(agent).getByRole('option').first().getAttribute('id'));
    await editor.press('Tab');
    await expect.poll(() => editor.textContent()).toBe(seeded('closing').text);
    expect(await focusIsIn(agent, '.rich__box')).toBe(true);
    await agent.locator('.desk__composer').getByRole('button', { name: 'Send', exact: true }).click();
    await frame.getByText(seeded('closing').text).waitFor();

    await endChatSeen(agent, frame);
    await agentContext.close();
    await visitorContext.close();
  });

  it('Escape closes the list only: what was typed stays, the focus stays, nothing else hears it', async () => {
    const { context: agentContext, agent } = await openConsole(state);
    const { context: visitorContext, frame } = await adaTalksTo(agent, 'Can I return these?');
    const composer = agent.locator('.desk__composer textarea');
    // Whoever listens for Escape on the page (a dialog would) counts what reaches it.
    await agent.evaluate(() => {
      const counter = window as unknown as { escapes: number };
      counter.escapes = 0;
      document.addEventListener('keydown', (event) => event.key == 'Escape' && counter.escapes++);
    });
    const escapesHeard = () => agent.evaluate(() => (window as unknown as { escapes: number }).escapes);

    await composer.pressSequentially('/ret');
    await listOf(agent).waitFor();
    await composer.press('Escape');
    expect(await listOf(agent).count()).toBe(0);
    expect(await composer.inputValue()).toBe('/ret');
    expect(await focusIsIn(agent, '.desk__composer textarea')).toBe(true);
    expect(await escapesHeard()).toBe(0);
    // Typing on in the same "/query" leaves it closed; Enter then sends as usual.
    await composer.pressSequentially('urns');
    expect(await listOf(agent).count()).toBe(0);
    // With the list closed, Escape is the page's again.
    await composer.press('Escape');
    expect(await escapesHeard()).toBe(1);
    // A new "/" opens it again.
    await composer.pressSequentially(' /ref');
    await listOf(agent)
      .getByRole('option', { name: /\/refund/ })
      .waitFor();
    await composer.press('Enter');
    expect(await composer.inputValue()).toBe('/returns ' + seeded('refund').text);
    // Leaving the composer closes it too.
    await composer.pressSequentially(' /');
    await listOf(agent).waitFor();
    await agent.getByRole('heading', { name: 'Visitor' }).click();
    expect(await listOf(agent).count()).toBe(0);

    await endChatSeen(agent, frame);
    await agentContext.close();
    await visitorContext.close();
  });
});

describe('the settings page', () => {
  it('adds, changes and deletes saved replies, showing refusals at their field; a new one is in the "/" list at once', async () => {
    const { context: agentContext, agent } = await openConsole(state, 'alice', { bypassCSP: true });
    await agent.getByRole('link', { name: 'Settings' }).click();
    await agent.waitForURL('**/console/settings');
    const section = agent.getByRole('region', { name: 'Saved replies' });
    await section.getByRole('listitem', { name: '/shipping' }).getByText(seeded('shipping').text).waitFor();

    await section.getByRole('button', { name: 'New saved reply' }).click();
    const form = section.getByRole('form', { name: 'New saved reply' });
    const shortcut = form.getByLabel('Shortcut');
    await expect.poll(() => focusIsIn(agent, '.reply-form input')).toBe(true);
    // Refused by the server, shown at the field its message names.
    await shortcut.fill('two words');
    await form.getByLabel('Text').fill('Every Northwind item has a 2-year warranty against defects.');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByRole('alert').getByText('Only letters, digits, - and _ (no spaces)').waitFor();
    expect(await shortcut.getAttribute('aria-invalid')).toBe('true');
    await shortcut.fill('Shipping');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByRole('alert').getByText('Another saved reply already has this shortcut').waitFor();
    await form.getByLabel('Text').fill('');
    await shortcut.fill('warranty');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByRole('alert').getByText('Required').waitFor();
    expect(await form.getByLabel('Text').getAttribute('aria-invalid')).toBe('true');
    expect(await shortcut.getAttribute('aria-invalid')).toBe('false');
    await form.getByLabel('Title').fill('Warranty');
    await form.getByLabel('Text').fill('Every Northwind item has a 2-year warranty against defects.');
    await form.getByRole('button', { name: 'Save' }).click();
    const warranty = section.getByRole('listitem', { name: '/warranty' });
    await warranty.getByText('Every Northwind item has a 2-year warranty against defects.').waitFor();
    expect(await form.count()).toBe(0);

    // A change.
    await warranty.getByRole('button', { name: 'Edit' }).click();
    const edit = section.getByRole('form', { name: 'Edit /warranty' });
    await edit.getByLabel('Text').fill('Every Northwind item has a 2-year warranty; keep the receipt.');
    await edit.getByRole('button', { name: 'Save' }).click();
    await warranty.getByText('Every Northwind item has a 2-year warranty; keep the receipt.').waitFor();

    // A delete asks first; cancelled, nothing is gone.
    const password = section.getByRole('listitem', { name: '/password' });
    await password.getByRole('button', { name: 'Delete' }).click();
    const confirmation = password.getByRole('group', { name: 'Delete /password for the whole team?' });
    // Focus moves in the confirmation's mount effect, a frame after it shows.
    await expect.poll(() => focusIsIn(agent, '.reply__confirm button')).toBe(true);
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    expect(await confirmation.count()).toBe(0);
    await password.getByRole('button', { name: 'Delete' }).click();
    await confirmation.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => section.getByRole('listitem', { name: '/password' }).count()).toBe(0);

    expect(await seriousAxeViolations(agent)).toEqual([]);
    await screenshot(agent, 'console-settings');

    // The composer's list has the new one, without the deleted one.
    await agent.getByRole('link', { name: 'Chats' }).click();
    const { context: visitorContext, frame } = await adaTalksTo(agent, 'Is there a warranty?');
    const composer = agent.locator('.desk__composer textarea');
    await composer.pressSequentially('/warr');
    await listOf(agent)
      .getByRole('option', { name: /\/warranty/ })
      .waitFor();
    await composer.press('Enter');
    await composer.press('Enter');
    await frame.getByText('Every Northwind item has a 2-year warranty; keep the receipt.').waitFor();
    await composer.fill('/pass');
    await composer.press('End');
    expect(await listOf(agent).count()).toBe(0);

    await endChatSeen(agent, frame);
    await agentContext.close();
    await visitorContext.close();
  });

  it('the sound switch is kept for the next visit; desktop notifications refused by the browser stay off and say why', async () => {
    const { context, agent } = await openConsole(state);
    await agent.getByRole('link', { name: 'Settings' }).click();
    const sound = agent.getByRole('checkbox', { name: 'Play a sound' });
    expect(await sound.isChecked()).toBe(true);
    await sound.uncheck();
    await agent.reload();
    expect(await agent.getByRole('checkbox', { name: 'Play a sound' }).isChecked()).toBe(false);
    await agent.getByRole('checkbox', { name: 'Play a sound' }).check();

    // This browser context was given no permission: Chromium refuses when asked.
    const desktop = agent.getByRole('checkbox', { name: 'Show a desktop notification' });
    expect(await desktop.isChecked()).toBe(false);
    await desktop.click();
    await agent
      .getByRole('alert')
      .getByText(/The browser blocks notifications for this site|The browser did not get permission/)
      .waitFor();
    expect(await desktop.isChecked()).toBe(false);
    await context.close();
  });

  it('with permission, a message while the console is in the background shows a notification naming the visitor; its click opens the conversation', async () => {
    const { context, agent } = await openConsole(state);
    await context.grantPermissions(['notifications'], { origin: state.demo.widgetOrigin });
    // What the page shows, recorded; and a tab the test can send to the background.
    await agent.evaluate(() => {
      const page = window as unknown as { shown: { title: string; body: string; click(): void }[]; hidden: boolean };
      page.shown = [];
      page.hidden = false;
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => (page.hidden ? 'hidden' : 'visible'),
      });
      const Native = window.Notification;
      class Recorded extends Native {
        constructor(title: string, options?: NotificationOptions) {
          super(title, options);
          page.shown.push({ title, body: options?.body ?? '', click: () => this.onclick?.(new Event('click')) });
        }
      }
      window.Notification = Recorded;
    });
    await agent.getByRole('link', { name: 'Settings' }).click();
    await agent.getByRole('checkbox', { name: 'Show a desktop notification' }).check();
    expect(await agent.getByRole('alert').count()).toBe(0);
    expect(await agent.getByRole('checkbox', { name: 'Show a desktop notification' }).isChecked()).toBe(true);

    await agent.getByRole('link', { name: 'Chats' }).click();
    const { context: visitorContext, frame } = await adaTalksTo(agent, 'Hello there');
    // Somewhere else in the console, then in the background.
    await agent.getByRole('link', { name: 'Settings' }).click();
    await agent.evaluate(() => ((window as unknown as { hidden: boolean }).hidden = true));
    await frame.locator('.composer__input').fill('Do you ship to Canada?');
    await frame.locator('.composer__input').press('Enter');
    const shown = () =>
      agent.evaluate(() =>
        (window as unknown as { shown: { title: string; body: string }[] }).shown.map(({ title, body }) => ({
          title,
          body,
        })),
      );
    await expect.poll(shown).toEqual([{ title: 'Ada Lovelace', body: 'Do you ship to Canada?' }]);

    await agent.evaluate(() => (window as unknown as { shown: { click(): void }[] }).shown[0]!.click());
    await agent.waitForURL(/\/console\/$/);
    await agent.locator('.desk__chat-bar').getByText('Ada Lovelace').waitFor();
    await agent.locator('.cmsgs').getByText('Do you ship to Canada?').waitFor();

    await agent.evaluate(() => ((window as unknown as { hidden: boolean }).hidden = false));
    await endChatSeen(agent, frame);
    await context.close();
    await visitorContext.close();
  });
});
