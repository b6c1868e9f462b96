// Real instances of the server, each a process of its own started as an operator starts one
// (`node dist/server/start.js` with DATABASE_URL and FILES_DIR), so a test can SIGKILL one.
// The built server is needed: `npm test` builds first; alone, run `npm run build` once.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { httpClient, type TestServer } from '../server/harness';

const START = fileURLToPath(new URL('../../../dist/server/start.js', import.meta.url));

export interface Instance extends Pick<TestServer, 'post' | 'raw'> {
  url: string;
  /** Kills the process at once (SIGKILL): no close, no flush, as a crash or an OOM kill would. */
  kill(): Promise<void>;
  close(): Promise<void>;
}

export interface InstancePlaces {
  databaseUrl: string;
  filesDir: string;
  dataDir: string;
}

export async function startInstance({ databaseUrl, filesDir, dataDir }: InstancePlaces): Promise<Instance> {
  if (!existsSync(START)) throw new Error(`${START} is missing: run npm run build first`);
  const child: ChildProcess = spawn(process.execPath, [START], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      FILES_DIR: filesDir,
      DATA_DIR: dataDir,
      PORT: '0',
      SITE_PORT: '0',
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    let errors = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const found = /agent console: (http:\/\/[^/\s]+)\/console\//.exec(out);
      if (found) resolve(found[1]!.replace('localhost', '127.0.0.1'));
    });
    child.stderr!.on('data', (chunk) => (errors += chunk));
    child.once('exit', (code) => reject(new Error(`the instance exited (${code}) before it listened: ${errors}`)));
  });
  const { raw, post } = httpClient(() => url);
  return {
    url,
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
