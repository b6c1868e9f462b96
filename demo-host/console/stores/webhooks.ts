// The Webhooks page's state: the shown tenant's webhooks with their secrets, whether the operator
// lets them reach private addresses, the one being added or edited, and what an admin does to one
// (save, delete, a new secret, a test event). The list follows each answer without another call.
import { ApiError } from '@shared/api';
import type { OutboxItem, Webhook, WebhookInput } from '@shared/api/outgoing';
import { atom, computed } from 'nanostores';
import { callAdmin } from '../api/agentClient';
import { $me } from './auth';
import { shownTenant, tenantField } from './shownTenant';
import {
  blankWebhook,
  inputOf,
  refusalOf,
  sameWebhook,
  type WebhookField,
  type WebhookProblem,
  webhookProblems,
  webhookRequest,
} from './webhookRules';

/** undefined until loaded. */
export const $webhooks = atom<{ list: Webhook[]; allowPrivate: boolean } | undefined>(undefined);
/** The webhook in the form (id 0: a new one); undefined while the form is closed. */
export const $webhookDraft = atom<WebhookInput | undefined>(undefined);
/** What is wrong with the draft, until its field changes. */
export const $webhookProblems = atom<WebhookProblem[]>([]);

export const $webhookDirty = computed([$webhooks, $webhookDraft], (saved, draft) => {
  if (!draft) return false;
  const before = saved?.list.find((hook) => hook.id == draft.id);
  return !sameWebhook(before ? inputOf(before) : blankWebhook(), draft);
});

export async function loadWebhooks() {
  const tenant = shownTenant();
  const answer = await callAdmin('webhooks', tenantField());
  if (tenant == shownTenant()) $webhooks.set(answer);
}

/** The list after an answer about one webhook, unless the owner picked another tenant meanwhile. */
function listed(tenant: string | undefined, change: (list: Webhook[]) => Webhook[]) {
  const shown = $webhooks.get();
  if (shown && tenant == shownTenant()) $webhooks.set({ ...shown, list: change(shown.list) });
}

/** The form opens on a webhook of the list, or on a new one (no id). */
export function openWebhook(id?: number) {
  const hook = id === undefined ? undefined : $webhooks.get()?.list.find((each) => each.id == id);
  $webhookDraft.set(hook ? inputOf(hook) : blankWebhook());
  $webhookProblems.set([]);
}

export function closeWebhook() {
  $webhookDraft.set(undefined);
  $webhookProblems.set([]);
}

function changed(patch: Partial<WebhookInput>, field?: WebhookField) {
  const draft = $webhookDraft.get();
  if (!draft) return;
  $webhookDraft.set({ ...draft, ...patch });
  if (field) $webhookProblems.set($webhookProblems.get().filter((problem) => problem.field != field));
}

export const editWebhook = (patch: Partial<Pick<WebhookInput, 'url' | 'description' | 'enabled'>>) =>
  changed(patch, 'url' in patch ? 'url' : 'description' in patch ? 'description' : undefined);

export function toggleEvent(event: WebhookInput['events'][number], on: boolean) {
  const events = $webhookDraft.get()?.events ?? [];
  changed(
    { events: on ? [...events.filter((each) => each != event), event] : events.filter((each) => each != event) },
    'events',
  );
}

export type WebhookSaveOutcome = { kind: 'saved'; webhook: Webhook } | { kind: 'refused'; problems: WebhookProblem[] };

/** Saves the draft and closes the form; what is wrong (ours first, then the server's) stays in $webhookProblems. */
export async function saveWebhook(): Promise<WebhookSaveOutcome> {
  const draft = $webhookDraft.get();
  if (!draft) return { kind: 'refused', problems: [] };
  const refuse = (problems: WebhookProblem[]): WebhookSaveOutcome => {
    $webhookProblems.set(problems);
    return { kind: 'refused', problems };
  };
  const ours = webhookProblems(draft);
  if (ours.length) return refuse(ours);
  const tenant = shownTenant();
  try {
    const webhook = await callAdmin('saveWebhook', { ...tenantField(), webhook: webhookRequest(draft) });
    listed(tenant, (list) =>
      list.some((hook) => hook.id == webhook.id)
        ? list.map((hook) => (hook.id == webhook.id ? webhook : hook))
        : [...list, webhook],
    );
    if ($webhookDraft.get() == draft) closeWebhook();
    return { kind: 'saved', webhook };
  } catch (error) {
    const named = error instanceof ApiError && error.code == 400 ? refusalOf(error.message) : undefined;
    if (!named) throw error;
    return refuse([named]);
  }
}

export async function deleteWebhook(id: number) {
  const tenant = shownTenant();
  await callAdmin('deleteWebhook', { ...tenantField(), id });
  listed(tenant, (list) => list.filter((hook) => hook.id != id));
  if ($webhookDraft.get()?.id == id) closeWebhook();
}

/** A new secret: the old one stops signing at once, so the receiver needs the new one. */
export async function rotateWebhookSecret(id: number) {
  const tenant = shownTenant();
  const webhook = await callAdmin('rotateWebhookSecret', { ...tenantField(), id });
  listed(tenant, (list) => list.map((hook) => (hook.id == id ? webhook : hook)));
}

/** A `ping` queued to the webhook through the outbox like any event; the row it made. */
export async function testWebhook(id: number): Promise<OutboxItem> {
  return (await callAdmin('testWebhook', { ...tenantField(), id })).item;
}

/** Another tenant shown. */
export function forgetWebhooks() {
  $webhooks.set(undefined);
  closeWebhook();
}

// The next person to sign in in this tab may be of another tenant.
let shownFor = $me.get()?.adminId;
$me.listen((me) => {
  if (me?.adminId == shownFor) return;
  shownFor = me?.adminId;
  forgetWebhooks();
});
