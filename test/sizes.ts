// Measures the built bundles as a browser downloads them: gzip level 9.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Files referenced by index.html (script, modulepreloads, stylesheet) plus the `en` texts chunk. */
export function firstScreenFiles(widgetDist: string): string[] {
  const html = readFileSync(join(widgetDist, 'index.html'), 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\/chat_online\/([^"]+)"/g)].map((match) => match[1]);
  const entry = referenced.find((file) => file.endsWith('.js') && html.includes(`src="/chat_online/${file}"`));
  if (!entry) throw new Error('index.html has no entry script');
  const texts = [...readFileSync(join(widgetDist, entry), 'utf8').matchAll(/"\.\/(en-[\w-]+\.js)"/g)].map(
    (match) => `assets/${match[1]}`,
  );
  return [...referenced, ...texts].map((file) => join(widgetDist, file));
}

export interface Sizes {
  loader: number;
  loaderPanel: number;
  widgetFirstScreen: number;
  widgetFiles: { file: string; gzip: number }[];
}

export function measureSizes(widgetDist: string): Sizes {
  const widgetFiles = firstScreenFiles(widgetDist).map((file) => ({ file, gzip: gzipSize(file) }));
  return {
    loader: gzipSize(join(widgetDist, 'loader.js')),
    loaderPanel: gzipSize(join(widgetDist, 'loader-panel.js')),
    widgetFirstScreen: widgetFiles.reduce((sum, { gzip }) => sum + gzip, 0),
    widgetFiles,
  };
}
