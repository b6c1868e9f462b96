// Older messages, a page at a time (20, by maxTime), by pulling down. The latest page shows
// at once; a conversation the server answers whole (historyHideFlag 1) is shown the same
// way, its older messages held here until the visitor pulls for them.

import type { HistoryPage } from '@shared/api';
import { HISTORY_PAGE_SIZE } from '@shared/constants';
import { whenIdle } from '@shared/ui/whenIdle';
import { atom } from 'nanostores';
import { callVisitor } from '../api/client';
import { fromServer, mergeMessages, type ShownMessage } from './messages';

/**
 * The spec's history states: loadStart (more to load), loading, end (no more). `pulled`: the
 * visitor asked for older messages; only then is "No more records" worth saying.
 */
export const $history = atom<{ state: 'loadStart' | 'loading' | 'end'; oldestTime: number; pulled?: boolean }>({
  state: 'end',
  oldestTime: 0,
});

/** Messages already here, older than those shown, oldest first. */
let held: ShownMessage[] = [];

/**
 * Where messages older than `held` come from: the server's history pages (getHistoryMsg);
 * nowhere, `held` has them all; or, with hidden history, the current conversation
 * (getSessionMsg), asked for once. Hidden history never pages: that would reach into the
 * visitor's earlier conversations.
 */
type Older = { from: 'pages' } | { from: 'held' } | { from: 'conversation'; asked?: Promise<void> };
let older: Older = { from: 'pages' };

/**
 * The first screen's messages: the latest page of `list` is shown. `whole`: the list is the
 * whole conversation, so what is older waits here; else the server has older pages when
 * this one was full.
 */
export function showLatest(list: ShownMessage[], whole: boolean) {
  const cut = whole ? Math.max(0, list.length - HISTORY_PAGE_SIZE) : 0;
  held = list.slice(0, cut);
  older = { from: whole ? 'held' : 'pages' };
  const shown = list.slice(cut);
  mergeMessages(shown);
  const more = held.length > 0 || (!whole && list.length >= HISTORY_PAGE_SIZE);
  $history.set({ state: more ? 'loadStart' : 'end', oldestTime: shown[0]?.msgTime ?? 0 });
}

/**
 * The first screen from chatStart's first page (SessionStart `firstPage`). With hidden
 * history (`conversation`) the rest of the conversation is asked for in the background
 * once the page is idle, so that the visitor's first pull shows it without waiting.
 */
export function showFirstPage(page: HistoryPage, conversation: boolean) {
  held = [];
  older = { from: conversation ? 'conversation' : 'pages' };
  const shown = page.list.map(fromServer);
  mergeMessages(shown);
  $history.set({ state: page.end ? 'end' : 'loadStart', oldestTime: shown[0]?.msgTime ?? 0 });
  // Asked for once the first screen has drawn: the visitor's first pull waits for it only if it comes that soon.
  if (conversation && !page.end) whenIdle(() => void holdConversation().catch(() => undefined), { timeoutMs: 500 });
}

/** The current conversation's messages older than those shown, into `held`; asked again after a failure. */
function holdConversation(): Promise<void> {
  const asking = older;
  if (asking.from != 'conversation') return Promise.resolve();
  asking.asked ??= callVisitor('getSessionMsg', {}).then(
    (list) => {
      // A new start since: its own first screen decides.
      if (older !== asking) return;
      // Pages are cut by time, and no two messages share a millisecond (the server's rule).
      const oldest = $history.get().oldestTime;
      held = list.map(fromServer).filter((message) => message.msgTime < oldest);
      older = { from: 'held' };
    },
    (error: unknown) => {
      asking.asked = undefined;
      throw error;
    },
  );
  return asking.asked;
}

export async function loadOlder() {
  const { state, oldestTime } = $history.get();
  if (state != 'loadStart') return;
  if (older.from == 'conversation') {
    $history.set({ state: 'loading', oldestTime, pulled: true });
    try {
      await holdConversation();
    } catch {
      return $history.set({ state: 'loadStart', oldestTime, pulled: true });
    }
  }
  if (held.length) {
    const page = held.splice(-HISTORY_PAGE_SIZE);
    mergeMessages(page);
    return $history.set({ state: held.length ? 'loadStart' : 'end', oldestTime: page[0]!.msgTime, pulled: true });
  }
  if (older.from != 'pages') return $history.set({ state: 'end', oldestTime, pulled: true });
  $history.set({ state: 'loading', oldestTime, pulled: true });
  try {
    const page = await callVisitor('getHistoryMsg', { maxTime: oldestTime, pageSize: HISTORY_PAGE_SIZE });
    mergeMessages(page.list.map(fromServer));
    $history.set({
      state: page.end ? 'end' : 'loadStart',
      oldestTime: page.list[0]?.msgTime ?? oldestTime,
      pulled: true,
    });
  } catch {
    $history.set({ state: 'loadStart', oldestTime, pulled: true });
  }
}
