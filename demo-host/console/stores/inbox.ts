// The agent's inbox: the waiting queue, the agent's own conversations and the closed ones,
// each row as the server counts it (name, last message, activity, unread); the closed box a
// page at a time. A search filters what is shown only: the queue and the agent's own
// conversations stay whole for the unread total, going away and the feed. Kept live by the
// workspace's feed handler.

import type { VisitorSummary } from '@shared/api';
import type { InboxBox } from '@shared/api/inbox';
import { CHAT_END_REASON, type ChatEndReason, VISITOR_STATUS } from '@shared/codes';
import { atom, computed } from 'nanostores';
import { callAgent } from '../api/agentClient';

export const $box = atom<InboxBox>('mine');
export const $search = atom('');
export const $queue = atom<VisitorSummary[]>([]);
export const $active = atom<VisitorSummary[]>([]);
const $closed = atom<VisitorSummary[]>([]);
/**
 * The agent's conversations that ended while in Mine (the visitor left, the sweep ended them),
 * marked ended: they stay in Mine until the agent has looked, rather than vanish unnoticed.
 */
const $endedInMine = atom<VisitorSummary[]>([]);
/** The waiting and own conversations the search finds, while there is one. */
export const $found = atom<{ waiting: VisitorSummary[]; mine: VisitorSummary[] } | undefined>(undefined);
export const $closedMore = atom(false);

/** Unread messages per conversation of the agent's, as the server counts them. */
export const $unread = computed($active, (active) =>
  Object.fromEntries(active.map((row) => [row.sessionId, row.unread])),
);

/**
 * How many conversations the agent has: the Mine tab's count and the navigation's Chats count
 * alike, so the two never disagree (the navigation once summed unread messages instead).
 */
export const $mineCount = computed($active, (active) => active.length);

/** The rows the chosen box shows: Mine with what ended there unseen on top. */
export const $rows = computed(
  [$box, $queue, $active, $closed, $found, $endedInMine],
  (box, queue, active, closed, found, ended) =>
    box == 'closed' ? closed : (found ?? { waiting: queue, mine: [...ended, ...active] })[box],
);

/**
 * Every row Mine has listed, by session: the end's event may come after the rows were read
 * again without it (the sweep's other events in the batch before can wake the console first).
 */
const listedInMine = new Map<number, VisitorSummary>();

/** A conversation of Mine ended: kept there, marked, unless the agent ended it (they know). */
export function markEnded(sessionId: number, outType: ChatEndReason, time: number) {
  const row = $active.get().find((each) => each.sessionId == sessionId) ?? listedInMine.get(sessionId);
  if (
    !row ||
    outType == CHAT_END_REASON.closedByAgent ||
    $endedInMine.get().some((each) => each.sessionId == sessionId)
  )
    return;
  $endedInMine.set([{ ...row, status: VISITOR_STATUS.ended, endedAt: time, outType }, ...$endedInMine.get()]);
}

/** The agent opened a conversation: the ended ones they have looked at leave Mine (the open one stays while open). */
export function seenEnded(openId: number) {
  $endedInMine.set($endedInMine.get().filter((row) => row.sessionId == openId));
}

const search = () => $search.get().trim() || undefined;

const both = (words?: string) =>
  Promise.all([
    callAgent('inbox', { box: 'waiting', search: words }),
    callAgent('inbox', { box: 'mine', search: words }),
  ]);

/** Waiting and mine again (they are short), what the search finds in them, and the closed box's first page when it is shown. */
export async function refreshInbox() {
  const words = search();
  const [[waiting, mine], found] = await Promise.all([both(), words && both(words)]);
  $queue.set(waiting.list);
  $active.set(mine.list);
  for (const row of mine.list) listedInMine.set(row.sessionId, row);
  $found.set(found ? { waiting: found[0].list, mine: found[1].list } : undefined);
  if ($box.get() == 'closed') await loadClosed();
}

/** The closed box from its newest, or (`more`) the next page after what is shown. */
export async function loadClosed(more = false) {
  const before = more ? $closed.get().at(-1)?.sessionId : undefined;
  const page = await callAgent('inbox', { box: 'closed', search: search(), ...(before && { before }) });
  $closed.set(more ? [...$closed.get(), ...page.list] : page.list);
  $closedMore.set(page.more);
}

export function chooseBox(box: InboxBox) {
  $box.set(box);
  if (box == 'closed') void loadClosed().catch(() => {});
}

let searching: ReturnType<typeof setTimeout> | undefined;
/** Typing in the search box: the boxes again once the agent pauses. */
export function searchFor(words: string, pauseMs = 250) {
  $search.set(words);
  clearTimeout(searching);
  searching = setTimeout(() => void refreshInbox().catch(() => {}), pauseMs);
}
