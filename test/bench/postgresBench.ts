// The delivery bench and the soak on PostgreSQL: a throwaway cluster of this machine's own
// (db/localCluster.ts: fsync and synchronous_commit off), which the bench starts and stops
// itself, a fresh database per run, and bench servers (forkedServer.ts) on it as instances of
// one deployment, sharing one files directory. Without PostgreSQL installed, each says why
// and is skipped. Each instance opens a pool of 20 connections and one that LISTENs; what the
// run's database's connections did (pg_stat_activity) is printed beside the figures.
// BENCH_PG_STATEMENTS=1 also logs every statement of the run's database and prints the
// statements per measured message, most frequent first (a diagnosis: the logging costs).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LocalCluster, NO_POSTGRES, postgresBinDir, startLocalCluster } from '@server/db/localCluster';
import pg from 'pg';
import { type ForkedServer, forkServer } from './forkedServer';
import { type DeliveryOptions, longPollDelivery, printDelivery, printSoak } from './serverBench';
import { printSummaries, summariesBench } from './summariesBench';

/** Runs `work` with a cluster; prints why not when there is none (and resolves undefined). */
async function withCluster<T>(what: string, work: (cluster: BenchCluster) => Promise<T>): Promise<T | undefined> {
  if (!postgresBinDir()) {
    console.log(`${what}: skipped, ${NO_POSTGRES}`);
    return undefined;
  }
  let cluster: BenchCluster;
  try {
    const dir = mkdtempSync(join(tmpdir(), 'chat-online-bench-pg-'));
    cluster = { ...(await startLocalCluster({ dir, throwaway: true })), log: join(dir, 'server.log') };
  } catch (error) {
    console.log(`${what}: skipped, PostgreSQL did not start: ${(error as Error).message}`);
    return undefined;
  }
  // A bench that dies (an error, ^C) stops its cluster all the same.
  const stopNow = () => cluster.stopNow();
  const interrupted = () => process.exit(130);
  process.once('exit', stopNow);
  process.once('SIGINT', interrupted);
  try {
    return await work(cluster);
  } finally {
    process.off('exit', stopNow);
    process.off('SIGINT', interrupted);
    await cluster.stop();
  }
}

interface BenchCluster extends LocalCluster {
  /** The server's log file. */
  log: string;
}

let databases = 0;

const logStatements = process.env.BENCH_PG_STATEMENTS == '1';

/**
 * With BENCH_PG_STATEMENTS: the statements the cluster logged between `from` and `to` (ms
 * since the epoch), by their text, placeholders' values aside: the most frequent first.
 */
function statementsBetween(log: string, from: number, to: number): [string, number][] {
  if (!existsSync(log)) return [];
  const counts = new Map<string, number>();
  // e.g. "2026-11-24 11:39:23.884 UTC [2511] chat@db LOG:  execute <unnamed>: SELECT …"
  const line = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d\.\d{3}) UTC \[\d+\] .*?LOG: {2}(?:statement|execute [^:]*): (.*)$/;
  for (const text of readFileSync(log, 'utf8').split('\n')) {
    const found = line.exec(text);
    if (!found) continue;
    const at = Date.parse(`${found[1]}T${found[2]}Z`);
    if (at < from || at > to) continue;
    counts.set(found[3]!, (counts.get(found[3]!) ?? 0) + 1);
  }
  return [...counts].sort(([, a], [, b]) => b - a);
}

function printStatements(statements: [string, number][], messages: number) {
  const total = statements.reduce((sum, [, count]) => sum + count, 0);
  console.log(
    `${''.padEnd(26)} statements while sending: ${total}, ${(total / messages).toFixed(1)} per measured message; the most frequent, per message:`,
  );
  for (const [text, count] of statements.slice(0, 25))
    console.log(`${''.padEnd(28)}${(count / messages).toFixed(2).padStart(6)}  ${text.slice(0, 150)}`);
}

interface ConnectionSample {
  at: number;
  connections: number;
  /** Running a statement. */
  active: number;
  /** Waiting on a lock (advisory locks too: the server's 'assignments', a visitor's event log). */
  waitingOnLock: number;
}

/** The database's connections every 250 ms, from pg_stat_activity, until the answered function is called. */
function sampleConnections(adminUrl: string, database: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  const samples: ConnectionSample[] = [];
  let stopped = false;
  const sampling = (async () => {
    await admin.connect();
    while (!stopped) {
      const { rows } = await admin.query<Omit<ConnectionSample, 'at'>>(
        "SELECT count(*)::int AS connections, (count(*) FILTER (WHERE state = 'active'))::int AS active, (count(*) FILTER (WHERE wait_event_type = 'Lock'))::int AS \"waitingOnLock\" FROM pg_stat_activity WHERE datname = $1",
        [database],
      );
      samples.push({ at: Date.now(), ...rows[0]! });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return async () => {
    stopped = true;
    await sampling.catch((error: Error) => console.error('bench: sampling pg_stat_activity failed:', error.message));
    await admin.end().catch(() => {});
    return samples;
  };
}

const most = (samples: ConnectionSample[]) => ({
  connections: Math.max(0, ...samples.map((sample) => sample.connections)),
  active: Math.max(0, ...samples.map((sample) => sample.active)),
  waitingOnLock: Math.max(0, ...samples.map((sample) => sample.waitingOnLock)),
  meanActive: samples.reduce((sum, sample) => sum + sample.active, 0) / (samples.length || 1),
});

/** The connections at most while the visitors were set up, and while the measured messages went. */
function connectionsText(
  samples: ConnectionSample[],
  {
    measured,
    visitors,
    setupSeconds,
  }: { measured: { from: number; to: number }; visitors: number; setupSeconds: number },
) {
  const text = (of: ReturnType<typeof most>) =>
    `${of.connections} connections (running a statement ${of.active}, on average ${of.meanActive.toFixed(1)}; waiting on a lock ${of.waitingOnLock})`;
  return (
    `${''.padEnd(26)} PostgreSQL, the most of the run's database: while sending ${text(most(samples.filter((sample) => sample.at >= measured.from && sample.at <= measured.to)))}` +
    `;   before, while the visitors started (${visitors} in ${setupSeconds.toFixed(1)} s, ${Math.round(visitors / setupSeconds)}/s) and the warm-up, ${text(most(samples.filter((sample) => sample.at < measured.from)))}`
  );
}

/**
 * `count` bench servers on a fresh database of `cluster`, started one after the other (the
 * first migrates, seeds and adds the bench agents), for `work`; then closed, and the database dropped.
 */
async function onInstances<T>(cluster: BenchCluster, count: number, work: (servers: ForkedServer[]) => Promise<T>) {
  const database = `chat_bench_${process.pid}_${++databases}`;
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  if (logStatements) {
    await admin.query(`ALTER DATABASE ${database} SET log_statement = 'all'`);
    await admin.query("ALTER SYSTEM SET log_timezone = 'UTC'");
    await admin.query('SELECT pg_reload_conf()');
  }
  const filesDir = mkdtempSync(join(tmpdir(), 'chat-online-bench-files-'));
  const servers: ForkedServer[] = [];
  let stopSampling: ReturnType<typeof sampleConnections> | undefined;
  try {
    for (let i = 0; i < count; i++)
      servers.push(await forkServer({ databaseUrl: cluster.urlOf(database), filesDir, addAgents: i == 0 }));
    stopSampling = sampleConnections(cluster.url, database);
    const result = await work(servers);
    return { result, samples: await stopSampling() };
  } finally {
    await stopSampling?.();
    await Promise.all(servers.map((server) => server.close()));
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
    await admin.end();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

/**
 * Long-poll delivery on PostgreSQL: one instance, then two with the visitors' polls half on
 * each and the agent's sends all through the first (A), so that the deliveries to B's half
 * cross instances (a NOTIFY through the database; A's own go through it too).
 */
export async function postgresDelivery(visitors: number, messagesPerSecond: number, options: DeliveryOptions = {}) {
  await withCluster('long-poll delivery on PostgreSQL', async (cluster) => {
    for (const count of [1, 2]) {
      const { result, samples } = await onInstances(cluster, count, (servers) =>
        longPollDelivery(servers, visitors, messagesPerSecond, options),
      );
      printDelivery(result, count == 1 ? 'delivery, pg, 1 instance' : 'delivery, pg, 2 instances');
      console.log(connectionsText(samples, result));
      if (logStatements)
        printStatements(statementsBetween(cluster.log, result.measured.from, result.measured.to), result.sent);
    }
  });
}

/**
 * The soak: `visitors` long-polling on two instances (half each), two agents (one logged in
 * through each) sending `messagesPerSecond` for `seconds`, each visitor's messages in pairs,
 * one through each instance at once; then every message accounted for.
 */
export async function postgresSoak(visitors: number, seconds: number, messagesPerSecond: number) {
  await withCluster('soak on PostgreSQL', async (cluster) => {
    const { result, samples } = await onInstances(cluster, 2, (servers) =>
      longPollDelivery(servers, visitors, messagesPerSecond, { seconds, agents: 2, sendVia: 'each', drainSeconds: 30 }),
    );
    printSoak(result, 'soak, pg, 2 instances');
    console.log(connectionsText(samples, result));
    if (logStatements)
      printStatements(statementsBetween(cluster.log, result.measured.from, result.measured.to), result.sent);
  });
}

/** The agent's `sessions` with `conversations` open (summariesBench.ts), on one instance on PostgreSQL. */
export async function postgresSummaries(conversations: number, seconds?: number) {
  await withCluster('agent sessions on PostgreSQL', async (cluster) => {
    const { result } = await onInstances(cluster, 1, ([server]) => summariesBench(server!.url, conversations, seconds));
    printSummaries(result, 'pg');
  });
}
