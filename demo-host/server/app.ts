// The reference server: the widget, and (as it grows) the visitor and agent APIs.
import Fastify, { type FastifyInstance } from 'fastify';
import { WIDGET_DIST } from './projectPaths';
import { widgetRoutes } from './widgetRoutes';

export interface ServerOptions {
  distDir?: string;
  logger?: boolean;
}

export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(widgetRoutes, { distDir: options.distDir ?? WIDGET_DIST });
  return app;
}
