// Owners: which tenant the admin pages (Team, Channels) show, the caller's own until an owner
// picks another; the tenants an owner may pick from. An admin always sees their own.
import type { Tenant } from '@shared/api';
import { atom } from 'nanostores';
import { callAdmin } from '../api/agentClient';
import { $me } from './auth';

/** The tenant an owner picked; undefined: the caller's own. */
export const $shownTenant = atom<string | undefined>(undefined);
/** Owners: every tenant; undefined until loaded (admins never load them). */
export const $tenants = atom<Tenant[] | undefined>(undefined);

export const shownTenant = () => $shownTenant.get() ?? $me.get()?.tenantId;

/** Owners name the tenant in each call; an admin's is always their own, so they leave it out. */
export const tenantField = () => ($me.get()?.role == 'owner' ? { tenantId: shownTenant() } : {});

export async function loadTenants() {
  $tenants.set((await callAdmin('tenants', {})).list);
}

// The next person to sign in in this tab may be of another tenant.
let shownFor = $me.get()?.adminId;
$me.listen((me) => {
  if (me?.adminId == shownFor) return;
  shownFor = me?.adminId;
  $tenants.set(undefined);
  $shownTenant.set(undefined);
});
