// What sits on top of the chat (dialogs, drawers, the emoji tray) is a layer. Escape closes
// the top layer only, and the panel only when no layer is open. A modal layer keeps Tab
// inside it, focuses its first control (or the one it names) and gives focus back on close.
import { type RefObject, useLayoutEffect, useRef } from 'react';

interface Layer {
  escape(): void;
}

const stack: Layer[] = [];
let listening = false;

// In the capture phase, before the panel's own Escape (ChatPage), which it stops.
function escapeTopLayer(event: KeyboardEvent) {
  const top = stack.at(-1);
  if (event.key != 'Escape' || !top) return;
  event.preventDefault();
  event.stopPropagation();
  top.escape();
}

/** While `open`, this layer is on top of those opened before it; Escape calls `onEscape` (none: Escape passes on to the panel). */
export function useLayer(open: boolean, onEscape: (() => void) | undefined) {
  const latest = useRef(onEscape);
  latest.current = onEscape;
  // A layout effect: the layer is on the stack before the browser handles another key, so an
  // Escape pressed the moment a dialog appears closes that dialog, not the one beneath it.
  useLayoutEffect(() => {
    if (!open || !latest.current) return;
    const layer: Layer = { escape: () => latest.current?.() };
    stack.push(layer);
    if (!listening) {
      addEventListener('keydown', escapeTopLayer, true);
      listening = true;
    }
    return () => void stack.splice(stack.indexOf(layer), 1);
  }, [open]);
}

/** Open modal containers, newest last: only the top one keeps Tab inside itself. */
const modalRoots: HTMLElement[] = [];

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal layer in `container`, open while mounted: `onEscape` on Escape (a layer that cannot
 * be closed passes a no-op, and Escape stops there; none lets Escape close the panel), Tab
 * kept inside, focus given back.
 */
export function useModal(
  container: RefObject<HTMLElement | null>,
  onEscape: (() => void) | undefined,
  initialFocus?: RefObject<HTMLElement | null>,
) {
  useLayer(true, onEscape);
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const before = document.activeElement as HTMLElement | null;
    (initialFocus?.current ?? root.querySelector<HTMLElement>(FOCUSABLE) ?? root).focus();
    modalRoots.push(root);
    const keepTabInside = (event: KeyboardEvent) => {
      // A dialog opened from a drawer is on top: the drawer leaves Tab to it.
      if (event.key != 'Tab' || modalRoots.at(-1) != root) return;
      const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items.at(-1);
      const at = document.activeElement;
      if (!first || !last) return event.preventDefault();
      if (!root.contains(at)) event.preventDefault(), first.focus();
      else if (event.shiftKey && at == first) event.preventDefault(), last.focus();
      else if (!event.shiftKey && at == last) event.preventDefault(), first.focus();
    };
    document.addEventListener('keydown', keepTabInside);
    return () => {
      document.removeEventListener('keydown', keepTabInside);
      modalRoots.splice(modalRoots.indexOf(root), 1);
      if (before?.isConnected) before.focus();
    };
  }, []);
}
