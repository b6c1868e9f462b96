import { randomBytes, scryptSync } from 'node:crypto';
import type { AgentCard, Teammate } from '@shared/api';
import { VISITOR_STATUS } from '@shared/codes';
import { LONG_POLL_WAIT_MS } from '@shared/constants';
import { parseJson } from '../db/database';
import type { Sql } from '../db/sql';
import { hashToken, newToken, sameSecret, tokenMatches } from '../http/secrets';

export interface Agent {
  adminId: number;
  tenantId: string;
  login: string;
  card: AgentCard;
  groupIds: number[];
  maxSessions: number;
  online: boolean;
}

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
}

const toAgent = (row: AgentRow): Agent => ({
  adminId: row.admin_id,
  tenantId: row.tenant_id,
  login: row.login,
  card: parseJson<AgentCard>(row.card, {} as AgentCard),
  groupIds: parseJson<number[]>(row.group_ids, []),
  maxSessions: row.max_sessions,
  online: row.online == 1,
});

function hashPassword(password: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${scryptSync(password, salt, 32).toString('hex')}`;
}

function passwordMatches(password: string, stored: string): boolean {
  const [salt, hash] = stored.split(':');
  return Boolean(salt && hash) && sameSecret(scryptSync(password, salt!, 32).toString('hex'), hash!);
}

export interface NewAgent {
  adminId: number;
  tenantId: string;
  login: string;
  password: string;
  card: Omit<AgentCard, 'adminId'>;
  groupIds: number[];
  maxSessions?: number;
}

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
  return {
    async get(adminId: number): Promise<Agent | undefined> {
      const row = await byId(adminId);
      return row && toAgent(row);
    },
    async ofTenant(tenantId: string): Promise<Agent[]> {
      return (await sql.all<AgentRow>('SELECT * FROM agents WHERE tenant_id = ? ORDER BY admin_id', [tenantId])).map(
        toAgent,
      );
    },
    /** The tenant's team as the console lists it: each agent's card, presence and open conversations (its load), by id. */
    async team(tenantId: string): Promise<Teammate[]> {
      const rows = await sql.all<AgentRow & { open_sessions: number | string }>(
        `SELECT a.*, (SELECT COUNT(*) FROM sessions s WHERE s.status = ${VISITOR_STATUS.agent} AND s.admin_id = a.admin_id) AS open_sessions
         FROM agents a WHERE a.tenant_id = ? ORDER BY a.admin_id`,
        [tenantId],
      );
      return rows.map((row) => {
        const agent = toAgent(row);
        return { ...agent.card, online: agent.online, load: Number(row.open_sessions) };
      });
    },
    /**
     * Adds the agent, or replaces the one with its id or its login: as a new agent, offline and
     * with no token (what INSERT OR REPLACE did, said in words both engines know).
     */
    add(agent: NewAgent): Promise<void> {
      return sql.transaction(async () => {
        await sql.run('DELETE FROM agents WHERE login = ? AND admin_id != ?', [agent.login, agent.adminId]);
        await sql.run(
          'INSERT INTO agents (admin_id, tenant_id, login, password_hash, card, group_ids, max_sessions, online, token_hash) VALUES (?, ?, ?, ?, ?, ?, ?, 0, NULL) ' +
            'ON CONFLICT (admin_id) DO UPDATE SET tenant_id = excluded.tenant_id, login = excluded.login, password_hash = excluded.password_hash, ' +
            'card = excluded.card, group_ids = excluded.group_ids, max_sessions = excluded.max_sessions, online = 0, chosen_online = 0, token_hash = NULL',
          [
            agent.adminId,
            agent.tenantId,
            agent.login,
            hashPassword(agent.password),
            JSON.stringify({ ...agent.card, adminId: agent.adminId }),
            JSON.stringify(agent.groupIds),
            agent.maxSessions ?? 5,
          ],
        );
      });
    },
    /**
     * A new token per login; the previous one stops working. The agent is as they last chose,
     * online or away: the sweep took a closed console offline, not the agent's choice.
     */
    async login(login: string, password: string): Promise<{ agent: Agent; token: string } | undefined> {
      const row = await sql.get<AgentRow>('SELECT * FROM agents WHERE login = ?', [login]);
      if (!row || !passwordMatches(password, row.password_hash)) return undefined;
      const token = newToken();
      // Signing in is being here: seen now, so the sweep does not take the restored presence away.
      await sql.run('UPDATE agents SET token_hash = ?, online = chosen_online, last_seen_at = ? WHERE admin_id = ?', [
        hashToken(token),
        now(),
        row.admin_id,
      ]);
      return { agent: toAgent({ ...row, online: row.chosen_online }), token };
    },
    async byToken(adminId: number, token: string | undefined): Promise<Agent | undefined> {
      const row = await byId(adminId);
      return row && tokenMatches(token, row.token_hash) ? toAgent(row) : undefined;
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
