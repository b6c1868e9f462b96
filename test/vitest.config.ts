import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { REACT_IS_PREACT } from '../rollup.config.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root,
  // Code imports `react`; the widget ships preact/compat, so tests run on it too.
  resolve: { alias: REACT_IS_PREACT },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Processed by vite, so its `react` import resolves to preact/compat like ours.
          server: { deps: { inline: ['@nanostores/react'] } },
          environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: ['test/node/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'build',
          include: ['test/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One Chromium at a time: these machines have 2 cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
