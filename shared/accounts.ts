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
 * What each password rule says after "password: ": the server answers these words, and the
 * console reads them back to show the rule in the person's language.
 */
export const PASSWORD_RULE_WORDS = {
  tooShort: `at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `at most ${PASSWORD_MAX_LENGTH} characters`,
  isLogin: 'must not be the login',
  common: 'is one of the most common passwords; choose another',
} as const;
export type PasswordRule = keyof typeof PASSWORD_RULE_WORDS;

/**
 * The rule a password breaks before the server's list of common ones is consulted: too short,
 * too long, the login itself. Undefined when it breaks none.
 */
export function passwordShapeRule(password: string, login = ''): PasswordRule | undefined {
  // Characters as people (and the request schemas' maxLength) count them: an emoji is one.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (login && password.toLowerCase() == login.toLowerCase()) return 'isLogin';
  return undefined;
}

/** The server's message for a broken rule, naming the field. */
export const passwordMessage = (rule: PasswordRule, field = 'password') => `${field}: ${PASSWORD_RULE_WORDS[rule]}`;

/** passwordShapeRule as the server answers it ("password: at least 10 characters"); undefined when none is broken. */
export function passwordShapeProblem(password: string, login = ''): string | undefined {
  const rule = passwordShapeRule(password, login);
  return rule && passwordMessage(rule);
}

/** The console's path: links to it (setup, password) are built from here. */
export const CONSOLE_PATH = '/console/';

/** Where a link of the console opens: the token in the fragment, never sent to a server or a log. */
export const SETUP_LINK_FRAGMENT = 'setup';
export const PASSWORD_LINK_FRAGMENT = 'password';
