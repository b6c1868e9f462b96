// The widget's pages as the reference server serves them (needs `npm run build` first,
// which `npm test` does).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { demoPlugin } from '@demo/demoPlugin';
import { buildServer, type ChatServer } from '@server/app';
import { WIDGET_DIST } from '@server/projectPaths';
import { widgetCsp } from '@server/widgetRoutes';
import { SPEC_LOCALES } from '@shared/chooseLocale';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: ChatServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'chat-online-pages-'));
  server = await buildServer({ dataDir, plugins: [demoPlugin()] });
  const demo = (await server.services.channels.get('demo'))!;
  await server.services.channels.put({
    ...demo.config,
    channelId: 'demo-framed',
    allowedOrigins: ['https://shop.example', 'https://www.shop.example'],
  });
});
afterAll(async () => {
  await server.app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('widget pages', () => {
  it("rule: a channel's allowed host origins become frame-ancestors", async () => {
    const page = await server.app.inject({ url: '/chat_online/index?channelId=demo-framed' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain(
      'frame-ancestors https://shop.example https://www.shop.example',
    );
  });

  it('rule: a channel without allowed origins may be framed by any host', async () => {
    const page = await server.app.inject({ url: '/chat_online/index?channelId=demo' });
    expect(page.headers['content-security-policy']).not.toContain('frame-ancestors');
    expect(widgetCsp([])).toBe(widgetCsp(undefined));
  });

  it('every history-mode route serves the app with its CSP, and hashed assets are immutable', async () => {
    for (const route of ['/chat_online/index', '/chat_online/404', '/chat_online/leaveMsg']) {
      const page = await server.app.inject({ url: route });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.body).toContain('<div id="app">');
    }
    const script = /src="(\/chat_online\/assets\/[^"]+\.js)"/.exec(
      (await server.app.inject({ url: '/chat_online/index' })).body,
    )![1]!;
    const asset = await server.app.inject({ url: script });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
  });

  it("an asset this build does not have (an earlier build's) is a 404, not the app's page", async () => {
    const gone = await server.app.inject({ url: '/chat_online/assets/LeaveMessagePage-n0tThere.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('<div id="app">');
  });

  it("the chat page carries its channel's configuration, as channelInfo answers it, in a data block no value can break out of", async () => {
    const demo = (await server.services.channels.get('demo'))!.config;
    await server.services.channels.put({
      ...demo,
      channelId: 'demo-hostile',
      noticeMsg: '</script><script>alert(1)</script><!--',
    });
    const page = await server.app.inject({
      url: '/chat_online/index?channelId=demo-hostile',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(page.headers['content-type']).toContain('text/html');
    const block = /<script type="application\/json" id="chat-online-channel">([\s\S]*?)<\/script>/.exec(page.body)![1]!;
    expect(block).not.toContain('<');
    const info = await server.app.inject({
      method: 'POST',
      url: '/api/chat/visitor/channelInfo',
      payload: { channelId: 'demo-hostile' },
    });
    expect(JSON.parse(block)).toEqual(info.json().data);
    // The page still has exactly one script that runs: the entry.
    expect(page.body.match(/<script type="module"/g)).toHaveLength(1);
  });

  it('a page without a known channel has no configuration in it, and is compressed when asked', async () => {
    for (const url of ['/chat_online/index', '/chat_online/index?channelId=nope']) {
      expect((await server.app.inject({ url })).body).not.toContain('chat-online-channel');
    }
    const page = await server.app.inject({
      url: '/chat_online/index?channelId=demo',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('id="chat-online-channel"');
    // At brotli's best (every first open fetches it), not at the quality of a JSON reply.
    const plain = await server.app.inject({
      url: '/chat_online/index?channelId=demo',
      headers: { 'accept-encoding': 'identity' },
    });
    const atBest = brotliCompressSync(plain.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    expect(page.rawPayload.length).toBe(atBest.length);
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    const gzipped = await server.app.inject({
      url: '/chat_online/index?channelId=demo',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
  });

  it("the chat page preloads the texts of the locale the widget will choose, and the fallback's, before the entry runs", async () => {
    const chunks = JSON.parse(readFileSync(join(WIDGET_DIST, 'locale-chunks.json'), 'utf8')) as Record<
      string,
      string[]
    >;
    expect(Object.keys(chunks).sort()).toEqual([...SPEC_LOCALES].sort());
    const preloaded = (body: string) =>
      [...body.matchAll(/<link rel="modulepreload" href="\/chat_online\/([^"]+)">/g)].map((match) => match[1]);
    const page = async (url: string, acceptLanguage?: string) =>
      (
        await server.app.inject({
          url,
          headers: { 'accept-encoding': 'identity', ...(acceptLanguage && { 'accept-language': acceptLanguage }) },
        })
      ).body;
    const demoZh = (await server.services.channels.get('demo'))!.config;
    await server.services.channels.put({ ...demoZh, channelId: 'demo-ja', language: 'ja' });
    await server.services.channels.put({ ...demoZh, channelId: 'demo-any', language: '' });
    for (const [url, acceptLanguage, expected] of [
      // The channel's language first, whatever the browser speaks.
      ['/chat_online/index?channelId=demo-ja', 'de-DE,de;q=0.9', ['ja', 'en']],
      // A channel without one: the host's locale in the frame URL, then the browser's.
      ['/chat_online/index?channelId=demo-any&locale=fr', 'de-DE,de;q=0.9', ['fr', 'en']],
      ['/chat_online/index?channelId=demo-any', 'de-DE,de;q=0.9', ['de', 'en']],
      ['/chat_online/index?channelId=demo-any', 'zh-TW', ['tw', 'en']],
      ['/chat_online/index?channelId=demo-any', 'en-US', ['en']],
      // Another page of the widget, and no channel at all, choose the same way.
      ['/chat_online/leaveMsg?channelId=demo-any&locale=ko', undefined, ['ko', 'en']],
      ['/chat_online/index', 'pt-BR', ['pt', 'en']],
    ] as const) {
      const body = await page(url, acceptLanguage);
      for (const locale of expected)
        expect(preloaded(body), `${url} ${acceptLanguage}: ${locale}`).toEqual(expect.arrayContaining(chunks[locale]!));
      const texts = Object.entries(chunks).filter(([, files]) => files.some((file) => preloaded(body).includes(file)));
      expect(texts.map(([locale]) => locale).sort(), url).toEqual([...expected].sort());
      // Named before the entry, so fetched beside it; same origin, under the same CSP.
      expect(body.indexOf(`href="/chat_online/${chunks[expected[0]]![0]}"`)).toBeLessThan(
        body.indexOf('<script type="module"'),
      );
    }
    const response = await server.app.inject({
      url: '/chat_online/index?channelId=demo',
      headers: { 'accept-language': 'de', 'accept-encoding': 'br' },
    });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers.vary).toMatch(/accept-language/i);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('the loader panel is served with CORS, since loader.js imports it as a module from the host page', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const panel = await server.app.inject({
        url: '/chat_online/loader-panel.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(panel.statusCode).toBe(200);
      expect(panel.headers['access-control-allow-origin']).toBe('*');
    }
  });
});

describe('compressed on the wire', () => {
  const loaderFile = join(WIDGET_DIST, 'loader.js');

  it.each([
    ['br', 'br', '.br'],
    ['gzip, deflate', 'gzip', '.gz'],
    ['gzip;q=0.5, br;q=1', 'br', '.br'],
  ])(
    "Accept-Encoding %s: the build's precompressed copy, byte for byte, with Vary",
    async (accept, encoding, suffix) => {
      const loader = await server.app.inject({ url: '/chat_online/loader.js', headers: { 'accept-encoding': accept } });
      expect(loader.headers['content-encoding']).toBe(encoding);
      expect(loader.headers.vary).toMatch(/accept-encoding/i);
      expect(loader.rawPayload.equals(readFileSync(loaderFile + suffix))).toBe(true);
      const decoded = encoding == 'br' ? brotliDecompressSync(loader.rawPayload) : gunzipSync(loader.rawPayload);
      expect(decoded.equals(readFileSync(loaderFile))).toBe(true);
    },
  );

  it('without Accept-Encoding the file as it is', async () => {
    const loader = await server.app.inject({
      url: '/chat_online/loader.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(loader.headers['content-encoding']).toBeUndefined();
    expect(loader.rawPayload.equals(readFileSync(loaderFile))).toBe(true);
  });

  it('the widget page, its hashed assets and the console are compressed too', async () => {
    const html = await server.app.inject({
      url: '/chat_online/index?channelId=demo',
      headers: { 'accept-encoding': 'br' },
    });
    expect(html.headers['content-encoding']).toBe('br');
    expect(html.headers['content-security-policy']).toContain("script-src 'self'");
    const script = /src="(\/chat_online\/assets\/[^"]+\.js)"/.exec(
      brotliDecompressSync(html.rawPayload).toString(),
    )![1]!;
    const asset = await server.app.inject({ url: script, headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toContain('immutable');
    const consoleScript = await server.app.inject({ url: '/console/', headers: { 'accept-encoding': 'br' } });
    const consoleAsset = /src="(\/console\/assets\/[^"]+\.js)"/.exec(consoleScript.body)![1]!;
    expect(
      (await server.app.inject({ url: consoleAsset, headers: { 'accept-encoding': 'br' } })).headers[
        'content-encoding'
      ],
    ).toBe('br');
  });

  it('a JSON reply above 1 KB is compressed; a small one (a poll) is not', async () => {
    const info = await server.app.inject({
      method: 'POST',
      url: '/api/chat/visitor/channelInfo',
      payload: { channelId: 'demo' },
      headers: { 'accept-encoding': 'br' },
    });
    expect(info.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(info.rawPayload).toString()).data.channelId).toBe('demo');
    const small = await server.app.inject({
      method: 'POST',
      url: '/api/chat/visitor/channelInfo',
      payload: { channelId: 'no-such' },
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
