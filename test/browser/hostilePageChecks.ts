// The checks every hostile page must pass, written once: the bubble is on top and clickable,
// the panel opens on top and inside the viewport, the chat works, the close button closes it,
// the page's own layout never moves, and the page sees no error, no CSP violation and no
// global but `ChatOnline`. Also what serves the pages: each with a probe script first in
// `<head>` (the page's own, through /asset, so it runs under a CSP without inline scripts)
// and a bare copy without the snippet to measure the page's layout on.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, BrowserContextOptions, Frame, Locator, Page } from 'playwright-core';
import { compile } from 'tailwindcss';
import { expect } from 'vitest';
import { DESKTOP } from './demo';
import type { HostPages } from './hostPages';
import { screenshot as savePicture } from './screenshot';

export const LAUNCHER = '#chat-online-launcher';
export const FRAME = '#chat-online-frame';
export const QUESTION = 'How long does shipping take?';
/** In the robot's answer to QUESTION, from the demo knowledge base. */
const ANSWER = 'business days';
const BUBBLE_PX = 56;
const ICON_PX = 28;
/** The panel's first load fetches loader-panel.js and the whole widget: more than expect.poll's second. */
const SLOW = { timeout: 10_000 };

/** What the probe keeps on the page's window for the test. */
interface Probe {
  keysBefore: string[];
  violations: string[];
  [note: string]: unknown;
}
export type ProbeWindow = Window & { __hostile: Probe; ChatOnline?: (command: string, ...args: unknown[]) => void };

// Runs before anything else on the page: the window's keys before the snippet, and every CSP
// violation the host reports (the event fires on the document, never inside our frame).
const PROBE_SCRIPT = `(() => {
  const probe = { keysBefore: Object.keys(window), violations: [] };
  document.addEventListener('securitypolicyviolation', (event) => {
    probe.violations.push(event.effectiveDirective + ' blocked ' + (event.blockedURI || '(inline)') + ' at ' + event.sourceFile + ':' + event.lineNumber);
  });
  window.__hostile = probe;
})();`;

export interface PageSpec {
  title: string;
  /** In `<head>`, after the probe (and after the snippet when it goes in the head). */
  head?: string;
  /** The body's markup; a function gets `bare`, for a page whose links lead to other bare copies. */
  body: string | ((bare: boolean) => string);
  /** Attributes of `<html>` and `<body>`. */
  htmlAttributes?: string;
  bodyAttributes?: string;
  /** The script tag as the site pasted it. */
  snippet: string;
  /** First in `<head>` (right after the probe), or last in `<body>`. */
  snippetIn?: 'head' | 'body';
  csp?: string;
}

export interface ServedPage {
  url: string;
  /** The same page without the snippet: its layout is the one to keep. */
  bareUrl: string;
}

export type HostileSite = ReturnType<typeof hostileSite>;

export function hostileSite(pages: HostPages, widgetOrigin: string) {
  const probe = pages.asset('hostile-probe.js', PROBE_SCRIPT);
  const render = (spec: PageSpec, withSnippet: boolean) => {
    const snippet = withSnippet ? spec.snippet : '';
    const inHead = spec.snippetIn == 'head';
    return `<!doctype html>
<html lang="en"${spec.htmlAttributes ? ' ' + spec.htmlAttributes : ''}>
<head>
<script src="${probe}"></script>
${inHead ? snippet : ''}
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${spec.title}</title>
${spec.head ?? ''}
</head>
<body${spec.bodyAttributes ? ' ' + spec.bodyAttributes : ''}>
${typeof spec.body == 'string' ? spec.body : spec.body(!withSnippet)}
${inHead ? '' : snippet}
</body>
</html>`;
  };
  return {
    widgetOrigin,
    pages,
    loaderSrc: `${widgetOrigin}/chat_online/loader.js`,
    /** Serves the page at `name` and its bare copy at `name-bare`. */
    serve(name: string, spec: PageSpec): ServedPage {
      const page = (withSnippet: boolean) => ({
        html: render(spec, withSnippet),
        ...(spec.csp ? { csp: spec.csp } : {}),
      });
      return { url: pages.page(name, page(true)), bareUrl: pages.page(name + '-bare', page(false)) };
    },
  };
}

/**
 * Tailwind v4 as a site ships it: its compiler run over `@import "tailwindcss"` (the preflight
 * reset, the theme, the utilities the page uses). preflight.css as published still holds
 * `--theme()` calls only the compiler resolves.
 */
export async function tailwindCss(candidates: string[]): Promise<string> {
  const require = createRequire(import.meta.url);
  const compiler = await compile('@import "tailwindcss";', {
    base: process.cwd(),
    loadStylesheet: async (id: string, base: string) => {
      const path = require.resolve(id == 'tailwindcss' ? 'tailwindcss/index.css' : id, { paths: [base] });
      return { path, base, content: await readFile(path, 'utf8') };
    },
  });
  return compiler.build(candidates);
}

/** Paragraphs of a page's body, `count` of them. */
export const filler = (count: number, probe = '') =>
  Array.from(
    { length: count },
    (_, index) =>
      `<p${probe && index % 10 == 0 ? ` data-probe="${probe}-${index}"` : ''}>Our packs are tested on the trails around the shop before ` +
      'they reach the shelves. Every seam is taped, every buckle is replaceable, and every order ships from our own warehouse.</p>',
  ).join('\n');

export interface HostTab {
  page: Page;
  context: BrowserContext;
  /** Uncaught errors and console errors, from the page and its frames. */
  problems: string[];
}

/** A fresh context (its own storage) on `url`, once the bubble is there. */
export async function openTab(
  browser: Browser,
  url: string,
  options: BrowserContextOptions = DESKTOP,
  beforeGoto?: (page: Page) => Promise<void>,
): Promise<HostTab> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await beforeGoto?.(page);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push('pageerror: ' + error.message));
  page.on('console', (message) => {
    if (message.type() == 'error') problems.push(`console (${message.location().url}): ${message.text()}`);
  });
  await page.goto(url);
  await page.locator(LAUNCHER).waitFor({ state: 'attached' });
  return { page, context, problems };
}

// ---- the page's layout ----

export interface Layout {
  scrollWidth: number;
  scrollHeight: number;
  /** Each `[data-probe]` element's box in document coordinates. */
  elements: Record<string, string>;
}

export const measureLayout = (page: Page): Promise<Layout> =>
  page.evaluate(() => {
    const elements: Record<string, string> = {};
    for (const element of document.querySelectorAll<HTMLElement>('[data-probe]')) {
      const { x, y, width, height } = element.getBoundingClientRect();
      elements[element.dataset.probe!] = [x + scrollX, y + scrollY, width, height]
        .map((n) => Math.round(n * 100) / 100)
        .join(' ');
    }
    const root = document.documentElement;
    return { scrollWidth: root.scrollWidth, scrollHeight: root.scrollHeight, elements };
  });

/** The layout of the page without the snippet, after `prepare` (the page's own changes). */
export async function bareLayout(
  context: BrowserContext,
  bareUrl: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<Layout> {
  const page = await context.newPage();
  await page.goto(bareUrl);
  await prepare?.(page);
  const layout = await measureLayout(page);
  await page.close();
  return layout;
}

export async function expectLayoutKept(page: Page, baseline: Layout, moment: string) {
  expect.soft(await measureLayout(page), `the page's layout ${moment}`).toEqual(baseline);
}

// ---- where things are, and what is on top ----

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Point {
  x: number;
  y: number;
}

const centre = ({ x, y, width, height }: Box): Point => ({ x: x + width / 2, y: y + height / 2 });

/** The visible viewport, in the page's CSS pixels (no scrollbar; the same at any CSS zoom). */
const viewport = (page: Page) =>
  page.evaluate(() => ({ width: visualViewport!.width, height: visualViewport!.height }));

/** Which edges of `box` leave the viewport, with the numbers. */
function outside(box: Box, view: { width: number; height: number }): string[] {
  const edges: string[] = [];
  if (box.x < 0) edges.push(`left ${box.x}`);
  if (box.y < 0) edges.push(`top ${box.y}`);
  if (box.x + box.width > view.width + 0.5) edges.push(`right ${box.x + box.width} > ${view.width}`);
  if (box.y + box.height > view.height + 0.5) edges.push(`bottom ${box.y + box.height} > ${view.height}`);
  return edges;
}

/** The element `elementFromPoint` finds at `point`, named; anything inside our elements is named after them. */
export const hitAt = (page: Page, point: Point) =>
  page.evaluate(({ x, y }) => {
    const hit = document.elementFromPoint(x, y);
    if (!hit) return 'nothing';
    const ours = hit.closest('#chat-online-launcher, #chat-online-frame');
    if (ours) return '#' + ours.id;
    const classes =
      typeof hit.className == 'string' && hit.className.trim() ? '.' + hit.className.trim().split(/\s+/).join('.') : '';
    return hit.tagName.toLowerCase() + (hit.id ? '#' + hit.id : '') + classes;
  }, point);

export async function bubbleBox(page: Page): Promise<Box> {
  const box = await page.locator(LAUNCHER).boundingBox();
  if (!box) throw new Error('the bubble has no box (not displayed)');
  return box;
}

/** Exactly one bubble, at most one widget frame, whatever the page did. */
export async function expectOneWidget(page: Page, widgetOrigin: string) {
  const counts = await page.evaluate(
    (origin) => ({
      bubbles: document.querySelectorAll('#chat-online-launcher').length,
      frames: [...document.querySelectorAll('iframe')].filter((frame) => frame.src.startsWith(origin)).length,
    }),
    widgetOrigin,
  );
  expect.soft(counts.bubbles, 'bubbles on the page').toBe(1);
  expect.soft(counts.frames, 'widget frames on the page').toBeLessThanOrEqual(1);
}

/** The bubble: 56×56 (times the page's zoom), inside the viewport, and the element at its own centre. */
export async function expectBubbleOnTop(page: Page, widgetOrigin: string) {
  await expectOneWidget(page, widgetOrigin);
  const box = await bubbleBox(page);
  expect.soft(await hitAt(page, centre(box)), "the element at the bubble's centre").toBe(LAUNCHER);
  expect.soft(outside(box, await viewport(page)), 'edges of the bubble outside the viewport').toEqual([]);
  // The bubble scales with a CSS zoom on the page, as the page asked (docs/embedding.md#pages-that-fight-the-widget).
  const side = BUBBLE_PX * (await page.evaluate(() => Number(getComputedStyle(document.documentElement).zoom) || 1));
  expect.soft({ width: box.width, height: box.height }, "the bubble's size").toEqual({ width: side, height: side });
}

/** Its icon: 28×28, its centre within 1 px of the bubble's. */
export async function expectIconCentred(page: Page) {
  const icon = await page.locator(LAUNCHER + ' svg').boundingBox();
  const bubble = await bubbleBox(page);
  expect
    .soft(icon && { width: icon.width, height: icon.height }, "the icon's size")
    .toEqual({ width: ICON_PX, height: ICON_PX });
  if (!icon) return;
  const [a, b] = [centre(icon), centre(bubble)];
  const off = { dx: Math.abs(a.x - b.x), dy: Math.abs(a.y - b.y) };
  expect
    .soft(Math.max(off.dx, off.dy), `the icon's centre off the bubble's by ${JSON.stringify(off)}`)
    .toBeLessThanOrEqual(1);
}

/** Whatever the page's CSS says, the bubble is drawn as the loader styled it. */
export async function expectBubbleStyleKept(page: Page) {
  const style = await page.evaluate(() => {
    const bubble = document.getElementById('chat-online-launcher')!;
    const path = bubble.querySelector('path')!;
    const own = getComputedStyle(bubble);
    return {
      position: own.position,
      display: own.display,
      opacity: own.opacity,
      transform: own.transform,
      visibility: own.visibility,
      margin: own.margin,
      iconFill: getComputedStyle(path).fill,
      iconStroke: getComputedStyle(path).stroke,
      iconTransform: getComputedStyle(path).transform,
    };
  });
  expect.soft(style, "the bubble's computed style").toEqual({
    position: 'fixed',
    display: 'block',
    opacity: '1',
    transform: 'none',
    visibility: 'visible',
    margin: '0px',
    iconFill: 'rgb(255, 255, 255)',
    iconStroke: 'none',
    iconTransform: 'none',
  });
}

// ---- the panel ----

export const panelShown = (page: Page) =>
  page.evaluate(() => {
    const frame = document.getElementById('chat-online-frame');
    return !!frame && getComputedStyle(frame).display != 'none' && frame.getBoundingClientRect().width > 0;
  });

export async function widgetFrame(page: Page): Promise<Frame> {
  const frame = await (await page.locator(FRAME).elementHandle())?.contentFrame();
  if (!frame) throw new Error('no widget frame');
  return frame;
}

const closeButton = (frame: Frame) => frame.getByRole('button', { name: 'Close chat' });

async function boxOf(locator: Locator, what: string): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(what + ' has no box');
  return box;
}

/**
 * Where an element of the widget's frame is on the host's viewport. Playwright's boundingBox
 * adds the frame's own coordinates to the frame's place unscaled, which is wrong when the page
 * has a CSS zoom (the frame's content is drawn zoomed too): scale by the frame's drawn width
 * over its own viewport's. The frame has no border or padding (`all:initial`).
 */
async function boxInHost(page: Page, locator: Locator, what: string): Promise<Box> {
  const inner = await locator.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height, viewportWidth: innerWidth };
  });
  if (!inner.width) throw new Error(what + ' has no box');
  const outer = await boxOf(page.locator(FRAME), 'the panel');
  const scale = outer.width / inner.viewportWidth;
  return {
    x: outer.x + inner.x * scale,
    y: outer.y + inner.y * scale,
    width: inner.width * scale,
    height: inner.height * scale,
  };
}

/** The panel lies inside the viewport, and the host finds it at its centre, its header and its close button. */
export async function expectPanelOnTop(page: Page, frame: Frame) {
  const panel = await boxOf(page.locator(FRAME), 'the panel');
  expect.soft(outside(panel, await viewport(page)), 'edges of the panel outside the viewport').toEqual([]);
  const close = await boxInHost(page, closeButton(frame), 'the close button');
  expect.soft(outside(close, await viewport(page)), 'edges of the close button outside the viewport').toEqual([]);
  const points: Record<string, Point> = {
    centre: centre(panel),
    header: centre(await boxInHost(page, frame.locator('.chat-header'), "the panel's header")),
    'close button': centre(close),
  };
  for (const [name, point] of Object.entries(points))
    expect
      .soft(
        await hitAt(page, point),
        `the element at the panel's ${name} (${Math.round(point.x)}, ${Math.round(point.y)})`,
      )
      .toBe(FRAME);
}

/** A real click at the bubble's centre; the panel's frame once its composer is there. */
export async function openByMouse(page: Page): Promise<Frame> {
  const { x, y } = centre(await bubbleBox(page));
  await page.mouse.click(x, y);
  await expect
    .poll(() => panelShown(page), { ...SLOW, message: 'the panel shows after a click on the bubble' })
    .toBe(true);
  const frame = await widgetFrame(page);
  await frame.locator('.composer__input').waitFor(SLOW);
  await expectPanelOnTop(page, frame);
  return frame;
}

/** A click in the composer, the question typed key by key, Enter: the robot answers. */
export async function askRobot(page: Page, frame: Frame) {
  const input = frame.locator('.composer__input');
  const focused = () => frame.evaluate(() => !!document.activeElement?.classList.contains('composer__input'));
  // A click at the composer's centre where it is now: on a busy machine the panel can still be
  // settling at the first click, which then lands where the composer no longer is.
  await expect
    .poll(
      async () => {
        if (await focused()) return true;
        const { x, y } = centre(await boxInHost(page, input, 'the composer'));
        await page.mouse.click(x, y);
        return focused();
      },
      { message: 'a click in the composer focuses it', timeout: 10_000 },
    )
    .toBe(true);
  const answers = frame.locator('.message-list [data-sender="robot"]', { hasText: ANSWER });
  const before = await answers.count();
  await page.keyboard.type(QUESTION);
  await page.keyboard.press('Enter');
  await expect.poll(() => answers.count(), { ...SLOW, message: "the robot's answer" }).toBeGreaterThan(before);
}

/** The visitor's earlier question is still in the conversation. */
export async function expectConversationKept(frame: Frame) {
  const asked = frame.locator('.message-list [data-sender="visitor"]', { hasText: QUESTION });
  await expect
    .poll(() => asked.count(), { ...SLOW, message: "the visitor's earlier question in the panel" })
    .toBeGreaterThan(0);
}

/** A real click on the widget's close button, which the host finds on top: the panel hides. */
export async function closeByButton(page: Page, frame: Frame) {
  const point = centre(await boxInHost(page, closeButton(frame), 'the close button'));
  expect.soft(await hitAt(page, point), 'the element at the close button').toBe(FRAME);
  await page.mouse.click(point.x, point.y);
  await expect.poll(() => panelShown(page), { message: 'the panel hides after its close button' }).toBe(false);
  expect.soft(await page.locator(LAUNCHER).getAttribute('aria-expanded')).toBe('false');
}

// ---- what the page sees ----

/** No uncaught error, no console error, no CSP violation the host's own listener saw. */
export async function expectNoProblems(tab: HostTab) {
  expect.soft(tab.problems, 'page errors and console errors').toEqual([]);
  const violations = await tab.page.evaluate(() => (window as unknown as ProbeWindow).__hostile.violations);
  expect.soft(violations, 'CSP violations on the host').toEqual([]);
}

/**
 * Since the probe ran, the only new global is `ChatOnline` (and `pageGlobals`, the page's own
 * code's). Index keys ("0") are the window's child frames, which `Object.keys(window)` lists:
 * our iframe is a frame, not a global anything assigned.
 */
export async function expectOnlyChatOnlineGlobal(page: Page, pageGlobals: string[] = []) {
  const added = await page.evaluate(() => {
    const { keysBefore } = (window as unknown as ProbeWindow).__hostile;
    return Object.keys(window).filter((key) => !keysBefore.includes(key) && key != '__hostile' && !/^\d+$/.test(key));
  });
  expect
    .soft(
      added.filter((key) => !pageGlobals.includes(key)),
      'new globals on window',
    )
    .toEqual(['ChatOnline']);
}

/** For a person to look at, when asked (test/browser/screenshot.ts): `hostile-<kind>.png`. */
export const screenshot = (page: Page, kind: string) => savePicture(page, 'hostile-' + kind);

export interface WidgetRun {
  /** The screenshot's name. */
  kind: string;
  widgetOrigin: string;
  /** The page's layout without the snippet. */
  baseline: Layout;
  pageGlobals?: string[];
  /** Checks on the open panel before the question. */
  onOpen?: (frame: Frame) => Promise<void>;
}

/**
 * Everything a visitor does on the page, each step checked: the bubble, a click, a question,
 * the close button; the layout after each; then what the page saw.
 */
export async function expectWidgetWorks(
  tab: HostTab,
  { kind, widgetOrigin, baseline, pageGlobals, onOpen }: WidgetRun,
): Promise<void> {
  const { page } = tab;
  await expectBubbleOnTop(page, widgetOrigin);
  await expectLayoutKept(page, baseline, 'with the bubble drawn');
  const frame = await openByMouse(page);
  await onOpen?.(frame);
  await askRobot(page, frame);
  await expectLayoutKept(page, baseline, 'with the panel open');
  await screenshot(page, kind);
  await closeByButton(page, frame);
  await expectLayoutKept(page, baseline, 'after the panel opened and closed');
  await expectNoProblems(tab);
  await expectOnlyChatOnlineGlobal(page, pageGlobals);
}

export interface SwapRun extends WidgetRun {
  /** What the page does to its document while the visitor's panel is open. */
  swap(page: Page): Promise<void>;
  /** The page's layout without the snippet, after the same change. */
  baselineAfter: Layout;
}

/**
 * The visitor opens the panel and asks; the page swaps its content under it; then the widget
 * is still one bubble and at most one frame, holding the same conversation, and works.
 */
export async function expectWidgetSurvives(tab: HostTab, run: SwapRun): Promise<void> {
  const { page } = tab;
  await expectBubbleOnTop(page, run.widgetOrigin);
  await expectLayoutKept(page, run.baseline, 'with the bubble drawn');
  await askRobot(page, await openByMouse(page));
  await run.swap(page);
  await screenshot(page, run.kind + '-after-swap');
  await expectOneWidget(page, run.widgetOrigin);
  const stillOpen = await panelShown(page);
  expect.soft(stillOpen, 'the panel the visitor had open is still open after the swap').toBe(true);
  if (stillOpen) {
    const frame = await widgetFrame(page);
    await expectConversationKept(frame);
    await expectPanelOnTop(page, frame);
    await closeByButton(page, frame);
  }
  await expectWidgetWorks(tab, { ...run, baseline: run.baselineAfter, onOpen: expectConversationKept });
}
