// The tab title alternates with a notice while the page is not being looked at: the
// widget for an unseen agent message, the console for a visitor's. One flash at a time.
import { TITLE_FLASH_MS } from '../constants';

let timer: ReturnType<typeof setInterval> | undefined;
let originalTitle = '';

/** The title alternates with `text` every TITLE_FLASH_MS until stopFlashing. */
export function flashTitle(text: string) {
  if (timer) return;
  originalTitle = document.title;
  let showing = false;
  timer = setInterval(() => {
    showing = !showing;
    document.title = showing ? text : originalTitle;
  }, TITLE_FLASH_MS);
}

export function stopFlashing() {
  if (!timer) return;
  clearInterval(timer);
  timer = undefined;
  document.title = originalTitle;
}

export const isFlashing = () => timer !== undefined;
