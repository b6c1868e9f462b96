// Who may do what to whom (docs/decisions.md#roles): pure rules, checked by the server on
// every admin call; the console only hides what these refuse.
import { administers, type Role } from '@shared/accounts';

interface Someone {
  role: Role;
  tenantId: string;
}

/** Owners act on every tenant; admins on their own; agents on none. */
export const mayConfigure = (caller: Someone, tenantId: string): boolean =>
  caller.role == 'owner' || (caller.role == 'admin' && caller.tenantId == tenantId);

/** Owners manage everyone, other owners too; admins the agents and admins of their tenant; agents nobody. */
export const mayManage = (caller: Someone, target: Someone): boolean =>
  administers(caller.role) &&
  mayConfigure(caller, target.tenantId) &&
  (caller.role == 'owner' || target.role != 'owner');

/** The roles the caller may give: only an owner makes owners. */
export const mayGrant = (caller: Someone, role: Role): boolean =>
  caller.role == 'owner' || (caller.role == 'admin' && role != 'owner');

/** Only owners create tenants. */
export const mayAddTenants = (caller: Someone): boolean => caller.role == 'owner';
