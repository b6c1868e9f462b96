// The delivery log of one webhook on the Webhooks page: its rows of the outbox, newest first,
// loaded again every few seconds while the page is open and in view (a test event is seen
// going out), and a failed delivery tried again.
import type { OutboxItem } from '@shared/api/outgoing';
import { atom } from 'nanostores';
import { callAdmin } from '../api/agentClient';
import { $me } from './auth';
import { withItem } from './outbox';
import { shownTenant, tenantField } from './shownTenant';

/** How often a shown log is loaded again while the page is in view. */
export const LOG_REFRESH_MS = 4000;

/** The webhook whose log is shown and its rows (undefined until loaded); undefined when none is. */
export const $webhookLog = atom<{ webhookId: number; list: OutboxItem[] | undefined } | undefined>(undefined);

/** Shows one webhook's log (its rows load next), or none. */
export function showWebhookLog(webhookId: number | undefined) {
  if ($webhookLog.get()?.webhookId == webhookId) return;
  $webhookLog.set(webhookId === undefined ? undefined : { webhookId, list: undefined });
}

const shownFor = (webhookId: number) => {
  const shown = $webhookLog.get();
  return shown?.webhookId == webhookId ? shown : undefined;
};

export async function loadWebhookLog() {
  const webhookId = $webhookLog.get()?.webhookId;
  if (webhookId === undefined) return;
  const tenant = shownTenant();
  const { list } = await callAdmin('outbox', { ...tenantField(), webhookId });
  if (shownFor(webhookId) && tenant == shownTenant()) $webhookLog.set({ webhookId, list });
}

/** A row just made (a test event) is shown at once, before the next load. */
export function logged(item: OutboxItem) {
  const shown = item.webhookId === undefined ? undefined : shownFor(item.webhookId);
  if (!shown?.list || shown.list.some((each) => each.id == item.id)) return;
  $webhookLog.set({ ...shown, list: [item, ...shown.list] });
}

/** A failed delivery tried again now; the row as the server answered it. */
export async function retryDelivery(id: number): Promise<OutboxItem> {
  const { item } = await callAdmin('retryOutbox', { ...tenantField(), id });
  const shown = item.webhookId === undefined ? undefined : shownFor(item.webhookId);
  if (shown?.list) $webhookLog.set({ ...shown, list: withItem(shown.list, item) });
  return item;
}

/**
 * Loads the shown log now and every `every` ms while the page is visible: a hidden page asks
 * nothing, and loads at once when it is seen again. The function it answers stops.
 */
export function followWebhookLog(onError: (error: unknown) => void, every = LOG_REFRESH_MS): () => void {
  let busy = false;
  const load = () => {
    if (busy || document.visibilityState == 'hidden') return;
    busy = true;
    void loadWebhookLog()
      .catch(onError)
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(load, every);
  const seen = () => document.visibilityState == 'visible' && load();
  document.addEventListener('visibilitychange', seen);
  load();
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', seen);
  };
}

// The next person to sign in in this tab may be of another tenant.
let signedIn = $me.get()?.adminId;
$me.listen((me) => {
  if (me?.adminId == signedIn) return;
  signedIn = me?.adminId;
  $webhookLog.set(undefined);
});
