// How the bubble and the panel look on the host page. Styles go through the CSSOM
// (`style.cssText`) only, so the loader runs under a host CSP with `style-src 'self'`.
//
// Nothing the page styles may reach them: every declaration is inline and `!important`,
// after `all:initial` (which resets every property the page could set, `display:none`,
// `transform`, `position:relative !important` and the like). Inline important declarations
// beat every author stylesheet, layers and `!important` included. docs/embedding.md#pages-that-fight-the-widget
// says why this and not a shadow root.
import type { LayoutInfo } from '@shared/protocol';

/** Used until the widget reports the channel's own layout. */
export const DEFAULT_LAYOUT: LayoutInfo = { width: 380, height: 600, color: '#0958d9' };

/** Above cookie banners and sticky headers, which use the largest z-index there is; `data-z-index` lowers it. */
export const TOP_Z_INDEX = 2147483647;

export type Side = 'left' | 'right';

/** The bubble's size; also what measures the page's CSS zoom where the browser cannot tell it. */
const BUBBLE_PX = 56;

/** `all:initial`, then each declaration, every one `!important`. */
export const guarded = (declarations: string) => ('all:initial;zoom:1;' + declarations).replace(/;|$/g, '!important;');

// 20 px from the corner; the panel sits above the 56 px bubble.
export const launcherStyle = (side: Side, zIndex: number, color: string) =>
  guarded(
    `display:block;position:fixed;bottom:20px;${side}:20px;width:${BUBBLE_PX}px;height:${BUBBLE_PX}px;border-radius:50%;` +
      `cursor:pointer;color:#fff;box-shadow:0 4px 16px rgba(0,0,0,.25);z-index:${zIndex};outline-offset:3px;background:${color}`,
  );

/** `all:initial` took the browser's own focus ring away: a keyboard's focus gets one in the bubble's colour. */
export const showFocus = (bubble: HTMLElement, focused: boolean) =>
  bubble.style.setProperty('outline', focused ? '3px solid ' + bubble.style.backgroundColor : 'none', 'important');

export const badgeStyle = (text: string) =>
  guarded(
    'position:absolute;top:-4px;right:-4px;min-width:20px;height:20px;padding:0 5px;box-sizing:border-box;' +
      'border-radius:10px;background:#e53935;color:#fff;font:bold 12px/20px sans-serif;text-align:center;display:' +
      (text ? 'block' : 'none'),
  );

/**
 * The page's CSS zoom on our elements (`zoom` on `<html>` or `<body>` scales everything):
 * `currentCSSZoom` where the browser has it, else the bubble's drawn width over its own.
 */
export const zoomOf = (bubble: Element & { currentCSSZoom?: number }) =>
  bubble.currentCSSZoom || bubble.getBoundingClientRect().width / BUBBLE_PX || 1;

export interface Viewport {
  width: number;
  height: number;
  zoom: number;
}

/**
 * The panel. On a phone it fills the viewport (percentages of the viewport, which no zoom
 * scales). Elsewhere it is sized from the real viewport in the page's zoomed pixels, so
 * that its header and close control stay on screen at any CSS zoom. Both sit at the same
 * z-index: the panel comes after the bubble in the document, so it is drawn above it.
 */
export function panelStyle(
  side: Side,
  zIndex: number,
  { width, height }: LayoutInfo,
  fullScreen: boolean,
  open: boolean,
  viewport: Viewport,
) {
  const size = fullScreen
    ? 'top:0;left:0;width:100%;height:100%'
    : `bottom:86px;${side}:20px;width:${Math.min(width, viewport.width / viewport.zoom - 40)}px;` +
      `height:${Math.min(height, viewport.height / viewport.zoom - 116)}px;border-radius:12px;box-shadow:0 8px 32px rgba(0,0,0,.2)`;
  return guarded(`display:${open ? 'block' : 'none'};position:fixed;background:#fff;z-index:${zIndex};` + size);
}
