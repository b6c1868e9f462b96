// Whether the visitor is looking at the chat, and what happens when they are not: an
// unread count and previews for the host page, and a flashing tab title.
import { atom } from 'nanostores';
import { TITLE_FLASH_MS } from '../../shared/constants';
import { embedding } from '../host/host';
import { $hiddenCount, $shownCount } from './host';

/** The host shows the panel: outside a frame always; in one, from the host's first `show`. */
export const $panelShown = atom(!embedding.embedded);
// From the widget's first moment: the first `show` can come before the chat has started.
$shownCount.listen(() => $panelShown.set(true));
$hiddenCount.listen(() => $panelShown.set(false));
export const $unread = atom(0);

export const isLooking = () => $panelShown.get() && document.visibilityState == 'visible';

let flashTimer: ReturnType<typeof setInterval> | undefined;
let originalTitle = '';

/** The tab title alternates with `text` every 800 ms until the visitor looks again. */
export function flashTitle(text: string) {
  if (flashTimer) return;
  originalTitle = document.title;
  let showing = false;
  flashTimer = setInterval(() => {
    showing = !showing;
    document.title = showing ? text : originalTitle;
  }, TITLE_FLASH_MS);
}

export function stopFlashing() {
  if (!flashTimer) return;
  clearInterval(flashTimer);
  flashTimer = undefined;
  document.title = originalTitle;
}
