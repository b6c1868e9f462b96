// Layers: Escape closes the top one only, even when pressed the moment it appeared.

import { useModal } from '@widget/pages/chat/layers';
import { render } from 'preact';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';

function Dialog({ name, onClose, children }: { name: string; onClose(): void; children?: unknown }) {
  const box = useRef<HTMLDivElement>(null);
  useModal(box, onClose);
  return (
    <div ref={box} role="dialog" aria-label={name}>
      <button type="button">{name}</button>
      {children as never}
    </div>
  );
}

const pressEscape = () =>
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));

describe('layers', () => {
  it('rule: an Escape pressed right as a dialog opens over a drawer closes that dialog, not the drawer', () => {
    const root = document.body.appendChild(document.createElement('div'));
    const closeDrawer = vi.fn();
    const closeReply = vi.fn();
    render(<Dialog name="drawer" onClose={closeDrawer} />, root);
    // The reply dialog opens inside the drawer and Escape comes before any paint.
    render(
      <Dialog name="drawer" onClose={closeDrawer}>
        <Dialog name="reply" onClose={closeReply} />
      </Dialog>,
      root,
    );
    pressEscape();
    expect(closeReply).toHaveBeenCalledTimes(1);
    expect(closeDrawer).not.toHaveBeenCalled();
    render(null, root);
    root.remove();
  });
});
