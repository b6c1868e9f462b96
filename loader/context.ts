// What loader.js hands loader-panel.js, and what the widget's state hands the iframe panel.
import type { HostToWidget, HostUser, Untagged } from '@shared/protocol';
import type { Side } from './layout';
import type { BootOptions } from './options';

export type HostEvent = 'ready' | 'open' | 'close' | 'unread' | 'message' | 'ended' | 'config';

/** A host API call as the page made it: the command, then its arguments. */
export type Call = unknown[];
export type HandleCall = (command: string, args: unknown[]) => void;

/**
 * The bubble loader.js drew, handed to loader-panel.js when that loads. The fields have
 * one-letter names: the two files are minified apart, so these names travel in loader.js
 * as they are written, and loader.js is the file every host page pays for.
 */
export interface Handover {
  /** The host window. */
  w: Window;
  /** The boot options, as the page gave them. */
  o: BootOptions;
  /** The widget's base URL, from loader.js's own `src`. */
  b: URL;
  /** The bubble, `#chat-online-launcher`. */
  l: HTMLButtonElement;
  /** The corner, the z-index and the accessible name loader.js gave the bubble. */
  s: Side;
  z: number;
  n: string;
  /** The widget's elements on the page, in order (the bubble, then the panel's frame), and what puts them back. */
  e: Element[];
  a(): void;
  /** The calls made before loader-panel.js loaded, in order; it carries them out. */
  q: Call[];
  /** Paints the bubble in the channel's colour, on its side unless the snippet names one (then `s` is that side). */
  p(color: string, channelSide?: string): void;
  /** Set by loader-panel.js: it handles every call from then on. */
  h?: HandleCall;
}

export type PanelModule = { start(handover: Handover): void };

/** The handover, with what the widget's state adds to it for the iframe panel. */
export interface PanelContext extends Handover {
  /** The locale the widget should speak, once checked. */
  locale?: string;
  emit(event: HostEvent, payload?: unknown): void;
  /** The widget asked to hide (its close button, Escape). */
  close(): void;
  /** What the host page said before the panel loaded. */
  user?: HostUser;
}

export interface Panel {
  show(open: boolean): void;
  send(message: Untagged<HostToWidget>): void;
  remove(): void;
}
