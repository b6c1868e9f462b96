// The Mail page's outbox: the shown tenant's mails and webhook deliveries, newest first, with the
// filters by kind and state, the outbox's depth (pending, failed, sent in the last day), and a
// failed row tried again. The list loads when asked (the page's Refresh), never on its own.
import type { OutboxCounts, OutboxItem, OutboxState } from '@shared/api/outgoing';
import { atom } from 'nanostores';
import { callAdmin } from '../api/agentClient';
import { $me } from './auth';
import { shownTenant, tenantField } from './shownTenant';

export interface OutboxFilter {
  /** '' for both. */
  kind: '' | OutboxItem['kind'];
  /** '' for every state. */
  state: '' | OutboxState;
}

export const NO_FILTER: OutboxFilter = { kind: '', state: '' };

export const $outboxFilter = atom<OutboxFilter>(NO_FILTER);
/** undefined until loaded. */
export const $outbox = atom<OutboxItem[] | undefined>(undefined);
/** The depth, from the last answer of mailSettings or outbox; undefined until one came. */
export const $outboxCounts = atom<OutboxCounts | undefined>(undefined);

/** The request of a filter: a choice of "all" is left out. */
export const outboxRequest = ({ kind, state }: OutboxFilter) => ({
  ...(kind ? { kind } : {}),
  ...(state ? { state } : {}),
});

let asked = 0;

export async function loadOutbox() {
  const tenant = shownTenant();
  const filter = $outboxFilter.get();
  const mine = ++asked;
  const { list, counts } = await callAdmin('outbox', { ...tenantField(), ...outboxRequest(filter) });
  // An answer overtaken by a later load (another filter, another tenant) is dropped.
  if (mine != asked || tenant != shownTenant()) return;
  $outbox.set(list);
  $outboxCounts.set(counts);
}

export function filterOutbox(patch: Partial<OutboxFilter>) {
  $outboxFilter.set({ ...$outboxFilter.get(), ...patch });
  return loadOutbox();
}

/** The depth after one row moved from one state to another, without asking the server again. */
export function countsAfter(counts: OutboxCounts, from: OutboxState, to: OutboxState): OutboxCounts {
  if (from == to) return counts;
  const next = { ...counts };
  const key = (state: OutboxState): keyof OutboxCounts | undefined =>
    state == 'pending' || state == 'failed' ? state : state == 'sent' ? 'sentLastDay' : undefined;
  const left = key(from);
  const joined = key(to);
  if (left) next[left] = Math.max(0, next[left] - 1);
  if (joined) next[joined] += 1;
  return next;
}

/** A row replaced by the server's newer answer about it, in its place. */
export const withItem = (list: readonly OutboxItem[], item: OutboxItem) =>
  list.map((each) => (each.id == item.id ? item : each));

/** A failed row tried again now: the row and the depth show what the server answered. */
export async function retryOutboxItem(id: number): Promise<OutboxItem> {
  const before = $outbox.get()?.find((each) => each.id == id);
  const { item } = await callAdmin('retryOutbox', { ...tenantField(), id });
  const list = $outbox.get();
  if (list) $outbox.set(withItem(list, item));
  const counts = $outboxCounts.get();
  if (counts && before) $outboxCounts.set(countsAfter(counts, before.state, item.state));
  return item;
}

/** Another tenant shown: nothing of the last one's outbox stays. */
export function forgetOutbox() {
  asked++;
  $outbox.set(undefined);
  $outboxCounts.set(undefined);
  $outboxFilter.set(NO_FILTER);
}

// The next person to sign in in this tab may be of another tenant.
let shownFor = $me.get()?.adminId;
$me.listen((me) => {
  if (me?.adminId == shownFor) return;
  shownFor = me?.adminId;
  forgetOutbox();
});
