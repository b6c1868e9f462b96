import { QUICK_LINK_NORMAL_ABOVE, QUICK_LINK_SMALL_ABOVE } from './constants';

export type QuickLinkTileSize = 'small' | 'normal' | 'large';

/** Fewer quick links get bigger tiles, so the side bar looks filled either way. */
export function quickLinkTileSize(count: number): QuickLinkTileSize {
  if (count > QUICK_LINK_SMALL_ABOVE) return 'small';
  if (count > QUICK_LINK_NORMAL_ABOVE) return 'normal';
  return 'large';
}
