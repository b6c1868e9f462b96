// Measures the built bundles as the server sends them: the brotli and gzip copies the build
// wrote beside each file (rollup.config.mjs `precompress`), which @fastify/static serves
// by Accept-Encoding (test/build/widgetPages.test.ts checks the server sends exactly these).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface OnTheWire {
  br: number;
  gzip: number;
}

export const onTheWire = (file: string): OnTheWire => ({
  br: statSync(file + '.br').size,
  gzip: statSync(file + '.gz').size,
});

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
  loader: OnTheWire;
  loaderPanel: OnTheWire;
  widgetFirstScreen: OnTheWire;
  widgetFiles: ({ file: string } & OnTheWire)[];
}

export function measureSizes(widgetDist: string): Sizes {
  const widgetFiles = firstScreenFiles(widgetDist).map((file) => ({ file, ...onTheWire(file) }));
  const sum = (encoding: keyof OnTheWire) => widgetFiles.reduce((total, file) => total + file[encoding], 0);
  return {
    loader: onTheWire(join(widgetDist, 'loader.js')),
    loaderPanel: onTheWire(join(widgetDist, 'loader-panel.js')),
    widgetFirstScreen: { br: sum('br'), gzip: sum('gzip') },
    widgetFiles,
  };
}
