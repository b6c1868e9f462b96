// The Team page's state: the accounts of one tenant (an owner picks which, an admin has their
// own), the tenants an owner may pick from, and what an owner or admin does to accounts. Every
// change reloads the list from the server, which alone decides what is allowed.
import type { Role } from '@shared/accounts';
import type { Account, PasswordLink, TenantGroup } from '@shared/api';
import type { AdminRequest } from '@shared/api/adminRequests';
import { atom } from 'nanostores';
import { callAdmin } from '../api/agentClient';
import { $me } from './auth';
import { onFeed } from './feed';
import { $shownTenant, loadTenants, shownTenant, tenantField } from './shownTenant';

/** undefined until loaded. */
export const $accounts = atom<Account[] | undefined>(undefined);
/** The shown tenant's groups (across its channels), which an account answers in; undefined until loaded. */
export const $groups = atom<TenantGroup[] | undefined>(undefined);

export async function loadAccounts() {
  const tenant = shownTenant();
  const { list } = await callAdmin('accounts', tenantField());
  // An answer for a tenant no longer shown (the owner picked another meanwhile) is dropped.
  if (tenant == shownTenant()) $accounts.set(list);
}

export async function loadGroups() {
  const tenant = shownTenant();
  const { list } = await callAdmin('groups', tenantField());
  if (tenant == shownTenant()) $groups.set(list);
}

export function chooseTenant(tenantId: string) {
  $shownTenant.set(tenantId);
  $accounts.set(undefined);
  $groups.set(undefined);
  return loadAccounts();
}

export interface NewAccount {
  login: string;
  role: Role;
  card: AdminRequest<'addAccount'>['card'];
  /** The groups the account answers in: a visitor who picks a group reaches only its accounts. */
  groupIds?: number[];
}

/** The one-time link where the new account's person chooses a password, for the admin to hand on. */
export async function addAccount(account: NewAccount): Promise<PasswordLink> {
  const { passwordLink } = await callAdmin('addAccount', { ...tenantField(), ...account });
  await loadAccounts();
  return passwordLink;
}

/** Disabled: the account's console is signed out at once; enabled, its person signs in again. */
export async function setDisabled(adminId: number, disabled: boolean) {
  await callAdmin('setAccountDisabled', { adminId, disabled });
  await loadAccounts();
}

export async function changeRole(adminId: number, role: Role) {
  await callAdmin('updateAccount', { adminId, role });
  await loadAccounts();
}

export async function changeGroups(adminId: number, groupIds: number[]) {
  await callAdmin('updateAccount', { adminId, groupIds });
  await loadAccounts();
}

/** A new one-time link for the account's person to choose a password; links given before stop working. */
export const newPasswordLink = (adminId: number) => callAdmin('passwordLink', { adminId });

export async function addTenant(tenantId: string, name: string) {
  await callAdmin('addTenant', { tenantId, name });
  await loadTenants();
  await chooseTenant(tenantId);
}

// Going online or away, or being disabled, wakes the team's consoles with a queue event that
// names no conversation: the list shown follows.
onFeed((events) => {
  if ($accounts.get() && events.some((event) => event.kind == 'queue' && event.sessionId === undefined))
    return loadAccounts();
});

// The next person to sign in in this tab may be of another tenant; a new token (a changed
// password, going online) is still the same person.
let shownFor = $me.get()?.adminId;
$me.listen((me) => {
  if (me?.adminId == shownFor) return;
  shownFor = me?.adminId;
  $accounts.set(undefined);
  $groups.set(undefined);
});
