// Starts the reference server and the demo shop on two origins, as `npm start` and the
// browser tests use them.
import type { FastifyInstance } from 'fastify';
import { buildSite } from '../site/siteServer';
import { buildServer } from './app';
import { SITE_PAGES } from './projectPaths';

export interface DemoOptions {
  /** 0 picks a free port. */
  port: number;
  sitePort: number;
  host?: string;
  /** The origin pages load the widget from; defaults to http://localhost:<port>. */
  publicOrigin?: string;
}

export interface RunningDemo {
  widgetOrigin: string;
  siteOrigin: string;
  close(): Promise<void>;
}

const portOf = (app: FastifyInstance) => {
  const address = app.server.address();
  if (!address || typeof address == 'string') throw new Error('chat-online: server has no TCP address');
  return address.port;
};

export async function startDemo({ port, sitePort, host = 'localhost', publicOrigin }: DemoOptions): Promise<RunningDemo> {
  const server = await buildServer();
  await server.listen({ port, host });
  const widgetOrigin = publicOrigin ?? `http://localhost:${portOf(server)}`;
  const site = buildSite({ widgetOrigin, pagesDir: SITE_PAGES });
  try {
    await site.listen({ port: sitePort, host });
  } catch (error) {
    await server.close();
    throw error;
  }
  return {
    widgetOrigin,
    siteOrigin: `http://localhost:${portOf(site)}`,
    async close() {
      await Promise.all([site.close(), server.close()]);
    },
  };
}
