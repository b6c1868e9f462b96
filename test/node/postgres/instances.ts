// Real instances of the server, each a process of its own started as an operator starts one
// (`node dist/server/demo.js`, or the product alone `dist/server/main.js`, with DATABASE_URL and
// FILES_DIR), so a test can SIGKILL one or read what it printed.
// The built server is needed: `npm test` builds first; alone, run `npm run build` once.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { httpClient, type TestServer } from '../server/harness';

const entryFile = (entry: string) => fileURLToPath(new URL(`../../../dist/server/${entry}.js`, import.meta.url));

export interface Instance extends Pick<TestServer, 'post' | 'raw'> {
  url: string;
  /** What it printed so far (stdout). */
  output(): string;
  /** Kills the process at once (SIGKILL): no close, no flush, as a crash or an OOM kill would. */
  kill(): Promise<void>;
  close(): Promise<void>;
}

export interface InstancePlaces {
  /** SQLite in dataDir without it. */
  databaseUrl?: string;
  filesDir: string;
  dataDir: string;
}

/** `entry`: demo (npm start) or main (the product alone); `env`: more of its environment. */
export async function startInstance(
  { databaseUrl, filesDir, dataDir }: InstancePlaces,
  { entry = 'demo', env = {} }: { entry?: 'demo' | 'main'; env?: Record<string, string> } = {},
): Promise<Instance> {
  const start = entryFile(entry);
  if (!existsSync(start)) throw new Error(`${start} is missing: run npm run build first`);
  const child: ChildProcess = spawn(process.execPath, [start], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl ?? '',
      FILES_DIR: filesDir,
      DATA_DIR: dataDir,
      PORT: '0',
      SITE_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    let errors = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const found = /console:\s+(http:\/\/[^/\s]+)\/console\//.exec(out);
      if (found) resolve(found[1]!.replace('localhost', '127.0.0.1'));
    });
    child.stderr!.on('data', (chunk) => (errors += chunk));
    child.once('exit', (code) => reject(new Error(`the instance exited (${code}) before it listened: ${errors}`)));
  });
  const { raw, post } = httpClient(() => url);
  return {
    url,
    output: () => out,
    post,
    raw,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
