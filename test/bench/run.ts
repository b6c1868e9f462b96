// `npm run bench`: numbers to watch, printed next to their budgets or aims. Never a pass/fail.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { WIDGET_DIST } from '@server/projectPaths';
import { BUDGETS } from '../budgets';
import { measureSizes, type OnTheWire } from '../sizes';
import { printOddsFit } from './answerOddsFit';
import { oversizedStrangers, printOversized } from './edgeBench';
import { firstOpenBench, printFirstOpen } from './firstOpenBench';
import { forkServer } from './forkedServer';
import { LIGHTHOUSE_PAGE, lighthouseBench, printLighthouse } from './lighthouseBench';
import { outboxBench, printOutbox } from './outboxBench';
import { postgresDelivery, postgresSoak, postgresSummaries } from './postgresBench';
import { printRobotQuality, printRobotSpeed } from './robotBench';
import { calibrateRobot } from './robotCalibration';
import { longPollDelivery, plainPolls, printDelivery } from './serverBench';
import { printSummaries, summariesBench } from './summariesBench';
import { printWidget, widgetBench } from './widgetBench';

// `node dist/bench/run.js oversized` runs that part alone.
if (process.argv[2] == 'oversized') {
  printOversized(await oversizedStrangers());
  process.exit(0);
}

// `node dist/bench/run.js widget` runs the widget's numbers in Chromium alone.
if (process.argv[2] == 'widget') {
  printWidget(await widgetBench());
  process.exit(0);
}

// `node dist/bench/run.js delivery [visitors] [messages per second] [seconds]` runs long-poll delivery alone.
if (process.argv[2] == 'delivery') {
  const [visitors = 10_000, perSecond = 500, seconds = 10] = process.argv.slice(3).map(Number);
  const server = await forkServer();
  printDelivery(await longPollDelivery(server, visitors, perSecond, { seconds }));
  await server.close();
  process.exit(0);
}

// `node dist/bench/run.js delivery-pg [visitors] [messages per second]`: the same on PostgreSQL,
// one instance and then two (the visitors' polls half on each, the agent's sends through the
// first), on a throwaway cluster the bench starts and stops; skipped without PostgreSQL.
if (process.argv[2] == 'delivery-pg') {
  const [visitors = 1_000, perSecond = 200] = process.argv.slice(3).map(Number);
  await postgresDelivery(visitors, perSecond);
  process.exit(0);
}

// `node dist/bench/run.js soak-pg [visitors] [seconds] [messages per second]`: visitors on two
// instances of one PostgreSQL, two agents sending, every message checked delivered exactly once.
if (process.argv[2] == 'soak-pg') {
  const [visitors = 2_000, seconds = 60, perSecond = 100] = process.argv.slice(3).map(Number);
  await postgresSoak(visitors, seconds, perSecond);
  process.exit(0);
}

// `node dist/bench/run.js summaries [conversations] [seconds]`: the agent's `sessions` with that many conversations, alone.
if (process.argv[2] == 'summaries') {
  const [conversations = 200, seconds = 10] = process.argv.slice(3).map(Number);
  const server = await forkServer();
  printSummaries(await summariesBench(server.url, conversations, seconds));
  await server.close();
  process.exit(0);
}

// `node dist/bench/run.js summaries-pg [conversations] [seconds]`: the same on PostgreSQL (skipped without it).
if (process.argv[2] == 'summaries-pg') {
  const [conversations = 200, seconds = 10] = process.argv.slice(3).map(Number);
  await postgresSummaries(conversations, seconds);
  process.exit(0);
}

// `node dist/bench/run.js robot`: the robot's answers per language and its speed, alone.
if (process.argv[2] == 'robot') {
  printRobotQuality();
  await printRobotSpeed();
  process.exit(0);
}

// `node dist/bench/run.js robot-calibrate`: the decision's thresholds searched on the development
// sets, and the weighed rule's model fitted.
if (process.argv[2] == 'robot-calibrate') {
  calibrateRobot();
  printOddsFit();
  process.exit(0);
}

// `node dist/bench/run.js outbox [events]`: a burst of webhook events and of mails through the outbox, alone.
if (process.argv[2] == 'outbox') {
  printOutbox(await outboxBench(Number(process.argv[3] ?? 1_000)));
  process.exit(0);
}

// `node dist/bench/run.js first-open [runs]`: a cold first open's bytes by request, and the first screen's treemap.
if (process.argv[2] == 'first-open') {
  printFirstOpen(await firstOpenBench(Number(process.argv[3] ?? 5)));
  process.exit(0);
}

// `node dist/bench/run.js lighthouse [runs]` runs Lighthouse alone (3 runs unless told).
if (process.argv[2] == 'lighthouse') {
  printLighthouse(await lighthouseBench(Number(process.argv[3] ?? 3)));
  process.exit(0);
}

printRobotQuality();
await printRobotSpeed();

const sizes = measureSizes(WIDGET_DIST);
const row = (name: string, bytes: OnTheWire, budget: OnTheWire) =>
  `${name.padEnd(26)} ${(['br', 'gzip'] as const)
    .map(
      (encoding) =>
        `${String(bytes[encoding]).padStart(7)} B ${encoding.padEnd(4)} (budget ${budget[encoding]}, ${Math.round((bytes[encoding] / budget[encoding]) * 100)}%${bytes[encoding] > budget[encoding] ? ' OVER' : ''})`,
    )
    .join('   ')}`;

console.log('\nSizes on the wire (what the server sends: precompressed brotli and gzip)');
console.log(row('loader.js', sizes.loader, BUDGETS.loader));
console.log(row('loader-panel.js (on open)', sizes.loaderPanel, BUDGETS.loaderPanel));
console.log(row('widget first screen', sizes.widgetFirstScreen, BUDGETS.widgetFirstScreen));
for (const { file, br, gzip } of sizes.widgetFiles) {
  console.log(
    `  ${relative(WIDGET_DIST, file).padEnd(40)} ${String(br).padStart(7)} B br ${String(gzip).padStart(7)} B gzip`,
  );
}

const worker = new Worker(fileURLToPath(new URL('./benchServer.js', import.meta.url)));
const { url } = await new Promise<{ url: string }>((resolve) => worker.once('message', resolve));

console.log(
  '\nServer (loopback; the server runs in its own thread, or process for delivery; SQLite unless it says PostgreSQL)',
);
const polls = await plainPolls(url);
console.log(
  `plain polls                ${Math.round(polls.perSecond)} /s   p99 ${polls.p99Ms} ms   errors ${polls.errors}   (aim: 5,000 /s)`,
);
printSummaries(await summariesBench(url));
worker.postMessage('close');
// Each delivery run on a fresh server in a process of its own (10,000 sockets a side).
for (const [visitors, perSecond] of [
  [1_000, 200],
  [10_000, 500],
]) {
  const server = await forkServer();
  printDelivery(await longPollDelivery(server, visitors!, perSecond!));
  await server.close();
}
// The same on PostgreSQL, one instance and two; then the soak (about two minutes).
await postgresDelivery(1_000, 200);
await postgresSummaries(200);
await postgresSoak(2_000, 60, 100);
printOversized(await oversizedStrangers());
printOutbox(await outboxBench());

console.log('\nWidget (Chromium)');
printFirstOpen(await firstOpenBench());
printWidget(await widgetBench());

console.log(`\nLighthouse (mobile, median of 3, ${LIGHTHOUSE_PAGE})`);
printLighthouse(await lighthouseBench());
