// The product's first start: it has no account until its first owner is made, through a one-time
// setup link printed in the log, or from OWNER_LOGIN and OWNER_PASSWORD (containers). Nothing
// here knows the demo; a database the demo seeded has accounts with a published password, and
// the product alone refuses to start on it.
import { LOGIN_PATTERN, SETUP_LINK_FRAGMENT } from '@shared/accounts';
import { badRequest, conflict } from '../http/reply';
import type { Services } from '../services';
import { agentCard } from '../store/agents';
import { consoleLink } from './links';
import { hashPassword } from './passwordHash';
import { passwordProblem } from './passwordRules';

/** The first tenant, the owner's own. */
export const FIRST_TENANT_ID = 'main';

export interface FirstOwner {
  login: string;
  name: string;
  password: string;
  /** The password's hash, made by a caller that opens a transaction of its own first (agent/account.ts). */
  passwordHash?: string;
  /** The first tenant's name (the organisation). */
  organisation?: string;
}

/**
 * Makes the first owner, with the first tenant; resolves to their id. Inside a transaction: two
 * instances starting at once (or two people with two setup links) make one owner.
 */
export async function createFirstOwner(services: Services, owner: FirstOwner): Promise<number> {
  const problem = passwordProblem(owner.password, owner.login);
  if (problem) throw badRequest(problem);
  // Hashed before the transaction, which must wait on nothing but the database (agent/account.ts).
  const hash = owner.passwordHash ?? (await hashPassword(owner.password));
  return services.sql.transaction(async () => {
    await services.sql.lock('first owner');
    if (await services.agents.ownerCount()) throw conflict('the product is set up already: sign in');
    if (await services.agents.byLogin(owner.login)) throw conflict('login: is taken');
    await services.tenants.add(FIRST_TENANT_ID, owner.organisation ?? 'Main');
    const adminId = await services.agents.add({
      tenantId: FIRST_TENANT_ID,
      login: owner.login,
      role: 'owner',
      password: { hash },
      card: agentCard(owner.name),
      groupIds: [],
    });
    await services.passwordLinks.dropSetupLinks();
    return adminId;
  });
}

export type FirstStart =
  /** An owner exists. */
  | { state: 'ready' }
  | { state: 'ownerCreated'; login: string }
  /** Open this (console URL, token in the fragment) to make the first owner. */
  | { state: 'setupLink'; link: string }
  | { state: 'refused'; reason: string };

/** What the product's start does about its accounts; `owner` from OWNER_LOGIN and OWNER_PASSWORD. */
export async function prepareFirstStart(
  services: Services,
  { owner, origin }: { owner?: { login: string; password: string }; origin: string },
): Promise<FirstStart> {
  const published = await services.agents.withPublishedPassword();
  if (published.length)
    return {
      state: 'refused',
      reason:
        `the accounts ${published.join(', ')} have a published password (the demo's). ` +
        'This database was seeded by the demo (npm start): run the product on a new DATA_DIR or DATABASE_URL.',
    };
  if (await services.agents.ownerCount()) return { state: 'ready' };
  if (owner) {
    if (!new RegExp(LOGIN_PATTERN).test(owner.login))
      return { state: 'refused', reason: 'OWNER_LOGIN: 2 to 64 letters, digits and . _ - @' };
    const problem = passwordProblem(owner.password, owner.login);
    if (problem) return { state: 'refused', reason: `OWNER_PASSWORD: ${problem.replace(/^password: /, '')}` };
    await createFirstOwner(services, { login: owner.login, name: owner.login, password: owner.password });
    return { state: 'ownerCreated', login: owner.login };
  }
  const { token } = await services.passwordLinks.issue('setup');
  return { state: 'setupLink', link: consoleLink(origin, SETUP_LINK_FRAGMENT, token) };
}
