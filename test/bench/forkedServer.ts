// The bench server in a child process of its own: its own event loop, and its own file
// descriptors (10,000 long polls are 10,000 sockets on each side, more than one process may
// open here). It answers 'memory' and 'busy' (its event loop's busy share since 'busy-start').
// On PostgreSQL several of them share one database (`databaseUrl`) and one files directory:
// instances of one deployment.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ForkedServer {
  url: string;
  /** Sends `message` and resolves with the child's answer (undefined when it has exited). */
  ask<T>(message: string): Promise<T | undefined>;
  tell(message: string): void;
  /** Asks the server to close; resolves once its process has exited. */
  close(): Promise<void>;
}

export interface ForkOptions {
  /** postgres://…: the server runs on that database rather than SQLite in a temporary dir. */
  databaseUrl?: string;
  /** Where uploads go (every instance of one database is given the same). */
  filesDir?: string;
  /** Whether this one adds the bench agents (benchServer.ts); of instances sharing a database, only the first. */
  addAgents?: boolean;
}

export async function forkServer({ databaseUrl, filesDir, addAgents = true }: ForkOptions = {}): Promise<ForkedServer> {
  const child = fork(fileURLToPath(new URL('./benchServer.js', import.meta.url)), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // e.g. BENCH_SERVER_ARGS=--cpu-prof to profile the server under load
    execArgv: process.env.BENCH_SERVER_ARGS?.split(' ') ?? [],
    env: {
      ...process.env,
      ...(databaseUrl && { BENCH_DATABASE_URL: databaseUrl }),
      ...(filesDir && { BENCH_FILES_DIR: filesDir }),
      BENCH_ADD_AGENTS: addAgents ? '1' : '0',
    },
  });
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = await Promise.race([
    new Promise<{ url: string }>((resolve) => child.once('message', (message) => resolve(message as { url: string }))),
    exit.then(() => undefined),
  ]);
  if (!started) throw new Error('bench: the server process exited before it listened');
  let exited = false;
  void exit.then(() => (exited = true));
  return {
    url: started.url,
    ask: <T>(message: string) =>
      new Promise<T | undefined>((resolve) => {
        if (exited) return resolve(undefined);
        const onExit = () => resolve(undefined);
        child.once('exit', onExit);
        child.once('message', (answer) => {
          child.off('exit', onExit);
          resolve(answer as T);
        });
        child.send(message);
      }),
    tell: (message) => void (exited || child.send(message)),
    close: () => {
      if (!exited) child.send('close');
      return exit;
    },
  };
}
