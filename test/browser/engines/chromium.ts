// Chromium through playwright-core: a new context of the Chromium useDemo() launched, which is
// a fresh profile.
import type { Browser, Frame, Page } from 'playwright-core';
import { DESKTOP } from '../demo';
import { type Engine, type EngineSession, FRAME_SELECTOR, type Script, untyped, type Where } from './driver';

export function chromiumEngine(browser: () => Browser): Engine {
  return {
    name: 'Chromium',
    async start(): Promise<EngineSession> {
      const context = await browser().newContext(DESKTOP);
      const page = await context.newPage();
      const target = async (where: Where): Promise<Page | Frame> => {
        if (where == 'page') return page;
        const frame = await (await page.$(FRAME_SELECTOR))?.contentFrame();
        if (!frame) throw new Error('no widget frame');
        return frame;
      };
      return {
        open: async (url) => void (await page.goto(url)),
        click: async (where, css) => (await target(where)).locator(css).first().click(),
        async typeAndEnter(where, css, text) {
          const input = (await target(where)).locator(css).first();
          await input.pressSequentially(text);
          await input.press('Enter');
        },
        run: async <A, R>(where: Where, script: Script<A, R>, arg: A) =>
          (await (await target(where)).evaluate(untyped(script), arg)) as R,
        screenshot: async (path) => void (await page.screenshot({ path })),
        close: () => context.close(),
      };
    },
  };
}
