// A stand-in for the widget's build, for node tests of the pages the server sends (the
// channel's data block, its CSP, sightings) without `npm run build`: the page is the build's
// in shape (a head to put the data block in, the entry script the preloads go before).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChannelConfig } from '@shared/api';
import { EMBEDDED_CHANNEL_ID } from '@shared/frame';

export function fakeWidgetDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'chat-online-widget-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'main.js'), '');
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>chat</title><script type="module" src="/chat_online/assets/main.js"></script></head><body><div id="app"></div></body></html>',
  );
  return dir;
}

/** The configuration a widget page carries in its data block, or undefined when it carries none. */
export function embeddedConfig(html: string): ChannelConfig | undefined {
  const found = new RegExp(`<script type="application/json" id="${EMBEDDED_CHANNEL_ID}">(.*?)</script>`).exec(html);
  return found ? (JSON.parse(found[1]!) as ChannelConfig) : undefined;
}
