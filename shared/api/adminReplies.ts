// What each admin call answers (`data` of the envelope).
import type { Role } from '../accounts';
import type { AgentCard } from './replies';

/** An account as admins see it: never its password or token. */
export interface Account {
  adminId: number;
  tenantId: string;
  login: string;
  role: Role;
  card: AgentCard;
  groupIds: number[];
  maxSessions: number;
  disabled: boolean;
  online: boolean;
}

/** A one-time link for a person to choose a password (console URL, token in the fragment). */
export interface PasswordLink {
  link: string;
  expiresAt: number;
}

export interface Tenant {
  tenantId: string;
  name: string;
  createdAt: number;
}

export interface AdminReplies {
  accounts: { list: Account[] };
  addAccount: { account: Account; passwordLink: PasswordLink };
  updateAccount: { account: Account };
  setAccountDisabled: { account: Account };
  passwordLink: PasswordLink;
  tenants: { list: Tenant[] };
  addTenant: { tenant: Tenant };
}
