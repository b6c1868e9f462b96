// What the console's browser tests share: an agent signed in to the console, and the
// README's screenshots.
import { mkdirSync } from 'node:fs';
import type { BrowserContextOptions, Page } from 'playwright-core';
import type { DemoState } from './demoApi';

/** With SCREENSHOTS=1, saves one of the README's pictures of the console. */
export async function screenshot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  mkdirSync('.github/screenshots', { recursive: true });
  await page.screenshot({ path: `.github/screenshots/${name}.png` });
}

/** An agent (alice by default) signs in to the console and goes online. */
export async function openConsole(state: DemoState, login = 'alice', options: BrowserContextOptions = {}) {
  const context = await state.browser.newContext({ viewport: { width: 1280, height: 760 }, ...options });
  const agent = await context.newPage();
  await agent.goto(state.demo.widgetOrigin + '/console/');
  await agent.getByLabel('Login').fill(login);
  await agent.getByLabel('Password').fill(state.demo.logins.agents[0]!.password);
  await agent.getByRole('button', { name: 'Sign in' }).click();
  await agent.getByRole('checkbox', { name: 'Offline' }).check();
  await agent.getByRole('checkbox', { name: 'Online' }).waitFor();
  return { context, agent };
}
