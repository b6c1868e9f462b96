// The chat's emoji (shared with the widget), in a small popover grid.

import { EMOJI } from '@shared/emoji';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n';
import { Icon } from './Icon';

export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!open) return;
    // A press anywhere else closes it.
    const close = (event: Event) => root.current?.contains(event.target as Node) || setOpen(false);
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);
  return (
    <span class="emoji" ref={root}>
      <button
        type="button"
        class="tool"
        aria-label={t('conversation.emoji')}
        title={t('conversation.emoji')}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <Icon name="smile" />
      </button>
      {open && (
        <div
          class="emoji__grid"
          role="group"
          aria-label={t('conversation.emoji')}
          onKeyDown={(event) => event.key == 'Escape' && setOpen(false)}
        >
          {EMOJI.map((emoji) => (
            <button
              key={emoji}
              type="button"
              class="emoji__item"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                onPick(emoji);
                setOpen(false);
              }}
            >
              {emoji}
            </button>
          ))}
        </div>
      )}
    </span>
  );
}
