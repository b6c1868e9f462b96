// The saved replies a "/query" calls up, over the composer. Focus stays in the composer (it
// holds aria-activedescendant); a press on an option picks it without taking the focus.

import type { SavedReply } from '@shared/api';
import { useEffect } from 'react';
import { useT } from '../../i18n';

interface Props {
  id: string;
  replies: SavedReply[];
  active: number;
  optionId: (reply: SavedReply) => string;
  onPick: (reply: SavedReply) => void;
}

export function SavedReplyList({ id, replies, active, optionId, onPick }: Props) {
  const t = useT();
  const activeId = optionId(replies[active]!);
  useEffect(() => {
    document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);
  return (
    // A press anywhere in it (the scroll bar too) leaves the focus in the composer.
    <div class="replies" onMouseDown={(event) => event.preventDefault()}>
      <ul id={id} role="listbox" class="replies__list" aria-label={t('replies.list')}>
        {replies.map((reply, index) => (
          <li
            key={reply.id}
            id={optionId(reply)}
            role="option"
            aria-selected={index == active}
            class={`replies__option${index == active ? ' is-active' : ''}`}
            onClick={() => onPick(reply)}
          >
            <span class="replies__shortcut">/{reply.shortcut}</span>
            {reply.title && <span class="replies__title">{reply.title}</span>}
            <span class="replies__text">{reply.text}</span>
          </li>
        ))}
      </ul>
      <p class="replies__hint" aria-hidden="true">
        {t('replies.hint')}
      </p>
    </div>
  );
}
