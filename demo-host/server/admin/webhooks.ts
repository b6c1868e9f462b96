// The tenant's webhooks (docs/notifications.md#webhooks): where each event is POSTed, signed
// with a secret the server makes (and rotates on request). URLs are checked against SSRF here
// and again at every delivery (outgoing/addressGuard.ts).
import type { AdminRequest } from '@shared/api/adminRequests';
import { OUTGOING_LIMITS } from '@shared/api/outgoing';
import { badRequest, notFound } from '../http/reply';
import { webhookUrlProblem } from '../outgoing/addressGuard';
import { newWebhookSecret } from '../outgoing/signature';
import { queuePing } from '../outgoing/webhookEvents';
import { type AdminContext, tenantFor } from './context';

async function webhookOf(context: AdminContext, tenantId: string, id: number) {
  const hook = await context.services.webhooks.get(tenantId, id);
  if (!hook) throw notFound('id: unknown webhook');
  return hook;
}

export async function webhooks(context: AdminContext, body: AdminRequest<'webhooks'>) {
  const tenantId = await tenantFor(context, body.tenantId);
  const { services } = context;
  return { list: await services.webhooks.ofTenant(tenantId), allowPrivate: services.outgoing.allowPrivateWebhooks };
}

export async function saveWebhook(context: AdminContext, body: AdminRequest<'saveWebhook'>) {
  const tenantId = await tenantFor(context, body.tenantId);
  const { services } = context;
  const input = { ...body.webhook, url: body.webhook.url.trim() };
  const problem = webhookUrlProblem(input.url, services.outgoing.allowPrivateWebhooks);
  if (problem) throw badRequest(`webhook.${problem}`);
  if (input.id == 0) {
    if ((await services.webhooks.count(tenantId)) >= OUTGOING_LIMITS.webhooks)
      throw badRequest(`webhook: a tenant has at most ${OUTGOING_LIMITS.webhooks} webhooks`);
    return services.webhooks.add(tenantId, input, newWebhookSecret());
  }
  const saved = await services.webhooks.update(tenantId, input);
  if (!saved) throw notFound('webhook.id: unknown webhook');
  return saved;
}

export async function deleteWebhook(context: AdminContext, body: AdminRequest<'deleteWebhook'>) {
  const tenantId = await tenantFor(context, body.tenantId);
  if (!(await context.services.webhooks.remove(tenantId, body.id))) throw notFound('id: unknown webhook');
  return { id: body.id };
}

export async function rotateWebhookSecret(context: AdminContext, body: AdminRequest<'rotateWebhookSecret'>) {
  const tenantId = await tenantFor(context, body.tenantId);
  await webhookOf(context, tenantId, body.id);
  return (await context.services.webhooks.setSecret(tenantId, body.id, newWebhookSecret()))!;
}

export async function testWebhook(context: AdminContext, body: AdminRequest<'testWebhook'>) {
  const tenantId = await tenantFor(context, body.tenantId);
  const { services } = context;
  const hook = await webhookOf(context, tenantId, body.id);
  const eventId = await queuePing(services, tenantId, hook);
  const item = (await services.outbox.list(tenantId, { webhookId: hook.id })).find((row) => row.eventId == eventId);
  return { item: item! };
}
