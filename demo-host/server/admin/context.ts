// What an admin handler gets: the services, the caller (an owner or an admin, checked before the
// body was read), the request; and the checks every call naming a tenant or an account makes.

import { mayConfigure, mayManage } from '@shared/accounts';
import type { FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../http/reply';
import type { Services } from '../services';
import type { Agent } from '../store/agents';
import type { StoredChannel } from '../store/channels';

export interface AdminContext {
  services: Services;
  caller: Agent;
  request: FastifyRequest;
}

/** The tenant a call is about: the caller's own unless an owner names another. */
export async function tenantFor({ services, caller }: AdminContext, tenantId = caller.tenantId): Promise<string> {
  if (!mayConfigure(caller, tenantId)) throw forbidden('tenantId: not your tenant');
  if (!(await services.tenants.get(tenantId))) throw notFound('tenantId: unknown tenant');
  return tenantId;
}

/** An account the caller may manage (owners: anyone; admins: their tenant's agents and admins). */
export async function accountFor({ services, caller }: AdminContext, adminId: number): Promise<Agent> {
  const account = await services.agents.get(adminId);
  // Another tenant's account is refused the same way whether it exists or not.
  if (!account)
    throw caller.role == 'owner'
      ? notFound('adminId: unknown account')
      : forbidden('adminId: not an account you manage');
  if (!mayManage(caller, account)) throw forbidden('adminId: not an account you manage');
  return account;
}

/**
 * What a call naming another tenant's thing (a channel, a template, a type) answers: the same
 * whether it exists or not, as for accounts; an owner, who may configure every tenant, hears
 * only that it is unknown.
 */
export const unknownTo = (caller: Agent, field: string, what: string) =>
  caller.role == 'owner' ? notFound(`${field}: unknown ${what}`) : forbidden(`${field}: not a ${what} of your tenant`);

/** A channel of a tenant the caller configures; a deleted one reads as unknown. */
export async function channelFor({ services, caller }: AdminContext, channelId: string): Promise<StoredChannel> {
  const channel = await services.channels.get(channelId);
  if (channel && channel.deletedAt == null && mayConfigure(caller, channel.config.tenantId)) return channel;
  throw unknownTo(caller, 'channelId', 'channel');
}

/** Where the links the admin hands on open: PUBLIC_ORIGIN, else the origin the admin's console called. */
export const consoleOrigin = ({ services, request }: AdminContext) =>
  services.publicOrigin ?? `${request.protocol}://${request.host}`;
