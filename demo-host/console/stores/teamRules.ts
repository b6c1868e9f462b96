// Which actions the Team page offers: the server's rules of who may do what to whom
// (demo-host/server/accounts/permissions.ts), read here only to hide what it would refuse. The
// server checks every call anyway and says why when it refuses.
import { administers, ROLES, type Role } from '@shared/accounts';

interface Someone {
  adminId: number;
  role: Role;
}

/** The roles the caller may give: only an owner makes owners. */
export const grantableRoles = (role: Role): Role[] =>
  administers(role) ? ROLES.filter((each) => role == 'owner' || each != 'owner') : [];

/**
 * Whether the caller may change this account (role, disabled, password link): owners anyone,
 * admins the agents and admins of their tenant (the only ones they are shown); nobody themselves.
 */
export const mayManage = (caller: Someone, account: Someone): boolean =>
  administers(caller.role) && caller.adminId != account.adminId && (caller.role == 'owner' || account.role != 'owner');
