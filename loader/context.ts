// What the launcher (loader.js) hands the panel (loader-panel.js) when it loads.
import type { HostUser, HostToWidget, Untagged } from '../shared/protocol';
import type { Side } from './layout';

export type HostEvent = 'ready' | 'open' | 'close' | 'unread' | 'message' | 'ended' | 'config';

export interface PanelContext {
  win: Window;
  channelId: string;
  widgetBase: URL;
  side: Side;
  zIndex: number;
  label: string;
  locale?: string;
  launcher: HTMLButtonElement;
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

export type PanelModule = { createPanel(context: PanelContext): Panel };
