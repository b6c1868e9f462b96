// The channel configuration, loaded once per page.

import type { ChannelConfig } from '@shared/api';
import { EMBEDDED_CHANNEL_ID } from '@shared/frame';
import { atom } from 'nanostores';
import { callVisitor } from '../api/client';

export const $channel = atom<ChannelConfig | undefined>(undefined);

/**
 * The configuration the server put in the page (widgetRoutes' pageWithChannel), taken once:
 * the first screen draws without waiting for channelInfo. Another channel asks the server.
 */
export function takeEmbeddedChannel(channelId: string, doc: Document = document): ChannelConfig | undefined {
  const element = doc.getElementById(EMBEDDED_CHANNEL_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const config = JSON.parse(element.textContent || '') as ChannelConfig;
    return config?.channelId == channelId ? config : undefined;
  } catch {
    return undefined;
  }
}

export async function loadChannel(channelId: string): Promise<ChannelConfig> {
  const config = takeEmbeddedChannel(channelId) ?? (await callVisitor('channelInfo', { channelId }));
  $channel.set(config);
  return config;
}

/** The spec's theme fields as CSS custom properties on the page. */
export function applyTheme(config: ChannelConfig, root: HTMLElement = document.documentElement) {
  const set = (name: string, value: string | undefined) => value && root.style.setProperty(name, value);
  set('--main-color', config.mainColor);
  set('--kit-bg', config.kitBgcolor);
  set('--kit-text', config.kitTxcolor);
  set('--visitor-bubble', config.cusColor);
  set('--nav-color', config.navigationBarColor);
  if (config.backgroundImage && /^(https?:|\/)/.test(config.backgroundImage))
    root.style.setProperty('--page-image', `url("${encodeURI(config.backgroundImage)}")`);
}
