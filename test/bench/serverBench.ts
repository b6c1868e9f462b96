// Server numbers on loopback: plain polls per second, and how fast an agent's message
// reaches visitors who are long-polling. Reported by `npm run bench`, never asserted.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { ForkedServer } from './forkedServer';
import { wallNow, type PollerReport } from './pollers';
import { mustPost, postJson } from './postJson';
import { AGENT_API, VISITOR_API, type SessionStart } from '../../shared/api';

const randomId = () => Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

async function startVisitor(base: string) {
  const userId = randomId();
  return mustPost<SessionStart>(base + VISITOR_API + 'chatStart', { channelId: 'demo', userId });
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

export async function plainPolls(base: string, seconds = 10, connections = 50) {
  const visitor = await startVisitor(base);
  const result = await autocannon({
    url: base + VISITOR_API + 'getEventMsg',
    method: 'POST',
    headers: { 'content-type': 'application/json', token: visitor.token },
    body: JSON.stringify({ userId: visitor.userId, pollId: visitor.pollId, lastEventId: visitor.lastEventId }),
    connections,
    duration: seconds,
  });
  return { perSecond: result.requests.average, p99Ms: result.latency.p99, errors: result.errors + result.non2xx };
}

async function inBatches<T>(count: number, batch: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let start = 0; start < count; start += batch)
    made.push(...(await Promise.all(Array.from({ length: Math.min(batch, count - start) }, (_, i) => make(start + i)))));
  return made;
}

/** Seconds of agent messages at the bench's rate before the measured ones. */
const WARM_UP_SECONDS = 2;

/** Processes the long polls are spread over (see pollers.ts). */
const POLLER_PROCESSES = 2;

/**
 * Agent messages at `messagesPerSecond` to `visitors` who long-poll, for `seconds`: how long
 * each takes from send to a visitor's poll answer. The load generator shares the machine, so
 * every event loop's busy share is reported (server, sender, pollers: each a process).
 */
export async function longPollDelivery(server: ForkedServer, visitors: number, messagesPerSecond: number, seconds = 10) {
  const base = server.url;
  const { token: agentToken } = await mustPost<{ token: string }>(base + AGENT_API + 'login', { login: 'bench', password: 'bench-password' });
  await mustPost(base + AGENT_API + 'status', { online: true }, agentToken);

  const people = await inBatches(visitors, 50, async () => {
    const visitor = await startVisitor(base);
    await mustPost(base + VISITOR_API + 'transferAgent', { userId: visitor.userId }, visitor.token);
    return visitor;
  });

  const progress = (what: string) => process.env.BENCH_PROGRESS && console.error(new Date().toISOString(), what);
  progress(`${people.length} visitors with the agent`);

  // The polls run in POLLER_PROCESSES children, this process only sends.
  const pollers = Array.from({ length: POLLER_PROCESSES }, () =>
    fork(fileURLToPath(new URL('./pollers.js', import.meta.url)), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
  );
  await Promise.all(
    pollers.map(
      (poller, index) =>
        new Promise<void>((resolve) => {
          poller.once('message', () => resolve());
          poller.send({ base, visitors: people.filter((_, i) => i % POLLER_PROCESSES == index) });
        }),
    ),
  );
  progress('every visitor waiting in a long poll');
  // Time for the last of those polls to reach the server.
  await new Promise((resolve) => setTimeout(resolve, 1000));

  let failedSends = 0;
  const sessions = await mustPost<{ active: { sessionId: number }[] }>(base + AGENT_API + 'sessions', {}, agentToken);
  const sessionIds = sessions.active.map((session) => session.sessionId);
  const sendUrl = new URL(base + AGENT_API + 'send');
  /** Agent messages at the rate for `forSeconds`; `label:<n>:<ms sent>` is what pollers measure. */
  const sendAtRate = (label: string, forSeconds: number) =>
    new Promise<number>((resolve) => {
      const total = messagesPerSecond * forSeconds;
      let sent = 0;
      const started = performance.now();
      const timer = setInterval(() => {
        // Catch up to the schedule: timers on a busy machine fire late.
        const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * messagesPerSecond));
        for (; sent < due; sent++) {
          const content = `${label}:${sent}:${wallNow()}`;
          void postJson(sendUrl, { sessionId: sessionIds[sent % sessionIds.length], msgType: 1, content }, agentToken).then(
            (posted) => 'failure' in posted && failedSends++,
          );
        }
        if (sent >= total) {
          clearInterval(timer);
          resolve(sent);
        }
      }, 5);
    });
  // Not measured: the first seconds run code the JIT has not optimised yet, and the garbage
  // of 10,000 arrivals in half a minute, which is no steady state.
  await sendAtRate('warm-up', WARM_UP_SECONDS);
  const generatorBusy = performance.eventLoopUtilization();
  server.tell('busy-start');
  for (const poller of pollers) poller.send('busy-start');
  const sent = await sendAtRate('bench', seconds);
  progress(`${sent} sent`);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const serverLoop = (await server.ask<{ busy: number; lagP99Ms: number; lagMaxMs: number }>('busy')) ?? { busy: NaN, lagP99Ms: NaN, lagMaxMs: NaN };
  const senderBusy = performance.eventLoopUtilization(generatorBusy).utilization;
  const reports = await Promise.all(
    pollers.map(
      (poller) =>
        new Promise<PollerReport>((resolve) => {
          poller.once('message', (report) => resolve(report as PollerReport));
          poller.send('stop');
        }),
    ),
  );
  progress('polls stopped');
  const delays = reports.flatMap((report) => report.delays);
  if (process.env.BENCH_PROGRESS) printEachSecond(reports);
  return {
    visitors: people.length,
    messagesPerSecond,
    warmUpSeconds: WARM_UP_SECONDS,
    sent,
    delivered: delays.length,
    p50Ms: percentile(delays, 50),
    p99Ms: percentile(delays, 99),
    failedPolls: reports.reduce<Record<string, number>>((sum, report) => {
      for (const [why, count] of Object.entries(report.failed)) sum[why] = (sum[why] ?? 0) + count;
      return sum;
    }, {}),
    failedSends,
    serverLag: { p99Ms: serverLoop.lagP99Ms, maxMs: serverLoop.lagMaxMs },
    busy: { server: serverLoop.busy, sender: senderBusy, pollers: reports.map((report) => report.busy) },
  };
}

/** With BENCH_PROGRESS: the delays of the messages sent in each second, to tell a stall from noise. */
function printEachSecond(reports: PollerReport[]) {
  const sent = reports.flatMap((report) => report.sentAts.map((at, i) => [at, report.delays[i]!] as const));
  const first = Math.min(...sent.map(([at]) => at));
  const seconds = new Map<number, number[]>();
  for (const [at, delay] of sent) {
    const second = Math.floor((at - first) / 1000);
    seconds.set(second, [...(seconds.get(second) ?? []), delay]);
  }
  for (const [second, delays] of [...seconds].sort(([a], [b]) => a - b))
    console.error(`  second ${second}: ${delays.length} messages, p50 ${percentile(delays, 50).toFixed(0)} ms, p99 ${percentile(delays, 99).toFixed(0)} ms, max ${Math.max(...delays).toFixed(0)} ms`);
}

export function printDelivery(delivery: Awaited<ReturnType<typeof longPollDelivery>>) {
  const share = (value: number) => `${Math.round(value * 100)}%`;
  console.log(
    `long-poll delivery         ${delivery.visitors} visitors, ${delivery.sent} agent messages at ${delivery.messagesPerSecond}/s (after ${delivery.warmUpSeconds} s at that rate unmeasured), ${delivery.delivered} delivered` +
      `   p50 ${delivery.p50Ms.toFixed(1)} ms   p99 ${delivery.p99Ms.toFixed(1)} ms   (aim: p99 under 50 ms)   failed polls ${Object.values(delivery.failedPolls).reduce((sum, count) => sum + count, 0)}${
        Object.keys(delivery.failedPolls).length ? ` (${Object.entries(delivery.failedPolls).map(([why, count]) => `${why}: ${count}`).join(', ')})` : ''
      }, sends ${delivery.failedSends}` +
      `   busy: server ${share(delivery.busy.server)} (event loop lag p99 ${delivery.serverLag.p99Ms.toFixed(0)} ms, max ${delivery.serverLag.maxMs.toFixed(0)} ms); load generator: sender ${share(delivery.busy.sender)}, pollers ${delivery.busy.pollers.map(share).join(' ')}`,
  );
}
