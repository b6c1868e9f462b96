// What the console's browser tests share: an agent signed in to the console.
import type { BrowserContextOptions } from 'playwright-core';
import type { DemoState } from './demoApi';

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
