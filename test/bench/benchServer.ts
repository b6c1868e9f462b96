// The server under load, in its own thread so the load generator does not share its event
// loop: a temporary data dir and two agents with room for every bench visitor ('bench', and
// 'bench2' whom only the soak logs in). Forked as a child process instead (no parentPort), it
// also reports its own memory: the message 'memory' is answered with the resident set now and
// the process's peak so far (see forkedServer.ts for 'busy', which also tells the event loop's
// lag). With BENCH_DATABASE_URL it runs on that PostgreSQL database and keeps uploads in
// BENCH_FILES_DIR, one of several instances; BENCH_ADD_AGENTS=0 leaves the agents to the
// instance that added them (adding one again logs it out: agents.add replaces).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { demoPlugin } from '@demo/demoPlugin';
import { buildServer } from '@server/app';
import { agentCard } from '@server/store/agents';
import { BENCH_AGENTS, BENCH_PASSWORD } from './benchAgents';

const dataDir = mkdtempSync(join(tmpdir(), 'chat-online-bench-'));
// The load generator is one address: its 1,000 visitors are not a stranger minting ids.
const { app, services } = await buildServer({
  plugins: [demoPlugin()],
  dataDir,
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  filesDir: process.env.BENCH_FILES_DIR || undefined,
  serveWidget: false,
  edge: { unlimitedAddresses: ['127.0.0.1'] },
});
if (process.env.BENCH_ADD_AGENTS != '0')
  for (const [adminId, login, adminNick] of BENCH_AGENTS)
    await services.agents.add({
      adminId,
      tenantId: 'demo',
      login,
      password: BENCH_PASSWORD,
      card: agentCard(adminNick),
      groupIds: [1, 2, 3],
      maxSessions: 100_000,
    });
// The server logs nothing (logger off): what made a reply a 500 is told here, the first few of
// each kind. Those while it closes, in one line once closed: the polls stopped just before
// (their sockets closed) are still reading when app.close() closes the database, and answer
// 500 to nobody.
const told = new Map<string, number>();
let closing = false;
const whileClosing = new Map<string, number>();
app.addHook('onError', (request, _reply, error, done) => {
  const status = (error as { statusCode?: number }).statusCode ?? 500;
  if (status >= 500) {
    const kind = `${status} on ${request.url.split('?')[0]}: ${error.message}`;
    const counts = closing ? whileClosing : told;
    const times = (counts.get(kind) ?? 0) + 1;
    counts.set(kind, times);
    if (!closing && times <= 3)
      console.error(`bench server ${process.pid}: ${kind}${times == 3 ? ' (no more of these told)' : ''}`);
  }
  done();
});
// 10,000 visitors connect at once: a listen backlog of the kernel's usual somaxconn (4,096).
const url = await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
const send = (message: unknown) => (parentPort ? parentPort.postMessage(message) : process.send!(message));
send({ url, dataDir });
let busySince = performance.eventLoopUtilization();
// How late the event loop ran its turns: a stall shows here even when the average is fine.
const lag = monitorEventLoopDelay({ resolution: 10 });
const onMessage = async (message: unknown) => {
  if (message == 'busy-start') {
    busySince = performance.eventLoopUtilization();
    lag.reset();
    lag.enable();
  }
  if (message == 'busy')
    send({
      busy: performance.eventLoopUtilization(busySince).utilization,
      lagP99Ms: lag.percentile(99) / 1e6,
      lagMaxMs: lag.max / 1e6,
    });
  if (message == 'memory') send({ rss: process.memoryUsage().rss, peakRss: process.resourceUsage().maxRSS * 1024 });
  if (message == 'close') {
    closing = true;
    await app.close();
    if (whileClosing.size)
      console.error(
        `bench server ${process.pid}, while closing (to polls already gone): ${[...whileClosing].map(([kind, times]) => `${times} × ${kind}`).join('; ')}`,
      );
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
};
if (parentPort) parentPort.on('message', onMessage);
else process.on('message', onMessage);
