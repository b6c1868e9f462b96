// The robot's numbers: how well it answers the demo knowledge base per language, on the
// development sets (tuned on), those sets with typos, and the held-out test sets (never tuned
// on), and how fast it answers with a 2,000-document base per language that this bench builds.
import { DEMO_KNOWLEDGE_BASE, DEMO_TENANT_ID } from '@demo/demoKnowledgeBase';
import type { KnowledgeDoc } from '@server/robot/knowledgeDoc';
import { createRobot } from '@server/robot/robot';
import { CLASSIFIER_MAX_DOCS } from '@server/robot/search/docClassifier';
import { DEMO_TENANT_SYNONYMS, demoRobot } from '../node/robot/demoRobot';
import { scoreLine, scoreSet } from '../node/robot/evaluate';
import { DEV_SETS } from '../node/robot/sets/devSet';
import { TEST_SETS } from '../node/robot/sets/testSet';
import { BENCH_TYPO_SHARE, TYPO_LANGS, TYPO_MIN_LETTERS, withTypos } from '../node/robot/withTypos';
import { heapUsedMb } from './heapUsed';

/** The aim: robotAsk answers within this (95th percentile) with BENCH_DOCS documents per language. */
const ASK_P95_AIM_MS = 50;
const BENCH_DOCS = 2000;

export function printRobotQuality() {
  const robot = demoRobot();
  for (const [name, sets] of [
    ['development sets (tuned on), test/node/robot/sets/devSet.*.ts', DEV_SETS],
    ['held-out test sets (never tuned on), test/node/robot/sets/testSet.*.ts', TEST_SETS],
  ] as const) {
    console.log(`Robot, ${name}; the visitor's locale as the prior`);
    for (const [lang, set] of Object.entries(sets))
      console.log('  ' + scoreLine(lang, scoreSet(robot, DEMO_TENANT_ID, lang, set)));
  }
  console.log(
    `Robot, the development sets with a typo in ${BENCH_TYPO_SHARE * 100} % of the words of ` +
      `${TYPO_MIN_LETTERS} letters or more (test/node/robot/withTypos.ts, seeded)`,
  );
  for (const lang of TYPO_LANGS)
    console.log(
      '  ' + scoreLine(lang, scoreSet(robot, DEMO_TENANT_ID, lang, withTypos(DEV_SETS[lang]!, BENCH_TYPO_SHARE))),
    );
}

/**
 * BENCH_DOCS documents per language, made from the demo's: each demo document again under
 * other products and with other phrasings drawn from the language's own words, so the
 * vocabulary, the postings and the candidates grow as a real base's would.
 */
export function benchBase(): KnowledgeDoc[] {
  const docs: KnowledgeDoc[] = [];
  let docId = 1_000_000;
  const byLang = new Map<string, KnowledgeDoc[]>();
  for (const doc of DEMO_KNOWLEDGE_BASE) byLang.set(doc.lang, [...(byLang.get(doc.lang) ?? []), doc]);
  for (const demo of byLang.values()) {
    const words = [...new Set(demo.flatMap((doc) => [doc.question, ...doc.similar].join(' ').split(/\s+/)))];
    for (let i = 0; i < BENCH_DOCS; i++) {
      const base = demo[i % demo.length]!;
      const pick = (n: number) =>
        Array.from({ length: n }, (_, k) => words[(i * 7919 + k * 104_729) % words.length]).join(' ');
      docs.push({
        ...base,
        docId: docId++,
        question: i < demo.length ? base.question : `${base.question} ${pick(2)} #${i}`,
        similar: base.similar.map((phrasing, k) => (i < demo.length ? phrasing : `${phrasing} ${pick(1 + (k % 3))}`)),
        transfer: false,
      });
    }
  }
  return docs;
}

/** The longest the event loop waited for a turn while `work` ran, in ms. */
async function longestHold(work: () => Promise<void>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  let working = true;
  const turn = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (working) setImmediate(turn);
  };
  setImmediate(turn);
  await work();
  working = false;
  return longest;
}

export async function printRobotSpeed() {
  const docs = benchBase();
  const heapBefore = heapUsedMb();
  const started = performance.now();
  const robot = createRobot(docs, DEMO_TENANT_SYNONYMS);
  const langs = Object.keys(DEV_SETS);
  // As a server builds it before answering from it (liveRobot.ts): in steps, the event loop
  // turning in between (no classifier is trained for 2,000 documents a language).
  const held = await longestHold(async () => {
    await robot.warmUp();
    await robot.trainClassifiers();
  });
  const built = performance.now() - started;
  const kept = heapUsedMb() - heapBefore;
  const times: number[] = [];
  for (let round = 0; round < 3; round++)
    for (const [lang, set] of Object.entries(DEV_SETS))
      for (const { question } of set) {
        const start = performance.now();
        robot.ask(question, { tenantId: DEMO_TENANT_ID, visitorLocale: lang });
        times.push(performance.now() - start);
      }
  times.sort((a, b) => a - b);
  // The largest base a classifier is trained for (the 2,000-document one is searched alone).
  const largest = docs.filter((doc) => doc.lang == 'en').slice(0, CLASSIFIER_MAX_DOCS);
  const trainStart = performance.now();
  createRobot(largest, DEMO_TENANT_SYNONYMS).ask(DEV_SETS.en![0]!.question, { tenantId: DEMO_TENANT_ID, lang: 'en' });
  const trained = performance.now() - trainStart;
  const withClassifier: number[] = [];
  const small = createRobot(largest, DEMO_TENANT_SYNONYMS);
  for (const { question } of DEV_SETS.en!) small.ask(question, { tenantId: DEMO_TENANT_ID, lang: 'en' });
  for (const { question } of DEV_SETS.en!) {
    const start = performance.now();
    small.ask(question, { tenantId: DEMO_TENANT_ID, lang: 'en' });
    withClassifier.push(performance.now() - start);
  }
  withClassifier.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!.toFixed(2);
  console.log(
    `Robot speed, ${BENCH_DOCS} documents per language × ${langs.length} languages (${docs.length}): indexes built in ${Math.round(built)} ms (the event loop held ${Math.round(held)} ms at most), ${Math.round(kept)} MB kept; ` +
      `ask p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (aim ≤ ${ASK_P95_AIM_MS}), max ${times.at(-1)!.toFixed(1)} ms over ${times.length} questions`,
  );
  console.log(
    `Robot with its classifier, ${largest.length} English documents (the most one is trained for): index and classifier built in ${Math.round(trained)} ms; ` +
      `ask p95 ${withClassifier[Math.floor(0.95 * withClassifier.length)]!.toFixed(2)} ms`,
  );
}
