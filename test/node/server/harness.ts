// A real server on an ephemeral port with a temporary data dir, a movable clock, and
// small clients for the visitor, work-order and agent APIs: tests talk real HTTP.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseChannel } from '@demo/demoChannels';
import { demoPlugin } from '@demo/demoPlugin';
import { DEFAULT_AGENT_PASSWORD } from '@demo/seedDemo';
import { buildServer, type ChatServer, type ServerOptions } from '@server/app';
import { SWEEP_BUSY, sweepTimeouts } from '@server/conversation/timeouts';
import type { Services } from '@server/services';
import { agentCard } from '@server/store/agents';
import { AGENT_API, type ApiReply, OPEN_WO_API, type SessionStart, VISITOR_API } from '@shared/api';
import { afterAll, beforeAll } from 'vitest';
import { dropDatabase, freshDatabase, onPostgres } from '../postgres/databases';

export interface Reply<T = any> extends ApiReply<T> {
  /** the HTTP status */
  status: number;
}

export interface TestServer {
  url: string;
  server: ChatServer;
  dataDir: string;
  /** Its own PostgreSQL database in the node-pg project; undefined on SQLite. */
  databaseUrl?: string;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  post<T = any>(path: string, body: unknown, token?: string): Promise<Reply<T>>;
  /** Raw request, for malformed bodies and other content types. */
  raw(path: string, init: RequestInit): Promise<Response>;
  /** Stops and starts again on the same data dir (a restart: nothing acknowledged may be lost). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** Raw requests and JSON posts (with the visitor or agent `token` header) to the server at `origin()`. */
export function httpClient(origin: () => string): Pick<TestServer, 'raw' | 'post'> {
  const raw = (path: string, init: RequestInit) => fetch(origin() + path, init);
  const post = async <T>(path: string, body: unknown, token?: string): Promise<Reply<T>> => {
    const response = await raw(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as ApiReply<T>;
    return { ...json, status: response.status };
  };
  return { raw, post };
}

/** `options`: more server options (shorter timeouts, say); the demo's data unless `plugins` says otherwise (`[]`: the product alone). */
/**
 * How long a test server keeps an idle connection: longer than any test. A test's client and
 * server share one event loop; a test that blocks it (building a 50 MB upload) lets the server's
 * keep-alive timer and the client's next request on that idle connection fall due together, and
 * the server closed a connection the client had just written a POST on (ECONNRESET). A browser
 * sends such a request again; fetch does not retry a POST.
 */
const TEST_KEEP_ALIVE_MS = 300_000;

export async function startTestServer(options: ServerOptions = {}): Promise<TestServer> {
  options = { plugins: [demoPlugin()], ...options, edge: { keepAliveTimeoutMs: TEST_KEEP_ALIVE_MS, ...options.edge } };
  const dataDir = mkdtempSync(join(tmpdir(), 'chat-online-test-'));
  let offset = 0;
  const now = () => Date.now() + offset;
  const databaseUrl = onPostgres() ? await freshDatabase() : undefined;
  // The API alone unless a test serves a widget build of its own (widgetDist.ts).
  const serveWidget = options.serveWidget ?? false;
  let server = await buildServer({ ...options, dataDir, databaseUrl, serveWidget, now });
  let url = await server.app.listen({ port: 0, host: '127.0.0.1' });

  const { raw, post } = httpClient(() => url);

  return {
    get url() {
      return url;
    },
    get server() {
      return server;
    },
    dataDir,
    databaseUrl,
    advance(ms) {
      offset += ms;
    },
    post,
    raw,
    async restart() {
      await server.app.close();
      server = await buildServer({ ...options, dataDir, databaseUrl, serveWidget, now });
      url = await server.app.listen({ port: 0, host: '127.0.0.1' });
    },
    async close() {
      await server.app.close();
      if (databaseUrl) await dropDatabase(databaseUrl);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What the demo's work-order type (channel demo-workorder, and demo's leave-message form) requires. */
export const DEMO_WORK_ORDER_FIELDS = [
  { fieldId: 101, fieldValue: 'NW-20240611' },
  { fieldId: 102, fieldValue: 'Delivery' },
];

/**
 * How long a test waits for a robot rebuilt after a knowledge change (`expect.poll`'s timeout;
 * its default is 1 s). Not a speed claim, which is the robot bench's: on CI's loaded machine the
 * demo base's indexes and classifiers (about 55 phrasings a document) take seconds to build.
 * Polled every 400 ms: a visitor may ask the robot 60 times a minute (robotAsk's rate limit),
 * and a poll every 20 ms met it (429) after 1.2 s.
 */
export const ROBOT_REBUILT_WITHIN = { timeout: 20_000, interval: 400 };

/** A random visitor id, as the loader makes them. */
export const newVisitorId = () =>
  Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

export interface TestVisitor {
  userId: string;
  token: string;
  start: SessionStart;
  /** POST /api/chat/visitor/<call> with this visitor's userId and token. */
  call<T = any>(call: string, body?: Record<string, unknown>): Promise<Reply<T>>;
  /** POST /api/open/wo/<call> with this visitor's userId and token. */
  wo<T = any>(call: string, body?: Record<string, unknown>): Promise<Reply<T>>;
}

export async function startVisitor(
  server: TestServer,
  channelId = 'demo',
  extra: Record<string, unknown> = {},
): Promise<TestVisitor> {
  const userId = (extra.userId as string) ?? newVisitorId();
  const reply = await server.post<SessionStart>(VISITOR_API + 'chatStart', { channelId, userId, ...extra });
  if (reply.code != 200) throw new Error(`chatStart failed: ${reply.code} ${reply.message}`);
  const start = reply.data;
  return {
    userId,
    token: start.token,
    start,
    call: (call, body = {}) => server.post(VISITOR_API + call, { userId, ...body }, start.token),
    wo: (call, body = {}) => server.post(OPEN_WO_API + call, { userId, ...body }, start.token),
  };
}

export interface TestAgent {
  adminId: number;
  token: string;
  call<T = any>(call: string, body?: Record<string, unknown>): Promise<Reply<T>>;
}

/** Signs in a seeded agent (alice 101, bob 102, li 103) and, by default, goes online. */
export async function signInAgent(server: TestServer, login = 'alice', online = true): Promise<TestAgent> {
  const reply = await server.post<{ token: string; adminId: number }>(AGENT_API + 'login', {
    login,
    password: DEFAULT_AGENT_PASSWORD,
  });
  if (reply.code != 200) throw new Error(`agent login failed: ${reply.message}`);
  const agent: TestAgent = {
    adminId: reply.data.adminId,
    token: reply.data.token,
    call: (call, body = {}) => server.post(AGENT_API + call, body, reply.data.token),
  };
  if (online) await agent.call('status', { online: true });
  return agent;
}

/** A seeded agent signed in to the enclosing block's server before its tests (see signInAgent). */
export function useAgent(server: TestServer, login = 'alice', online = true): TestAgent {
  let agent: TestAgent | undefined;
  beforeAll(async () => {
    agent = await signInAgent(server, login, online);
  });
  return agentOnceReady(login, () => agent);
}

/** A caller that stands for `agent()` once a beforeAll has made it (an error before). */
export function agentOnceReady(login: string, agent: () => TestAgent | undefined): TestAgent {
  const current = () => {
    const ready = agent();
    if (!ready) throw new Error(`${login} signs in in beforeAll`);
    return ready;
  };
  return {
    get adminId() {
      return current().adminId;
    },
    get token() {
      return current().token;
    },
    call: <T>(call: string, body?: Record<string, unknown>) => current().call<T>(call, body),
  };
}

/** Polls until events arrive (or `wait` seconds pass), from the visitor's cursor. */
export async function pollEvents(visitor: TestVisitor, lastEventId = visitor.start.lastEventId, wait = 0) {
  return visitor.call('getEventMsg', { pollId: visitor.start.pollId, lastEventId, wait });
}

/**
 * A server for the enclosing describe block (or file): started before its tests, closed
 * after. The object forwards to the running server, so restarts are seen too.
 */
export function useTestServer(options: ServerOptions = {}): TestServer {
  let running: TestServer | undefined;
  beforeAll(async () => {
    running = await startTestServer(options);
  });
  afterAll(() => running?.close());
  const current = () => {
    if (!running) throw new Error('the test server starts in beforeAll');
    return running;
  };
  return {
    get url() {
      return current().url;
    },
    get server() {
      return current().server;
    },
    get dataDir() {
      return current().dataDir;
    },
    get databaseUrl() {
      return current().databaseUrl;
    },
    advance: (ms) => current().advance(ms),
    post: (path, body, token) => current().post(path, body, token),
    raw: (path, init) => current().raw(path, init),
    restart: () => current().restart(),
    close: () => current().close(),
  };
}

/** A second tenant, acme: its channel acme-shop and its one agent, eve (adminId 901), signed in. */
export async function otherTenantAgent(server: TestServer): Promise<TestAgent> {
  await server.server.services.channels.put({ ...baseChannel('acme-shop'), tenantId: 'acme', channelName: 'Acme' });
  await server.server.services.agents.add({
    adminId: 901,
    tenantId: 'acme',
    login: 'eve',
    password: 'acme-password',
    card: agentCard('Eve'),
    groupIds: [1],
  });
  const login = await server.post<{ token: string; adminId: number }>(AGENT_API + 'login', {
    login: 'eve',
    password: 'acme-password',
  });
  if (login.code != 200) throw new Error(`eve's login failed: ${login.message}`);
  return {
    adminId: login.data.adminId,
    token: login.data.token,
    call: (call, body = {}) => server.post(AGENT_API + call, body, login.data.token),
  };
}

/**
 * The timeout sweep, now, as a test means it: on PostgreSQL the server's own sweep (every 5 s,
 * on the test's clock too) may hold the sweep's lock, and a tick that finds it held writes
 * nothing; this one waits its turn and sweeps.
 */
export async function sweepNow(services: Services, limit?: number): Promise<number> {
  for (;;) {
    const written = await sweepTimeouts(services, limit);
    if (written != SWEEP_BUSY) return written;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const STATEMENT_RUNS = 5;
const BETWEEN_RUNS_MS = 100;

/**
 * The statements the server runs for `work` (read-only calls: it runs five times): the fewest
 * of five runs, a moment apart. The server's background work (the timeout sweep, the outbox's
 * sender and its waiting-visitor check) runs statements on its own clock, and on a loaded
 * machine one of its ticks can fall inside a run; it only ever adds, so the fewest is the work's
 * own. Under a full CI run on PostgreSQL, background statements once fell inside each of three
 * runs back to back (a list read in 3 statements where it takes 2). The outbox's statements are
 * left out of every run.
 */
export async function statementsOf(services: Services, work: () => Promise<unknown>): Promise<number> {
  const sql = services.sql as unknown as Record<'all' | 'get' | 'run', (...args: unknown[]) => Promise<unknown>>;
  const runs: number[] = [];
  for (let run = 0; run < STATEMENT_RUNS; run++) {
    if (run > 0) await new Promise((resolve) => setTimeout(resolve, BETWEEN_RUNS_MS));
    const originals = { all: sql.all, get: sql.get, run: sql.run };
    let count = 0;
    for (const name of ['all', 'get', 'run'] as const)
      sql[name] = function (this: unknown, ...args: unknown[]) {
        if (!/\boutbox/.test(String(args[0]))) count++;
        return originals[name].apply(this, args);
      };
    try {
      await work();
    } finally {
      Object.assign(sql, originals);
    }
    runs.push(count);
  }
  return Math.min(...runs);
}
