// `npm start`: the reference server on PORT (8080) and the demo shop on SITE_PORT (8081).
import { CHAT_PAGE, WIDGET_BASE_PATH } from '@shared/frame';
import { parseIceServers } from './call/iceServers';
import { isPostgresUrl } from './db/database';
import { startDemo } from './demo';

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`chat-online: ${name} must be a port number (0-65535), got "${raw}"`);
    process.exit(1);
  }
  return port;
}

/** TRUST_PROXY: `true`, or the proxies' addresses and CIDRs separated by commas (fastify's trustProxy). */
function trustProxyFromEnv(): boolean | string | undefined {
  const raw = process.env.TRUST_PROXY?.trim();
  if (!raw || raw == 'false') return undefined;
  return raw == 'true' ? true : raw;
}

/** ICE_SERVERS: read once, here; a wrong value stops the start rather than every call failing later. */
function iceServersFromEnv() {
  try {
    return parseIceServers(process.env.ICE_SERVERS);
  } catch (error) {
    console.error(`chat-online: ${(error as Error).message}`);
    console.error(
      `  for example: ICE_SERVERS='[{"urls":"turn:turn.example.com:3478","username":"u","credential":"p"}]'`,
    );
    process.exit(1);
  }
}

/** DATABASE_URL: PostgreSQL, shared by every instance; SQLite in DATA_DIR without it. */
function databaseUrlFromEnv(): string | undefined {
  const url = process.env.DATABASE_URL?.trim();
  if (!url) return undefined;
  if (!isPostgresUrl(url)) {
    console.error('chat-online: DATABASE_URL must be postgres://user:password@host:port/database');
    process.exit(1);
  }
  return url;
}

const databaseUrl = databaseUrlFromEnv();
const demo = await startDemo({
  databaseUrl,
  dataDir: process.env.DATA_DIR || undefined,
  filesDir: process.env.FILES_DIR || undefined,
  port: portFromEnv('PORT', 8080),
  sitePort: portFromEnv('SITE_PORT', 8081),
  host: process.env.HOST || 'localhost',
  publicOrigin: process.env.PUBLIC_ORIGIN,
  trustProxy: trustProxyFromEnv(),
  iceServers: iceServersFromEnv(),
});

const widgetBase = demo.widgetOrigin + WIDGET_BASE_PATH;
console.log(`chat-online is running
  demo shop:     ${demo.siteOrigin}/            (the site that pastes the script tag)
  signed in:     ${demo.siteOrigin}/account     (setUser and the host events)
  widget:        ${widgetBase}${CHAT_PAGE}?channelId=demo
  loader:        ${widgetBase}loader.js
  agent console: ${demo.widgetOrigin}/console/
  data:          ${databaseUrl ? 'PostgreSQL at ' + databaseUrl.replace(/\/\/[^@/]*@/, '//') : process.env.DATA_DIR || './data'}${demo.logins.seeded ? ' (seeded the demo channels, knowledge base and agents)' : ''}
  files:         ${process.env.FILES_DIR || (process.env.DATA_DIR || './data') + '/uploads'}
  agent logins:  ${demo.logins.agents.map((agent) => `${agent.login} / ${agent.password}`).join(', ')}  (API: ${demo.widgetOrigin}/api/agent/login)
  channels:      demo, demo-zh, demo-human, demo-human-only, demo-closed, demo-workorder, demo-intl, demo-verified (userHash secret "${demo.logins.verifiedChannelSecret}")`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void demo.close().then(() => process.exit(0)));
}
