// Older messages, a page at a time (20, by maxTime), by pulling down. The latest page shows
// at once; a conversation the server answers whole (historyHideFlag 1) is shown the same
// way, its older messages held here until the visitor pulls for them.
import { atom } from 'nanostores';
import { HISTORY_PAGE_SIZE } from '../../shared/constants';
import { callVisitor } from '../api/client';
import { fromServer, mergeMessages, type ShownMessage } from './messages';

/**
 * The spec's history states: loadStart (more to load), loading, end (no more). `pulled`: the
 * visitor asked for older messages; only then is "No more records" worth saying.
 */
export const $history = atom<{ state: 'loadStart' | 'loading' | 'end'; oldestTime: number; pulled?: boolean }>({ state: 'end', oldestTime: 0 });

/** Messages already here, older than those shown, oldest first. */
let held: ShownMessage[] = [];

/**
 * The first screen's messages: the latest page of `list` is shown. `whole`: the list is the
 * whole conversation, so what is older waits here; else the server has older pages when
 * this one was full.
 */
export function showLatest(list: ShownMessage[], whole: boolean) {
  const cut = whole ? Math.max(0, list.length - HISTORY_PAGE_SIZE) : 0;
  held = list.slice(0, cut);
  const shown = list.slice(cut);
  mergeMessages(shown);
  const more = held.length > 0 || (!whole && list.length >= HISTORY_PAGE_SIZE);
  $history.set({ state: more ? 'loadStart' : 'end', oldestTime: shown[0]?.msgTime ?? 0 });
}

export async function loadOlder() {
  const { state, oldestTime } = $history.get();
  if (state != 'loadStart') return;
  if (held.length) {
    const page = held.splice(-HISTORY_PAGE_SIZE);
    mergeMessages(page);
    return $history.set({ state: held.length ? 'loadStart' : 'end', oldestTime: page[0]!.msgTime, pulled: true });
  }
  $history.set({ state: 'loading', oldestTime, pulled: true });
  try {
    const page = await callVisitor('getHistoryMsg', { maxTime: oldestTime, pageSize: HISTORY_PAGE_SIZE });
    mergeMessages(page.list.map(fromServer));
    $history.set({ state: page.end ? 'end' : 'loadStart', oldestTime: page.list[0]?.msgTime ?? oldestTime, pulled: true });
  } catch {
    $history.set({ state: 'loadStart', oldestTime, pulled: true });
  }
}
