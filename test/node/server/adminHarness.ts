// For the tests of accounts: the admin API's client, the token a password or setup link carries,
// a person choosing a password through a link, and what the database holds of accounts, tenants
// and links (to prove a refused call changed nothing).
import { demoChannels } from '@demo/demoChannels';
import { demoAgents } from '@demo/demoSupport';
import { ADMIN_API, AGENT_API, type ChannelSettings, type PasswordLink, type SignedInAgent } from '@shared/api';
import type { AdminCall } from '@shared/api/adminRequests';
import { settingsOf } from '@shared/channelConfig';
import { beforeAll, expect } from 'vitest';
import { agentOnceReady, type Reply, type TestAgent, type TestServer, useAgent } from './harness';

/** A password no rule refuses: long, not a common word, not a login. */
export const GOOD_PASSWORD = 'tangerine lighthouse over quiet gravel';

type Poster = Pick<TestServer, 'post'>;

/** POST /api/admin/<call> with the caller's token (none: no header). */
export const adminCall = <T = any>(server: Poster, token: string | undefined, call: AdminCall, body: unknown = {}) =>
  server.post<T>(ADMIN_API + call, body, token);

/** The one-time token in a link's fragment (`…/console/#password=<token>`, or `#setup=`). */
export function linkToken(link: string): string {
  const [, token] = new URL(link).hash.slice(1).split('=');
  if (!token) throw new Error('no token in ' + link);
  return token;
}

export const choosePassword = (server: Poster, link: PasswordLink | string, password = GOOD_PASSWORD) =>
  server.post<{ login: string }>(AGENT_API + 'choosePassword', {
    token: linkToken(typeof link == 'string' ? link : link.link),
    password,
  });

export const login = (server: Poster, login: string, password: string) =>
  server.post<SignedInAgent>(AGENT_API + 'login', { login, password });

/** A signed-in caller from a reply carrying a token (login, setup, changePassword). */
export function agentFrom(server: Poster, reply: Reply<SignedInAgent>): TestAgent {
  expect(reply.status, reply.message).toBe(200);
  const { token, adminId } = reply.data;
  return { adminId, token, call: (call, body = {}) => server.post(AGENT_API + call, body, token) };
}

export const signIn = async (server: Poster, name: string, password: string) =>
  agentFrom(server, await login(server, name, password));

/**
 * A new account made by `by` (an owner or admin) that has chosen GOOD_PASSWORD through its link
 * and signed in.
 */
export async function newAccount(
  server: Poster,
  by: TestAgent,
  account: { login: string; role: 'owner' | 'admin' | 'agent'; tenantId?: string },
): Promise<TestAgent> {
  const added = await adminCall(server, by.token, 'addAccount', { ...account, card: { adminNick: account.login } });
  expect(added.status, added.message).toBe(200);
  expect((await choosePassword(server, added.data.passwordLink)).status).toBe(200);
  return signIn(server, account.login, GOOD_PASSWORD);
}

/**
 * The demo's callers of the admin tests: alice (owner), bob (admin of demo), li (agent), and
 * carol, admin of a second tenant, acme, that alice adds before the tests. `as` calls the admin API.
 */
export function useAdminCallers(server: TestServer) {
  let carol: TestAgent | undefined;
  const alice = useAgent(server, 'alice', false);
  const as = <T = any>(caller: TestAgent, call: AdminCall, body: unknown) =>
    adminCall<T>(server, caller.token, call, body);
  beforeAll(async () => {
    expect((await as(alice, 'addTenant', { tenantId: 'acme', name: 'Acme' })).status).toBe(200);
    carol = await newAccount(server, alice, { login: 'carol', role: 'admin', tenantId: 'acme' });
  });
  return {
    alice,
    bob: useAgent(server, 'bob', false),
    li: useAgent(server, 'li', false),
    carol: agentOnceReady('carol', () => carol),
    as,
  };
}

/** Everything of accounts the database holds, tokens and hashes included. */
export async function accountsState(server: TestServer) {
  const { sql } = server.server.services;
  return {
    agents: await sql.all(
      'SELECT admin_id, tenant_id, login, password_hash, card, group_ids, max_sessions, online, token_hash, role, disabled FROM agents ORDER BY admin_id',
    ),
    tenants: await sql.all('SELECT tenant_id, name FROM tenants ORDER BY tenant_id'),
    links: await sql.all('SELECT token_hash, purpose, admin_id, expires_at FROM password_links ORDER BY token_hash'),
  };
}

/**
 * A demo channel's settings as seeded, its groups' agents as the demo's accounts have them: a
 * body saveChannel takes that changes nothing but what a test changes.
 */
export function demoSettings(channelId: string): ChannelSettings {
  const channel = demoChannels().find((each) => each.channelId == channelId);
  if (!channel) throw new Error('no demo channel ' + channelId);
  const agents = demoAgents({ hash: '' });
  return settingsOf(channel, (groupId) =>
    agents.filter((agent) => agent.groupIds.includes(groupId)).map((agent) => agent.adminId!),
  );
}

/** Everything of channels and the tenant's shared setup the database holds, secrets included. */
export async function tenantSetupState(server: TestServer) {
  const { sql } = server.server.services;
  return {
    channels: await sql.all(
      'SELECT channel_id, tenant_id, config, secret, disabled, deleted_at, version, updated_at, updated_by FROM channels ORDER BY channel_id',
    ),
    versions: await sql.all('SELECT * FROM channel_versions ORDER BY channel_id, version'),
    sightings: await sql.all('SELECT * FROM channel_sightings ORDER BY channel_id, origin'),
    ratings: await sql.all('SELECT * FROM evaluate_configs ORDER BY tenant_id'),
    templates: await sql.all('SELECT * FROM templates ORDER BY template_id'),
    types: await sql.all('SELECT * FROM wo_types ORDER BY type_id'),
  };
}
