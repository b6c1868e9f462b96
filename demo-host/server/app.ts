// The reference server: the widget, the visitor API, the open work-order API, the agent
// and admin APIs and uploaded files, on one fastify instance over its database: SQLite in DATA_DIR, or
// a PostgreSQL that several instances share (DATABASE_URL).

import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import type { IceServer } from '@shared/api/callSignal';
import Fastify, { type FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/adminRoutes';
import { agentRoutes } from './agent/agentRoutes';
import { consoleRoutes } from './consoleRoutes';
import { startTimeoutSweeper } from './conversation/timeouts';
import { openDatabase } from './db/database';
import { fileRoutes } from './files/fileRoutes';
import { MIN_JSON_BODY_BYTES } from './http/bodyLimit';
import { EDGE, type EdgeOptions, installBodyDeadlines, serverTimeouts } from './http/edge';
import { installErrorHandling } from './http/errors';
import { originOf } from './http/listening';
import type { OutgoingOptions } from './outgoing/outgoingOptions';
import { startSender } from './outgoing/sender';
import { CONSOLE_DIST, DATA_DIR, WIDGET_DIST } from './projectPaths';
import { createServices, type Services } from './services';
import { visitorRoutes } from './visitor/visitorRoutes';
import { widgetRoutes } from './widgetRoutes';
import { workOrderRoutes } from './workorder/workOrderRoutes';

export interface ServerOptions {
  distDir?: string;
  /** SQLite's file, and uploads unless filesDir says otherwise (DATA_DIR). */
  dataDir?: string;
  /** postgres://… : the database several instances share (DATABASE_URL); SQLite in dataDir without it. */
  databaseUrl?: string;
  /** Uploaded files (FILES_DIR): a directory every instance reaches; dataDir/uploads by default. */
  filesDir?: string;
  /** fastify's logger (pino, JSON lines on stdout): the product logs at LOG_LEVEL; tests and the demo stay quiet. */
  logger?: boolean | { level: string };
  /** The clock; tests move it to run timeouts. */
  now?: () => number;
  /** Serve the built widget (tests of the API alone can skip the build). */
  serveWidget?: boolean;
  /** Timeouts and rate-limit exemptions of the HTTP edge (http/edge.ts); tests shorten them. */
  edge?: Partial<EdgeOptions>;
  /**
   * Behind a reverse proxy: whose X-Forwarded-For to believe (fastify's trustProxy: true,
   * or the proxies' addresses and CIDRs separated by commas). Rate limits count per client
   * address, and without it every visitor is the proxy.
   */
  trustProxy?: boolean | string;
  /** Where people reach the server (PUBLIC_ORIGIN); the links admins hand on use it. */
  publicOrigin?: string;
  /** STUN and TURN servers for calls (ICE_SERVERS, read by start.ts); none by default. */
  iceServers?: IceServer[];
  /** Mail (SMTP_URL, MAIL_FROM, DKIM) and webhooks (WEBHOOK_ALLOW_PRIVATE); nothing is sent without them. */
  outgoing?: OutgoingOptions;
  /** What runs on top of the product (the demo: demo-host/demo/demoPlugin.ts); none in production. */
  plugins?: ServerPlugin[];
}

/**
 * Something the product runs with, never part of it: it seeds through the same stores and
 * services the admin API uses, and may add routes of its own.
 */
export interface ServerPlugin {
  /** Once the database is ready, before the robot loads the knowledge base. */
  seed?(services: Services): Promise<void>;
  routes?(app: FastifyInstance, services: Services): Promise<void>;
}

export interface ChatServer {
  app: FastifyInstance;
  services: Services;
}

/** How long a closing server lets the requests in flight finish before it cuts their connections. */
const CLOSE_GRACE_MS = 3_000;

export async function buildServer(options: ServerOptions = {}): Promise<ChatServer> {
  const dataDir = options.dataDir ?? DATA_DIR;
  const sql = await openDatabase({ dataDir, databaseUrl: options.databaseUrl });
  const services = createServices(
    sql,
    { dataDir, filesDir: options.filesDir, publicOrigin: options.publicOrigin },
    options.now,
    options.iceServers,
    options.outgoing,
  );
  const plugins = options.plugins ?? [];
  for (const plugin of plugins) await plugin.seed?.(services);
  await services.robot.reload();
  const stopFollowingKnowledge = services.robot.follow(services.hub);
  const edge: EdgeOptions = { ...EDGE, ...options.edge };

  const app = Fastify({
    logger: options.logger ?? false,
    // Each route sets its own from its schema (http/bodyLimit.ts); this is for the rest.
    bodyLimit: MIN_JSON_BODY_BYTES,
    ...serverTimeouts(edge),
    trustProxy: options.trustProxy ?? false,
    // Wrong types are errors, not values to coerce: "12" is not a userId of 12. A field a closed
    // schema does not know (the admin API's) is refused, not silently dropped.
    ajv: { customOptions: { coerceTypes: false, allErrors: false, removeAdditional: false } },
  });
  installErrorHandling(app);
  // One transaction per turn of the event loop for the API's writes; each reply waits for
  // the commit of its writes (db/groupCommit.ts).
  // Callback style: no promise per request on the hot path (every poll passes here).
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url.startsWith('/api/')) services.commits.join();
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    // While the server closes, a reply (a long poll it ended) closes its connection too:
    // close waits for every open one, and a kept-alive one would hold it for its whole timeout.
    if (services.hub.closed) reply.header('connection', 'close');
    services.commits.committed().then(() => done(null, payload), done);
  });
  installBodyDeadlines(app, edge);
  // JSON replies above 1 KB go compressed (brotli at a quality cheap enough per request);
  // static files were compressed at build time and are sent as they are.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifyMultipart);
  await app.register(visitorRoutes, { services, edge });
  await app.register(workOrderRoutes, { services, edge });
  await app.register(agentRoutes, { services });
  await app.register(adminRoutes, { services });
  await app.register(fileRoutes, { services });
  for (const plugin of plugins) await plugin.routes?.(app, services);
  if (options.serveWidget ?? true) {
    await app.register(widgetRoutes, { distDir: options.distDir ?? WIDGET_DIST, services });
    await app.register(consoleRoutes, { distDir: CONSOLE_DIST });
  }

  const stopSweeper = startTimeoutSweeper(services);
  const stopSender = startSender(services);
  // Mails link to where people reach the server: PUBLIC_ORIGIN, else where it listens.
  app.server.once('listening', () => {
    const address = app.server.address();
    const host = address && typeof address == 'object' ? address.address : undefined;
    services.origin.value ||= originOf(app, options.publicOrigin, host);
  });
  // Before the server waits for the requests in flight: the long polls answer now, so a
  // restart or deploy need not wait out their 25 seconds. A connection a browser opened ahead
  // and never used is not idle to Node and would hold the close for its timeout: what is still
  // open after CLOSE_GRACE_MS (an upload midway; the client sends it again) is cut.
  let cutConnections: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    services.hub.close();
    cutConnections = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
    done();
  });
  app.addHook('onClose', async () => {
    clearTimeout(cutConnections);
    await stopSweeper();
    await stopSender();
    stopFollowingKnowledge();
    await sql.close();
  });
  return { app, services };
}
