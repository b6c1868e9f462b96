// The console's live preview, widget side, in Chromium: a page on the widget's own origin (where
// the console is) frames the chat and posts a draft configuration; the chat shows it at once,
// before anything is saved. The same message from a host page on another origin changes
// nothing: a site cannot change what its visitors see of a channel (docs/widget.md#live-preview).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoPlugin } from '@demo/demoPlugin';
import { buildServer, type ChatServer } from '@server/app';
import type { ChannelConfig } from '@shared/api';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium';
import { DESKTOP } from './demo';
import { type HostPages, startHostPages } from './hostPages';

/** A page of the widget's own origin with nothing on it, standing in for the console. */
const OWN_PAGE = '/test/preview-host';

let server: ChatServer;
let browser: Browser;
let hostPages: HostPages;
let dataDir: string;
let widgetOrigin: string;
let saved: ChannelConfig;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'chat-online-preview-'));
  const ownPage = {
    async routes(app: ChatServer['app']) {
      app.get(OWN_PAGE, (_request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .send('<!doctype html><html lang="en"><title>Console</title><body></body></html>'),
      );
    },
  };
  server = await buildServer({ dataDir, plugins: [demoPlugin(), ownPage] });
  widgetOrigin = (await server.app.listen({ port: 0, host: '127.0.0.1' })).replace('127.0.0.1', 'localhost');
  hostPages = await startHostPages();
  browser = await launchChromium();
  saved = (await server.services.channels.get('demo'))!.config;
});
afterAll(async () => {
  await browser?.close();
  await hostPages?.close();
  await server?.app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What the console sends: the whole configuration of its draft. */
const draft = (): ChannelConfig => ({
  ...saved,
  mainColor: '#c41d7f',
  titleDesc: 'Answers from the draft',
  robotWelcomeMsg: '<p>Welcome from the draft</p>',
  workingHours: null,
});

/**
 * Frames the chat of channel `demo` in `page` as the console (or a host page) would, with the
 * page's origin as `host`, and waits for its composer.
 */
async function frameChat(page: Page, framingOrigin: string): Promise<Frame> {
  const src = `${widgetOrigin}/chat_online/index?channelId=demo&from=iframe&host=${encodeURIComponent(framingOrigin)}`;
  await page.evaluate((url) => {
    const frame = document.createElement('iframe');
    frame.id = 'preview';
    frame.src = url;
    frame.style.width = '400px';
    frame.style.height = '640px';
    document.body.append(frame);
  }, src);
  const frame = (await (await page.locator('#preview').elementHandle())!.contentFrame())!;
  await frame.locator('.composer__input').waitFor();
  // The chat has begun: its stored greeting is on screen.
  await frame.locator('.msg-row').first().waitFor();
  return frame;
}

/** Posts the preview message from the framing page, to the widget's origin. */
const postPreview = (page: Page, config: ChannelConfig, phone?: boolean) =>
  page.evaluate(
    ([message, target]) =>
      (document.getElementById('preview') as HTMLIFrameElement).contentWindow!.postMessage(message, target),
    [{ source: 'chat-online', type: 'preview', config, ...(phone !== undefined && { phone }) }, widgetOrigin] as const,
  );

const mainColour = (frame: Frame) =>
  frame.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--main-color').trim());
/** The send button, in the main colour once there is something to send. */
async function sendButtonColour(frame: Frame) {
  await frame.locator('.composer__input').fill('a question');
  return frame.locator('.composer__send').evaluate((button) => getComputedStyle(button).backgroundColor);
}

async function newPage() {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  /** The preview's code, which only a message let through makes the chat fetch. */
  const previewChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/preview-[^/]*\.js$/.test(request.url())) previewChunks.push(request.url());
  });
  return { context, page, problems, previewChunks };
}

describe('the live preview', () => {
  it('from a page on the widget’s own origin: the framed chat shows the draft’s colour, description and welcome', async () => {
    const { context, page, problems, previewChunks } = await newPage();
    await page.goto(widgetOrigin + OWN_PAGE);
    const frame = await frameChat(page, widgetOrigin);
    await frame.getByText('We usually answer within a minute').waitFor();
    expect(await mainColour(frame)).toBe('#0958d9');

    await postPreview(page, draft());
    await frame.locator('.chat-header__subtitle', { hasText: 'Answers from the draft' }).waitFor();
    await frame.getByText('Welcome from the draft').waitFor();
    expect(await mainColour(frame)).toBe('#c41d7f');
    expect(await sendButtonColour(frame)).toBe('rgb(196, 29, 127)');
    // The saved welcome was the conversation's greeting: the draft's is shown in its place, not beside it.
    expect(await frame.locator('.msg-row').first().textContent()).toContain('Welcome from the draft');
    expect(previewChunks).toHaveLength(1);

    // The phone variant, in a frame a desktop browser measures as a desktop.
    await postPreview(page, { ...draft(), titleDesc: 'On a phone' }, true);
    await frame.locator('.chat-header__subtitle', { hasText: 'On a phone' }).waitFor();
    expect(await frame.locator('.chat').getAttribute('data-variant')).toBe('mobile');
    await postPreview(page, draft(), false);
    await expect.poll(() => frame.locator('.chat').getAttribute('data-variant')).toBe('desktop');

    // Nothing was saved: a new page load shows the saved configuration.
    await frame.evaluate(() => setTimeout(() => location.reload()));
    await frame.locator('.chat-header__subtitle', { hasText: 'We usually answer within a minute' }).waitFor();
    expect(await mainColour(frame)).toBe('#0958d9');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('from a host page on another origin, the same message changes nothing, nor when it claims the widget’s origin as host', async () => {
    const { context, page, problems, previewChunks } = await newPage();
    await page.goto(hostPages.page('preview-attempt', { html: '<!doctype html><title>Shop</title><body></body>' }));
    for (const claimed of [hostPages.origin, widgetOrigin]) {
      const frame = await frameChat(page, claimed);
      await postPreview(page, draft());
      await postPreview(page, draft(), true);
      // Long enough for an accepted preview to show (the first test shows one within this time).
      await page.waitForTimeout(1500);
      expect(await frame.locator('.chat-header__subtitle').textContent()).toBe('We usually answer within a minute');
      expect(await frame.getByText('Welcome from the draft').count()).toBe(0);
      expect(await mainColour(frame)).toBe('#0958d9');
      expect(await frame.locator('.chat').getAttribute('data-variant')).toBe('desktop');
      await page.evaluate(() => document.getElementById('preview')!.remove());
    }
    // The chat never even fetched the preview's code.
    expect(previewChunks).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
