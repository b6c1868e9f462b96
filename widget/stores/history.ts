// Older messages, a page at a time (20, by maxTime), by pulling down.
import { atom } from 'nanostores';
import { HISTORY_PAGE_SIZE } from '../../shared/constants';
import { callVisitor } from '../api/client';
import { fromServer, mergeMessages } from './messages';

/**
 * The spec's history states: loadStart (more to load), loading, end (no more). `pulled`: the
 * visitor asked for older messages; only then is "No more records" worth saying.
 */
export const $history = atom<{ state: 'loadStart' | 'loading' | 'end'; oldestTime: number; pulled?: boolean }>({ state: 'end', oldestTime: 0 });

export async function loadOlder() {
  const { state, oldestTime } = $history.get();
  if (state != 'loadStart') return;
  $history.set({ state: 'loading', oldestTime, pulled: true });
  try {
    const page = await callVisitor('getHistoryMsg', { maxTime: oldestTime, pageSize: HISTORY_PAGE_SIZE });
    mergeMessages(page.list.map(fromServer));
    $history.set({ state: page.end ? 'end' : 'loadStart', oldestTime: page.list[0]?.msgTime ?? oldestTime, pulled: true });
  } catch {
    $history.set({ state: 'loadStart', oldestTime, pulled: true });
  }
}
