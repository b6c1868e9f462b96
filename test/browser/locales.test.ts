// Every locale of the spec in Chromium (issue 14): on demo-intl (a channel with no language of
// its own) the chat opens in the locale asked for, with its texts on the composer and the
// quick actions; Arabic and Persian are mirrored on a 375 px phone with no sideways scroll;
// `setLocale` switches a running chat without losing it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPEC_LOCALES } from '../../widget/i18n/chooseLocale';
import { PHONE, useDemo } from './demo';
import { ask, openChat } from './widgetFrame';

const { state, openPage } = useDemo();

type Texts = { [key: string]: string | Texts };
const textsOf = (code: string) => JSON.parse(readFileSync(join(__dirname, `../../widget/locales/${code}.json`), 'utf8')) as Texts;
const text = (code: string, path: string) => path.split('.').reduce<string | Texts>((texts, key) => (texts as Texts)[key]!, textsOf(code)) as string;

const PHONE_375 = { ...PHONE, viewport: { width: 375, height: 740 } };

describe('the widget in every locale', () => {
  it.each([...SPEC_LOCALES])('%s: the chat opens in it', async (code) => {
    const context = await state.browser.newContext(PHONE_375);
    const page = await context.newPage();
    await page.goto(`${state.demo.widgetOrigin}/chat_online/index?channelId=demo-intl&locale=${code}`);
    const input = page.locator('.composer__input');
    await input.waitFor();
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
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    }
    await context.close();
  });

  it('setLocale (the demo shop\'s picker, or a call) switches the open chat at once, the conversation kept, and right to left for ar', async () => {
    const { page, context } = await openPage('/?channel=demo-intl');
    const frame = await openChat(page);
    await ask(frame, 'How long does shipping take?');
    await frame.getByText('business days').first().waitFor();
    // The demo shop's language picker calls ChatOnline('setLocale', code).
    await page.locator('#chat-language').selectOption('de');
    await expect.poll(() => frame.locator('.composer__input').getAttribute('placeholder')).toBe(text('de', 'chat.inputPlaceholder'));
    await page.evaluate(() => (window as unknown as { ChatOnline: (...args: unknown[]) => void }).ChatOnline('setLocale', 'ar'));
    await expect.poll(() => frame.locator('.composer__input').getAttribute('placeholder')).toBe(text('ar', 'chat.inputPlaceholder'));
    await expect.poll(() => frame.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await frame.getByText('How long does shipping take?').count()).toBe(1);
    await context.close();
  });
});
