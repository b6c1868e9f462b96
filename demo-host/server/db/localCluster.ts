// A PostgreSQL cluster of this machine's own, from Debian's `postgresql` package: for
// `npm run start:pg` (kept in DATA_DIR/postgres, so the demo's data survives a restart) and
// for the tests (a throwaway one in a temporary directory). initdb and the server refuse to
// run as root, so as root they run as the `postgres` user (or `nobody`), which owns the
// directory. It listens on 127.0.0.1 and a Unix socket in its own directory, nowhere else.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** Where Debian puts the server's programs: /usr/lib/postgresql/<major>/bin (PG_BIN says otherwise). */
export function postgresBinDir(): string | undefined {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : undefined;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  return majors.map((major) => join(root, major, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
}

export const NO_POSTGRES =
  'PostgreSQL is not installed (no initdb under /usr/lib/postgresql/*/bin): apt-get install -y postgresql';

export interface LocalCluster {
  /** postgres://… of the cluster's `postgres` database, as its superuser `chat`. */
  url: string;
  /** The same server, another database. */
  urlOf(database: string): string;
  stop(): Promise<void>;
  /** The same, synchronously (from a process's exit handler). */
  stopNow(): void;
}

/** The unprivileged account the server runs as when we are root. */
function serverAccount(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const passwd = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'));
  const entry = passwd.find((fields) => fields[0] == 'postgres') ?? passwd.find((fields) => fields[0] == 'nobody');
  if (!entry)
    throw new Error(
      'chat-online: running as root, and neither a postgres nor a nobody account exists to run PostgreSQL as',
    );
  return { uid: Number(entry[2]), gid: Number(entry[3]) };
}

function run(program: string, args: string[], account: { uid: number; gid: number } | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      ...account,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_ALL: 'C' },
    });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code == 0 ? resolve() : reject(new Error(`${program} ${args[0]} failed (${code}): ${errors.trim()}`)),
    );
  });
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface ClusterOptions {
  /** The cluster's directory: made by initdb when empty, started as it is otherwise. */
  dir: string;
  port?: number;
  /** Tests trade durability for speed: no fsync. */
  throwaway?: boolean;
  /** The cluster already runs (another instance started it): connect only. */
  reuseRunning?: boolean;
}

export async function startLocalCluster({
  dir,
  port,
  throwaway = false,
  reuseRunning = false,
}: ClusterOptions): Promise<LocalCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`chat-online: ${NO_POSTGRES}`);
  const account = serverAccount();
  const data = join(dir, 'data');
  mkdirSync(dir, { recursive: true });
  if (account) chownSync(dir, account.uid, account.gid);
  if (!existsSync(join(data, 'PG_VERSION')))
    await run(
      join(bin, 'initdb'),
      ['-D', data, '-U', 'chat', '--auth=trust', '--encoding=UTF8', '--no-instructions'],
      account,
    );
  const listenOn = port ?? (await freePort());
  const pgCtl = join(bin, 'pg_ctl');
  const stopArgs = ['stop', '-w', '-m', throwaway ? 'immediate' : 'fast', '-D', data];
  const settings = [
    `-p ${listenOn}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    ...(throwaway ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
  ];
  if (!reuseRunning)
    await run(
      pgCtl,
      ['start', '-w', '-t', '60', '-D', data, '-l', join(dir, 'server.log'), '-o', settings.join(' ')],
      account,
    );
  const urlOf = (database: string) => `postgres://chat@127.0.0.1:${listenOn}/${database}`;
  return {
    url: urlOf('postgres'),
    urlOf,
    async stop() {
      await run(pgCtl, stopArgs, account).catch(() => {});
      if (throwaway) rmSync(dir, { recursive: true, force: true });
    },
    stopNow() {
      spawnSync(pgCtl, stopArgs, { ...account, stdio: 'ignore' });
      if (throwaway) rmSync(dir, { recursive: true, force: true });
    },
  };
}
