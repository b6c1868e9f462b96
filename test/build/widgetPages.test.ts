// The widget's pages as the reference server serves them (needs `npm run build` first,
// which `npm test` does).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type ChatServer } from '../../demo-host/server/app';
import { widgetCsp } from '../../demo-host/server/widgetRoutes';

let server: ChatServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'chat-online-pages-'));
  server = await buildServer({ dataDir });
  const demo = server.services.channels.get('demo')!;
  server.services.channels.put({ ...demo.config, channelId: 'demo-framed', allowedOrigins: ['https://shop.example', 'https://www.shop.example'] });
});
afterAll(async () => {
  await server.app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('widget pages', () => {
  it("rule: a channel's allowed host origins become frame-ancestors", async () => {
    const page = await server.app.inject({ url: '/chat_online/index?channelId=demo-framed' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain('frame-ancestors https://shop.example https://www.shop.example');
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
    const script = /src="(\/chat_online\/assets\/[^"]+\.js)"/.exec((await server.app.inject({ url: '/chat_online/index' })).body)![1]!;
    const asset = await server.app.inject({ url: script });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the loader panel is served with CORS, since loader.js imports it as a module from the host page', async () => {
    const panel = await server.app.inject({ url: '/chat_online/loader-panel.js' });
    expect(panel.statusCode).toBe(200);
    expect(panel.headers['access-control-allow-origin']).toBe('*');
  });
});
