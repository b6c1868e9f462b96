// The demo shop: a website on its own origin that pastes the script tag, as a site owner
// would. Its pages are served under a strict CSP to prove the loader needs no inline
// script or style on the host page.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PROJECT_ROOT } from '@server/projectPaths';
import Fastify, { type FastifyInstance } from 'fastify';

/** The shop's pages (demo-host/site/pages). */
export const SITE_PAGES = join(PROJECT_ROOT, 'demo-host', 'site', 'pages');

const PAGES: Record<string, { file: string; type: string }> = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/account': { file: 'account.html', type: 'text/html; charset=utf-8' },
  '/shop.css': { file: 'shop.css', type: 'text/css; charset=utf-8' },
  '/account.js': { file: 'account.js', type: 'text/javascript; charset=utf-8' },
  '/language.js': { file: 'language.js', type: 'text/javascript; charset=utf-8' },
};

export interface SiteOptions {
  /** Where the widget is served, e.g. http://localhost:8080 */
  widgetOrigin: string;
  pagesDir: string;
  channelId?: string;
}

const CHANNEL_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A careful site's CSP: no inline script or style, the widget allowed by its origin. */
export const strictCsp = (widgetOrigin: string) =>
  [
    "default-src 'self'",
    `script-src 'self' ${widgetOrigin}`,
    "style-src 'self'",
    `frame-src ${widgetOrigin}`,
    "img-src 'self' data:",
    "object-src 'none'",
  ].join('; ');

export function buildSite({ widgetOrigin, pagesDir, channelId = 'demo' }: SiteOptions): FastifyInstance {
  // Static pages: nothing in flight is worth waiting for when the demo stops.
  const site = Fastify({ logger: false, forceCloseConnections: true });
  const csp = strictCsp(widgetOrigin);
  for (const [path, { file, type }] of Object.entries(PAGES)) {
    site.get(path, async (request, reply) => {
      const text = await readFile(join(pagesDir, file), 'utf8');
      // ?channel=demo-zh embeds another seeded channel; only an id's characters get into the page.
      const asked = (request.query as { channel?: unknown }).channel;
      const channel = typeof asked == 'string' && CHANNEL_ID.test(asked) ? asked : channelId;
      return reply
        .type(type)
        .header('Content-Security-Policy', csp)
        .header('Cache-Control', 'no-cache')
        .send(text.replaceAll('{{WIDGET_ORIGIN}}', widgetOrigin).replaceAll('{{CHANNEL_ID}}', channel));
    });
  }
  // No icon: answering keeps the browser console free of a 404 on every page.
  site.get('/favicon.ico', (_request, reply) => reply.code(204).send());
  return site;
}
