// The calls about the caller's own account: signing in (rate-limited per login and per address),
// the first owner's setup, a password chosen through a one-time link, and changing one's own.
// All but changePassword come without a token.
import type { SignedInAgent } from '@shared/api';
import type { AgentRequest } from '@shared/api/agentRequests';
import type { FastifyRequest } from 'fastify';
import { hashPassword } from '../accounts/passwordHash';
import { passwordProblem } from '../accounts/passwordRules';
import { createFirstOwner, ownerPasswordHash } from '../accounts/setup';
import { badRequest, forbidden, tooManyRequests, unauthorized } from '../http/reply';
import type { Services } from '../services';
import type { Agent } from '../store/agents';
import type { SignInSubject } from '../store/signInFailures';
import type { AgentContext } from './context';
import { presenceChanged } from './presence';

const signedIn = (agent: Agent, token: string): SignedInAgent => ({
  token: `${agent.adminId}.${token}`,
  adminId: agent.adminId,
  card: agent.card,
  tenantId: agent.tenantId,
  role: agent.role,
  online: agent.online,
});

const tooMany = (waitMs: number) =>
  tooManyRequests(`login: too many failed sign-ins; try again in ${Math.ceil(waitMs / 60_000)} min`);

export async function login(services: Services, request: FastifyRequest, body: AgentRequest<'login'>) {
  const subjects: SignInSubject[] = [
    { kind: 'login', value: body.login },
    { kind: 'address', value: request.ip },
  ];
  // Counted as a failure now, taken back below if it succeeds (store/signInFailures.ts).
  const wait = await services.signInFailures.attempt(subjects);
  if (wait) throw tooMany(wait);
  const result = await services.agents.login(body.login, body.password);
  if (!result) throw unauthorized('login: wrong login or password');
  await services.signInFailures.succeeded(subjects);
  if (result.agent.disabled) throw forbidden('login: this account is disabled; ask an admin');
  if (result.agent.online) await presenceChanged(services, result.agent.tenantId);
  return signedIn(result.agent, result.token);
}

export const setupStatus = async (services: Services) => ({ setUp: (await services.agents.ownerCount()) > 0 });

/**
 * The first owner, through the setup link; a refused password leaves the link usable. The
 * password is hashed before the transaction (accounts/setup.ts, ownerPasswordHash).
 */
export async function setup(services: Services, body: AgentRequest<'setup'>) {
  const password = await ownerPasswordHash(body.login, body.password);
  return services.sql.transaction(async () => {
    if (!(await services.passwordLinks.redeem('setup', body.token)))
      throw forbidden('token: this setup link is unknown or was used; sign in, or restart the server for a new one');
    const adminId = await createFirstOwner(services, {
      login: body.login,
      name: body.name,
      password,
      organisation: body.organisation,
    });
    const token = await services.agents.newSession(adminId);
    return signedIn((await services.agents.get(adminId))!, token);
  });
}

const unknownLink = () => forbidden('token: this link is unknown, used or expired; ask an admin for a new one');

/**
 * A password chosen through a one-time link: checked against the account's login, then hashed
 * outside the transaction that uses the link up (scrypt's wait must not fall inside one, see
 * ownerPasswordHash), so a refused password leaves the link usable.
 */
export async function choosePassword(services: Services, body: AgentRequest<'choosePassword'>) {
  const link = await services.passwordLinks.find('password', body.token);
  const account = link?.adminId != null ? await services.agents.get(link.adminId) : undefined;
  if (!account) throw unknownLink();
  if (account.disabled) throw forbidden('token: this account is disabled; ask an admin');
  const problem = passwordProblem(body.password, account.login);
  if (problem) throw badRequest(problem);
  const hash = await hashPassword(body.password);
  return services.sql.transaction(async () => {
    // Of two uses of one link at once, one redeems it; a link voided meanwhile (disabled, a newer link) is refused.
    if ((await services.passwordLinks.redeem('password', body.token))?.adminId != account.adminId) throw unknownLink();
    await services.agents.setPassword(account.adminId, { hash });
    return { login: account.login };
  });
}

/** The caller's own password; every other session of theirs ends, this one gets a new token. */
export async function changePassword({ services, agent }: AgentContext, body: AgentRequest<'changePassword'>) {
  const subject: SignInSubject = { kind: 'login', value: agent.login };
  const wait = await services.signInFailures.attempt([subject]);
  if (wait) throw tooMany(wait);
  if (!(await services.agents.passwordIs(agent.adminId, body.currentPassword)))
    throw forbidden('currentPassword: is not your password');
  await services.signInFailures.succeeded([subject]);
  const problem = passwordProblem(body.newPassword, agent.login);
  if (problem) throw badRequest(problem.replace(/^password/, 'newPassword'));
  await services.agents.setPassword(agent.adminId, body.newPassword);
  await services.passwordLinks.dropFor(agent.adminId);
  return signedIn(agent, await services.agents.newSession(agent.adminId));
}
