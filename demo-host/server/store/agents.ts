import { scryptSync, randomBytes } from 'node:crypto';
import type { AgentCard } from '../../../shared/api';
import { parseJson, type Db } from '../db/database';
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

export function hashPassword(password: string): string {
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

export function agentStore(db: Db) {
  const byId = db.prepare<[number], AgentRow>('SELECT * FROM agents WHERE admin_id = ?');
  const byLogin = db.prepare<[string], AgentRow>('SELECT * FROM agents WHERE login = ?');
  const ofTenant = db.prepare<[string], AgentRow>('SELECT * FROM agents WHERE tenant_id = ? ORDER BY admin_id');
  const insert = db.prepare(
    'INSERT OR REPLACE INTO agents (admin_id, tenant_id, login, password_hash, card, group_ids, max_sessions, online) VALUES (?, ?, ?, ?, ?, ?, ?, 0)',
  );
  const setToken = db.prepare('UPDATE agents SET token_hash = ? WHERE admin_id = ?');
  const setOnline = db.prepare('UPDATE agents SET online = ? WHERE admin_id = ?');
  return {
    get(adminId: number) {
      const row = byId.get(adminId);
      return row && toAgent(row);
    },
    ofTenant: (tenantId: string) => ofTenant.all(tenantId).map(toAgent),
    add(agent: NewAgent) {
      insert.run(
        agent.adminId,
        agent.tenantId,
        agent.login,
        hashPassword(agent.password),
        JSON.stringify({ ...agent.card, adminId: agent.adminId }),
        JSON.stringify(agent.groupIds),
        agent.maxSessions ?? 5,
      );
    },
    /** A new token per login; the previous one stops working. */
    login(login: string, password: string): { agent: Agent; token: string } | undefined {
      const row = byLogin.get(login);
      if (!row || !passwordMatches(password, row.password_hash)) return undefined;
      const token = newToken();
      setToken.run(hashToken(token), row.admin_id);
      return { agent: toAgent(row), token };
    },
    byToken(adminId: number, token: string | undefined) {
      const row = byId.get(adminId);
      return row && tokenMatches(token, row.token_hash) ? toAgent(row) : undefined;
    },
    setOnline(adminId: number, online: boolean) {
      setOnline.run(online ? 1 : 0, adminId);
    },
  };
}
export type AgentStore = ReturnType<typeof agentStore>;
