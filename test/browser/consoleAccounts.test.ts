// Accounts in the console, in Chromium: an admin adds an agent and hands on the one-time link,
// which chooses a password once; what each role is offered (Team, roles, tenants); an account
// disabled while its console is open; the product's first start through the setup link; a
// password changed in Settings.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareFirstStart } from '@server/accounts/setup';
import { buildServer } from '@server/app';
import { ADMIN_API, AGENT_API, type PasswordLink } from '@shared/api';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { openPage as openBrowserPage, signIn } from './consoleHelpers';
import { DESKTOP, PHONE, useDemo } from './demo';
import { post } from './demoApi';
import { screenshot } from './screenshot';

const { state } = useDemo();

/** A password none of the checks refuse. */
const NEW_PASSWORD = 'lantern-harbour-42';

const demoPassword = () => state.demo.logins.agents[0]!.password;

const openPage = (url: string, options: BrowserContextOptions = DESKTOP) =>
  openBrowserPage(state.browser, url, options);

async function consoleAs(login: string, password = demoPassword(), options: BrowserContextOptions = DESKTOP) {
  const opened = await openPage(state.demo.widgetOrigin + '/console/', options);
  await signIn(opened.page, login, password);
  return opened;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Sections' });

/** Chooses a password on the page a password link opened; the page then offers the sign-in. */
async function choosePassword(page: Page, password: string, repeat = password) {
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat the password').fill(repeat);
  await page.getByRole('button', { name: 'Set password' }).click();
}

/** A new agent of the demo tenant with a password, added over the admin API by alice (the owner). */
async function agentWithPassword(login: string, name: string) {
  const { token } = await post<{ token: string }>(state, AGENT_API + 'login', {
    login: 'alice',
    password: demoPassword(),
  });
  const { passwordLink } = await post<{ passwordLink: PasswordLink }>(
    state,
    ADMIN_API + 'addAccount',
    { tenantId: 'demo', login, role: 'agent', card: { adminNick: name } },
    { token },
  );
  const linkToken = new URL(passwordLink.link).hash.split('=')[1]!;
  await post(state, AGENT_API + 'choosePassword', { token: linkToken, password: NEW_PASSWORD });
}

describe('accounts in the console', () => {
  it('an admin adds an agent and hands on the link; the agent chooses a password once and signs in, with no Team section', async () => {
    // axe is injected as a script, which the console's CSP would refuse.
    const { context, page: bob } = await consoleAs('bob', demoPassword(), { ...DESKTOP, bypassCSP: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await nav(bob).getByRole('link', { name: 'Team' }).click();
    await bob.getByRole('heading', { name: 'Team' }).waitFor();
    const accounts = bob.getByRole('list', { name: 'Accounts' });
    // Bob's own row and the owner's offer nothing; an agent's offers every action.
    const own = accounts.getByRole('listitem', { name: 'Bob' });
    await own.getByText('You', { exact: true }).waitFor();
    expect(await own.getByRole('button').count()).toBe(0);
    const owner = accounts.getByRole('listitem', { name: 'Alice' });
    await owner.getByText('Owner', { exact: true }).waitFor();
    expect(await owner.getByRole('button').count()).toBe(0);
    await accounts.getByRole('listitem', { name: '小李' }).getByRole('button', { name: 'Disable' }).waitFor();

    await bob.getByRole('button', { name: 'Add account' }).click();
    const form = bob.getByRole('form', { name: 'Add an account' });
    // An admin makes agents and admins, never owners.
    expect(await form.getByLabel('Role').locator('option').allTextContents()).toEqual(['Admin', 'Agent']);
    await form.getByRole('button', { name: 'Add account' }).click();
    await form.getByText('Required').first().waitFor();
    expect(await form.getByRole('alert').count()).toBe(2);
    await form.getByLabel('Login').fill('dana');
    await form.getByLabel('Name').fill('Dana Ruiz');
    await form.getByLabel('E-mail').fill('dana@northwind.example');
    await screenshot(bob, 'console-team-add');
    await bob.setViewportSize({ width: 390, height: 844 });
    await screenshot(bob, 'console-team-add-phone');
    await bob.setViewportSize({ width: 1280, height: 800 });
    expect(await seriousAxeViolations(bob)).toEqual([]);
    await form.getByRole('button', { name: 'Add account' }).click();

    const handOn = bob.getByRole('group', { name: /Dana Ruiz was added/ });
    const link = await handOn.getByLabel('One-time link').inputValue();
    expect(link).toMatch(new RegExp(`^${state.demo.widgetOrigin}/console/#password=.+`));
    await handOn.getByText(/It works once, until/).waitFor();
    await handOn.getByRole('button', { name: 'Copy' }).click();
    await handOn.getByRole('status').getByText('Copied').waitFor();
    expect(await bob.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await screenshot(bob, 'console-team-link');
    const dana = accounts.getByRole('listitem', { name: 'Dana Ruiz' });
    await dana.getByText('dana', { exact: true }).waitFor();
    await dana.getByText('Away').waitFor();

    // Dana opens the link in a browser of her own: the token leaves the address bar at once.
    const { context: danaContext, page: danaPage, problems } = await openPage(link);
    await danaPage.getByRole('heading', { name: 'Choose a password' }).waitFor();
    expect(new URL(danaPage.url()).hash).toBe('');
    await danaPage.getByText('At least 10 characters. Not the login').waitFor();
    await choosePassword(danaPage, 'short');
    await danaPage.getByRole('alert').getByText('At least 10 characters').waitFor();
    await choosePassword(danaPage, NEW_PASSWORD, 'lantern-harbour-24');
    await danaPage.getByRole('alert').getByText('The two passwords differ').waitFor();
    await screenshot(danaPage, 'console-choose-password');
    // The server alone knows the common passwords; a refusal leaves the link usable.
    await choosePassword(danaPage, 'password1234');
    await danaPage.getByRole('alert').getByText('This is one of the most common passwords').waitFor();
    await choosePassword(danaPage, NEW_PASSWORD);
    await danaPage.getByRole('status').getByText('Password set for dana').waitFor();
    expect(await danaPage.getByLabel('Login').inputValue()).toBe('dana');
    await screenshot(danaPage, 'console-password-set');
    await danaPage.getByLabel('Password').fill(NEW_PASSWORD);
    await danaPage.getByRole('button', { name: 'Sign in' }).click();
    await danaPage.getByRole('switch', { name: 'Away' }).waitFor();
    await nav(danaPage).getByRole('link', { name: 'Settings' }).waitFor();
    expect(await nav(danaPage).getByRole('link', { name: 'Team' }).count()).toBe(0);
    expect(problems).toEqual([]);

    // The link worked once.
    const { context: againContext, page: again } = await openPage(link);
    await choosePassword(again, 'another-long-passphrase');
    await again.getByRole('heading', { name: 'This link cannot be used' }).waitFor();
    await again
      .getByRole('alert')
      .getByText('This link is unknown, used or expired; ask an admin for a new one')
      .waitFor();
    await screenshot(again, 'console-link-used');
    await again.getByRole('button', { name: 'Go to the sign-in page' }).click();
    await again.getByRole('button', { name: 'Sign in' }).waitFor();

    await Promise.all([context.close(), danaContext.close(), againContext.close()]);
  });

  it('an owner sees the tenant picker, adds a tenant and may give every role; an admin may not make owners', async () => {
    const { context, page: alice } = await consoleAs('alice', demoPassword(), PHONE);
    await nav(alice).getByRole('link', { name: 'Team' }).click();
    const tenant = alice.getByLabel('Tenant');
    await expect.poll(() => tenant.locator('option:checked').textContent()).toBe('Northwind Outfitters (demo)');
    await alice.getByRole('listitem', { name: 'Bob' }).getByLabel('Role of Bob').waitFor();

    await alice.getByRole('button', { name: 'Add tenant' }).click();
    const tenantForm = alice.getByRole('form', { name: 'Add a tenant' });
    await tenantForm.getByLabel('Id').fill('Acme Co');
    await tenantForm.getByLabel('Name').fill('Acme Outdoors');
    await tenantForm.getByRole('button', { name: 'Add tenant' }).click();
    await tenantForm.getByRole('alert').getByText('Only lower-case letters').waitFor();
    await tenantForm.getByLabel('Id').fill('acme');
    await tenantForm.getByRole('button', { name: 'Add tenant' }).click();
    await expect.poll(() => tenant.locator('option:checked').textContent()).toBe('Acme Outdoors (acme)');
    await alice.getByText('No accounts in this tenant yet').waitFor();

    await alice.getByRole('button', { name: 'Add account' }).click();
    const form = alice.getByRole('form', { name: 'Add an account' });
    expect(await form.getByLabel('Role').locator('option').allTextContents()).toEqual(['Owner', 'Admin', 'Agent']);
    await form.getByLabel('Login').fill('gus');
    await form.getByLabel('Name').fill('Gus Moreno');
    await form.getByLabel('Role').selectOption({ label: 'Admin' });
    await screenshot(alice, 'console-team-owner-phone');
    await form.getByRole('button', { name: 'Add account' }).click();
    await alice.getByRole('group', { name: /Gus Moreno was added/ }).waitFor();
    const gus = alice.getByRole('listitem', { name: 'Gus Moreno' });
    await gus.getByText('gus', { exact: true }).waitFor();
    expect(await gus.getByLabel('Role of Gus Moreno').inputValue()).toBe('admin');
    await screenshot(alice, 'console-team-link-phone');
    // A new role is saved only when asked.
    await gus.getByLabel('Role of Gus Moreno').selectOption({ label: 'Agent' });
    await gus.getByRole('button', { name: 'Save role' }).click();
    await gus.getByRole('button', { name: 'Save role' }).waitFor({ state: 'detached' });
    expect(await gus.getByLabel('Role of Gus Moreno').inputValue()).toBe('agent');
    await alice.reload();
    await nav(alice).getByRole('link', { name: 'Team' }).waitFor();
    await tenant.selectOption({ label: 'Acme Outdoors (acme)' });
    await expect.poll(() => gus.getByLabel('Role of Gus Moreno').inputValue()).toBe('agent');
    // The page fits the phone: nothing wider than the screen.
    expect(await alice.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();

    // The server is the check: an admin asking for an owner is refused, naming the field.
    const { token } = await post<{ token: string }>(state, AGENT_API + 'login', {
      login: 'bob',
      password: demoPassword(),
    });
    await expect(
      post(state, ADMIN_API + 'addAccount', { login: 'eve', role: 'owner', card: { adminNick: 'Eve' } }, { token }),
    ).rejects.toThrow('403 role: only an owner makes owners');
  });

  it('an agent has no Team link, and /console/team shows the chats desk', async () => {
    const { context, page: li } = await consoleAs('li');
    await nav(li).getByRole('link', { name: 'Settings' }).waitFor();
    expect(await nav(li).getByRole('link', { name: 'Team' }).count()).toBe(0);
    await li.goto(state.demo.widgetOrigin + '/console/team');
    await li.getByRole('switch').waitFor();
    await expect.poll(() => new URL(li.url()).pathname).toBe('/console/');
    expect(await nav(li).locator('[aria-current="page"]').textContent()).toBe('Chats');
    expect(await li.getByRole('heading', { name: 'Team' }).count()).toBe(0);
    await context.close();
  });

  it('an admin disables an agent whose console is open: it goes to the sign-in page, which then says the account is disabled', async () => {
    await agentWithPassword('erin', 'Erin Blake');
    const { context: erinContext, page: erin } = await consoleAs('erin', NEW_PASSWORD);
    await erin.getByRole('switch', { name: 'Away' }).click();
    await erin.getByRole('switch', { name: 'Online' }).waitFor();

    const { context, page: bob } = await consoleAs('bob');
    await nav(bob).getByRole('link', { name: 'Team' }).click();
    const row = bob.getByRole('listitem', { name: 'Erin Blake' });
    // Presence follows the feed.
    await row.getByText('Online').waitFor();
    await row.getByRole('button', { name: 'Disable' }).click();
    const question = bob.getByRole('dialog', { name: 'Disable Erin Blake?' });
    await question.getByText('is signed out at once').waitFor();
    // Cancelled first: nothing happens.
    await question.getByRole('button', { name: 'Cancel' }).click();
    await row.getByText('Online').waitFor();
    await row.getByRole('button', { name: 'Disable' }).click();
    await question.getByRole('button', { name: 'Disable' }).click();
    await row.getByText('Disabled').waitFor();
    expect(await row.getByRole('button', { name: 'New password link' }).count()).toBe(0);

    // Erin's console learns it from its next poll.
    await erin.getByRole('status').getByText('You were signed out').waitFor({ timeout: 10_000 });
    await erin.getByLabel('Login').fill('erin');
    await erin.getByLabel('Password').fill(NEW_PASSWORD);
    await erin.getByRole('button', { name: 'Sign in' }).click();
    await erin.getByRole('alert').getByText('This account is disabled. Ask an admin to enable it.').waitFor();
    await screenshot(erin, 'console-disabled');

    await row.getByRole('button', { name: 'Enable' }).click();
    await bob.getByRole('dialog', { name: 'Enable Erin Blake?' }).getByRole('button', { name: 'Enable' }).click();
    await row.getByText('Away').waitFor();
    await erin.getByRole('button', { name: 'Sign in' }).click();
    await erin.getByRole('switch').waitFor();

    // A new password link for her, shown in her row.
    await row.getByRole('button', { name: 'New password link' }).click();
    const handOn = row.getByRole('group', { name: 'New password link for Erin Blake:' });
    expect(await handOn.getByLabel('One-time link').inputValue()).toContain('/console/#password=');
    await handOn.getByRole('button', { name: 'Done' }).click();
    expect(await row.getByRole('group').count()).toBe(0);
    await Promise.all([context.close(), erinContext.close()]);
  });

  it('changes its own password in Settings, then signs in with the new one only', async () => {
    await agentWithPassword('finn', 'Finn Hale');
    const { context, page: finn } = await consoleAs('finn', NEW_PASSWORD);
    await nav(finn).getByRole('link', { name: 'Settings' }).click();
    const card = finn.getByRole('form', { name: 'Password' });
    await card.getByLabel('Current password').fill('not-my-password');
    await card.getByLabel('New password').fill('quiet-meadow-lantern');
    await card.getByLabel('Repeat the password').fill('quiet-meadow-lantern');
    await card.getByRole('button', { name: 'Change password' }).click();
    await card.getByRole('alert').getByText('This is not your current password').waitFor();
    await card.getByLabel('Current password').fill(NEW_PASSWORD);
    await card.getByRole('button', { name: 'Change password' }).click();
    await card.getByRole('status').getByText('Password changed').waitFor();
    await screenshot(finn, 'console-settings-password');
    // Still signed in with the new token: the next call works, and a reload keeps the session.
    await nav(finn).getByRole('link', { name: 'Chats' }).click();
    await finn.reload();
    await finn.getByRole('switch').waitFor();

    await finn.getByRole('button', { name: 'Sign out' }).click();
    await finn.getByLabel('Login').fill('finn');
    await finn.getByLabel('Password').fill(NEW_PASSWORD);
    await finn.getByRole('button', { name: 'Sign in' }).click();
    await finn.getByRole('alert').getByText('Wrong login or password').waitFor();
    await finn.getByLabel('Password').fill('quiet-meadow-lantern');
    await finn.getByRole('button', { name: 'Sign in' }).click();
    await finn.getByRole('switch').waitFor();
    await context.close();
  });
});

describe('the product alone, on its first start', () => {
  it("says it is not set up; the setup link makes the first owner, who lands on the first channel's walk-through; the link works once", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'chat-online-first-start-'));
    const { app, services } = await buildServer({ dataDir, plugins: [] });
    try {
      await app.listen({ port: 0, host: 'localhost' });
      const address = app.server.address();
      const origin = `http://localhost:${typeof address == 'object' && address ? address.port : 0}`;
      const first = await prepareFirstStart(services);
      if (first.state != 'setupLink') throw new Error(`expected a setup link, got ${first.state}`);
      const setupLink = first.link(origin);

      const { context: before, page: visitor } = await openPage(origin + '/console/');
      await visitor.getByText('chat-online is not set up yet.').waitFor();
      await visitor.getByText("The setup link is printed in the server's log").waitFor();
      expect(await visitor.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
      await screenshot(visitor, 'console-not-set-up');
      await before.close();

      const { context: phone, page: small } = await openPage(setupLink, PHONE);
      await small.getByRole('heading', { name: 'Set up chat-online' }).waitFor();
      await screenshot(small, 'console-setup-phone');
      expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await phone.close();

      const { context, page, problems } = await openPage(setupLink, { ...DESKTOP, bypassCSP: true });
      await page.getByRole('heading', { name: 'Set up chat-online' }).waitFor();
      expect(new URL(page.url()).hash).toBe('');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByLabel('Login').fill('morgan');
      await page.getByLabel('Your name').fill('Morgan Lee');
      await page.getByLabel('Organisation').fill('Harbour Books');
      await page.getByLabel('New password').fill('short');
      await page.getByLabel('Repeat the password').fill('short');
      await page.getByRole('button', { name: 'Create the owner account' }).click();
      await page.getByRole('alert').getByText('At least 10 characters').waitFor();
      await screenshot(page, 'console-setup');
      // The server refuses a common password, and says so.
      await page.getByLabel('New password').fill('password1234');
      await page.getByLabel('Repeat the password').fill('password1234');
      await page.getByRole('button', { name: 'Create the owner account' }).click();
      await page.getByRole('alert').getByText('This is one of the most common passwords').waitFor();
      await page.getByLabel('New password').fill(NEW_PASSWORD);
      await page.getByLabel('Repeat the password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Create the owner account' }).click();
      await page.getByRole('switch').waitFor();
      // No channel yet: nothing can arrive at the chats, so the owner is walked through one.
      await page.getByRole('form', { name: 'Set up your first channel' }).waitFor();
      await nav(page).getByRole('link', { name: 'Team' }).click();
      await expect
        .poll(() => page.getByLabel('Tenant').locator('option:checked').textContent())
        .toBe('Harbour Books (main)');
      const morgan = page.getByRole('listitem', { name: 'Morgan Lee' });
      await morgan.getByText('Owner', { exact: true }).waitFor();
      expect(problems).toEqual([]);

      // The same link again fails; the console without it now offers the sign-in.
      const { context: again, page: second } = await openPage(setupLink);
      await second.getByText('chat-online is set up already').waitFor();
      await second.getByRole('button', { name: 'Go to the sign-in page' }).click();
      await signIn(second, 'morgan', NEW_PASSWORD);
      await Promise.all([context.close(), again.close()]);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
