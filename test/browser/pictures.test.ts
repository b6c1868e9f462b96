// Pictures to an agent, against the real server: a pasted screenshot opens the preview
// (picture, name, size), goes through uploadBase64 with the progress bar rising, and the agent
// sees it; a chosen one goes the same way through the picture button; the footer's screenshot
// help and agent's card; refusals in the words of the button.
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { DESKTOP, PHONE, useDemo } from './demo';
import { onlineAgent as onlineAgentOf } from './demoApi';
import { gradientPng } from './png';
import { openChat, transferToAlice } from './widgetFrame';

const { state, openPage } = useDemo();

async function chatWithAlice(page: Page) {
  const alice = await onlineAgentOf(state, 'alice');
  const frame = await openChat(page);
  return { alice, frame, sessionId: await transferToAlice(frame, alice) };
}

/** A paste of a PNG into the composer, as the browser delivers a screenshot from the clipboard. */
const pastePng = (frame: Frame, png: Buffer) =>
  frame.locator('.composer__input').evaluate((input, base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const clipboard = new DataTransfer();
    clipboard.items.add(new File([bytes], 'image.png', { type: 'image/png' }));
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }));
  }, png.toString('base64'));

const agentMessages = async (alice: Awaited<ReturnType<typeof onlineAgentOf>>, sessionId: number) =>
  (
    await alice.call<{ messages: { msgType: number; msgContent: string; fileName?: string }[] }>('conversation', {
      sessionId,
    })
  ).messages;

describe('pictures', () => {
  it('a pasted screenshot is previewed, uploaded as a data URL with the bar rising, and reaches the agent', async () => {
    const { page, context, problems } = await openPage('/', { ...DESKTOP, bypassCSP: true });
    const { alice, frame, sessionId } = await chatWithAlice(page);
    // A slow network: the upload takes 2.5 s, long enough to watch the bar.
    let base64Uploads = 0;
    await context.route('**/api/chat/visitor/uploadBase64', async (route) => {
      base64Uploads++;
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });

    await pastePng(frame, gradientPng(64, 48, [250, 200, 80], [60, 120, 240]));
    const preview = frame.getByRole('dialog', { name: 'Send this picture?' });
    await preview.waitFor();
    expect(await preview.getByText(/^pasted-\d{8}-\d{6}\.png · \d+ B$/).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await preview.getByRole('button', { name: 'Send' }).click();

    const bar = frame.locator('.msg-image__progress');
    await bar.waitFor();
    await expect
      .poll(() => bar.evaluate((element) => (element as HTMLProgressElement).value), { timeout: 2400 })
      .toBeGreaterThanOrEqual(5);
    await expect
      .poll(async () => (await agentMessages(alice, sessionId)).filter((message) => message.msgType == 2), {
        timeout: 10_000,
      })
      .toHaveLength(1);
    expect(base64Uploads).toBe(1);
    await expect.poll(() => bar.count()).toBe(0);
    const [sent] = (await agentMessages(alice, sessionId)).filter((message) => message.msgType == 2);
    expect(sent!.fileName).toMatch(/^pasted-.*\.png$/);
    expect(problems).toEqual([]);
    await alice.call('end', { sessionId });
    await alice.offline();
    await context.close();
  });

  it('the picture button previews first; Cancel sends nothing; a non-picture is refused in its words', async () => {
    const { page, context } = await openPage('/', PHONE);
    const { alice, frame, sessionId } = await chatWithAlice(page);
    const picture = frame.locator('.footer-menu input[type=file][accept="image/*"]');
    await picture.setInputFiles({
      name: 'parcel.png',
      mimeType: 'image/png',
      buffer: gradientPng(32, 32, [0, 0, 0], [255, 255, 255]),
    });
    const preview = frame.getByRole('dialog', { name: 'Send this picture?' });
    await preview.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => preview.count()).toBe(0);
    await picture.setInputFiles({
      name: 'parcel.png',
      mimeType: 'image/png',
      buffer: gradientPng(32, 32, [0, 0, 0], [255, 255, 255]),
    });
    await preview.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(async () =>
        (await agentMessages(alice, sessionId))
          .filter((message) => message.msgType == 2)
          .map((message) => message.fileName),
      )
      .toEqual(['parcel.png']);

    await frame
      .locator('.footer-menu input[type=file]:not([accept])')
      .setInputFiles({ name: 'backup.zip', mimeType: 'application/zip', buffer: Buffer.from('PK') });
    await frame
      .getByText('Archives (such as zip or rar) and office documents (Word, Excel, PowerPoint) cannot be sent.')
      .waitFor();
    await alice.call('end', { sessionId });
    await alice.offline();
    await context.close();
  });

  it("the footer shows the screenshot help and the agent's card, each closed by Escape", async () => {
    const { page, context } = await openPage('/', PHONE);
    const { alice, frame, sessionId } = await chatWithAlice(page);
    await frame.getByRole('button', { name: 'How to send a screenshot' }).click();
    const help = frame.getByRole('dialog', { name: 'How to send a screenshot' });
    await help.getByText('On a Mac').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => help.count()).toBe(0);
    await frame.getByRole('button', { name: "The agent's card" }).click();
    const card = frame.getByRole('dialog', { name: "The agent's card" });
    await card.getByText('Alice', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => card.count()).toBe(0);
    expect(await page.locator('#chat-online-launcher').getAttribute('aria-expanded')).toBe('true');
    await alice.call('end', { sessionId });
    await alice.offline();
    await context.close();
  });
  it('a sent picture lines up with the visitor’s other bubbles (its bubble ends where it does) and ends its run with a time', async () => {
    const { page, context } = await openPage('/', { ...DESKTOP, bypassCSP: true });
    const { alice, frame } = await chatWithAlice(page);
    await frame.locator('.composer__input').fill('Here is the damaged box');
    await frame.locator('.composer__input').press('Enter');
    // A wide screenshot: drawn at 220 px, its bubble measured 301 px and ended 81 px past it.
    await pastePng(frame, gradientPng(1000, 400, [250, 200, 80], [60, 120, 240]));
    await frame.getByRole('dialog', { name: 'Send this picture?' }).getByRole('button', { name: 'Send' }).click();
    const picture = frame
      .locator('.msg-row--visitor')
      .filter({ has: frame.locator('.msg-image img') })
      .last();
    await picture.locator('time').waitFor({ timeout: 10_000 });
    // Measured once drawn: before it loads, a picture has no size to misplace.
    await expect
      .poll(() => picture.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 10_000,
      })
      .toBe(1000);
    const edges = await frame.locator('.message-list').evaluate((list) =>
      [...list.querySelectorAll('.msg-row--visitor')].map((row) => ({
        bubble: Math.round(row.querySelector('.msg-bubble')!.getBoundingClientRect().right),
        image: row.querySelector('img') && Math.round(row.querySelector('img')!.getBoundingClientRect().right),
      })),
    );
    const [text, sent] = [edges.at(-2)!, edges.at(-1)!];
    expect(sent.image, 'the picture’s right edge, against its bubble’s').toBe(sent.bubble);
    expect(sent.bubble, 'the picture’s bubble, against the text bubble above it').toBe(text.bubble);
    await alice.offline();
    await context.close();
  });
  it('the emoji tray offers only emoji this system draws: none is the empty box of a missing glyph', async () => {
    const { page, context } = await openPage('/', DESKTOP);
    const { alice, frame } = await chatWithAlice(page);
    await frame.getByRole('button', { name: 'Emoji' }).click();
    const glyphs = await frame.locator('.footer-menu__glyph').allTextContents();
    expect(glyphs.length).toBeGreaterThan(0);
    // Drawn as the tray draws them, each against the box of U+0378, a code point no font has.
    const boxes = await frame
      .locator('.footer-menu__glyph')
      .first()
      .evaluate((button, offered) => {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 32;
        const context = canvas.getContext('2d', { willReadFrequently: true })!;
        context.font = `24px ${getComputedStyle(button).fontFamily}`;
        context.textBaseline = 'top';
        const drawn = (text: string) => {
          context.clearRect(0, 0, 32, 32);
          context.fillText(text, 2, 2);
          return context.getImageData(0, 0, 32, 32).data.join();
        };
        const box = drawn('\u0378');
        return offered.filter((glyph) => drawn(glyph) == box);
      }, glyphs);
    expect(boxes, 'emoji offered that this system draws as an empty box').toEqual([]);
    await alice.offline();
    await context.close();
  });
});
