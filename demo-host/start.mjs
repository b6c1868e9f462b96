// `npm start`: builds only when a source changed since the last build (dist/source-hash),
// then runs the reference server and the demo shop (on PostgreSQL with --postgres). A restart of a built tree starts at once.
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
// `npm run start:pg` (--postgres): on PostgreSQL (demo-host/server/startPg.ts).
await import(process.argv.includes('--postgres') ? '../dist/server/startPg.js' : '../dist/server/start.js');
