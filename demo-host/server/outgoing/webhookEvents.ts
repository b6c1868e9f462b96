// Events for the tenant's webhooks: one outbox row per webhook subscribed to the event, queued
// in the caller's transaction. Rows with the same order key (a conversation, a work order)
// reach each webhook in the order they were queued.
import { randomUUID } from 'node:crypto';
import type { Webhook, WebhookEnvelope, WebhookEventType } from '@shared/api/outgoing';
import type { Services } from '../services';
import { wakeSender } from './wake';

/** What keeps one thing's events in order: a conversation, a leave message, a work order. */
export const orderKeyOf = {
  session: (sessionId: number) => `session:${sessionId}`,
  leaveMessage: (id: number) => `leave:${id}`,
  workOrder: (woId: number) => `wo:${woId}`,
};

async function queueEnvelope(services: Services, hook: Webhook, envelope: WebhookEnvelope, orderKey?: string) {
  await services.outbox.add({
    tenantId: envelope.tenantId,
    kind: 'webhook',
    topic: envelope.type,
    target: hook.url,
    webhookId: hook.id,
    eventId: envelope.id,
    ...(orderKey && { orderKey }),
    payload: JSON.stringify(envelope),
  });
}

export async function emitWebhookEvent(
  services: Services,
  tenantId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
  orderKey?: string,
): Promise<void> {
  const hooks = await services.webhooks.subscribed(tenantId, type);
  if (!hooks.length) return;
  const envelope: WebhookEnvelope = { id: 'evt_' + randomUUID(), type, createdAt: services.now(), tenantId, data };
  for (const hook of hooks) await queueEnvelope(services, hook, envelope, orderKey);
  wakeSender(services);
}

/** The console's "send a test event": a ping to this webhook, through the outbox like any other. */
export async function queuePing(services: Services, tenantId: string, hook: Webhook): Promise<string> {
  const envelope: WebhookEnvelope = {
    id: 'evt_' + randomUUID(),
    type: 'ping',
    createdAt: services.now(),
    tenantId,
    data: { webhookId: hook.id, message: 'A test event from the console.' },
  };
  await queueEnvelope(services, hook, envelope);
  wakeSender(services);
  return envelope.id;
}
