// Widget numbers in Chromium: bubble click to input ready (median of 10), and a page that
// opens on a conversation of 1,000 messages. Reported by `npm run bench`, never asserted.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { buildServer } from '../../demo-host/server/app';
import { SITE_PAGES } from '../../demo-host/server/projectPaths';
import { buildSite } from '../../demo-host/site/siteServer';
import { percentile } from './serverBench';

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function widgetBench(runs = 10) {
  if (!existsSync(CHROMIUM)) return undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'chat-online-wbench-'));
  const { app, services } = await buildServer({ dataDir });
  const widgetOrigin = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('127.0.0.1', 'localhost');
  const site = buildSite({ widgetOrigin, pagesDir: SITE_PAGES });
  const siteOrigin = (await site.listen({ port: 0, host: '127.0.0.1' })).replace('127.0.0.1', 'localhost');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const openTimes: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(siteOrigin + '/');
      await page.locator('#chat-online-launcher').waitFor();
      const started = Date.now();
      await page.locator('#chat-online-launcher').click();
      const frame = page.frameLocator('#chat-online-frame');
      await frame.locator('.composer__input:not([disabled])').waitFor();
      openTimes.push(Date.now() - started);
      await context.close();
    }

    // A conversation of 1,000 messages, shown whole (historyHideFlag 1: the current conversation, unpaged).
    const demo = services.channels.get('demo')!.config;
    services.channels.put({ ...demo, channelId: 'bench-history', historyHideFlag: 1, faqList: [], receiveMode: 1, msgToTransferFlag: 1 });
    const userId = 'b'.repeat(32);
    services.visitors.signIn(userId, 'demo', {});
    const session = services.sessions.create(userId, 'bench-history');
    for (let index = 0; index < 1000; index++) {
      services.messages.add({ sessionId: session.sessionId, userId, senderType: index % 2 ? 2 : 1, senderName: index % 2 ? 'Alice' : '', msgType: 1, content: `Message number ${index}: how about https://example.com/item/${index}?` });
    }
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((id) => {
      localStorage.setItem('chat-online:visitor:demo', JSON.stringify({ v: id, s: Date.now() }));
    }, userId);
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(widgetOrigin + '/chat_online/index?channelId=bench-history');
    await page.locator('.msg-row').nth(999).waitFor({ state: 'attached', timeout: 60_000 });
    const historyMs = Date.now() - started;
    await context.close();
    return { openMedianMs: percentile(openTimes, 50), openTimes, historyMs };
  } finally {
    await browser.close();
    await site.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
