// A channel's allowed sites (allowedOrigins) become the chat page's CSP `frame-ancestors`: a host
// page on a listed origin shows the chat in its panel; one on an origin not listed cannot frame
// it, so a copied snippet does not work elsewhere (docs/embedding.md#sites-allowed-to-embed-a-channel).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoPlugin } from '@demo/demoPlugin';
import { buildServer, type ChatServer } from '@server/app';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium';
import { DESKTOP } from './demo';
import { type HostPages, snippet, startHostPages } from './hostPages';

let server: ChatServer;
let browser: Browser;
let hostPages: HostPages;
let dataDir: string;
let widgetOrigin: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'chat-online-framing-'));
  server = await buildServer({ dataDir, plugins: [demoPlugin()] });
  widgetOrigin = (await server.app.listen({ port: 0, host: '127.0.0.1' })).replace('127.0.0.1', 'localhost');
  hostPages = await startHostPages();
  browser = await launchChromium();
  // Two copies of the demo channel: one allows the host pages' origin, one only another site.
  const demo = (await server.services.channels.get('demo'))!.config;
  await server.services.channels.put({ ...demo, channelId: 'listed', allowedOrigins: [hostPages.origin] });
  await server.services.channels.put({
    ...demo,
    channelId: 'unlisted',
    allowedOrigins: ['https://shop.example', 'https://www.shop.example'],
  });
});
afterAll(async () => {
  await browser?.close();
  await hostPages?.close();
  await server?.app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The host page with the channel's snippet, its bubble clicked; what the browser said meanwhile. */
async function openOnHostPage(channelId: string): Promise<{ page: Page; refusals: string[]; close(): Promise<void> }> {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
  });
  const url = hostPages.page(`framing-${channelId}`, {
    html: `<!doctype html><html lang="en"><title>Shop</title><body><h1>Shop</h1>${snippet(widgetOrigin, channelId)}</body></html>`,
  });
  await page.goto(url);
  await page.locator('#chat-online-launcher').click();
  await page.locator('#chat-online-frame').waitFor();
  return { page, refusals, close: () => context.close() };
}

const chatFrame = async (page: Page) =>
  (await (await page.locator('#chat-online-frame').elementHandle())!.contentFrame())!;

describe("a channel's allowed sites", () => {
  it('a host page on a listed origin shows the chat in its panel', async () => {
    const { page, refusals, close } = await openOnHostPage('listed');
    const frame = await chatFrame(page);
    await frame.locator('.composer__input').waitFor();
    await frame.locator('.msg-row').first().waitFor();
    expect(new URL(frame.url()).origin).toBe(widgetOrigin);
    expect(refusals).toEqual([]);
    await close();
  });

  it('a host page on an origin not listed cannot frame it: the browser refuses the chat page', async () => {
    const { page, refusals, close } = await openOnHostPage('unlisted');
    await expect.poll(() => refusals.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(refusals[0]).toContain('https://shop.example');
    const frame = await chatFrame(page);
    // Nothing of the chat is in the frame: Chromium shows its own error page there instead.
    expect(await frame.locator('.composer__input').count()).toBe(0);
    expect(frame.url()).not.toContain('/chat_online/');
    await close();
  });

  it('the chat page itself names the listed origins in frame-ancestors, and a channel listing none may be framed anywhere', async () => {
    const headers = async (channelId: string) =>
      (await fetch(`${widgetOrigin}/chat_online/index?channelId=${channelId}`)).headers.get('content-security-policy');
    expect(await headers('listed')).toContain(`frame-ancestors ${hostPages.origin}`);
    expect(await headers('unlisted')).toContain('frame-ancestors https://shop.example https://www.shop.example');
    expect(await headers('demo')).not.toContain('frame-ancestors');
  });
});
