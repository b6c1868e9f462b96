// The Team section's store and rules: which roles a caller may give and whose account they may
// change; owners name the tenant shown in every call, admins never do; each change loads the list
// again; a presence change in the feed refreshes it; another person signing in starts afresh.
import type { Account } from '@shared/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from './fakeAgentClient';
import { feedBatches } from './feedDriver';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const store = await import('@console/stores/team');
const shown = await import('@console/stores/shownTenant');
const { grantableRoles, mayManage } = await import('@console/stores/teamRules');
const auth = await import('@console/stores/auth');
const feed = await import('@console/stores/feed');

const account = (adminId: number, role: Account['role'], tenantId = 'demo'): Account => ({
  adminId,
  tenantId,
  login: `user${adminId}`,
  role,
  card: { adminNick: `User ${adminId}` } as Account['card'],
  groupIds: [],
  maxSessions: 5,
  disabled: false,
  online: false,
});
const LINK = { link: 'http://localhost/console/#password=abc', expiresAt: 1 };

const signInAs = (role: Account['role'], adminId = 1, tenantId = 'demo') =>
  auth.$me.set({ token: `t${adminId}`, adminId, card: {} as never, tenantId, role, online: true });

let batches: ReturnType<typeof feedBatches>;
beforeEach(() => {
  client.reset();
  batches = feedBatches();
  auth.$me.set(null);
  client.answer((call, body) => {
    if (call == 'events') return batches.next();
    if (call == 'accounts')
      return { list: [account(1, 'owner', String(body.tenantId ?? 'demo')), account(2, 'agent')] };
    if (call == 'tenants') return { list: [{ tenantId: 'demo', name: 'Demo', createdAt: 1 }] };
    if (call == 'addAccount') return { account: account(3, 'agent'), passwordLink: LINK };
    if (call == 'passwordLink') return LINK;
    return {};
  });
});
afterEach(() => feed.stopFeed());

const adminCalls = () => client.calls.filter((entry) => entry.call != 'events');

describe('team rules', () => {
  it('only an owner gives the owner role; an agent gives none', () => {
    expect(grantableRoles('owner')).toEqual(['owner', 'admin', 'agent']);
    expect(grantableRoles('admin')).toEqual(['admin', 'agent']);
    expect(grantableRoles('agent')).toEqual([]);
  });

  it('nobody changes their own account; admins never an owner; agents nobody', () => {
    const owner = { adminId: 1, role: 'owner' as const, tenantId: 'demo' };
    const admin = { adminId: 2, role: 'admin' as const, tenantId: 'demo' };
    const agent = { adminId: 3, role: 'agent' as const, tenantId: 'demo' };
    expect(mayManage(owner, { adminId: 9, role: 'owner', tenantId: 'demo' })).toBe(true);
    expect(mayManage(owner, owner)).toBe(false);
    expect(mayManage(admin, { adminId: 9, role: 'admin', tenantId: 'demo' })).toBe(true);
    expect(mayManage(admin, agent)).toBe(true);
    expect(mayManage(admin, owner)).toBe(false);
    expect(mayManage(admin, admin)).toBe(false);
    expect(mayManage(agent, { adminId: 9, role: 'agent', tenantId: 'demo' })).toBe(false);
  });
});

describe('the team store', () => {
  it("an admin's calls leave the tenant out: the server uses theirs", async () => {
    signInAs('admin', 5);
    await store.loadAccounts();
    expect(await store.addAccount({ login: 'ben', role: 'agent', card: { adminNick: 'Ben' } })).toEqual(LINK);
    expect(adminCalls().map((entry) => [entry.call, entry.body])).toEqual([
      ['accounts', {}],
      ['addAccount', { login: 'ben', role: 'agent', card: { adminNick: 'Ben' } }],
      ['accounts', {}],
    ]);
  });

  it('an owner names the tenant shown, their own until they pick another; a new tenant is shown at once', async () => {
    signInAs('owner', 1, 'main');
    await store.loadAccounts();
    await store.chooseTenant('demo');
    await store.addAccount({ login: 'cy', role: 'admin', card: { adminNick: 'Cy' } });
    await store.addTenant('acme', 'Acme');
    expect(adminCalls().map((entry) => [entry.call, entry.body])).toEqual([
      ['accounts', { tenantId: 'main' }],
      ['accounts', { tenantId: 'demo' }],
      ['addAccount', { tenantId: 'demo', login: 'cy', role: 'admin', card: { adminNick: 'Cy' } }],
      ['accounts', { tenantId: 'demo' }],
      ['addTenant', { tenantId: 'acme', name: 'Acme' }],
      ['tenants', {}],
      ['accounts', { tenantId: 'acme' }],
    ]);
    expect(shown.$shownTenant.get()).toBe('acme');
    expect(store.$accounts.get()![0]!.tenantId).toBe('acme');
  });

  it('an answer for a tenant no longer shown is dropped', async () => {
    signInAs('owner', 1, 'main');
    let release = () => {};
    client.answer((_call, body) =>
      body.tenantId == 'main'
        ? new Promise((resolve) => (release = () => resolve({ list: [account(7, 'agent', 'main')] })))
        : { list: [account(8, 'agent', 'demo')] },
    );
    const first = store.loadAccounts();
    await store.chooseTenant('demo');
    release();
    await first;
    expect(store.$accounts.get()!.map((each) => each.adminId)).toEqual([8]);
  });

  it('disabling, enabling and a new role are sent by account and load the list again; a password link is only answered', async () => {
    signInAs('admin', 5);
    await store.setDisabled(2, true);
    await store.setDisabled(2, false);
    await store.changeRole(2, 'admin');
    expect(await store.newPasswordLink(2)).toEqual(LINK);
    expect(adminCalls().map((entry) => [entry.call, entry.body])).toEqual([
      ['setAccountDisabled', { adminId: 2, disabled: true }],
      ['accounts', {}],
      ['setAccountDisabled', { adminId: 2, disabled: false }],
      ['accounts', {}],
      ['updateAccount', { adminId: 2, role: 'admin' }],
      ['accounts', {}],
      ['passwordLink', { adminId: 2 }],
    ]);
  });

  it('a presence change (a queue event naming no conversation) reloads a list shown; a visitor queuing does not', async () => {
    signInAs('admin', 5);
    await store.loadAccounts();
    feed.followFeed();
    const listLoads = () => client.callNames().filter((call) => call == 'accounts').length;
    batches.deliver({ kind: 'queue', sessionId: 4, userId: 'v4' });
    await batches.drained();
    expect(listLoads()).toBe(1);
    batches.deliver({ kind: 'queue' });
    await batches.drained();
    await vi.waitFor(() => expect(listLoads()).toBe(2));
  });

  it('another person signing in starts afresh; a new token of the same person keeps the list', async () => {
    signInAs('owner', 1, 'main');
    await shown.loadTenants();
    await store.chooseTenant('demo');
    auth.$me.set({ ...auth.$me.get()!, token: 'new' });
    expect(shown.$shownTenant.get()).toBe('demo');
    expect(store.$accounts.get()).toBeDefined();
    signInAs('admin', 5);
    expect(shown.$shownTenant.get()).toBeUndefined();
    expect(store.$accounts.get()).toBeUndefined();
    expect(shown.$tenants.get()).toBeUndefined();
  });
});
