import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { REACT_IS_PREACT, specLocaleLoaders } from '../rollup.config.mjs';
// @ts-expect-error TS5097: Vite loads this config as it is and asks for the file's extension.
import { NO_POSTGRES, postgresBinDir } from '../demo-host/server/db/localCluster.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The PostgreSQL project runs where PostgreSQL is (TEST_DATABASE_URL, or Debian's package for a
 * throwaway cluster). Elsewhere it is left out and says why; CI sets REQUIRE_POSTGRES and fails instead.
 */
const postgresMissing = process.env.TEST_DATABASE_URL || postgresBinDir() ? undefined : NO_POSTGRES;
if (postgresMissing && process.env.REQUIRE_POSTGRES) throw new Error(`REQUIRE_POSTGRES is set, but ${postgresMissing}`);
if (postgresMissing) console.warn(`\nchat-online: the PostgreSQL tests (project node-pg) are skipped: ${postgresMissing}\n`);

/** The server's tests that run on both engines; those of SQLite's own group commit run on SQLite only. */
const SERVER_TESTS = 'test/node/server/**/*.test.ts';
const SQLITE_ONLY = ['test/node/server/groupCommit.test.ts'];

export default defineConfig({
  root,
  // Code imports `react`; the widget ships preact/compat, so tests run on it too.
  resolve: { alias: REACT_IS_PREACT },
  // The widget's texts: `spec-locales:<folder>` loads a file per code of the one list.
  plugins: [specLocaleLoaders()],
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
          exclude: ['test/node/postgres/**'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      ...(postgresMissing
        ? []
        : [
            {
              extends: true as const,
              test: {
                name: 'node-pg',
                include: [SERVER_TESTS, 'test/node/postgres/**/*.test.ts'],
                exclude: SQLITE_ONLY,
                environment: 'node' as const,
                env: { CHAT_TEST_ENGINE: 'postgres' },
                globalSetup: ['test/postgresSetup.ts'],
                testTimeout: 30_000,
                hookTimeout: 30_000,
              },
            },
          ]),
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
