// `npm run bench`: numbers to watch, printed next to their budgets. Never a pass/fail.
import { relative } from 'node:path';
import { WIDGET_DIST } from '../../demo-host/server/projectPaths';
import { BUDGETS } from '../budgets';
import { measureSizes } from '../sizes';

const sizes = measureSizes(WIDGET_DIST);
const row = (name: string, bytes: number, budget: number) =>
  `${name.padEnd(26)} ${String(bytes).padStart(7)} B gzip   budget ${String(budget).padStart(6)} B   ${
    bytes <= budget ? 'ok' : 'OVER'
  } (${Math.round((bytes / budget) * 100)}%)`;

console.log('Sizes');
console.log(row('loader.js', sizes.loader, BUDGETS.loader));
console.log(row('loader-panel.js (on open)', sizes.loaderPanel, BUDGETS.loaderPanel));
console.log(row('widget first screen', sizes.widgetFirstScreen, BUDGETS.widgetFirstScreen));
for (const { file, gzip } of sizes.widgetFiles) {
  console.log(`  ${relative(WIDGET_DIST, file).padEnd(40)} ${String(gzip).padStart(7)} B`);
}
