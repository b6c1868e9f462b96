import type { Role } from '@shared/accounts';
import type { Account, AgentCard, Teammate } from '@shared/api';
import { VISITOR_STATUS } from '@shared/codes';
import { LONG_POLL_WAIT_MS } from '@shared/constants';
import { hashPassword, passwordMatches } from '../accounts/passwordHash';
import { parseJson } from '../db/database';
import type { Sql } from '../db/sql';
import { hashToken, newToken, tokenMatches } from '../http/secrets';

/**
 * An account: owners and admins answer visitors too, so every account is an agent. It holds
 * what admins may see (never the password's hash or the token), so the admin API answers it as it is.
 */
export type Agent = Account;

interface AgentRow {
  admin_id: number;
  tenant_id: string;
  login: string;
  password_hash: string;
  card: string;
  group_ids: string;
  max_sessions: number;
  online: number;
  /** the agent's own last choice (status), which a sign-in restores */
  chosen_online: number;
  token_hash: string | null;
  role: Role;
  disabled: number;
  published_password: number | null;
}

const toAgent = (row: AgentRow): Agent => ({
  adminId: row.admin_id,
  tenantId: row.tenant_id,
  login: row.login,
  card: parseJson<AgentCard>(row.card, {} as AgentCard),
  groupIds: parseJson<number[]>(row.group_ids, []),
  maxSessions: row.max_sessions,
  online: row.online == 1,
  role: row.role,
  disabled: row.disabled == 1,
});

export interface NewAgent {
  /** Chosen by the seed and tests; the next free id when left out. */
  adminId?: number;
  tenantId: string;
  login: string;
  role?: Role;
  /**
   * A password (checked by the caller: accounts/passwordRules.ts), or its hash made once for
   * several accounts; none: the account cannot sign in until a password link is used.
   */
  password?: string | { hash: string };
  /** The password was printed for anyone to read (the demo's): the product alone refuses to start with it. */
  publishedPassword?: boolean;
  card: Omit<AgentCard, 'adminId'>;
  groupIds: number[];
  maxSessions?: number;
}

/** Changes admins may make to an account (the admin API's updateAccount). */
export interface AccountChange {
  role?: Role;
  card?: Omit<AgentCard, 'adminId'>;
  groupIds?: number[];
  maxSessions?: number;
}

/** A hash no password matches: an account made without one. */
const NO_PASSWORD = '!';
/** Compared against when the login is unknown: the cost of a real hash, and no password matches it. */
const UNKNOWN_LOGIN_HASH = `scrypt$16$8$1$${'0'.repeat(32)}$${'0'.repeat(64)}`;

/** An agent's card: the name the visitor sees, and whichever other fields are known (the rest empty). */
export const agentCard = (adminNick: string, fields: Partial<NewAgent['card']> = {}): NewAgent['card'] => ({
  adminFace: '',
  adminNick,
  adminCardSign: '',
  adminCardTel: '',
  adminCardMobile: '',
  adminCardEmail: '',
  adminCardQq: '',
  adminCardWechat: '',
  ...fields,
});

/** An agent's console long-polls its events, and each poll says the agent is there: written at most this often. */
export const AGENT_SEEN_EVERY_MS = 30_000;
/**
 * An online agent unseen this long goes offline (the sweep, conversation/timeouts.ts): the
 * console was closed or lost its network. An instance that dies does not take its agents
 * along: their consoles poll again through another instance, and that poll is a heartbeat.
 */
export const AGENT_GONE_MS = 3 * LONG_POLL_WAIT_MS + AGENT_SEEN_EVERY_MS;

export function agentStore(sql: Sql, now: () => number) {
  const byId = (adminId: number) => sql.get<AgentRow>('SELECT * FROM agents WHERE admin_id = ?', [adminId]);
  /** A new token for the account (its other sessions end), restoring its presence as the agent last chose. */
  const newSession = async (adminId: number): Promise<string> => {
    const token = newToken();
    // Signing in is being here: seen now, so the sweep does not take the restored presence away.
    await sql.run('UPDATE agents SET token_hash = ?, online = chosen_online, last_seen_at = ? WHERE admin_id = ?', [
      hashToken(token),
      now(),
      adminId,
    ]);
    return token;
  };
  /**
   * Adds the account, or replaces the one with its id or its login: as a new account, offline
   * and with no token. Resolves to its id.
   */
  const add = async (agent: NewAgent): Promise<number> => {
    const passwordHash =
      agent.password === undefined
        ? NO_PASSWORD
        : typeof agent.password == 'string'
          ? await hashPassword(agent.password)
          : agent.password.hash;
    return sql.transaction(async () => {
      await sql.lock('agent ids');
      const adminId =
        agent.adminId ??
        Number(
          (await sql.get<{ next: number | string }>('SELECT COALESCE(MAX(admin_id), 100) + 1 AS next FROM agents'))!
            .next,
        );
      await sql.run('DELETE FROM agents WHERE login = ? AND admin_id != ?', [agent.login, adminId]);
      await sql.run(
        'INSERT INTO agents (admin_id, tenant_id, login, password_hash, card, group_ids, max_sessions, online, token_hash, role, disabled, published_password) ' +
          'VALUES (?, ?, ?, ?, ?, ?, ?, 0, NULL, ?, 0, ?) ' +
          'ON CONFLICT (admin_id) DO UPDATE SET tenant_id = excluded.tenant_id, login = excluded.login, password_hash = excluded.password_hash, ' +
          'card = excluded.card, group_ids = excluded.group_ids, max_sessions = excluded.max_sessions, online = 0, chosen_online = 0, token_hash = NULL, ' +
          'role = excluded.role, disabled = 0, published_password = excluded.published_password',
        [
          adminId,
          agent.tenantId,
          agent.login,
          passwordHash,
          JSON.stringify({ ...agent.card, adminId }),
          JSON.stringify(agent.groupIds),
          agent.maxSessions ?? 5,
          agent.role ?? 'agent',
          agent.publishedPassword ? 1 : 0,
        ],
      );
      return adminId;
    });
  };
  return {
    async get(adminId: number): Promise<Agent | undefined> {
      const row = await byId(adminId);
      return row && toAgent(row);
    },
    async ofTenant(tenantId: string): Promise<Agent[]> {
      const rows = await sql.all<AgentRow>(
        'SELECT * FROM agents WHERE tenant_id = ? AND disabled = 0 ORDER BY admin_id',
        [tenantId],
      );
      return rows.map(toAgent);
    },
    /** Every account of the tenant, disabled ones too: the admin's list. */
    async accounts(tenantId: string): Promise<Agent[]> {
      return (await sql.all<AgentRow>('SELECT * FROM agents WHERE tenant_id = ? ORDER BY admin_id', [tenantId])).map(
        toAgent,
      );
    },
    async byLogin(login: string): Promise<Agent | undefined> {
      const row = await sql.get<AgentRow>('SELECT * FROM agents WHERE login = ?', [login]);
      return row && toAgent(row);
    },
    /** Enabled owners: the product is set up once there is one. */
    async ownerCount(): Promise<number> {
      const row = await sql.get<{ owners: number | string }>(
        "SELECT COUNT(*) AS owners FROM agents WHERE role = 'owner' AND disabled = 0",
      );
      return Number(row?.owners ?? 0);
    },
    /** Logins of enabled accounts whose password was published (the demo's). */
    async withPublishedPassword(): Promise<string[]> {
      const rows = await sql.all<{ login: string }>(
        'SELECT login FROM agents WHERE published_password = 1 AND disabled = 0 ORDER BY admin_id',
      );
      return rows.map((row) => row.login);
    },
    /** The tenant's team as the console lists it: each agent's card, presence and open conversations (its load), by id. */
    /** How many of the tenant's agents are online now. */
    async onlineCount(tenantId: string): Promise<number> {
      const row = await sql.get<{ n: number }>(
        'SELECT COUNT(*) AS n FROM agents WHERE tenant_id = ? AND online = 1 AND disabled = 0',
        [tenantId],
      );
      return Number(row?.n ?? 0);
    },
    async team(tenantId: string): Promise<Teammate[]> {
      const rows = await sql.all<AgentRow & { open_sessions: number | string }>(
        `SELECT a.*, (SELECT COUNT(*) FROM sessions s WHERE s.status = ${VISITOR_STATUS.agent} AND s.admin_id = a.admin_id) AS open_sessions
         FROM agents a WHERE a.tenant_id = ? AND a.disabled = 0 ORDER BY a.admin_id`,
        [tenantId],
      );
      return rows.map((row) => {
        const agent = toAgent(row);
        return { ...agent.card, online: agent.online, load: Number(row.open_sessions) };
      });
    },
    add,
    /**
     * A new account unless its login is taken (then undefined), checked under the lock `add`
     * takes, so two added at once with one login make one. Without a password: its person
     * chooses one through a link (and no hash is made inside the caller's transaction).
     */
    async addNew(agent: Omit<NewAgent, 'adminId' | 'password'>): Promise<number | undefined> {
      return sql.transaction(async () => {
        await sql.lock('agent ids');
        if (await sql.get('SELECT 1 AS taken FROM agents WHERE login = ?', [agent.login])) return undefined;
        return add(agent);
      });
    },
    async update(adminId: number, change: AccountChange): Promise<void> {
      const sets: string[] = [];
      const values: unknown[] = [];
      const set = (column: string, value: unknown) => {
        sets.push(`${column} = ?`);
        values.push(value);
      };
      if (change.role) set('role', change.role);
      if (change.card) set('card', JSON.stringify({ ...change.card, adminId }));
      if (change.groupIds) set('group_ids', JSON.stringify(change.groupIds));
      if (change.maxSessions) set('max_sessions', change.maxSessions);
      if (sets.length) await sql.run(`UPDATE agents SET ${sets.join(', ')} WHERE admin_id = ?`, [...values, adminId]);
    },
    /** Disabled: signed out at once (its token goes), offline, and no sign-in until enabled again. */
    async setDisabled(adminId: number, disabled: boolean): Promise<void> {
      await sql.run(
        disabled
          ? 'UPDATE agents SET disabled = 1, token_hash = NULL, online = 0, chosen_online = 0 WHERE admin_id = ?'
          : 'UPDATE agents SET disabled = 0 WHERE admin_id = ?',
        [adminId],
      );
    },
    /** A new password (checked by the caller), or its hash; every session of the account ends. */
    async setPassword(adminId: number, password: string | { hash: string }): Promise<void> {
      const hash = typeof password == 'string' ? await hashPassword(password) : password.hash;
      await sql.run(
        'UPDATE agents SET password_hash = ?, published_password = 0, token_hash = NULL WHERE admin_id = ?',
        [hash, adminId],
      );
    },
    newSession,
    async passwordIs(adminId: number, password: string): Promise<boolean> {
      const row = await byId(adminId);
      return Boolean(row) && (await passwordMatches(password, row!.password_hash));
    },
    /**
     * A new token per login; the previous one stops working. The agent is as they last chose,
     * online or away: the sweep took a closed console offline, not the agent's choice.
     */
    async login(login: string, password: string): Promise<{ agent: Agent; token: string } | undefined> {
      const row = await sql.get<AgentRow>('SELECT * FROM agents WHERE login = ?', [login]);
      // An unknown login costs a hash too: the time taken does not tell which logins exist.
      const matches = await passwordMatches(password, row?.password_hash ?? UNKNOWN_LOGIN_HASH);
      if (!row || !matches) return undefined;
      if (row.disabled) return { agent: toAgent(row), token: '' };
      return { agent: { ...toAgent(row), online: row.chosen_online == 1 }, token: await newSession(row.admin_id) };
    },
    async byToken(adminId: number, token: string | undefined): Promise<Agent | undefined> {
      const row = await byId(adminId);
      return row && !row.disabled && tokenMatches(token, row.token_hash) ? toAgent(row) : undefined;
    },
    /** The agent's choice: their presence now, and what their next sign-in restores. */
    async setOnline(adminId: number, online: boolean): Promise<void> {
      await sql.run('UPDATE agents SET online = ?, chosen_online = ?, last_seen_at = ? WHERE admin_id = ?', [
        online ? 1 : 0,
        online ? 1 : 0,
        now(),
        adminId,
      ]);
    },
    /** The agent's heartbeat (its console's poll), written at most every AGENT_SEEN_EVERY_MS. */
    async seen(adminId: number): Promise<void> {
      const at = now();
      await sql.run('UPDATE agents SET last_seen_at = ? WHERE admin_id = ? AND COALESCE(last_seen_at, 0) < ?', [
        at,
        adminId,
        at - AGENT_SEEN_EVERY_MS,
      ]);
    },
    /** Online agents unseen since `before` go offline; resolves to them. */
    async goneSince(before: number): Promise<{ adminId: number; tenantId: string }[]> {
      const rows = await sql.all<{ admin_id: number; tenant_id: string }>(
        'UPDATE agents SET online = 0 WHERE online = 1 AND COALESCE(last_seen_at, 0) < ? RETURNING admin_id, tenant_id',
        [before],
      );
      return rows.map((row) => ({ adminId: row.admin_id, tenantId: row.tenant_id }));
    },
  };
}
