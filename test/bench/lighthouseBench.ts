// Lighthouse (mobile: the default config, simulated throttling) on the widget's chat page, as a
// host page's iframe loads it. Reported by `npm run bench` beside the aims of docs/performance.md, never asserted:
// the scores move with the machine's load.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoPlugin } from '@demo/demoPlugin';
import { buildServer } from '@server/app';
import type { LaunchedChrome } from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromiumFlags';
import { percentile } from './percentile';

export const LIGHTHOUSE_PAGE = '/chat_online/index?channelId=demo';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];
/** The aims (docs/performance.md#how-fast-the-chat-opens), in Lighthouse's 0-100. */
export const LIGHTHOUSE_AIMS: Record<Category, number> = { performance: 95, accessibility: 100, 'best-practices': 100 };
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

export interface FailingAudit {
  category: Category;
  id: string;
  title: string;
  /** How many of the runs found it failing. */
  runs: number;
  /** 0 when the category's score does not count it. */
  weight: number;
}

export interface LighthouseResult {
  runs: number;
  /** Median of the runs, 0-100. */
  scores: Record<Category, number>;
  /** Median of the runs, in ms (CLS is unitless). */
  metrics: Record<keyof typeof METRICS, number>;
  /** Audits under 1 in accessibility and best practices, in any run. */
  failing: FailingAudit[];
  lighthouseVersion: string;
}

/**
 * `LIGHTHOUSE_REPORTS=<dir>` keeps each run's report there (lighthouse-<run>.json), to read
 * whole or open in the Lighthouse viewer.
 */
export async function lighthouseBench(runs = 3): Promise<LighthouseResult | undefined> {
  if (!existsSync(CHROMIUM_PATH)) return undefined;
  // Imported here, when it runs: the other parts of the bench do not load it.
  const [{ default: lighthouse }, { launch }] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const dataDir = mkdtempSync(join(tmpdir(), 'chat-online-lhbench-'));
  const profileDir = mkdtempSync(join(tmpdir(), 'chat-online-lhchrome-'));
  let app: Awaited<ReturnType<typeof buildServer>>['app'] | undefined;
  let chrome: LaunchedChrome | undefined;
  try {
    ({ app } = await buildServer({ dataDir, plugins: [demoPlugin()] }));
    // localhost, as the loader's iframe would: a secure context without https.
    const origin = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('127.0.0.1', 'localhost');
    chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_FLAGS,
      userDataDir: profileDir,
      logLevel: 'silent',
    });
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, [] as number[]])) as Record<Category, number[]>;
    const metrics = Object.fromEntries(Object.keys(METRICS).map((name) => [name, [] as number[]])) as Record<
      keyof typeof METRICS,
      number[]
    >;
    const failing = new Map<string, FailingAudit>();
    let lighthouseVersion = '';
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(origin + LIGHTHOUSE_PAGE, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      if (process.env.LIGHTHOUSE_REPORTS)
        writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, `lighthouse-${run + 1}.json`), JSON.stringify(lhr, null, 1));
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      lighthouseVersion = lhr.lighthouseVersion;
      for (const id of CATEGORIES) {
        const category = lhr.categories[id]!;
        scores[id].push(Math.round((category.score ?? 0) * 100));
        if (id == 'performance') continue;
        for (const ref of category.auditRefs) {
          const audit = lhr.audits[ref.id]!;
          if (audit.score === null || audit.score >= 1) continue;
          const seen = failing.get(ref.id);
          if (seen) seen.runs++;
          else failing.set(ref.id, { category: id, id: ref.id, title: audit.title, runs: 1, weight: ref.weight });
        }
      }
      for (const [name, id] of Object.entries(METRICS) as [keyof typeof METRICS, string][]) {
        metrics[name].push(lhr.audits[id]?.numericValue ?? NaN);
      }
    }
    const median = (values: number[]) => percentile(values, 50);
    return {
      runs,
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(scores[id])])) as Record<Category, number>,
      metrics: Object.fromEntries(
        Object.entries(metrics).map(([name, values]) => [
          name,
          name == 'CLS' ? Math.round(median(values) * 1000) / 1000 : Math.round(median(values)),
        ]),
      ) as Record<keyof typeof METRICS, number>,
      failing: [...failing.values()],
      lighthouseVersion,
    };
  } finally {
    chrome?.kill();
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profileDir, { recursive: true, force: true });
  }
}

export function printLighthouse(result: LighthouseResult | undefined) {
  if (!result) {
    console.log('Chromium not found: set CHROME_PATH or install it (apt-get install -y chromium)');
    return;
  }
  const name = { performance: 'performance', accessibility: 'accessibility', 'best-practices': 'best practices' };
  for (const id of CATEGORIES) {
    const score = result.scores[id];
    const aim = LIGHTHOUSE_AIMS[id];
    console.log(
      `${name[id].padEnd(26)} ${String(score).padStart(3)}   (aim: ${aim == 100 ? '100' : `>= ${aim}`}${score < aim ? ', BELOW' : ''})`,
    );
  }
  const { FCP, LCP, TBT, CLS, SI } = result.metrics;
  console.log(`metrics (median)           FCP ${FCP} ms   LCP ${LCP} ms   TBT ${TBT} ms   CLS ${CLS}   SI ${SI} ms`);
  for (const audit of result.failing) {
    console.log(
      `  failing: ${name[audit.category]}: ${audit.id} (${audit.title})${audit.runs < result.runs ? ` in ${audit.runs} of ${result.runs} runs` : ''}${audit.weight ? '' : ', not scored'}`,
    );
  }
}
