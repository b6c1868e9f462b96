// A long conversation opened in the chat page: the latest 20 messages come with chatStart
// (its firstPage) and show at once; every pull prepends the 20 before them, in order, none
// lost or doubled, until "No more records". With history hidden (historyHideFlag 1) only the
// current conversation pages, never the visitor's earlier ones (and its end goes unsaid).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoPlugin } from '@demo/demoPlugin';
import { buildServer, type ChatServer } from '@server/app';
import { VISITOR_API } from '@shared/api';
import { VISITOR_STATUS } from '@shared/codes';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium';
import { DESKTOP } from './demo';

let server: ChatServer;
let browser: Browser;
let dataDir: string;
let origin: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'chat-online-history-'));
  server = await buildServer({ dataDir, plugins: [demoPlugin()] });
  origin = (await server.app.listen({ port: 0, host: '127.0.0.1' })).replace('127.0.0.1', 'localhost');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A visitor of `channelId` with an ended conversation of `earlier` messages and an open one of `current`. */
async function seedVisitor(channelId: string, historyHideFlag: 0 | 1, earlier: number, current: number) {
  const { services } = server;
  const demo = (await services.channels.get('demo'))!.config;
  await services.channels.put({
    ...demo,
    channelId,
    historyHideFlag,
    faqList: [],
    receiveMode: 1,
    msgToTransferFlag: 1,
  });
  const userId = channelId
    .replace(/[^a-z]/g, '')
    .padEnd(32, 'a')
    .slice(0, 32);
  await services.visitors.signIn(userId, 'demo', {});
  const add = (sessionId: number, text: string) =>
    services.messages.add({ sessionId, userId, senderType: 1, senderName: '', msgType: 1, content: text });
  const before = await services.sessions.create(userId, channelId);
  for (let index = 0; index < earlier; index++) await add(before.sessionId, `Earlier ${index}`);
  await services.sessions.update(before.sessionId, { status: VISITOR_STATUS.ended, ended_at: services.now() });
  const now = await services.sessions.create(userId, channelId);
  for (let index = 0; index < current; index++) await add(now.sessionId, `Current ${index}`);
  return userId;
}

async function openChat(channelId: string, userId: string) {
  const context = await browser.newContext(DESKTOP);
  await context.addInitScript(
    (id) => localStorage.setItem('chat-online:visitor:demo', JSON.stringify({ v: id, s: Date.now() })),
    userId,
  );
  const page = await context.newPage();
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith(VISITOR_API) && !path.endsWith('getEventMsg')) calls.push(path.slice(VISITOR_API.length));
  });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${origin}/chat_online/index?channelId=${channelId}`);
  return { context, page, calls, problems };
}

const shownTexts = (page: Page) => page.locator('.msg-row .msg-text').allTextContents();

/** Presses "Show earlier messages" until it is gone; each press shows more, or the end. */
async function pullUntilEnd(page: Page) {
  const button = page.locator('.history-state button');
  for (let pull = 0; pull < 20 && (await button.count()); pull++) {
    const before = await page.locator('.msg-row').count();
    // As a keyboard would press it: scrolling it into view would pull by itself.
    await button.dispatchEvent('click');
    await expect
      .poll(
        async () =>
          (await page.locator('.msg-row').count()) > before ||
          (await page.locator('.history-state').getByText('No more records').count()) > 0,
      )
      .toBe(true);
  }
  expect(await button.count()).toBe(0);
}

describe('a long conversation', () => {
  it('history shown: the latest 20 come with chatStart; pulls prepend older pages, across conversations, to the first message', async () => {
    const userId = await seedVisitor('long-paged', 0, 7, 58);
    const { context, page, calls, problems } = await openChat('long-paged', userId);
    await page.locator('.msg-row', { hasText: 'Current 57' }).waitFor();
    expect(await shownTexts(page)).toEqual(Array.from({ length: 20 }, (_, index) => `Current ${38 + index}`));
    // The first page came with chatStart: no second call for it.
    expect(calls).not.toContain('getHistoryMsg');
    expect(calls.filter((call) => call == 'chatStart')).toHaveLength(1);
    // The newest message is in view.
    expect(await page.locator('.msg-row', { hasText: 'Current 57' }).isVisible()).toBe(true);
    await pullUntilEnd(page);
    await page.getByText('No more records').waitFor();
    expect(await shownTexts(page)).toEqual([
      ...Array.from({ length: 7 }, (_, index) => `Earlier ${index}`),
      ...Array.from({ length: 58 }, (_, index) => `Current ${index}`),
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('history hidden: the latest 20 of the current conversation at once; pulls show the rest of it, never an earlier one', async () => {
    const userId = await seedVisitor('long-hidden', 1, 7, 58);
    const { context, page, calls, problems } = await openChat('long-hidden', userId);
    await page.locator('.msg-row', { hasText: 'Current 57' }).waitFor();
    expect(await shownTexts(page)).toEqual(Array.from({ length: 20 }, (_, index) => `Current ${38 + index}`));
    await pullUntilEnd(page);
    expect(await shownTexts(page)).toEqual(Array.from({ length: 58 }, (_, index) => `Current ${index}`));
    expect(calls).not.toContain('getHistoryMsg');
    expect(problems).toEqual([]);
    await context.close();
  });
});
