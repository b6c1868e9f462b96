// The saved-reply list of the composer, as a combobox: the composer tells it where the caret
// is after each change (`follow`) and hands it the keys first (`onKeyDown`); it answers with
// what the input and the list show. Picking calls `onPick` with the "/query" to replace.
import { useStore } from '@nanostores/react';
import type { SavedReply } from '@shared/api';
import { useEffect, useId, useState } from 'react';
import { $savedReplies, loadSavedReplies } from '../../stores/savedReplies';
import { findSlashQuery, matchSavedReplies, type SlashQuery } from './slashQuery';

export function useSavedReplyPicker(onPick: (reply: SavedReply, query: SlashQuery) => void) {
  const replies = useStore($savedReplies);
  const [query, setQuery] = useState<SlashQuery>();
  /** Where the "/query" Escape closed begins: it stays closed while that one is typed on. */
  const [dismissedAt, setDismissedAt] = useState<number>();
  const [active, setActive] = useState(0);
  const listId = useId();
  useEffect(() => {
    // Without them the composer still writes: no list, nothing else lost.
    void loadSavedReplies().catch(() => {});
  }, []);

  const matches = query && query.start !== dismissedAt ? matchSavedReplies(replies ?? [], query.query) : [];
  const open = matches.length > 0;
  const activeIndex = Math.min(active, matches.length - 1);
  const optionId = (reply: SavedReply) => `${listId}-${reply.id}`;

  /** The text around the caret changed, or the caret moved. */
  const follow = (text: string, caret: number) => {
    const next = findSlashQuery(text, caret);
    if (next?.start !== query?.start || next?.query !== query?.query) setActive(0);
    if (next?.start !== dismissedAt) setDismissedAt(undefined);
    setQuery(next);
  };

  const pick = (reply: SavedReply) => {
    if (!query) return;
    setQuery(undefined);
    onPick(reply, query);
  };

  /** Takes the list's keys while it is open (true): they neither send nor close anything else. */
  const onKeyDown = (event: KeyboardEvent): boolean => {
    if (!open || event.isComposing) return false;
    if (event.key == 'ArrowDown') setActive((activeIndex + 1) % matches.length);
    else if (event.key == 'ArrowUp') setActive((activeIndex - 1 + matches.length) % matches.length);
    else if (event.key == 'Enter' || event.key == 'Tab') pick(matches[activeIndex]!);
    else if (event.key == 'Escape') setDismissedAt(query!.start);
    else return false;
    event.preventDefault();
    event.stopPropagation();
    return true;
  };

  return {
    follow,
    onKeyDown,
    /** Focus left the composer. */
    close: () => setQuery(undefined),
    /** The combobox attributes of the composer's text box. */
    inputProps: {
      'aria-autocomplete': 'list' as const,
      'aria-haspopup': 'listbox' as const,
      'aria-controls': open ? listId : undefined,
      'aria-activedescendant': open ? optionId(matches[activeIndex]!) : undefined,
    },
    list: open ? { id: listId, replies: matches, active: activeIndex, optionId, onPick: pick } : undefined,
  };
}
