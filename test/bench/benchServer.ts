// The server under load, in its own thread so the load generator does not share its event
// loop: a temporary data dir and one agent with room for every bench visitor.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { buildServer } from '../../demo-host/server/app';

const dataDir = mkdtempSync(join(tmpdir(), 'chat-online-bench-'));
const { app, services } = await buildServer({ dataDir, serveWidget: false });
services.agents.add({
  adminId: 900,
  tenantId: 'demo',
  login: 'bench',
  password: 'bench-password',
  card: { adminFace: '', adminNick: 'Bench', adminCardSign: '', adminCardTel: '', adminCardMobile: '', adminCardEmail: '', adminCardQq: '', adminCardWechat: '' },
  groupIds: [1, 2, 3],
  maxSessions: 100_000,
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });
parentPort!.postMessage({ url, dataDir });
parentPort!.on('message', async (message) => {
  if (message == 'close') {
    await app.close();
    process.exit(0);
  }
});
