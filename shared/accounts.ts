// Accounts of the console: who may do what (docs/decisions.md#roles), and the password rules
// the console shows before the server checks them again (it also refuses the most common passwords).

/** owner: everything, every tenant, other owners too; admin: their tenant's channels, knowledge, accounts and settings; agent: answers. */
export const ROLES = ['owner', 'admin', 'agent'] as const;
export type Role = (typeof ROLES)[number];

/** Whether the role may use the admin API (`/api/admin/<call>`). */
export const administers = (role: Role): boolean => role == 'owner' || role == 'admin';

/** A login: letters, digits and . _ - @ (an e-mail address fits), 2 to 64 characters. */
export const LOGIN_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._@-]{1,63}$';
/** A tenant's id: lower-case letters, digits and -, 2 to 32 characters. */
export const TENANT_ID_PATTERN = '^[a-z0-9][a-z0-9-]{1,31}$';

// Who may do what to whom (docs/decisions.md#roles): the server checks these on every admin
// call; the console reads them only to hide what the server would refuse.
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
export const mayGrant = (caller: Pick<Someone, 'role'>, role: Role): boolean =>
  caller.role == 'owner' || (caller.role == 'admin' && role != 'owner');

/** Only owners create tenants. */
export const mayAddTenants = (caller: Pick<Someone, 'role'>): boolean => caller.role == 'owner';

/** NIST SP 800-63B asks for at least 8 with a blocklist; 10 for an account that reads every visitor's messages. */
export const PASSWORD_MIN_LENGTH = 10;
/** scrypt reads every character: a bound on the work one sign-in costs. */
export const PASSWORD_MAX_LENGTH = 200;

/** A password link (a new account's first password, or a reset) works once, for this long. */
export const PASSWORD_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * What is wrong with a password before the server's list of common ones is consulted: too short,
 * too long, the login itself. Undefined when nothing is.
 */
export function passwordShapeProblem(password: string, login = ''): string | undefined {
  // Characters as people (and the request schemas' maxLength) count them: an emoji is one.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `password: at least ${PASSWORD_MIN_LENGTH} characters`;
  if (length > PASSWORD_MAX_LENGTH) return `password: at most ${PASSWORD_MAX_LENGTH} characters`;
  if (login && password.toLowerCase() == login.toLowerCase()) return 'password: must not be the login';
  return undefined;
}

/** The console's path: links to it (setup, password) are built from here. */
export const CONSOLE_PATH = '/console/';

/** Where a link of the console opens: the token in the fragment, never sent to a server or a log. */
export const SETUP_LINK_FRAGMENT = 'setup';
export const PASSWORD_LINK_FRAGMENT = 'password';
