// Paths that hold both when running from source (tests) and from dist/server (npm start).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WIDGET_BASE_PATH } from '@shared/frame';

function findProjectRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent == dir) throw new Error('chat-online: package.json not found above ' + from);
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
/** The build mirrors the URL: the widget's files sit under its base path in dist. */
export const WIDGET_DIST = join(PROJECT_ROOT, 'dist', WIDGET_BASE_PATH);
export const CONSOLE_DIST = join(PROJECT_ROOT, 'dist', 'console');
export const DATA_DIR = process.env.DATA_DIR || join(PROJECT_ROOT, 'data');
