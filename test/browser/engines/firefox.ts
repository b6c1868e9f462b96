// Debian's Firefox ESR through puppeteer-core over WebDriver BiDi (no CDP in Firefox). Each
// launch gets puppeteer's own temporary profile, removed on close.
import puppeteer, { type Frame, type Page } from 'puppeteer-core';
import { DESKTOP } from '../demo';
import {
  type Engine,
  type EngineSession,
  FRAME_SELECTOR,
  requireBinary,
  type Script,
  untyped,
  type Where,
} from './driver';

export const FIREFOX_PATH = '/usr/bin/firefox-esr';

export const firefoxEngine: Engine = {
  name: 'Firefox ESR',
  async start(): Promise<EngineSession> {
    requireBinary(FIREFOX_PATH, 'Firefox ESR', 'firefox-esr');
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX_PATH,
      headless: true,
      defaultViewport: DESKTOP.viewport ?? null,
    });
    const page = await browser.newPage();
    const target = async (where: Where): Promise<Page | Frame> => {
      if (where == 'page') return page;
      const frame = await (await page.$(FRAME_SELECTOR))?.contentFrame();
      if (!frame) throw new Error('no widget frame');
      return frame;
    };
    const element = async (where: Where, css: string) => {
      const found = await (await target(where)).$(css);
      if (!found) throw new Error(`no ${css} in the ${where}`);
      return found;
    };
    return {
      open: async (url) => void (await page.goto(url)),
      click: async (where, css) => (await element(where, css)).click(),
      async typeAndEnter(where, css, text) {
        const input = await element(where, css);
        await input.type(text);
        await input.press('Enter');
      },
      run: async <A, R>(where: Where, script: Script<A, R>, arg: A) =>
        (await (await target(where)).evaluate(untyped(script), arg)) as R,
      screenshot: async (path) => void (await page.screenshot({ path: path as `${string}.png` })),
      close: () => browser.close(),
    };
  },
};
