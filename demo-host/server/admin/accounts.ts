// Accounts of a tenant: listed, added (with a one-time link to choose a password), changed,
// disabled and enabled, and given a password link; every rule in shared/accounts.ts.
import type { Role } from '@shared/accounts';
import { mayGrant } from '@shared/accounts';
import type { AdminRequest } from '@shared/api/adminRequests';
import { passwordLinkFor } from '../accounts/links';
import { presenceChanged } from '../agent/presence';
import { returnToQueue } from '../agent/returnToQueue';
import { endCallsOfAgent } from '../call/calls';
import { conflict, forbidden } from '../http/reply';
import { type Agent, agentCard } from '../store/agents';
import { type AdminContext, accountFor, consoleOrigin, tenantFor } from './context';

export async function accounts(context: AdminContext, body: AdminRequest<'accounts'>) {
  const tenantId = await tenantFor(context, body.tenantId);
  return { list: await context.services.agents.accounts(tenantId) };
}

const grantable = (context: AdminContext, role: Role) => {
  if (!mayGrant(context.caller, role)) throw forbidden(`role: only an owner makes ${role}s`);
};

export async function addAccount(context: AdminContext, body: AdminRequest<'addAccount'>) {
  const { services } = context;
  const tenantId = await tenantFor(context, body.tenantId);
  grantable(context, body.role);
  const { adminNick, ...fields } = body.card;
  const adminId = await services.agents.addNew({
    tenantId,
    login: body.login,
    role: body.role,
    card: agentCard(adminNick, fields),
    groupIds: body.groupIds ?? [],
    maxSessions: body.maxSessions,
  });
  if (adminId === undefined) throw conflict('login: is taken');
  const account = (await services.agents.get(adminId))!;
  return { account, passwordLink: await passwordLinkFor(services, consoleOrigin(context), adminId) };
}

/**
 * An owner leaving the role, or disabled, must leave another owner behind. Counted under a lock
 * held to the end of the call's transaction: two owners demoting or disabling each other at once
 * on PostgreSQL would each count the other and leave none.
 */
async function keepAnOwner(context: AdminContext, target: Agent) {
  if (target.role != 'owner' || target.disabled) return;
  await context.services.sql.lock('owners');
  if ((await context.services.agents.ownerCount()) <= 1)
    throw conflict('adminId: the last owner stays an owner; make another owner first');
}

export async function updateAccount(context: AdminContext, body: AdminRequest<'updateAccount'>) {
  const { services } = context;
  const target = await accountFor(context, body.adminId);
  if (body.role && body.role != target.role) {
    grantable(context, body.role);
    if (target.adminId == context.caller.adminId) throw forbidden('role: you cannot change your own role');
    await keepAnOwner(context, target);
  }
  const card = body.card && agentCard(body.card.adminNick, { ...target.card, ...body.card });
  await services.agents.update(target.adminId, { ...body, card });
  return { account: (await services.agents.get(target.adminId))! };
}

/** Disabled: signed out at once, its calls ended, its conversations back in the queue, its links void. */
export async function setAccountDisabled(context: AdminContext, body: AdminRequest<'setAccountDisabled'>) {
  const { services } = context;
  const target = await accountFor(context, body.adminId);
  if (target.adminId == context.caller.adminId) throw forbidden('adminId: you cannot disable yourself');
  if (body.disabled && !target.disabled) {
    await keepAnOwner(context, target);
    await endCallsOfAgent(services, target);
    await services.agents.setDisabled(target.adminId, true);
    await services.passwordLinks.dropFor(target.adminId);
    await returnToQueue(services, target);
    // Wakes the team's consoles (and the disabled one's poll, whose next call is refused).
    await presenceChanged(services, target.tenantId);
  } else if (!body.disabled) await services.agents.setDisabled(target.adminId, false);
  return { account: (await services.agents.get(target.adminId))! };
}

export async function passwordLink(context: AdminContext, body: AdminRequest<'passwordLink'>) {
  const target = await accountFor(context, body.adminId);
  if (target.disabled) throw conflict('adminId: enable the account first');
  return passwordLinkFor(context.services, consoleOrigin(context), target.adminId);
}
