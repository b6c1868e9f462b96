// Server numbers on loopback: plain polls per second, and how fast an agent's message
// reaches visitors who are long-polling. Reported by `npm run bench`, never asserted.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { ForkedServer } from './forkedServer';
import { wallNow, type PollerReport } from './pollers';
import { AGENT_API, VISITOR_API, type ApiReply, type SessionStart } from '../../shared/api';

const post = async <T>(url: string, body: unknown, token?: string, signal?: AbortSignal): Promise<ApiReply<T>> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
    signal,
  });
  return (await response.json()) as ApiReply<T>;
};

const randomId = () => Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

async function startVisitor(base: string) {
  const userId = randomId();
  const { data } = await post<SessionStart>(base + VISITOR_API + 'chatStart', { channelId: 'demo', userId });
  return data;
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

/** Processes the long polls are spread over (see pollers.ts). */
const POLLER_PROCESSES = 2;

/**
 * Agent messages at `messagesPerSecond` to `visitors` who long-poll, for `seconds`: how long
 * each takes from send to a visitor's poll answer. The load generator shares the machine, so
 * every event loop's busy share is reported (server, sender, pollers: each a process).
 */
export async function longPollDelivery(server: ForkedServer, visitors: number, messagesPerSecond: number, seconds = 10) {
  const base = server.url;
  const login = await post<{ token: string }>(base + AGENT_API + 'login', { login: 'bench', password: 'bench-password' });
  const agentToken = login.data.token;
  await post(base + AGENT_API + 'status', { online: true }, agentToken);

  const people = await inBatches(visitors, 50, async () => {
    const visitor = await startVisitor(base);
    await post(base + VISITOR_API + 'transferAgent', { userId: visitor.userId }, visitor.token);
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
  // Time for every poll to connect and take its first (immediate) answer.
  await new Promise((resolve) => setTimeout(resolve, Math.max(1000, visitors / 4)));

  let sent = 0;
  let failedSends = 0;
  const total = messagesPerSecond * seconds;
  const sessions = await post<{ active: { sessionId: number }[] }>(base + AGENT_API + 'sessions', {}, agentToken);
  const generatorBusy = performance.eventLoopUtilization();
  server.tell('busy-start');
  for (const poller of pollers) poller.send('busy-start');
  const sessionIds = sessions.data.active.map((session) => session.sessionId);
  await new Promise<void>((resolve) => {
    const started = performance.now();
    const timer = setInterval(() => {
      // Catch up to the schedule: timers on a busy machine fire late.
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * messagesPerSecond));
      for (; sent < due; sent++) {
        const content = `bench:${sent}:${wallNow()}`;
        post(base + AGENT_API + 'send', { sessionId: sessionIds[sent % sessionIds.length], msgType: 1, content }, agentToken).catch(() => failedSends++);
      }
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
  progress(`${sent} sent`);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const serverBusy = (await server.ask<{ busy: number }>('busy'))?.busy ?? NaN;
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
  return {
    visitors: people.length,
    messagesPerSecond,
    sent,
    delivered: delays.length,
    p50Ms: percentile(delays, 50),
    p99Ms: percentile(delays, 99),
    failedPolls: reports.reduce((sum, report) => sum + report.failed, 0),
    failedSends,
    busy: { server: serverBusy, sender: senderBusy, pollers: reports.map((report) => report.busy) },
  };
}

export function printDelivery(delivery: Awaited<ReturnType<typeof longPollDelivery>>) {
  const share = (value: number) => `${Math.round(value * 100)}%`;
  console.log(
    `long-poll delivery         ${delivery.visitors} visitors, ${delivery.sent} agent messages at ${delivery.messagesPerSecond}/s, ${delivery.delivered} delivered` +
      `   p50 ${delivery.p50Ms.toFixed(1)} ms   p99 ${delivery.p99Ms.toFixed(1)} ms   (aim: p99 under 50 ms)   failed polls ${delivery.failedPolls}, sends ${delivery.failedSends}` +
      `   busy: server ${share(delivery.busy.server)}; load generator: sender ${share(delivery.busy.sender)}, pollers ${delivery.busy.pollers.map(share).join(' ')}`,
  );
}
