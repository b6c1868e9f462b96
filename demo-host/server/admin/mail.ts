// The tenant's mail settings and its outbox (docs/notifications.md): who hears of new leave
// messages and work orders, what visitors are sent, each channel's team and waiting alert; the
// outbox's rows with their state (never their bodies), and a failed one tried again.
import type { AdminRequest } from '@shared/api/adminRequests';
import type { MailSettings, MailStatus } from '@shared/api/outgoing';
import { badRequest, notFound } from '../http/reply';
import { wakeSender } from '../outgoing/wake';
import { type AdminContext, tenantFor } from './context';

function mailStatus({ services }: AdminContext): MailStatus {
  const { mailer } = services;
  return { configured: mailer.configured, ...(mailer.from && { from: mailer.from }), dkim: mailer.dkim };
}

const tidyAddresses = (addresses: string[]) => [...new Set(addresses.map((address) => address.trim().toLowerCase()))];

export async function mailSettings(context: AdminContext, body: AdminRequest<'mailSettings'>) {
  const tenantId = await tenantFor(context, body.tenantId);
  const { services } = context;
  return {
    settings: await services.mailSettings.get(tenantId),
    status: mailStatus(context),
    counts: await services.outbox.counts(tenantId),
  };
}

/** Each channel named must be the tenant's, once; addresses are kept once each, in lower case. */
export async function saveMailSettings(context: AdminContext, body: AdminRequest<'saveMailSettings'>) {
  const tenantId = await tenantFor(context, body.tenantId);
  const { services } = context;
  const own = new Set((await services.channels.ofTenant(tenantId)).map((channel) => channel.config.channelId));
  const seen = new Set<string>();
  body.settings.channels.forEach((channel, index) => {
    if (!own.has(channel.channelId))
      throw badRequest(`settings.channels.${index}.channelId: not a channel of this tenant`);
    if (seen.has(channel.channelId)) throw badRequest(`settings.channels.${index}.channelId: named twice`);
    seen.add(channel.channelId);
  });
  const settings: MailSettings = {
    ...body.settings,
    teamAddresses: tidyAddresses(body.settings.teamAddresses),
    channels: body.settings.channels.map((channel) => ({ ...channel, addresses: tidyAddresses(channel.addresses) })),
  };
  await services.mailSettings.save(tenantId, settings);
  return { settings };
}

export async function outbox(context: AdminContext, body: AdminRequest<'outbox'>) {
  const tenantId = await tenantFor(context, body.tenantId);
  const { services } = context;
  const { kind, state, webhookId } = body;
  return {
    list: await services.outbox.list(tenantId, { kind, state, webhookId }),
    counts: await services.outbox.counts(tenantId),
  };
}

export async function retryOutbox(context: AdminContext, body: AdminRequest<'retryOutbox'>) {
  const tenantId = await tenantFor(context, body.tenantId);
  const { services } = context;
  if (!(await services.outbox.retry(tenantId, body.id))) {
    const item = await services.outbox.item(tenantId, body.id);
    if (!item) throw notFound('id: unknown outbox row');
    throw badRequest(`id: only a failed row is tried again; this one is ${item.state}`);
  }
  wakeSender(services);
  return { item: (await services.outbox.item(tenantId, body.id))! };
}
