// What the built dist/ was made from: one hash over every file the build reads (sources,
// the build's configuration, the locked dependencies). The build records it in
// dist/source-hash; `npm start` rebuilds only when it differs (demo-host/start.mjs).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SOURCE_HASH_FILE = join(ROOT, 'dist', 'source-hash');

/** Folders and files the build reads; the bench imports test/bench and test's top-level helpers. */
const INPUTS = [
  'loader',
  'widget',
  'shared',
  'demo-host',
  'test/bench',
  'test/budgets.ts',
  'test/sizes.ts',
  'rollup.config.mjs',
  'tsconfig.base.json',
  'package-lock.json',
];

function filesUnder(path) {
  if (!existsSync(path)) return [];
  try {
    return readdirSync(path, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((entry) => filesUnder(join(path, entry.name)));
  } catch {
    return [path];
  }
}

export function sourceHash() {
  const hash = createHash('sha256');
  for (const input of INPUTS)
    for (const file of filesUnder(join(ROOT, input))) {
      hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  return hash.digest('hex');
}

export const builtHash = () => (existsSync(SOURCE_HASH_FILE) ? readFileSync(SOURCE_HASH_FILE, 'utf8').trim() : '');
