// Starts the reference server and the demo shop on two origins, as `npm start` and the
// browser tests use them.

import { buildServer } from '@server/app';
import { originOf } from '@server/http/listening';
import type { OutgoingOptions } from '@server/outgoing/outgoingOptions';
import type { IceServer } from '@shared/api/callSignal';
import { demoPlugin } from './demoPlugin';
import type { DemoLogins } from './seedDemo';
import { buildSite, SITE_PAGES } from './shopServer';

export interface DemoOptions {
  /** Where SQLite and uploads live (DATA_DIR). */
  dataDir?: string;
  /** postgres://… (DATABASE_URL): see ServerOptions.databaseUrl. */
  databaseUrl?: string;
  /** Uploaded files (FILES_DIR): see ServerOptions.filesDir. */
  filesDir?: string;
  /** The widget's build; dist/ by default. A test serves another build as a deploy would. */
  distDir?: string;
  /** 0 picks a free port. */
  port: number;
  sitePort: number;
  host?: string;
  /** The origin pages load the widget from; defaults to http://localhost:<port>. */
  publicOrigin?: string;
  /** Behind a reverse proxy (TRUST_PROXY): see ServerOptions.trustProxy. */
  trustProxy?: boolean | string;
  /** ICE_SERVERS, parsed: see ServerOptions.iceServers. */
  iceServers?: IceServer[];
  /** The clock; browser tests move it to run timeouts (a call that rings out). */
  now?: () => number;
  /** Mail and webhooks: see ServerOptions.outgoing. */
  outgoing?: OutgoingOptions;
}

export interface RunningDemo {
  widgetOrigin: string;
  logins: DemoLogins;
  siteOrigin: string;
  close(): Promise<void>;
}

export async function startDemo({
  port,
  sitePort,
  host = 'localhost',
  publicOrigin,
  trustProxy,
  iceServers,
  now,
  outgoing,
  ...places
}: DemoOptions): Promise<RunningDemo> {
  const demo = demoPlugin();
  const { app: server } = await buildServer({
    ...places,
    publicOrigin,
    trustProxy,
    iceServers,
    now,
    outgoing,
    plugins: [demo],
  });
  const { logins } = demo;
  await server.listen({ port, host });
  const widgetOrigin = originOf(server, publicOrigin);
  const site = buildSite({ widgetOrigin, pagesDir: SITE_PAGES });
  try {
    await site.listen({ port: sitePort, host });
  } catch (error) {
    await server.close();
    throw error;
  }
  return {
    widgetOrigin,
    logins,
    siteOrigin: originOf(site),
    async close() {
      await Promise.all([site.close(), server.close()]);
    },
  };
}
