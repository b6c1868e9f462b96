// What the scenario reads in the browser, the same in every engine. Each is serialised, so it
// uses only its argument and the browser's globals.
import type { Script } from './driver';

export const exists: Script<string, boolean> = (css) => document.querySelector(css) != null;

export const textOf: Script<string, string> = (css) => document.querySelector(css)?.textContent ?? '';

/** Drawn: not display:none (how the loader hides the panel) and with a size. */
export const shown: Script<string, boolean> = (css) => {
  const element = document.querySelector(css);
  return element != null && getComputedStyle(element).display != 'none' && element.getBoundingClientRect().height > 0;
};

/**
 * Tags the drawn button whose accessible name (aria-label, else its text) is `name` with
 * `data-engine-click="<mark>"`, for the engine to click it by that selector.
 */
export const markButton: Script<{ name: string; mark: string }, boolean> = ({ name, mark }) => {
  const button = Array.from(document.querySelectorAll('button')).find(
    (candidate) =>
      (candidate.getAttribute('aria-label') ?? candidate.textContent ?? '').replace(/\s+/g, ' ').trim() == name &&
      candidate.getClientRects().length > 0,
  );
  button?.setAttribute('data-engine-click', mark);
  return button != null;
};

export interface InView {
  found: boolean;
  /** The message's box lies inside the list's box (1 px for rounding). */
  inView?: boolean;
  /** The list is taller than its box: there was something to scroll. */
  scrolls?: boolean;
  message?: { top: number; bottom: number };
  list?: { top: number; bottom: number; scrollTop: number; scrollHeight: number; clientHeight: number };
}

/** The last message bubble in `.message-list` holding `text`, against the list's visible box, in the frame's viewport. */
export const messageInView: Script<string, InView> = (text) => {
  const list = document.querySelector('.message-list');
  const rows = list
    ? Array.from(list.querySelectorAll('.msg-row')).filter((row) => row.textContent?.includes(text))
    : [];
  const row = rows[rows.length - 1];
  if (!list || !row) return { found: false };
  const bubble = (row.querySelector('.msg-bubble') ?? row).getBoundingClientRect();
  const box = list.getBoundingClientRect();
  return {
    found: true,
    inView: bubble.height > 0 && bubble.top >= box.top - 1 && bubble.bottom <= box.bottom + 1,
    scrolls: list.scrollHeight > list.clientHeight,
    message: { top: Math.round(bubble.top), bottom: Math.round(bubble.bottom) },
    list: {
      top: Math.round(box.top),
      bottom: Math.round(box.bottom),
      scrollTop: Math.round(list.scrollTop),
      scrollHeight: list.scrollHeight,
      clientHeight: list.clientHeight,
    },
  };
};

/** The host page's CSP violations, as the page's own recorder (hostPage.ts) kept them. */
export const cspViolations: Script<null, string> = () => document.documentElement.dataset.cspViolations ?? '';

/** The visitor scrolls the message list to its top, as a reader of older messages would; its scrollTop after. */
export const scrollListToTop: Script<null, number> = () => {
  const list = document.querySelector('.message-list');
  if (!list) return -1;
  list.scrollTop = 0;
  return list.scrollTop;
};

/** The list's scrollTop, and the new-messages pill's text ('' when there is none). */
export const listPlace: Script<null, { scrollTop: number; pill: string }> = () => ({
  scrollTop: Math.round(document.querySelector('.message-list')?.scrollTop ?? -1),
  pill: document.querySelector('.new-messages-pill')?.textContent ?? '',
});

/** The bubble's icon as drawn: the box of its path (none when the engine drew no shape). */
export const iconBox: Script<null, { width: number; height: number }> = () => {
  const box = document.querySelector('#chat-online-launcher path')?.getBoundingClientRect();
  return { width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0) };
};
