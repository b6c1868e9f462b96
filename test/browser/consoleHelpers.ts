// What the console's browser tests share: an agent signed in to the console.

import { AGENT_API } from '@shared/api';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { DemoState } from './demoApi';

/** A page in a fresh context (its own storage), its errors collected. */
export async function openPage(browser: Browser, url: string, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(url);
  return { context, page, problems };
}

/** Signs in on the sign-in page showing and waits for the desk. */
export async function signIn(page: Page, login: string, password: string) {
  await page.getByLabel('Login').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('switch').waitFor();
}

/** An agent (alice by default) signs in to the console and goes online. `prepare` sees the context before its page loads. */
export async function openConsole(
  state: DemoState,
  login = 'alice',
  options: BrowserContextOptions = {},
  prepare?: (context: BrowserContext) => Promise<void>,
) {
  const context = await state.browser.newContext({ viewport: { width: 1280, height: 760 }, ...options });
  await prepare?.(context);
  const agent = await context.newPage();
  await agent.goto(state.demo.widgetOrigin + '/console/');
  await agent.getByLabel('Login').fill(login);
  await agent.getByLabel('Password').fill(state.demo.logins.agents[0]!.password);
  await agent.getByRole('button', { name: 'Sign in' }).click();
  const online = agent.getByRole('switch', { name: 'Online' });
  const away = agent.getByRole('switch', { name: 'Away' });
  await online.or(away).first().waitFor();
  if (await away.isVisible()) await away.click();
  await online.waitFor();
  return { context, agent };
}

/** The agent goes away; asked about open conversations, keeps them (or returns them to the queue). */
export async function goAway(agent: Page, choice: 'Keep them' | 'Return to the queue' = 'Keep them') {
  await agent.getByRole('switch', { name: 'Online' }).click();
  const away = agent.getByRole('switch', { name: 'Away' });
  const question = agent.getByRole('dialog', { name: 'Going away' });
  await away.or(question).first().waitFor();
  if (await question.isVisible()) await question.getByRole('button', { name: choice }).click();
  await away.waitFor();
}

/**
 * End chat, confirmed in the question that follows; resolves once the server has answered, so a
 * test that closes the console next does not leave the conversation open for the next test.
 */
export async function endChat(agent: Page) {
  await agent.getByRole('button', { name: 'End chat' }).click();
  const ended = agent.waitForResponse((response) => new URL(response.url()).pathname == AGENT_API + 'end');
  await agent
    .getByRole('dialog', { name: /End the chat with/ })
    .getByRole('button', { name: 'End chat' })
    .click();
  expect((await ended).ok()).toBe(true);
}
