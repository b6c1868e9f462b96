// The chat's header and quick menu on a narrow panel: the closed channel's subtitle is read
// whole, and a quick menu wider than the panel shows there is more and scrolls by keyboard,
// wheel and touch.
import type { Frame } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useDemo } from './demo';
import { screenshot } from './screenshot';
import { openChat } from './widgetFrame';

const { openPage } = useDemo();

const strip = (frame: Frame) => frame.locator('.quick-menu__strip');
const scrollLeft = (frame: Frame) => strip(frame).evaluate((element) => Math.abs(element.scrollLeft));

/** True when the chip's box lies inside the strip's visible box. */
const chipInView = (frame: Frame, name: string) =>
  frame.evaluate((text) => {
    const list = document.querySelector('.quick-menu__strip')!.getBoundingClientRect();
    const chip = [...document.querySelectorAll('.chip')]
      .find((element) => element.textContent == text)!
      .getBoundingClientRect();
    return chip.left >= list.left - 0.5 && chip.right <= list.right + 0.5;
  }, name);

describe('chat header and quick menu', () => {
  for (const [variant, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`the closed channel's subtitle is shown whole, not cut (${variant})`, async () => {
      const { page, context, problems } = await openPage('/?channel=demo-closed', options);
      const frame = await openChat(page);
      const subtitle = frame.locator('.chat-header__subtitle');
      expect(await subtitle.textContent()).toBe('We are closed right now: leave a message and we will reply');
      const cut = await subtitle.evaluate(
        (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      );
      expect(cut).toBe(false);
      await screenshot(page, `chat-header-closed-${variant}`);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('a quick menu wider than the panel says there is more; its buttons scroll it by keyboard, and the wheel scrolls it too (desktop)', async () => {
    const { page, context, problems } = await openPage('/', DESKTOP);
    const frame = await openChat(page);
    await frame.locator('.chip', { hasText: 'End chat' }).waitFor({ state: 'attached' });
    expect(await chipInView(frame, 'End chat')).toBe(false);
    // The sign that more chips exist: a fade at the far edge and a button to scroll there.
    expect(await frame.locator('.quick-menu').getAttribute('data-more')).toBe('end');
    const next = frame.getByRole('button', { name: 'Show more quick actions' });
    await next.waitFor();
    await screenshot(page, 'quick-menu-desktop');

    // By keyboard: the button is in the tab order and Enter scrolls the strip until the last chip shows.
    await next.focus();
    for (let press = 0; press < 6 && !(await chipInView(frame, 'End chat')); press++) {
      // Each press scrolls (smoothly): wait for that scroll to end, not for a fixed time.
      const scrolled = strip(frame).evaluate(
        (strip) =>
          new Promise<void>((done) => {
            strip.addEventListener('scrollend', () => done(), { once: true });
            setTimeout(done, 5_000);
          }),
      );
      await page.keyboard.press('Enter');
      await scrolled;
    }
    expect(await chipInView(frame, 'End chat')).toBe(true);
    expect(await frame.locator('.quick-menu').getAttribute('data-more')).toBe('start');
    const previous = frame.getByRole('button', { name: 'Show previous quick actions' });
    await previous.waitFor();
    // The forward button is gone at the end; the keyboard is not stranded: the focus went back one.
    expect(await next.count()).toBe(0);
    expect(await previous.evaluate((element) => element == document.activeElement)).toBe(true);

    // Back, by pointer: the strip scrolls towards its start.
    const atEnd = await scrollLeft(frame);
    await previous.click();
    await expect.poll(() => scrollLeft(frame)).toBeLessThan(atEnd);

    // The wheel (a trackpad's sideways swipe) still scrolls the strip itself.
    await strip(frame).evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
    await expect.poll(() => scrollLeft(frame)).toBe(0);
    const box = (await strip(frame).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(120, 0);
    await expect.poll(() => scrollLeft(frame)).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a phone the quick menu still scrolls by touch (its strip is a native scroller)', async () => {
    const { page, context } = await openPage('/', PHONE);
    const frame = await openChat(page);
    await frame.locator('.chip').first().waitFor();
    expect(await strip(frame).evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');
    expect(await strip(frame).evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await context.close();
  });
});
