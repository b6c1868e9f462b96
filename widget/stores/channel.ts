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

/**
 * The spec's theme fields as CSS custom properties on the page. A field left empty takes the
 * stylesheet's default again, so a preview whose draft empties a colour or the background
 * does not keep the one shown before.
 */
export function applyTheme(config: ChannelConfig, root: HTMLElement = document.documentElement) {
  const image = config.backgroundImage;
  const theme = {
    '--main-color': config.mainColor,
    '--kit-bg': config.kitBgcolor,
    '--kit-text': config.kitTxcolor,
    '--visitor-bubble': config.cusColor,
    '--nav-color': config.navigationBarColor,
    '--page-image': image && /^(https?:|\/)/.test(image) ? `url("${encodeURI(image)}")` : '',
  };
  for (const [name, value] of Object.entries(theme))
    value ? root.style.setProperty(name, value) : root.style.removeProperty(name);
}
