// Builds every browser bundle and the server into dist/.
//   dist/chat_online/loader.js     the script host pages paste: one minified IIFE
//   dist/chat_online/loader-panel.js  the iframe panel and bridge, imported by loader.js on first open
//   dist/chat_online/index.html    the widget, with hashed chunks and one CSS file in assets/
//   dist/chat_online/locale-chunks.json  each locale's texts chunk, for the server's preloads
//   dist/console/index.html        the agent console
//   dist/server/main.js            the product alone (npm run serve)
//   dist/server/demo.js            the product with the demo and its shop (npm start)
//   dist/bench/run.js              `npm run bench`
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import alias from '@rollup/plugin-alias';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { SOURCE_HASH_FILE, sourceHash } from './demo-host/sourceHash.mjs';
import specLocales from './shared/specLocales.json' with { type: 'json' };
import widgetBase from './shared/widgetBase.json' with { type: 'json' };

/**
 * An import that leaves its folder names the folder (`@shared/codes`, `@server/app`), never
 * four `../`; tsconfig.base.json `paths` says the same to the compiler. Every bundle and vitest use these.
 */
export const FOLDER_ALIASES = Object.entries({
  shared: 'shared',
  loader: 'loader',
  widget: 'widget',
  server: 'demo-host/server',
  console: 'demo-host/console',
  demo: 'demo-host/demo',
}).map(([name, folder]) => ({
  find: new RegExp(`^@${name}/`),
  replacement: fileURLToPath(new URL(`./${folder}/`, import.meta.url)),
}));

/** Code imports `react`; every bundle, and vitest, use preact/compat instead. */
export const REACT_IS_PREACT = [
  { find: /^react-dom(\/.*)?$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  // wouter imports the CommonJS shim; preact/compat has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

const SPEC_LOCALES_PREFIX = 'spec-locales:';

/**
 * `import loaders from 'spec-locales:../locales/call'`: a lazy import of `<folder>/<code>.json`
 * for every code of shared/specLocales.json, the one list of locales; each file becomes a
 * chunk of its own, loaded when its locale is chosen. The build and vitest both use it.
 */
export function specLocaleLoaders() {
  return {
    name: 'spec-locale-loaders',
    resolveId(id, importer) {
      if (!id.startsWith(SPEC_LOCALES_PREFIX) || !importer) return null;
      return '\0' + SPEC_LOCALES_PREFIX + resolve(dirname(importer), id.slice(SPEC_LOCALES_PREFIX.length));
    },
    load(id) {
      if (!id.startsWith('\0' + SPEC_LOCALES_PREFIX)) return null;
      const folder = id.slice(1 + SPEC_LOCALES_PREFIX.length);
      const entries = specLocales.map(
        (code) => `${JSON.stringify(code)}: () => import(${JSON.stringify(join(folder, code + '.json'))})`,
      );
      return `export default {${entries.join(',')}};`;
    },
  };
}

// nanostores checks NODE_ENV for development-only helpers; browsers have no `process`.
const production = replace({
  preventAssignment: true,
  values: { 'process.env.NODE_ENV': JSON.stringify('production') },
});

const ts = (folder) =>
  typescript({
    tsconfig: `${folder}/tsconfig.json`,
    compilerOptions: { noEmit: false, noEmitOnError: true, sourceMap: false },
    outputToFilesystem: false,
  });

const minify = (passes = 2) =>
  terser({
    compress: { passes, ecma: 2020, unsafe_arrows: true },
    format: { comments: false },
    ecma: 2020,
    module: true,
  });

const minifyCss = (css) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Gathers imported .css files into one hashed stylesheet, the first screen's. A `*.lazy.css`
 * file is the styles of a lazily loaded part (the pages the chat opens, the side bar): it
 * becomes a stylesheet of its own, attached when the chunk that imports it loads, which waits
 * for it so nothing shows unstyled (shared/ui/chunk.ts); the first screen does not carry it.
 */
function stylesheet(name) {
  const sheets = new Map();
  return {
    name: 'stylesheet',
    load(id) {
      if (!id.endsWith('.css')) return null;
      if (!id.endsWith('.lazy.css')) {
        sheets.set(id, readFileSync(id, 'utf8'));
        return '';
      }
      const ref = this.emitFile({
        type: 'asset',
        name: basename(id).replace('.lazy', ''),
        source: minifyCss(readFileSync(id, 'utf8')),
      });
      return `import { attachStylesheet } from '@shared/ui/chunk'; await attachStylesheet(import.meta.ROLLUP_FILE_URL_${ref});`;
    },
    generateBundle() {
      // In file-name order, not load order (which varies from build to build): base.css, whose
      // custom properties and resets the others build on, first; the cascade is the same every time.
      const ordered = [...sheets].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, sheet]) => sheet);
      const css = minifyCss(ordered.join('\n'));
      const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
      this.emitFile({ type: 'asset', fileName: `assets/${name}-${hash}.css`, source: css });
    },
  };
}

/** Writes index.html: the entry, its static imports preloaded, and the stylesheet. */
function indexHtml(base, title, name) {
  return {
    name: 'index-html',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const entry = files.find((file) => file.type === 'chunk' && file.isEntry);
      const css = files.find(
        (file) =>
          file.type === 'asset' && file.fileName.startsWith(`assets/${name}-`) && file.fileName.endsWith('.css'),
      );
      const preload = entry.imports.map((file) => `<link rel="modulepreload" href="${base}${file}">`).join('');
      this.emitFile({
        type: 'asset',
        fileName: 'index.html',
        source:
          '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
          '<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">' +
          `<title>${title}</title>` +
          `<link rel="stylesheet" href="${base}${css.fileName}">${preload}` +
          `<script type="module" src="${base}${entry.fileName}"></script>` +
          '</head><body><div id="app"></div></body></html>',
      });
    },
  };
}

/** The widget's locale manifest, beside index.html; the server reads it at start (demo-host/server/localePreload.ts). */
const LOCALE_CHUNKS_FILE = 'locale-chunks.json';

/**
 * Writes locale-chunks.json: each locale (a lazily imported `locales/xx.json`) and the files of
 * its chunk, so that the server can name the chosen locale's texts in the page
 * (`<link rel="modulepreload">`) and the browser need not wait for main.js to ask for them.
 */
function localeChunks() {
  return {
    name: 'locale-chunks',
    generateBundle(_options, bundle) {
      const chunks = {};
      for (const file of Object.values(bundle)) {
        const locale = file.type === 'chunk' && /[\\/]locales[\\/]([\w-]+)\.json$/.exec(file.facadeModuleId ?? '')?.[1];
        if (locale) chunks[locale] = [file.fileName, ...file.imports];
      }
      if (!Object.keys(chunks).length) this.error('locale-chunks: no locale chunk in the bundle');
      this.emitFile({ type: 'asset', fileName: LOCALE_CHUNKS_FILE, source: JSON.stringify(chunks) });
    },
  };
}

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every text file of the
 * bundle, once at build time: the server sends the one the browser accepts
 * (@fastify/static `preCompressed`) without compressing on each request.
 */
function precompress() {
  return {
    name: 'precompress',
    writeBundle(options, bundle) {
      const dir = options.dir ?? dirname(options.file);
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|json|svg)$/.test(fileName)) continue;
        const path = join(dir, fileName);
        const content = readFileSync(path);
        writeFileSync(
          path + '.br',
          brotliCompressSync(content, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
        );
        writeFileSync(path + '.gz', gzipSync(content, { level: 9 }));
      }
    },
  };
}

/** Where the widget's first screen's bytes come from, per module: `npm run bench` prints its treemap. */
export const MODULE_SIZES_FILE = 'dist/widget-module-sizes.json';

/**
 * Writes MODULE_SIZES_FILE: each module of the entry chunk and its static imports with its
 * length as rendered into the bundle (after tree-shaking, before minifying), outside the
 * served folder.
 */
function moduleSizes() {
  return {
    name: 'module-sizes',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const firstScreen = new Set([entry.fileName, ...entry.imports]);
      const modules = {};
      for (const chunk of chunks.filter((each) => firstScreen.has(each.fileName)))
        for (const [id, { renderedLength }] of Object.entries(chunk.modules))
          if (renderedLength) modules[relative(process.cwd(), id).replace(/^\0/, '')] = renderedLength;
      mkdirSync('dist', { recursive: true });
      writeFileSync(MODULE_SIZES_FILE, JSON.stringify(modules));
    },
  };
}

/** The last bundle, once written, records what the build was made from (npm start compares). */
let builtFrom = '';
function recordSources() {
  return {
    name: 'record-sources',
    writeBundle() {
      writeFileSync(SOURCE_HASH_FILE, builtFrom);
    },
  };
}

const onwarn = (warning, warn) => {
  // Type errors fail the build (noEmitOnError); everything else is worth seeing.
  if (warning.plugin === 'typescript') throw new Error(warning.message);
  warn(warning);
};

const nodeExternal = (id) => !/^[./\0]/.test(id) && !FOLDER_ALIASES.some(({ find }) => find.test(id));

/** A single-page app (the widget, the console): hashed chunks, one stylesheet, index.html for `base`. */
const singlePageApp = ({ input, base, name, title, tsconfig, locales = false, sizes = false }) => ({
  input,
  output: {
    dir: 'dist' + base,
    format: 'es',
    entryFileNames: 'assets/[name]-[hash].js',
    chunkFileNames: 'assets/[name]-[hash].js',
    assetFileNames: 'assets/[name]-[hash][extname]',
  },
  plugins: [
    alias({ entries: [...FOLDER_ALIASES, ...REACT_IS_PREACT] }),
    specLocaleLoaders(),
    production,
    ts(tsconfig),
    nodeResolve({ browser: true }),
    json({ compact: true }),
    stylesheet(name),
    indexHtml(base, title, name),
    locales && localeChunks(),
    sizes && moduleSizes(),
    minify(),
    precompress(),
  ],
  onwarn,
});

/** The loader's two files: small scripts for any host page. */
const loaderScript = (input, output) => ({
  input,
  output,
  plugins: [
    alias({ entries: FOLDER_ALIASES }),
    ts('loader'),
    nodeResolve(),
    json({ compact: true }),
    minify(3),
    precompress(),
  ],
  onwarn,
});

// A function, so that importing REACT_IS_PREACT (vitest does) builds and deletes nothing.
export default () => {
  // Hashed names change every build: start from an empty dist/ so no stale file is served.
  rmSync('dist', { recursive: true, force: true });
  // Taken before building: a source edited during the build makes the next start build again.
  builtFrom = sourceHash();
  return BUNDLES;
};

const BUNDLES = [
  loaderScript('loader/main.ts', { file: `dist${widgetBase.path}loader.js`, format: 'iife' }),
  loaderScript('loader/panelModule.ts', { file: `dist${widgetBase.path}loader-panel.js`, format: 'es' }),
  singlePageApp({
    input: 'widget/main.tsx',
    base: widgetBase.path,
    name: 'widget',
    title: 'Chat',
    tsconfig: 'widget',
    locales: true,
    sizes: true,
  }),
  singlePageApp({
    input: 'demo-host/console/main.tsx',
    base: '/console/',
    name: 'console',
    title: 'chat-online console',
    tsconfig: 'demo-host/console',
  }),
  {
    input: {
      main: 'demo-host/server/main.ts',
      demo: 'demo-host/demo/start.ts',
      demoPg: 'demo-host/demo/startPg.ts',
    },
    output: { dir: 'dist/server', format: 'es' },
    external: nodeExternal,
    plugins: [alias({ entries: FOLDER_ALIASES }), ts('demo-host'), json()],
    onwarn,
  },
  {
    input: { run: 'test/bench/run.ts', benchServer: 'test/bench/benchServer.ts', pollers: 'test/bench/pollers.ts' },
    output: { dir: 'dist/bench', format: 'es' },
    external: nodeExternal,
    plugins: [alias({ entries: FOLDER_ALIASES }), ts('test/bench'), json(), recordSources()],
    onwarn,
  },
];
