// A private X server for a browser that needs one (WebKitGTK's MiniBrowser has no headless
// mode). `-displayfd` lets Xvfb take the first free display and tell us its number, so no
// guessed number collides with another test's server or a leftover lock file.
import { spawn } from 'node:child_process';
import { requireBinary } from './driver';

export const XVFB_PATH = '/usr/bin/Xvfb';

export interface Xvfb {
  /** `:<n>`, for DISPLAY. */
  display: string;
  stop(): Promise<void>;
}

export async function startXvfb(screen = '1280x1024x24', timeoutMs = 10_000): Promise<Xvfb> {
  requireBinary(XVFB_PATH, 'Xvfb', 'xvfb');
  const server = spawn(XVFB_PATH, ['-displayfd', '1', '-screen', '0', screen, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  let errors = '';
  server.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
  };
  try {
    const number = await new Promise<string>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(
        () => reject(new Error(`Xvfb gave no display within ${timeoutMs} ms: ${errors}`)),
        timeoutMs,
      );
      server.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('\n')) {
          clearTimeout(timer);
          resolve(out.trim());
        }
      });
      server.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Xvfb exited (${code}) before it was ready: ${errors}`));
      });
    });
    return { display: ':' + number, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
