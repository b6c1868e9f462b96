// How the launcher and panel look on the host page. Styles go through the CSSOM
// (`style.cssText`) only, so the loader runs under a host CSP with `style-src 'self'`.
import type { LayoutInfo } from '../shared/protocol';

/** Used until the widget reports the channel's own layout. */
export const DEFAULT_LAYOUT: LayoutInfo = { width: 380, height: 600, color: '#0958d9' };

export type Side = 'left' | 'right';

// 20 px from the corner; the panel sits above the 56 px bubble.
export const launcherStyle = (side: Side, zIndex: number, color: string) =>
  `position:fixed;bottom:20px;${side}:20px;width:56px;height:56px;border:0;border-radius:50%;padding:0;` +
  `cursor:pointer;color:#fff;box-shadow:0 4px 16px rgba(0,0,0,.25);z-index:${zIndex};background:${color}`;

export const badgeStyle = (text: string) =>
  'position:absolute;top:-4px;right:-4px;min-width:20px;height:20px;padding:0 5px;box-sizing:border-box;' +
  'border-radius:10px;background:#e53935;color:#fff;font:bold 12px/20px sans-serif;display:' +
  (text ? 'block' : 'none');

export const panelStyle = (side: Side, zIndex: number, { width, height }: LayoutInfo, fullScreen: boolean) =>
  `position:fixed;border:0;background:#fff;z-index:${zIndex + 1};` +
  (fullScreen
    ? 'inset:0;width:100%;height:100%'
    : `bottom:86px;${side}:20px;width:min(${width}px,calc(100vw - 40px));height:min(${height}px,calc(100vh - 116px));` +
      'border-radius:12px;box-shadow:0 8px 32px rgba(0,0,0,.2)');
