// Every locale of the spec in Chromium (docs/widget.md#languages): on demo-intl (a channel with no language of
// its own) the chat opens in the locale asked for, with its texts on the composer and the
// quick actions; Arabic and Persian are mirrored on a 375 px phone with no sideways scroll;
// `setLocale` switches a running chat without losing it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SPEC_LOCALES } from '@shared/chooseLocale';
import { EMBEDDED_CHANNEL_ID } from '@shared/frame';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useDemo } from './demo';
import { screenshot } from './screenshot';
import { ask, openChat } from './widgetFrame';

const { state, openPage } = useDemo();

type Texts = { [key: string]: string | Texts };
const textsOf = (code: string) =>
  JSON.parse(readFileSync(join(__dirname, `../../widget/locales/${code}.json`), 'utf8')) as Texts;
const text = (code: string, path: string) =>
  path.split('.').reduce<string | Texts>((texts, key) => (texts as Texts)[key]!, textsOf(code)) as string;

const PHONE_375 = { ...PHONE, viewport: { width: 375, height: 740 } };

const flatten = (texts: Texts, prefix = ''): [string, string][] =>
  Object.entries(texts).flatMap(([key, value]) =>
    typeof value == 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
  );

/** en's texts that `code` words differently, as whole-text patterns (a placeholder matches anything). */
function englishTexts(code: string): RegExp[] {
  const own = new Map(flatten(textsOf(code)));
  return flatten(textsOf('en'))
    .filter(([key, value]) => own.get(key) != value)
    .map(
      ([, value]) =>
        new RegExp(
          '^' +
            value
              .split(/\{\{\w+\}\}/)
              .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
              .join('.+') +
            '$',
        ),
    );
}

/**
 * Every string in the JSON the server sent, the API's answers and the channel the chat page
 * carries (EMBEDDED_CHANNEL_ID): what the channel and its robot wrote.
 */
function collectContent(page: Page): string[] {
  const content: string[] = [];
  const strings = (value: unknown): void => {
    if (typeof value == 'string') content.push(value);
    else if (value && typeof value == 'object') Object.values(value).forEach(strings);
  };
  const embedded = new RegExp(`<script type="application/json" id="${EMBEDDED_CHANNEL_ID}">(.*?)</script>`);
  page.on('response', (response) => {
    if (response.url().includes('/api/')) response.json().then(strings, () => undefined);
    else if (response.request().resourceType() == 'document')
      response.text().then(
        (html) => {
          const json = embedded.exec(html)?.[1];
          if (json) strings(JSON.parse(json));
        },
        () => undefined,
      );
  });
  return content;
}

/** The texts a visitor sees or hears: text nodes, and the attributes read aloud or shown. */
const textsOnScreen = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) seen.push(walker.currentNode.textContent!.trim());
    for (const element of document.querySelectorAll('[placeholder], [aria-label], [title], [alt]'))
      for (const name of ['placeholder', 'aria-label', 'title', 'alt'])
        seen.push(element.getAttribute(name)?.trim() ?? '');
    return seen.filter(Boolean);
  });

/** The widget's chat page on demo-intl in `code`, on a 375 px phone; `beforeLoad` sees the page first. */
async function chatPageIn(code: string, beforeLoad?: (page: Page) => void) {
  const context = await state.browser.newContext(PHONE_375);
  const page = await context.newPage();
  beforeLoad?.(page);
  await page.goto(`${state.demo.widgetOrigin}/chat_online/index?channelId=demo-intl&locale=${code}`);
  return { page, context };
}

describe('the widget in every locale', () => {
  it.each([...SPEC_LOCALES])('%s: the chat opens in it', async (code) => {
    let content: string[] = [];
    const { page, context } = await chatPageIn(code, (page) => (content = collectContent(page)));
    const input = page.locator('.composer__input');
    await input.waitFor();
    await page.locator('.msg-faq').waitFor();
    // No English of ours on screen: only what the channel and its robot wrote may be English.
    if (code != 'en') {
      const english = englishTexts(code);
      const ours = (await textsOnScreen(page)).filter((seen) => !content.some((written) => written.includes(seen)));
      expect(ours.filter((seen) => english.some((pattern) => pattern.test(seen)))).toEqual([]);
    }
    expect(await input.getAttribute('placeholder')).toBe(text(code, 'chat.inputPlaceholder'));
    expect(await page.getAttribute('html', 'lang')).toBe(code);
    const rtl = code == 'ar' || code == 'fa';
    expect(await page.getAttribute('html', 'dir')).toBe(rtl ? 'rtl' : 'ltr');
    expect(await page.getByRole('button', { name: text(code, 'chat.send'), exact: true }).count()).toBe(1);
    if (rtl) {
      await ask(page.mainFrame(), 'Hello 123');
      const bubble = page.locator('.msg-row--visitor .msg-bubble').last();
      await bubble.waitFor();
      const box = (await bubble.boundingBox())!;
      // The visitor's own messages sit on the left, the send control left of the input.
      expect(box.x + box.width / 2).toBeLessThan(375 / 2);
      const send = (await page.locator('.composer__send').boundingBox())!;
      expect(send.x).toBeLessThan((await input.boundingBox())!.x);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      ).toBe(true);
      if (code == 'ar') await screenshot(page, 'rtl-ar-phone');
    }
    await context.close();
  });

  it.each([
    ['en', 'right to left', -1],
    ['ar', 'left to right', 1],
  ] as const)("%s: the channel's notice crosses its banner, %s", async (code, _way, direction) => {
    const { page, context } = await chatPageIn(code);
    await page.locator('.notice-banner__text').waitFor();
    // The scroll seen at moments of its loop, the animation paused there (no clock in the test).
    const at = (share: number) =>
      page.evaluate((share) => {
        const text = document.querySelector('.notice-banner__text')!;
        const [scroll] = text.getAnimations();
        scroll!.pause();
        scroll!.currentTime = share * Number(scroll!.effect!.getComputedTiming().duration);
        const banner = document.querySelector('.notice-banner')!.getBoundingClientRect();
        const words = document.createRange();
        words.selectNodeContents(text);
        const { left, right } = words.getBoundingClientRect();
        return { left, right, shown: right > banner.left && left < banner.right };
      }, share);
    const moments: Awaited<ReturnType<typeof at>>[] = [];
    for (const share of [0.1, 0.3, 0.5, 0.7]) moments.push(await at(share));
    // Never off screen the whole loop, and moving the way the language reads.
    expect(moments.some((moment) => moment.shown)).toBe(true);
    for (const [index, moment] of moments.slice(1).entries())
      expect(Math.sign(moment.left - moments[index]!.left)).toBe(direction);
    await context.close();
  });

  it.each(['en', 'ar'])('%s: the new-messages pill is centred over the list', async (code) => {
    const { page, context } = await chatPageIn(code);
    await page.locator('.composer__input').waitFor();
    // The pill as MessageList draws it (its class, beside the list), for its place alone.
    const { pill, list } = await page.evaluate(() => {
      const list = document.querySelector('.message-list')!;
      const pill = document.createElement('button');
      pill.className = 'new-messages-pill';
      pill.textContent = '1 new message';
      list.parentElement!.append(pill);
      const box = (element: Element) => {
        const { left, right } = element.getBoundingClientRect();
        return { left, right };
      };
      return { pill: box(pill), list: box(list.parentElement!) };
    });
    expect(Math.abs(pill.left - list.left - (list.right - pill.right))).toBeLessThanOrEqual(1);
    await context.close();
  });

  it('a French visitor on a phone is greeted with the frequent questions in French, and a click answers in French', async () => {
    const { page, context } = await openPage('/?channel=demo-intl', { ...PHONE, locale: 'fr-FR' });
    const frame = await openChat(page);
    const first = frame.locator('.msg-faq .msg-suggestion').first();
    // The channel saved them in English; the demo's French documents translate them.
    await expect.poll(() => first.textContent()).toBe('Combien coûte la livraison ?');
    await first.click();
    await frame.getByText('La livraison standard est offerte').first().waitFor();
    await screenshot(page, 'faq-in-french-phone');
    await context.close();
  });

  it("setLocale (the demo shop's picker, or a call) switches the open chat at once, the conversation kept, and right to left for ar", async () => {
    const { page, context } = await openPage('/?channel=demo-intl');
    const frame = await openChat(page);
    await ask(frame, 'How long does shipping take?');
    await frame.getByText('business days').first().waitFor();
    // The demo shop's language picker calls ChatOnline('setLocale', code).
    await page.locator('#chat-language').selectOption('de');
    await expect
      .poll(() => frame.locator('.composer__input').getAttribute('placeholder'))
      .toBe(text('de', 'chat.inputPlaceholder'));
    await page.evaluate(() =>
      (window as unknown as { ChatOnline: (...args: unknown[]) => void }).ChatOnline('setLocale', 'ar'),
    );
    await expect
      .poll(() => frame.locator('.composer__input').getAttribute('placeholder'))
      .toBe(text('ar', 'chat.inputPlaceholder'));
    await expect.poll(() => frame.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await frame.getByText('How long does shipping take?').count()).toBe(1);
    await context.close();
  });
});
