// Server numbers on loopback: plain polls per second, and how fast an agent's message
// reaches visitors who are long-polling. Reported by `npm run bench`, never asserted.
import { setMaxListeners } from 'node:events';
import autocannon from 'autocannon';
import { AGENT_API, VISITOR_API, type ApiReply, type PollEvent, type PollReply, type SessionStart } from '../../shared/api';

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

export async function longPollDelivery(base: string, visitors = 1000, messagesPerSecond = 200, seconds = 10) {
  const login = await post<{ token: string }>(base + AGENT_API + 'login', { login: 'bench', password: 'bench-password' });
  const agentToken = login.data.token;
  await post(base + AGENT_API + 'status', { online: true }, agentToken);

  const people = await inBatches(visitors, 50, async () => {
    const visitor = await startVisitor(base);
    await post(base + VISITOR_API + 'transferAgent', { userId: visitor.userId }, visitor.token);
    return visitor;
  });

  const sentAt = new Map<string, number>();
  const delays: number[] = [];
  const stop = new AbortController();
  // Every poll listens on this one signal.
  setMaxListeners(0, stop.signal);

  const pollLoop = async (visitor: (typeof people)[number]) => {
    let cursor = (await post<PollReply>(base + VISITOR_API + 'getEventMsg', { userId: visitor.userId, pollId: visitor.pollId, lastEventId: visitor.lastEventId }, visitor.token)).data.lastEventId;
    while (!stop.signal.aborted) {
      const reply = await post<PollReply>(
        base + VISITOR_API + 'getEventMsg',
        { userId: visitor.userId, pollId: visitor.pollId, lastEventId: cursor, wait: 25 },
        visitor.token,
        stop.signal,
      ).catch(() => undefined);
      if (!reply?.data) continue;
      const received = performance.now();
      for (const event of reply.data.msgList as PollEvent[]) {
        const started = 'msg' in event && event.msg && sentAt.get(event.msg.msgContent);
        if (started) delays.push(received - started);
      }
      cursor = reply.data.lastEventId;
    }
  };
  const loops = people.map(pollLoop);
  await new Promise((resolve) => setTimeout(resolve, 1000));

  let sent = 0;
  const total = messagesPerSecond * seconds;
  const sessions = await post<{ active: { sessionId: number }[] }>(base + AGENT_API + 'sessions', {}, agentToken);
  const sessionIds = sessions.data.active.map((session) => session.sessionId);
  await new Promise<void>((resolve) => {
    const started = performance.now();
    const timer = setInterval(() => {
      // Catch up to the schedule: timers on a busy machine fire late.
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * messagesPerSecond));
      for (; sent < due; sent++) {
        const content = `bench:${sent}`;
        sentAt.set(content, performance.now());
        void post(base + AGENT_API + 'send', { sessionId: sessionIds[sent % sessionIds.length], msgType: 1, content }, agentToken);
      }
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  stop.abort();
  await Promise.allSettled(loops);
  return { visitors: people.length, sent, delivered: delays.length, p50Ms: percentile(delays, 50), p99Ms: percentile(delays, 99) };
}
