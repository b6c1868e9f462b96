// Server numbers on loopback: plain polls per second, and how fast an agent's message
// reaches visitors who are long-polling. Reported by `npm run bench`, never asserted.
import { fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { AGENT_API, type SessionStart, VISITOR_API } from '@shared/api';
import autocannon from 'autocannon';
import { BENCH_AGENTS, BENCH_PASSWORD } from './benchAgents';
import type { ForkedServer } from './forkedServer';
import { percentile } from './percentile';
import { type PollerReport, wallNow } from './pollers';
import { mustPost, postJson } from './postJson';

const randomId = () => Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

async function startVisitor(base: string) {
  const userId = randomId();
  return mustPost<SessionStart>(base + VISITOR_API + 'chatStart', { channelId: 'demo', userId });
}

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
    made.push(
      ...(await Promise.all(Array.from({ length: Math.min(batch, count - start) }, (_, i) => make(start + i)))),
    );
  return made;
}

/** Seconds of agent messages at the bench's rate before the measured ones. */
const WARM_UP_SECONDS = 2;

/** Processes the long polls are spread over (see pollers.ts); at least one per instance. */
const POLLER_PROCESSES = 2;

/** An agent's console polls its events this often while it sends (its heartbeat: store/agents.ts, AGENT_GONE_MS). */
const AGENT_HEARTBEAT_MS = 20_000;

export interface DeliveryOptions {
  /** Seconds of measured sending (after WARM_UP_SECONDS at the same rate). */
  seconds?: number;
  /** Agents who send, each to its own visitors (BENCH_AGENTS): agent k logs in through instance k (mod their number). */
  agents?: number;
  /**
   * Which instance carries a send: 'own', the one its agent logged in through; 'each', a
   * visitor's messages go in groups of one per instance, sent at once, so that instances write
   * one visitor's event log at the same moment (the race of a multi-instance deployment).
   */
  sendVia?: 'own' | 'each';
  /**
   * Seconds the polls go on after the last send was answered, before they stop and report.
   * Longer than a long poll's wait (25 s), a message whose wake-up was lost still arrives (late)
   * and is not counted lost.
   */
  drainSeconds?: number;
}

/**
 * Agent messages at `messagesPerSecond` to `visitors` who long-poll, for `seconds`: how long
 * each takes from send to a visitor's poll answer, and whether each reached its visitor
 * exactly once. The load generator shares the machine, so every event loop's busy share is
 * reported (servers, sender, pollers: each a process).
 *
 * With several `servers` (instances on one PostgreSQL), visitor i starts and long-polls on
 * instance i (mod their number), and each poller process polls one instance; the figures are
 * also given per instance, to tell a delivery within an instance from one across.
 */
export async function longPollDelivery(
  servers: ForkedServer | ForkedServer[],
  visitors: number,
  messagesPerSecond: number,
  { seconds = 10, agents: agentCount = 1, sendVia = 'own', drainSeconds = 2 }: DeliveryOptions = {},
) {
  const instances = Array.isArray(servers) ? servers : [servers];
  const progress = (what: string) => process.env.BENCH_PROGRESS && console.error(new Date().toISOString(), what);
  const agents = await Promise.all(
    BENCH_AGENTS.slice(0, agentCount).map(async ([, login], k) => {
      const base = instances[k % instances.length]!.url;
      const { token } = await mustPost<{ token: string }>(base + AGENT_API + 'login', {
        login,
        password: BENCH_PASSWORD,
      });
      await mustPost(base + AGENT_API + 'status', { online: true }, token);
      return { base, token };
    }),
  );
  const heartbeat = setInterval(() => {
    for (const { base, token } of agents) void postJson(base + AGENT_API + 'events', {}, token);
  }, AGENT_HEARTBEAT_MS);

  const settingUp = performance.now();
  const people = await inBatches(visitors, 50, async (index) => {
    const base = instances[index % instances.length]!.url;
    const visitor = await startVisitor(base);
    await mustPost(base + VISITOR_API + 'transferAgent', { userId: visitor.userId }, visitor.token);
    return visitor;
  });
  const setupSeconds = (performance.now() - settingUp) / 1000;
  progress(`${people.length} visitors with the agents`);

  // The polls run in child processes (poller p polls instance p mod their number), this process only sends.
  const pollerCount = Math.max(POLLER_PROCESSES, instances.length);
  const instanceOf = (poller: number) => poller % instances.length;
  const pollers = Array.from({ length: pollerCount }, () =>
    fork(fileURLToPath(new URL('./pollers.js', import.meta.url)), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
  );
  await Promise.all(
    pollers.map((poller, p) => {
      // The visitors of this poller's instance, shared among its pollers.
      const ofInstance = people.filter((_, i) => i % instances.length == instanceOf(p));
      const siblings = pollers.map((_, q) => q).filter((q) => instanceOf(q) == instanceOf(p));
      const share = ofInstance.filter((_, i) => i % siblings.length == siblings.indexOf(p));
      return new Promise<void>((resolve) => {
        poller.once('message', () => resolve());
        poller.send({ base: instances[instanceOf(p)]!.url, visitors: share });
      });
    }),
  );
  progress('every visitor waiting in a long poll');
  // Time for the last of those polls to reach the server.
  await new Promise((resolve) => setTimeout(resolve, 1000));

  // Whom each send goes to: the agents' conversations in turn.
  const perAgent = await Promise.all(
    agents.map(async (agent) => {
      const { active } = await mustPost<{ active: { sessionId: number; userId: string }[] }>(
        agent.base + AGENT_API + 'sessions',
        {},
        agent.token,
      );
      return active.map((session) => ({ ...session, agent }));
    }),
  );
  const targets = Array.from({ length: Math.max(...perAgent.map((list) => list.length)) }, (_, i) =>
    perAgent.flatMap((list) => list[i] ?? []),
  ).flat();
  if (targets.length != people.length)
    console.error(`bench: ${people.length} visitors, yet the agents have ${targets.length} conversations`);
  const group = sendVia == 'each' ? instances.length : 1;

  /** Failed sends (the warm-up's too), by what went wrong. */
  const failedSends: Record<string, number> = {};
  /** How long each measured send took to be answered (ms), and when it was posted (wall clock). */
  const sendTimes: number[] = [];
  const sendStarts: number[] = [];
  let answering = 0;
  /**
   * Each send by its n (numbered across the warm-up and the measured ones): the visitor it is
   * for; its message id once answered, 0 when the send failed.
   */
  const sends: { userId: string; msgId?: number }[] = [];
  /** Agent messages at the rate for `forSeconds`; `label:<n>:<ms sent>` is what pollers measure (and report back). */
  const sendAtRate = (label: string, forSeconds: number) =>
    new Promise<number>((resolve) => {
      const total = Math.ceil((messagesPerSecond * forSeconds) / group) * group;
      let sent = 0;
      const started = performance.now();
      const timer = setInterval(() => {
        // Catch up to the schedule: timers on a busy machine fire late. A group goes whole.
        const due = Math.min(
          total,
          Math.ceil((((performance.now() - started) / 1000) * messagesPerSecond) / group) * group,
        );
        for (; sent < due; sent++) {
          const target = targets[Math.floor(sent / group) % targets.length]!;
          const via = sendVia == 'each' ? instances[sent % group]!.url : target.agent.base;
          const measured = label == 'bench';
          const n = sends.push({ userId: target.userId }) - 1;
          const content = `${label}:${n}:${wallNow()}`;
          answering++;
          const posting = performance.now();
          void postJson<{ id: number }>(
            via + AGENT_API + 'send',
            { sessionId: target.sessionId, msgType: 1, content },
            target.agent.token,
          ).then((posted) => {
            answering--;
            if (measured) {
              sendTimes.push(performance.now() - posting);
              sendStarts.push(performance.timeOrigin + posting);
            }
            if ('failure' in posted) failedSends[posted.failure] = (failedSends[posted.failure] ?? 0) + 1;
            sends[n]!.msgId = 'failure' in posted ? 0 : posted.data.id;
          });
        }
        if (sent >= total) {
          clearInterval(timer);
          resolve(sent);
        }
      }, 5);
    });
  // Not measured: the first seconds run code the JIT has not optimised yet, and the garbage
  // of 10,000 arrivals in half a minute, which is no steady state.
  const warmUpSent = await sendAtRate('warm-up', WARM_UP_SECONDS);
  const generatorBusy = performance.eventLoopUtilization();
  const measuredFrom = Date.now();
  for (const server of instances) server.tell('busy-start');
  for (const poller of pollers) poller.send('busy-start');
  const sent = await sendAtRate('bench', seconds);
  const measuredTo = Date.now();
  const loadAverage = loadavg()[0]!;
  progress(`${sent} sent`);
  // Every send answered (or given up on), then the polls' time to bring the last ones.
  for (const until = performance.now() + 60_000; answering > 0 && performance.now() < until; )
    await new Promise((resolve) => setTimeout(resolve, 50));
  if (answering) console.error(`bench: ${answering} sends still unanswered a minute after the last`);
  progress(`every send answered; ${drainSeconds} s more for the polls`);
  await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
  const loops = await Promise.all(
    instances.map(
      async (server) =>
        (await server.ask<{ busy: number; lagP99Ms: number; lagMaxMs: number }>('busy')) ?? {
          busy: NaN,
          lagP99Ms: NaN,
          lagMaxMs: NaN,
        },
    ),
  );
  const senderBusy = performance.eventLoopUtilization(generatorBusy).utilization;
  clearInterval(heartbeat);
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
  if (process.env.BENCH_PROGRESS)
    printEachSecond(
      reports,
      sendTimes.map((took, i) => [sendStarts[i]!, took]),
    );
  return {
    instances: instances.length,
    agents: agents.length,
    sendVia,
    visitors: people.length,
    /** How long the visitors took to start and be handed to the agents (chatStart, transferAgent), 50 at a time. */
    setupSeconds,
    messagesPerSecond,
    warmUpSeconds: WARM_UP_SECONDS,
    warmUpSent,
    /** When the measured sends began and ended (ms since the epoch). */
    measured: { from: measuredFrom, to: measuredTo },
    drainSeconds,
    sent,
    delivered: delays.length,
    p50Ms: percentile(delays, 50),
    p99Ms: percentile(delays, 99),
    maxMs: Math.max(...delays),
    /** Deliveries that took over a second (a lost wake-up shows as one the poll's wait late, ~25 s). */
    overOneSecond: delays.filter((delay) => delay > 1000).length,
    /** Per instance: the deliveries to the visitors polling there. */
    perInstance: instances.map((_, s) => {
      const here = reports.filter((_, p) => instanceOf(p) == s).flatMap((report) => report.delays);
      return { delivered: here.length, p50Ms: percentile(here, 50), p99Ms: percentile(here, 99) };
    }),
    exactlyOnce: exactlyOnce(sends, reports),
    failedPolls: reports.reduce<Record<string, number>>((sum, report) => {
      for (const [why, count] of Object.entries(report.failed)) sum[why] = (sum[why] ?? 0) + count;
      return sum;
    }, {}),
    failedSends,
    /** The agent's sends, from post to answer. */
    sendAnswer: { p50Ms: percentile(sendTimes, 50), p99Ms: percentile(sendTimes, 99), maxMs: Math.max(...sendTimes) },
    serverLag: loops.map((loop) => ({ p99Ms: loop.lagP99Ms, maxMs: loop.lagMaxMs })),
    busy: {
      servers: loops.map((loop) => loop.busy),
      sender: senderBusy,
      pollers: reports.map((report) => report.busy),
    },
    /** The machine's load average over the last minute as the measured sends ended (2 cores here: above 2, processes queue for them). */
    loadAverage,
  };
}

/**
 * What reached whom: each send (the warm-up's too) against the pollers' receipts. Lost: answered with a
 * message id and never delivered; twice: delivered more than once to its visitor; elsewhere:
 * delivered to another visitor; a failed send may still have been stored and delivered.
 */
function exactlyOnce(sends: { userId: string; msgId?: number }[], reports: PollerReport[]) {
  const deliveries = sends.map(() => [] as { msgId: number; userId: string }[]);
  let unknown = 0;
  for (const report of reports)
    for (const [n, msgId, userId] of report.received) {
      if (deliveries[n]) deliveries[n].push({ msgId, userId });
      else unknown++;
    }
  let delivered = 0,
    lost = 0,
    twice = 0,
    elsewhere = 0,
    otherId = 0,
    failedYetDelivered = 0;
  sends.forEach((send, n) => {
    const got = deliveries[n]!;
    const mine = got.filter((delivery) => delivery.userId == send.userId);
    elsewhere += got.length - mine.length;
    if (mine.length) delivered++;
    if (mine.length > 1) twice++;
    if (send.msgId && !mine.length) lost++;
    if (!send.msgId && mine.length) failedYetDelivered++;
    if (send.msgId && mine.some((delivery) => delivery.msgId != send.msgId)) otherId++;
  });
  return {
    sent: sends.length,
    /** Sends the server answered with a message id. */
    confirmed: sends.filter((send) => send.msgId).length,
    delivered,
    lost,
    twice,
    elsewhere,
    /** Delivered under another message id than the send's answer named. */
    otherId,
    failedYetDelivered,
    /** Receipts of a message no send made (a stray `bench:` content). */
    unknown,
    eventsOutOfOrder: reports.reduce((sum, report) => sum + report.eventsOutOfOrder, 0),
  };
}

/**
 * With BENCH_PROGRESS: the delays of the messages sent in each second, to tell a stall from
 * noise, how long that second's sends took to be answered (a stall there is before the poll),
 * and how many polls' waits ran out that second (each is a read and a new poll at once).
 */
function printEachSecond(reports: PollerReport[], sends: [at: number, answeredInMs: number][]) {
  const sent = reports.flatMap((report) => report.sentAts.map((at, i) => [at, report.delays[i]!] as const));
  const first = Math.min(...sent.map(([at]) => at));
  const bySecond = (pairs: readonly (readonly [number, number])[]) => {
    const seconds = new Map<number, number[]>();
    for (const [at, value] of pairs) {
      const second = Math.floor((at - first) / 1000);
      seconds.set(second, [...(seconds.get(second) ?? []), value]);
    }
    return seconds;
  };
  const answers = bySecond(sends);
  const empty = bySecond(reports.flatMap((report) => report.emptyAnswers.map((at) => [at, 1] as const)));
  for (const [second, delays] of [...bySecond(sent)].sort(([a], [b]) => a - b)) {
    const answered = answers.get(second) ?? [];
    console.error(
      `  second ${second}: ${delays.length} messages, p50 ${percentile(delays, 50).toFixed(0)} ms, p99 ${percentile(delays, 99).toFixed(0)} ms, max ${Math.max(...delays).toFixed(0)} ms` +
        `   sends answered p99 ${percentile(answered, 99).toFixed(0)} ms, max ${Math.max(...answered).toFixed(0)} ms   polls whose wait ran out ${empty.get(second)?.length ?? 0}`,
    );
  }
}

type Delivery = Awaited<ReturnType<typeof longPollDelivery>>;

const share = (value: number) => `${Math.round(value * 100)}%`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
/** Instances by letter: A, B, … */
const instanceName = (index: number) => String.fromCharCode(65 + index);

/** A count of failures, and how many failed how. */
const failuresText = (failed: Record<string, number>) =>
  `${Object.values(failed).reduce((sum, count) => sum + count, 0)}${
    Object.keys(failed).length
      ? ` (${Object.entries(failed)
          .map(([why, count]) => `${why}: ${count}`)
          .join(', ')})`
      : ''
  }`;

const busyText = (delivery: Delivery) =>
  `busy: ${delivery.busy.servers
    .map(
      (busy, s) =>
        `server${delivery.instances > 1 ? ' ' + instanceName(s) : ''} ${share(busy)} (event loop lag p99 ${delivery.serverLag[s]!.p99Ms.toFixed(0)} ms, max ${delivery.serverLag[s]!.maxMs.toFixed(0)} ms)`,
    )
    .join(
      ', ',
    )}; load generator: sender ${share(delivery.busy.sender)}, pollers ${delivery.busy.pollers.map(share).join(' ')}; machine load average ${delivery.loadAverage.toFixed(1)} (${cpus().length} cores)`;

/** With several instances: the figures of the visitors polling on each. */
const perInstanceText = (delivery: Delivery) =>
  delivery.perInstance
    .map(
      (here, s) =>
        `polls on ${instanceName(s)}${delivery.sendVia == 'own' && delivery.agents == 1 ? (s == 0 ? " (the sender's instance)" : ' (across instances)') : ''}: ${here.delivered} delivered, p50 ${ms(here.p50Ms)}, p99 ${ms(here.p99Ms)}`,
    )
    .join('   ');

/** One line per run, the first column its label (e.g. which engine, how many instances). */
export function printDelivery(delivery: Delivery, label = 'long-poll delivery') {
  const { lost, twice, elsewhere } = delivery.exactlyOnce;
  console.log(
    `${label.padEnd(26)} ${delivery.visitors} visitors, ${delivery.sent} agent messages at ${delivery.messagesPerSecond}/s (after ${delivery.warmUpSeconds} s at that rate unmeasured), ${delivery.delivered} delivered` +
      `   p50 ${ms(delivery.p50Ms)}   p99 ${ms(delivery.p99Ms)}   (aim: p99 under 50 ms)   failed polls ${failuresText(delivery.failedPolls)}, sends ${failuresText(delivery.failedSends)} (answered in p50 ${ms(delivery.sendAnswer.p50Ms)}, p99 ${ms(delivery.sendAnswer.p99Ms)})` +
      `   of all ${delivery.exactlyOnce.sent} sent (warm-up too), not delivered within ${delivery.drainSeconds} s ${lost}${twice || elsewhere ? `, twice ${twice}, to another visitor ${elsewhere}` : ''}` +
      `   ${busyText(delivery)}`,
  );
  if (delivery.instances > 1) console.log(`${''.padEnd(26)} ${perInstanceText(delivery)}`);
}

/** The soak: every message accounted for, then the delays. */
export function printSoak(delivery: Delivery, label: string) {
  const once = delivery.exactlyOnce;
  const how =
    delivery.sendVia == 'each'
      ? `each visitor's messages in groups of ${delivery.instances}, one through each instance at once`
      : "each agent's messages through its own instance";
  console.log(
    `${label.padEnd(26)} ${delivery.visitors} visitors long-polling on ${delivery.instances} instance(s), ${delivery.agents} agent(s) sending ${delivery.messagesPerSecond}/s for ${delivery.sent / delivery.messagesPerSecond} s (${how})`,
  );
  const pad = ''.padEnd(26);
  console.log(
    `${pad} sent ${once.sent} (${delivery.warmUpSent} of them in the ${delivery.warmUpSeconds} s warm-up; answered with an id ${once.confirmed}, failed ${failuresText(delivery.failedSends)})   delivered ${once.delivered}   lost ${once.lost}   duplicated ${once.twice}   to another visitor ${once.elsewhere}` +
      `   failed sends delivered anyway ${once.failedYetDelivered}   other message id ${once.otherId}   events out of order ${once.eventsOutOfOrder}   failed polls ${failuresText(delivery.failedPolls)}` +
      `   (polls went on ${delivery.drainSeconds} s after the last send was answered)`,
  );
  console.log(
    `${pad} delay p50 ${ms(delivery.p50Ms)}   p99 ${ms(delivery.p99Ms)}   max ${ms(delivery.maxMs)}   over 1 s ${delivery.overOneSecond}   ${perInstanceText(delivery)}` +
      `   (the sends themselves answered in p50 ${ms(delivery.sendAnswer.p50Ms)}, p99 ${ms(delivery.sendAnswer.p99Ms)}, max ${ms(delivery.sendAnswer.maxMs)})`,
  );
  console.log(`${pad} ${busyText(delivery)}`);
}
