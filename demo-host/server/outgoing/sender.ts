// The outbox's sender: the one instance holding the lease claims the rows that are due, sends
// them (mail through the mailer, webhooks by POST), and records each outcome. It wakes when a
// row is queued (the hub's OUTBOX_KEY, told by every instance) and at least every POLL_MS.
// A sender that dies (SIGKILL) leaves its claimed rows `sending`; whoever takes the lease next
// puts them back in line, so every row is sent at least once. Delivery is at-least-once:
// a crash between the receiver's answer and the row's update sends that one row again, with
// the same event id (webhooks) or Message-ID (mail).
import { randomUUID } from 'node:crypto';
import type { Services } from '../services';
import type { ClaimedRow } from '../store/outbox';
import type { StoredMail } from './mailer';
import { nextAttemptAt } from './retryPlan';
import { checkWaitingVisitors } from './waitingAlerts';
import { OUTBOX_KEY } from './wake';
import { deliverWebhook } from './webhookDelivery';

/** How often an idle sender looks (another instance's rows when the hub cannot say). */
export const POLL_MS = 1000;
/** The lease: renewed every pass; another instance takes over once it lapses. */
export const LEASE_MS = 15_000;
/** Rows claimed at once, and sent side by side. */
export const BATCH = 20;
/** Waiting visitors are looked for this often. */
const WAITING_EVERY_MS = 30_000;
/** Sent rows are kept this long as the delivery log. */
const KEEP_SENT_MS = 7 * 24 * 60 * 60_000;

export function startSender(services: Services): () => Promise<void> {
  const { outbox, hub, mailer } = services;
  const holder = randomUUID();
  const stop = new AbortController();
  let lastWaitingCheck = 0;

  async function deliver(row: ClaimedRow): Promise<void> {
    let outcome: { ok: true } | { ok: false; error: string; permanent?: boolean };
    if (row.kind == 'mail') outcome = await mailer.send(JSON.parse(row.payload) as StoredMail, row.id);
    else {
      const hook = row.webhookId ? await services.webhooks.get(row.tenantId, row.webhookId) : undefined;
      if (!hook) outcome = { ok: false, error: 'webhook deleted', permanent: true };
      else if (!hook.enabled && row.topic != 'ping')
        outcome = { ok: false, error: 'webhook disabled', permanent: true };
      else
        outcome = await deliverWebhook(
          { url: hook.url, secret: hook.secret, eventId: row.eventId ?? String(row.id), body: row.payload },
          services.outgoing.allowPrivateWebhooks,
          services.now(),
        );
    }
    if (outcome.ok) return outbox.markSent(row.id);
    const next = outcome.permanent ? undefined : nextAttemptAt(row.attempts, row.id, row.createdAt, services.now());
    if (next === undefined) return outbox.markFailed(row.id, outcome.error);
    return outbox.markRetry(row.id, outcome.error, next);
  }

  /** One pass: true when it sent anything (the next of a conversation may be due at once). */
  async function pass(): Promise<boolean> {
    const lease = await outbox.lease(holder, services.now() + LEASE_MS);
    if (!lease.held) return false;
    if (lease.takenOver) await outbox.releaseClaimed();
    if (services.now() - lastWaitingCheck >= WAITING_EVERY_MS) {
      lastWaitingCheck = services.now();
      await checkWaitingVisitors(services);
      await outbox.prune(services.now() - KEEP_SENT_MS);
    }
    const rows = await outbox.claimDue(BATCH);
    await Promise.all(rows.map((row) => deliver(row).catch((error) => reportFailure(row, error))));
    return rows.length > 0;
  }

  async function reportFailure(row: ClaimedRow, error: unknown) {
    console.error(`chat-online: outbox row ${row.id} could not be recorded:`, (error as Error).message);
  }

  const running = (async () => {
    while (!stop.signal.aborted) {
      let more = false;
      try {
        more = await pass();
      } catch (error) {
        // The database away for a moment: the next pass catches up.
        if (!stop.signal.aborted) console.error('chat-online: an outbox pass failed:', (error as Error).message);
      }
      if (!more && !stop.signal.aborted) await hub.wait(OUTBOX_KEY, POLL_MS, stop.signal).catch(() => {});
    }
  })();

  return async () => {
    stop.abort();
    await running;
    await outbox.unlease(holder).catch(() => {});
    mailer.close();
  };
}
