// Host pages a test builds, served cross-site from the widget as every real deployment is:
// the pages on 127.0.0.1, the widget on localhost (same-site would hide storage
// partitioning). A page is its HTML and, optionally, its own CSP; files it links come from
// the page's own origin: `/npm/<package>/<file>` serves a package installed from npm (real
// framework CSS: bootstrap, bulma, tailwindcss), `/asset/<name>` a script or stylesheet the
// test added, so pages run under a CSP with no inline script or style.
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { strictCsp } from '@demo/shopServer';
import { PROJECT_ROOT } from '@server/projectPaths';
import Fastify from 'fastify';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
};

export interface HostPage {
  html: string;
  /** The page's Content-Security-Policy header, if any. */
  csp?: string;
}

export interface HostPages {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Serves `page` at `/page/<name>`; its full URL. */
  page(name: string, page: HostPage): string;
  /** Serves a script or stylesheet at `/asset/<name>`; its path. */
  asset(name: string, text: string): string;
  close(): Promise<void>;
}

/** The snippet a site owner pastes, for the widget at `widgetOrigin`. */
export const snippet = (widgetOrigin: string, channelId = 'demo', attributes = '') =>
  `<script async src="${widgetOrigin}/chat_online/loader.js" data-channel-id="${channelId}"${attributes ? ' ' + attributes : ''}></script>`;

/** The demo shop's CSP: no inline script or style, the widget allowed by origin. */
export { strictCsp };

export async function startHostPages(): Promise<HostPages> {
  const pages = new Map<string, HostPage>();
  const assets = new Map<string, string>();
  const app = Fastify({ logger: false });
  app.get<{ Params: { name: string } }>('/page/:name', async (request, reply) => {
    const page = pages.get(request.params.name);
    if (!page) return reply.code(404).send('no such page');
    if (page.csp) reply.header('Content-Security-Policy', page.csp);
    return reply.type(TYPES['.html']!).header('Cache-Control', 'no-store').send(page.html);
  });
  app.get<{ Params: { name: string } }>('/asset/:name', async (request, reply) => {
    const asset = assets.get(request.params.name);
    if (asset === undefined) return reply.code(404).send('no such asset');
    return reply
      .type(TYPES[extname(request.params.name)] ?? 'text/plain')
      .header('Cache-Control', 'no-store')
      .send(asset);
  });
  app.get<{ Params: { '*': string } }>('/npm/*', async (request, reply) => {
    const path = normalize(request.params['*']);
    if (path.startsWith('..') || !TYPES[extname(path)]) return reply.code(404).send('not served');
    return reply.type(TYPES[extname(path)]!).send(await readFile(join(PROJECT_ROOT, 'node_modules', path)));
  });
  app.get('/favicon.ico', (_request, reply) => reply.code(204).send());
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    origin,
    page(name, page) {
      pages.set(name, page);
      return `${origin}/page/${name}`;
    },
    asset(name, text) {
      assets.set(name, text);
      return `/asset/${name}`;
    },
    close: () => app.close(),
  };
}
