// What the console's browser tests share: an agent signed in to the console, the demo's
// HTTP APIs called from the test, and the README's screenshots.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { OPEN_WO_API, VISITOR_API } from '../../shared/api';
import type { RunningDemo } from '../../demo-host/server/demo';
import { newVisitorId } from '../node/server/harness';

interface DemoState {
  demo: RunningDemo;
  browser: Browser;
}

/** With SCREENSHOTS=1, saves one of the README's pictures of the console. */
export async function screenshot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  mkdirSync('.github/screenshots', { recursive: true });
  await page.screenshot({ path: `.github/screenshots/${name}.png` });
}

/** POST to the demo server; the reply's data, or an error naming the call. */
export async function post<T = any>(state: DemoState, path: string, body: object | FormData, headers: Record<string, string> = {}): Promise<T> {
  const json: Record<string, string> = body instanceof FormData ? {} : { 'content-type': 'application/json' };
  const response = await fetch(state.demo.widgetOrigin + path, {
    method: 'POST',
    headers: { ...json, ...headers },
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
  const reply = (await response.json()) as { code: number; message: string; data: T };
  if (reply.code != 200) throw new Error(`${path}: ${reply.code} ${reply.message}`);
  return reply.data;
}

/** A visitor of the visitor API (the calls the widget makes), known by userId and token. */
function visitorApi(state: DemoState, credentials: { userId?: string; token?: string }) {
  const headers = () => ({ token: credentials.token! });
  return {
    call: <T = any>(call: string, body: object = {}) => post<T>(state, VISITOR_API + call, { userId: credentials.userId, ...body }, headers()),
    wo: <T = any>(call: string, body: object = {}) => post<T>(state, OPEN_WO_API + call, { userId: credentials.userId, ...body }, headers()),
    async upload(name: string, bytes: Buffer, purpose: 'image' | 'file' | 'attachment') {
      const form = new FormData();
      form.append('userId', credentials.userId!);
      form.append('purpose', purpose);
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      return (await post<{ url: string }>(state, VISITOR_API + 'upload', form, headers())).url;
    },
  };
}

/** A new visitor of a channel, started over the visitor API. */
export async function newVisitor(state: DemoState, channelId: string, extra: object = {}) {
  const userId = newVisitorId();
  const start = await post<{ token: string; sessionId: number }>(state, VISITOR_API + 'chatStart', { channelId, userId, ...extra });
  return { ...visitorApi(state, { userId, token: start.token }), userId, start };
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
