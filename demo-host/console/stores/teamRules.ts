// Which actions the Team page offers: the rules of who may do what to whom (shared/accounts.ts),
// read here only to hide what the server would refuse. The server checks every call anyway and
// says why when it refuses.
import { administers, mayGrant, ROLES, type Role, mayManage as rulesAllow } from '@shared/accounts';

interface Someone {
  adminId: number;
  role: Role;
  tenantId: string;
}

/** The roles the caller may give: only an owner makes owners. */
export const grantableRoles = (role: Role): Role[] =>
  administers(role) ? ROLES.filter((each) => mayGrant({ role }, each)) : [];

/** Whether the caller may change this account (role, disabled, password link): as the rules say, and never themselves. */
export const mayManage = (caller: Someone, account: Someone): boolean =>
  caller.adminId != account.adminId && rulesAllow(caller, account);
