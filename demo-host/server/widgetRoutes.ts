// Serves the built widget under its base path (/chat_online/): the loader, hashed assets,
// and index.html for every history-mode route of the widget.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ChannelConfig } from '@shared/api';
import { CHAT_PAGE, EMBEDDED_CHANNEL_ID, WIDGET_BASE_PATH, WIDGET_ROUTER_BASE } from '@shared/frame';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptsBrotli, pageCompressor } from './http/pageCompression';
import { LOCALE_CHUNKS_FILE, type LocaleChunks, localePreloadLinks, localesToPreload } from './localePreload';
import type { Services } from './services';
import type { StoredChannel } from './store/channels';
import { visitorChannelConfig } from './visitor/session';
import { exactOrigin } from './visitor/sightings';

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

/**
 * A channel's allowed host origins become `frame-ancestors`; none listed allows any host. With
 * a list, the widget's own origin too: the console's live preview frames it from there.
 */
export function widgetCsp(allowedOrigins: readonly string[] | undefined): string {
  return allowedOrigins?.length ? `${WIDGET_CSP}; frame-ancestors ${allowedOrigins.join(' ')} 'self'` : WIDGET_CSP;
}

/**
 * Records a load of the widget for "check my installation" (visitor/sightings.ts): from the
 * loader's `host` parameter when it is exactly an origin, one the channel allows, and not this
 * server's own (the console's preview).
 */
async function recordSighting(
  services: Services,
  request: FastifyRequest,
  channel: StoredChannel,
  host: string | undefined,
): Promise<void> {
  const origin = exactOrigin(host);
  const { allowedOrigins, channelId } = channel.config;
  if (!origin || (allowedOrigins?.length && !allowedOrigins.includes(origin))) return;
  if (origin == `${request.protocol}://${request.host}` || origin == services.publicOrigin) return;
  await services.sightings.loaded(channelId, origin).catch((error: Error) => request.log.warn(error.message));
}

/**
 * The widget's page with its channel's configuration inside, as JSON in a data block: `<`
 * is escaped, so no value can close the element, and the browser never runs it.
 */
function pageWithChannel(html: string, config: ChannelConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script type="application/json" id="${EMBEDDED_CHANNEL_ID}">${json}</script></head>`);
}

/** `links` go before the entry script, so the browser fetches them with it, not after it has run. */
function pageWithPreloads(html: string, links: string): string {
  return links ? html.replace('<script type="module"', links + '<script type="module"') : html;
}

export async function widgetRoutes(app: FastifyInstance, options: { distDir: string; services: Services }) {
  const { distDir, services } = options;
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`chat-online: no widget build in ${distDir}; run \`npm run build\` first`);
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: WIDGET_BASE_PATH,
    index: false,
    // The build wrote a .br and a .gz beside each file: sent by Accept-Encoding, with Vary.
    preCompressed: true,
    wildcard: false,
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // One URL, several encodings (preCompressed): caches must key on Accept-Encoding.
      res.setHeader('Vary', 'Accept-Encoding');
      // Hashed names never change; the loader keeps a fixed name, so it is cached briefly.
      res.setHeader(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      );
      // loader.js imports the panel as a module from the host page's origin: that needs CORS.
      // (`path` is the file sent: loader-panel.js.br when the browser takes brotli.)
      if (/loader-panel\.js(\.br|\.gz)?$/.test(path)) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifest = join(distDir, LOCALE_CHUNKS_FILE);
  const localeChunks: LocaleChunks = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')) : {};
  const locales = Object.keys(localeChunks);
  const compressed = pageCompressor();
  const page = async (
    request: FastifyRequest<{ Querystring: { channelId?: string; locale?: string; host?: string } }>,
    reply: FastifyReply,
  ) => {
    const { query } = request;
    const channelId = typeof query.channelId == 'string' ? query.channelId : undefined;
    // A disabled or deleted channel's page carries no configuration: the widget finds it unknown.
    const channel = channelId ? await services.channels.live(channelId) : undefined;
    if (channel)
      await recordSighting(services, request, channel, typeof query.host == 'string' ? query.host : undefined);
    const texts = localesToPreload(
      {
        channel: channel?.config.language,
        param: typeof query.locale == 'string' ? query.locale : undefined,
        acceptLanguage: request.headers['accept-language'],
      },
      locales,
    );
    const withTexts = pageWithPreloads(html, localePreloadLinks(localeChunks, WIDGET_BASE_PATH, texts));
    const body = channel ? pageWithChannel(withTexts, visitorChannelConfig(services, channel.config)) : withTexts;
    reply
      .header('Content-Security-Policy', widgetCsp(channel?.config.allowedOrigins))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8');
    // The preloaded texts follow the browser's language; other encodings are @fastify/compress's.
    if (!acceptsBrotli(request.headers['accept-encoding'])) return reply.header('Vary', 'Accept-Language').send(body);
    return reply
      .header('Vary', 'Accept-Language, Accept-Encoding')
      .header('Content-Encoding', 'br')
      .send(compressed(body));
  };
  app.get('/favicon.ico', (_request, reply) => reply.code(204).send());
  const toChatPage = (_request: FastifyRequest, reply: FastifyReply) => reply.redirect(WIDGET_BASE_PATH + CHAT_PAGE);
  app.get(WIDGET_ROUTER_BASE, toChatPage);
  app.get(WIDGET_BASE_PATH, toChatPage);
  // Files were matched above: a hashed asset not found is another build's, and not a page.
  app.get(WIDGET_BASE_PATH + 'assets/*', (_request, reply) => reply.callNotFound());
  // What is left under the base is a page of the widget's router.
  app.get(WIDGET_BASE_PATH + '*', page);
}
