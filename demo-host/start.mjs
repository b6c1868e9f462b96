// `npm start` and `npm run serve`: builds only when a source changed since the last build
// (dist/source-hash), then runs the demo (the product, its demo data and the demo shop; on
// PostgreSQL with --postgres) or, with --product, the product alone. A restart of a built tree starts at once.
import { spawnSync } from 'node:child_process';
import { builtHash, ROOT, sourceHash } from './sourceHash.mjs';

if (builtHash() != sourceHash() || process.argv.includes('--build')) {
  console.log('chat-online: building (sources changed since the last build)…');
  const build = spawnSync(process.execPath, [`${ROOT}node_modules/rollup/dist/bin/rollup`, '-c', '--silent'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status != 0) process.exit(build.status ?? 1);
}
// `npm run start:pg` (--postgres): the demo on PostgreSQL (demo-host/demo/startPg.ts).
const entry = process.argv.includes('--product') ? 'main' : process.argv.includes('--postgres') ? 'demoPg' : 'demo';
await import(`../dist/server/${entry}.js`);
