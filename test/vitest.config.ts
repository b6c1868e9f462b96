import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
// @ts-expect-error TS5097: Vite loads this config as it is and asks for the file's extension.
import { NO_POSTGRES, postgresBinDir } from '../demo-host/server/db/localCluster.ts';
import { FOLDER_ALIASES, REACT_IS_PREACT, specLocaleLoaders } from '../rollup.config.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The PostgreSQL project runs where PostgreSQL is (TEST_DATABASE_URL, or Debian's package for a
 * throwaway cluster). Elsewhere it is left out and says why; CI sets REQUIRE_POSTGRES and fails instead.
 */
const postgresMissing = process.env.TEST_DATABASE_URL || postgresBinDir() ? undefined : NO_POSTGRES;
if (postgresMissing && process.env.REQUIRE_POSTGRES) throw new Error(`REQUIRE_POSTGRES is set, but ${postgresMissing}`);
if (postgresMissing)
  console.warn(`\nchat-online: the PostgreSQL tests (project node-pg) are skipped: ${postgresMissing}\n`);

/**
 * The server's tests run on SQLite (project node), and again on PostgreSQL (node-pg) where the
 * engine can change the outcome: almost all of them, since nearly every call reads or writes the
 * database (queries, transactions, uniqueness, search, sweeps, restarts, what a column accepts).
 * These run on SQLite only, each for its reason:
 * - accountRules: the rules of accounts and the password hash; pure functions, no server.
 * - groupCommit: SQLite's own group commit on better-sqlite3; PostgreSQL has none of it.
 * - httpHardening: the HTTP edge (body limits and deadlines before the handler, rate limits in
 *   @fastify/rate-limit's in-memory store); what it stores is incidental and covered elsewhere.
 * - iceServers: parsing ICE_SERVERS at start; no server, no database.
 * - localePreload: choosing which locale to preload from the request; a pure function.
 * - outgoingRules: the retry plan, the address guard and the signature; pure functions, no database.
 * badInput and textLimits stay on both: a strange but well-typed value (an integer out of
 * range, a long or unusual text) reaches the database, and PostgreSQL is the stricter engine.
 */
const SERVER_TESTS = 'test/node/server/**/*.test.ts';
const SQLITE_ONLY = [
  'test/node/server/accountRules.test.ts',
  'test/node/server/environment.test.ts',
  'test/node/server/groupCommit.test.ts',
  'test/node/server/httpHardening.test.ts',
  'test/node/server/iceServers.test.ts',
  'test/node/server/localePreload.test.ts',
  'test/node/server/outgoingRules.test.ts',
];

/**
 * Test files at once, every project in the one pool, so the browser files run beside the others
 * rather than after them. Vitest's default is one fewer than the cores: a single worker on the
 * 2-core machines the suite runs on, which then sat mostly idle, as most of a test's time is
 * spent waiting (HTTP round trips, long polls, a browser drawing). One more than the cores
 * keeps them busy: on a shared 2-core machine vitest took about 670 s with 1 worker, 460 s
 * with 2, 320 s with 3, and no less with 4.
 */
const WORKERS = availableParallelism() + 1;

/**
 * How long a test or a hook may take before it counts as hung. Not a speed claim (those are
 * `npm run bench`'s): with every project in the one pool, CI's loaded 2-core machine ran tests
 * five to seven times slower than an idle one (the 1024 px inbox test: 3.3 s idle, 22 s in CI; the
 * console's two-way chat: 30 s beside one other file, over 60 s in CI), and each run found new
 * tests over a tighter limit. A hung test costs a few minutes more to report; a green run none.
 */
const SERVER_TEST_MS = 90_000;
const BROWSER_TEST_MS = 180_000;
/**
 * How long `expect.poll` waits for what a test expects to become true (vitest's default is 1 s):
 * a change a browser draws in 200 ms when idle took seconds on CI's loaded machine. A poll
 * returns as soon as the value matches, so a green run waits no longer.
 */
const POLL_MS = 10_000;

export default defineConfig({
  root,
  // Code imports `react`; the widget ships preact/compat, so tests run on it too.
  resolve: { alias: [...FOLDER_ALIASES, ...REACT_IS_PREACT] },
  // The widget's texts: `spec-locales:<folder>` loads a file per code of the one list.
  plugins: [specLocaleLoaders()],
  test: {
    maxWorkers: WORKERS,
    expect: { poll: { timeout: POLL_MS } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Processed by vite, so their `react` import resolves to preact/compat like ours.
          server: { deps: { inline: ['@nanostores/react', 'wouter'] } },
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
          // A hook that starts a server builds the demo robot's indexes (about 1 s alone, over
          // 10 s on a loaded 2-core machine beside the other files), as the tests do in node-pg.
          testTimeout: SERVER_TEST_MS,
          hookTimeout: SERVER_TEST_MS,
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
                testTimeout: SERVER_TEST_MS,
                hookTimeout: SERVER_TEST_MS,
              },
            },
          ]),
      {
        extends: true,
        test: {
          name: 'build',
          include: ['test/build/**/*.test.ts'],
          environment: 'node',
          // widgetPages.test.ts starts the demo server in its hook, as the node tests do.
          testTimeout: SERVER_TEST_MS,
          hookTimeout: SERVER_TEST_MS,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          // Each file has its own demo (free ports, a temporary data dir) and its own Chromium, so
          // files run side by side like the others.
          testTimeout: BROWSER_TEST_MS,
          hookTimeout: BROWSER_TEST_MS,
        },
      },
    ],
  },
});
