// Serves the built widget under /chat_online/: the loader, hashed assets, and index.html
// for every history-mode route of the widget.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// Preact sets styles through the CSSOM, which `style-src 'self'` allows.
const WIDGET_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ');

export async function widgetRoutes(app: FastifyInstance, options: { distDir: string }) {
  const { distDir } = options;
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`chat-online: no widget build in ${distDir}; run \`npm run build\` first`);
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/chat_online/',
    index: false,
    wildcard: false,
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // Hashed names never change; the loader keeps a fixed name, so it is cached briefly.
      res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      // loader.js imports the panel as a module from the host page's origin: that needs CORS.
      if (path.endsWith('loader-panel.js')) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
  const page = async (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply
      .header('Content-Security-Policy', WIDGET_CSP)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-cache')
      .sendFile('index.html');
  app.get('/favicon.ico', (_request, reply) => reply.code(204).send());
  app.get('/chat_online', (_request, reply) => reply.redirect('/chat_online/index'));
  app.get('/chat_online/', (_request, reply) => reply.redirect('/chat_online/index'));
  // Files were matched above; what is left under the base is a page of the widget's router.
  app.get('/chat_online/*', page);
}
