// The bench server in a child process of its own: its own event loop, and its own file
// descriptors (10,000 long polls are 10,000 sockets on each side, more than one process may
// open here). It answers 'memory' and 'busy' (its event loop's busy share since 'busy-start').
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ForkedServer {
  url: string;
  /** Sends `message` and resolves with the child's answer (undefined when it has exited). */
  ask<T>(message: string): Promise<T | undefined>;
  tell(message: string): void;
  close(): void;
}

export async function forkServer(): Promise<ForkedServer> {
  const child = fork(fileURLToPath(new URL('./benchServer.js', import.meta.url)), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // e.g. BENCH_SERVER_ARGS=--cpu-prof to profile the server under load
    execArgv: process.env.BENCH_SERVER_ARGS?.split(' ') ?? [],
  });
  const { url } = await new Promise<{ url: string }>((resolve) => child.once('message', (message) => resolve(message as { url: string })));
  let exited = false;
  child.once('exit', () => (exited = true));
  return {
    url,
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
    close: () => void (exited || child.send('close')),
  };
}
