// What a cold first open really transfers (issue: every byte counted): a new browser profile
// loads the demo shop, then the bubble is clicked, and every request from the click until the
// composer is ready and the session has answered is counted with the bytes its body took on the wire (as the server sent
// it: precompressed brotli for files, brotli for API replies over 1 KB), the document, scripts,
// styles, texts and API replies alike. Medians of `runs` cold opens. Then the first screen's
// treemap: which packages and which of our folders the entry chunk's code comes from.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoPlugin } from '@demo/demoPlugin';
import { buildSite, SITE_PAGES } from '@demo/shopServer';
import { buildServer } from '@server/app';
import { chromium, type Request } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromiumFlags';
import { percentile } from './percentile';

export interface FirstOpen {
  /** Median over the runs of the bytes transferred from the click to the composer ready. */
  bytes: number;
  requests: number;
  /** Median, in the pages' own clocks: the click event on the bubble → the first frame that shows the composer ready. */
  clickToComposerMs: number;
  /** Median of the same as the driver sees it: its click command (with its checks) → its wait seeing the composer. */
  driverMs: number;
  /** The requests of the median run, biggest first. */
  byRequest: { url: string; bytes: number; encoding: string }[];
}

interface Counted {
  url: string;
  bytes: number;
  encoding: string;
}

async function bodyBytes(request: Request): Promise<Counted> {
  const response = await request.response();
  const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
  const url = new URL(request.url());
  return {
    url: url.pathname,
    bytes: sizes.responseBodySize,
    encoding: (await response?.headerValue('content-encoding')) ?? '',
  };
}

type Marked = Window & { __clickAt?: number; __readyAt?: number };

/**
 * Runs in every page and frame: the host page notes when the bubble's click event came, the
 * chat's frame the first animation frame with the composer ready, both on the wall clock
 * (timeOrigin), so the figure is the visitor's, not the driver's checks and polling.
 */
function markClickAndReady() {
  const marked = window as Marked;
  addEventListener(
    'click',
    (event) => {
      if ((event.target as Element | null)?.closest?.('#chat-online-launcher'))
        marked.__clickAt ??= performance.timeOrigin + event.timeStamp;
    },
    true,
  );
  if (!location.pathname.startsWith('/chat_online/')) return;
  const look = () => {
    if (document.querySelector('.composer__input:not([disabled])'))
      marked.__readyAt = performance.timeOrigin + performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

export async function firstOpenBench(runs = 5): Promise<FirstOpen | undefined> {
  if (!existsSync(CHROMIUM_PATH)) return undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'chat-online-first-open-'));
  const { app } = await buildServer({ dataDir, plugins: [demoPlugin()] });
  const widgetOrigin = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('127.0.0.1', 'localhost');
  const site = buildSite({ widgetOrigin, pagesDir: SITE_PAGES });
  // The shop on 127.0.0.1, the widget on localhost: cross-site, as every real deployment.
  const siteOrigin = await site.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const opens: { counted: Counted[]; ms: number; driverMs: number }[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(markClickAndReady);
      const page = await context.newPage();
      await page.goto(siteOrigin + '/');
      await page.locator('#chat-online-launcher').waitFor();
      await page.waitForLoadState('networkidle');
      const finished: Promise<Counted>[] = [];
      const count = (request: Request) => finished.push(bodyBytes(request));
      context.on('requestfinished', count);
      // The composer may be ready before the session answers: the first screen is complete
      // (history, welcome) with chatStart's reply, so that is counted too.
      const session = context.waitForEvent('requestfinished', (request) => request.url().endsWith('/chatStart'));
      const started = Date.now();
      await page.locator('#chat-online-launcher').click();
      await page.frameLocator('#chat-online-frame').locator('.composer__input:not([disabled])').waitFor();
      const driverMs = Date.now() - started;
      await session;
      context.off('requestfinished', count);
      const clickAt = await page.evaluate(() => (window as Marked).__clickAt ?? NaN);
      const frame = page.frames().find((each) => each.url().includes('/chat_online/'));
      const readyAt = (await frame?.evaluate(() => (window as Marked).__readyAt)) ?? NaN;
      opens.push({ counted: await Promise.all(finished), ms: Math.round(readyAt - clickAt), driverMs });
      await context.close();
    }
  } finally {
    await browser.close();
    await site.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const total = (open: { counted: Counted[] }) => open.counted.reduce((sum, each) => sum + each.bytes, 0);
  const sorted = [...opens].sort((a, b) => total(a) - total(b));
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return {
    bytes: total(median),
    requests: median.counted.length,
    clickToComposerMs: percentile(
      opens.map((open) => open.ms),
      50,
    ),
    driverMs: percentile(
      opens.map((open) => open.driverMs),
      50,
    ),
    byRequest: [...median.counted].sort((a, b) => b.bytes - a.bytes),
  };
}

/** The first screen's code by where it comes from: a package (node_modules/<name>) or our folder (widget/stores, shared/ui…). */
export function firstScreenTreemap(file = 'dist/widget-module-sizes.json'): { place: string; bytes: number }[] {
  if (!existsSync(file)) return [];
  const modules = JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
  const places = new Map<string, number>();
  for (const [id, bytes] of Object.entries(modules)) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1];
    const place = pkg ? `npm ${pkg}` : id.split('/').slice(0, 2).join('/');
    places.set(place, (places.get(place) ?? 0) + bytes);
  }
  return [...places].map(([place, bytes]) => ({ place, bytes })).sort((a, b) => b.bytes - a.bytes);
}

export function printFirstOpen(open: FirstOpen | undefined, treemap = firstScreenTreemap()) {
  if (!open) return console.log('Chromium not found: install it (apt-get install -y chromium)');
  console.log(
    `\nFirst open, cold (click to composer ready, every request counted, median of runs): ${open.bytes} B over ` +
      `${open.requests} requests (aim: 45 KB = 46,080 B and 6 requests), click to composer ${open.clickToComposerMs} ms ` +
      `(aim ≤ 250; the driver's command to its wait: ${open.driverMs} ms)`,
  );
  for (const { url, bytes, encoding } of open.byRequest)
    console.log(`  ${String(bytes).padStart(7)} B ${encoding.padEnd(3)} ${url}`);
  const all = treemap.reduce((sum, each) => sum + each.bytes, 0);
  console.log(`The first screen's code by origin (bytes rendered before minifying; top 15 of ${treemap.length})`);
  for (const { place, bytes } of treemap.slice(0, 15))
    console.log(`  ${String(bytes).padStart(7)} B ${String(Math.round((bytes / all) * 100)).padStart(3)} %  ${place}`);
}
