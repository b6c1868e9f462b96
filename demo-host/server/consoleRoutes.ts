// Serves the agent console under /console/.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const CONSOLE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: https:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

export async function consoleRoutes(app: FastifyInstance, { distDir }: { distDir: string }) {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/console/',
    index: false,
    // The build wrote a .br and a .gz beside each file: sent by Accept-Encoding, with Vary.
    preCompressed: true,
    wildcard: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // One URL, several encodings (preCompressed): caches must key on Accept-Encoding.
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const page = readFileSync(indexFile, 'utf8');
  const sendPage = (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', CONSOLE_CSP)
      .header('Cache-Control', 'no-cache')
      .send(page);
  app.get('/console', (_request, reply) => reply.redirect('/console/'));
  app.get('/console/', sendPage);
  app.get('/console/*', sendPage);
}
