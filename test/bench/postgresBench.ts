// The delivery bench and the soak on PostgreSQL: a throwaway cluster of this machine's own
// (db/localCluster.ts: fsync and synchronous_commit off), which the bench starts and stops
// itself, a fresh database per run, and bench servers (forkedServer.ts) on it as instances of
// one deployment, sharing one files directory. Without PostgreSQL installed, each says why
// and is skipped. Each instance opens a pool of 20 connections and one that LISTENs; the
// connections the run's database had at most are printed beside the figures.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { NO_POSTGRES, postgresBinDir, startLocalCluster, type LocalCluster } from '../../demo-host/server/db/localCluster';
import { forkServer, type ForkedServer } from './forkedServer';
import { longPollDelivery, printDelivery, printSoak, type DeliveryOptions } from './serverBench';

/** Runs `work` with a cluster; prints why not when there is none (and resolves undefined). */
async function withCluster<T>(what: string, work: (cluster: LocalCluster) => Promise<T>): Promise<T | undefined> {
  if (!postgresBinDir()) {
    console.log(`${what}: skipped, ${NO_POSTGRES}`);
    return undefined;
  }
  let cluster: LocalCluster;
  try {
    cluster = await startLocalCluster({ dir: mkdtempSync(join(tmpdir(), 'chat-online-bench-pg-')), throwaway: true });
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

let databases = 0;

/** The most connections the database had at once, sampled every 250 ms, and the most of them running a statement. */
function sampleConnections(adminUrl: string, database: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  const most = { connections: 0, active: 0, waitingOnLock: 0 };
  let stopped = false;
  const sampling = (async () => {
    await admin.connect();
    while (!stopped) {
      const { rows } = await admin.query<{ connections: number; active: number; locked: number }>(
        "SELECT count(*)::int AS connections, (count(*) FILTER (WHERE state = 'active'))::int AS active, (count(*) FILTER (WHERE wait_event_type = 'Lock'))::int AS locked FROM pg_stat_activity WHERE datname = $1",
        [database],
      );
      most.connections = Math.max(most.connections, rows[0]!.connections);
      most.active = Math.max(most.active, rows[0]!.active);
      most.waitingOnLock = Math.max(most.waitingOnLock, rows[0]!.locked);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return async () => {
    stopped = true;
    await sampling.catch((error: Error) => console.error('bench: sampling pg_stat_activity failed:', error.message));
    await admin.end().catch(() => {});
    return most;
  };
}

/**
 * `count` bench servers on a fresh database of `cluster`, started one after the other (the
 * first migrates, seeds and adds the bench agents), for `work`; then closed, and the database dropped.
 */
async function onInstances<T>(cluster: LocalCluster, count: number, work: (servers: ForkedServer[]) => Promise<T>) {
  const database = `chat_bench_${process.pid}_${++databases}`;
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const filesDir = mkdtempSync(join(tmpdir(), 'chat-online-bench-files-'));
  const servers: ForkedServer[] = [];
  let stopSampling: ReturnType<typeof sampleConnections> | undefined;
  try {
    for (let i = 0; i < count; i++) servers.push(await forkServer({ databaseUrl: cluster.urlOf(database), filesDir, addAgents: i == 0 }));
    stopSampling = sampleConnections(cluster.url, database);
    const result = await work(servers);
    return { result, connections: await stopSampling() };
  } finally {
    await stopSampling?.();
    await Promise.all(servers.map((server) => server.close()));
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
    await admin.end();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

const connectionsText = ({ connections, active, waitingOnLock }: { connections: number; active: number; waitingOnLock: number }) =>
  `${''.padEnd(26)} PostgreSQL connections of the run's database at most ${connections} (running a statement at most ${active}, waiting on a lock at most ${waitingOnLock})`;

/**
 * Long-poll delivery on PostgreSQL: one instance, then two with the visitors' polls half on
 * each and the agent's sends all through the first (A), so that the deliveries to B's half
 * cross instances (a NOTIFY through the database; A's own go through it too).
 */
export async function postgresDelivery(visitors: number, messagesPerSecond: number, options: DeliveryOptions = {}) {
  await withCluster('long-poll delivery on PostgreSQL', async (cluster) => {
    for (const count of [1, 2]) {
      const { result, connections } = await onInstances(cluster, count, (servers) => longPollDelivery(servers, visitors, messagesPerSecond, options));
      printDelivery(result, count == 1 ? 'delivery, PostgreSQL, 1' : 'delivery, PostgreSQL, 2 (A+B)');
      console.log(connectionsText(connections));
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
    const { result, connections } = await onInstances(cluster, 2, (servers) =>
      longPollDelivery(servers, visitors, messagesPerSecond, { seconds, agents: 2, sendVia: 'each', drainSeconds: 30 }),
    );
    printSoak(result, 'soak, PostgreSQL, 2 (A+B)');
    console.log(connectionsText(connections));
  });
}
