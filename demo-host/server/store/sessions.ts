import { randomBytes } from 'node:crypto';
import { type ChatEndReason, VISITOR_STATUS, type VisitorStatus } from '@shared/codes';
import { SESSIONS_AWAITING, SESSIONS_OPEN } from '../db/schema';
import type { Sql } from '../db/sql';

/**
 * How often a polling visitor's presence is written (sessions.last_seen_at). The sweep ends
 * a conversation only after several of these without one (ABANDONED_AFTER_MS, timeouts.ts).
 */
export const PRESENCE_EVERY_MS = 2 * 60_000;

/** Whose answer a conversation waits for: the visitor's after the agent spoke, or the agent's. */
export type Awaiting = keyof typeof SESSIONS_AWAITING;

export interface Session {
  sessionId: number;
  userId: string;
  channelId: string;
  pollId: string;
  status: VisitorStatus;
  adminId: number | null;
  groupId: number | null;
  queuedAt: number | null;
  createdAt: number;
  endedAt: number | null;
  outType: ChatEndReason | null;
  evaluated: boolean;
  lastVisitorAt: number | null;
  lastAgentAt: number | null;
  /** 1 visitor-timeout notice sent, 2 agent-timeout notice sent, 0 none since the last message */
  timeoutNotice: number;
  /** The newest message the session's agent has seen: the console's unread count starts after it. */
  agentReadUntil: number;
  /** When the agent last invited the visitor to rate. */
  ratingInvitedAt: number | null;
}

export interface SessionRow {
  session_id: number;
  user_id: string;
  channel_id: string;
  poll_id: string;
  status: number;
  admin_id: number | null;
  group_id: number | null;
  queued_at: number | null;
  created_at: number;
  ended_at: number | null;
  out_type: number | null;
  evaluated: number;
  last_visitor_at: number | null;
  last_agent_at: number | null;
  timeout_notice: number;
  last_seen_at: number | null;
  agent_read_until: number;
  rating_invited_at: number | null;
}

export const toSession = (row: SessionRow): Session => ({
  sessionId: row.session_id,
  userId: row.user_id,
  channelId: row.channel_id,
  pollId: row.poll_id,
  status: row.status as VisitorStatus,
  adminId: row.admin_id,
  groupId: row.group_id,
  queuedAt: row.queued_at,
  createdAt: row.created_at,
  endedAt: row.ended_at,
  outType: row.out_type as ChatEndReason | null,
  evaluated: row.evaluated == 1,
  lastVisitorAt: row.last_visitor_at,
  lastAgentAt: row.last_agent_at,
  timeoutNotice: row.timeout_notice,
  agentReadUntil: row.agent_read_until ?? 0,
  ratingInvitedAt: row.rating_invited_at ?? null,
});

/**
 * The columns update may set: every column of SessionRow but the id. The statement names
 * them, so a name is checked here, never put in the text as it comes.
 */
const UPDATABLE: Record<Exclude<keyof SessionRow, 'session_id'>, true> = {
  user_id: true,
  channel_id: true,
  poll_id: true,
  status: true,
  admin_id: true,
  group_id: true,
  queued_at: true,
  created_at: true,
  ended_at: true,
  out_type: true,
  evaluated: true,
  last_visitor_at: true,
  last_agent_at: true,
  timeout_notice: true,
  last_seen_at: true,
  agent_read_until: true,
  rating_invited_at: true,
};
const COLUMNS = new Set(Object.keys(UPDATABLE));

export function sessionStore(sql: Sql, now: () => number) {
  const byId = (sessionId: number) => sql.get<SessionRow>('SELECT * FROM sessions WHERE session_id = ?', [sessionId]);
  // The sweep reads partial indexes (db/schema.ts) whose WHERE it repeats: only the
  // conversations due, and the channels one index step each (the next channel_id after the
  // last one found). Index sessions_awaiting_<who> for the timeout notices,
  // sessions_open_by_seen for the abandoned conversations. SQLite is told the index (INDEXED BY);
  // PostgreSQL finds it alone, since the query repeats the index's WHERE.
  const dueBy = (index: string, where: string, since: string) => {
    const from = `sessions${sql.engine == 'sqlite' ? ` INDEXED BY ${index}` : ''} WHERE ${where}`;
    return {
      channels: `WITH RECURSIVE found(channel_id) AS (
           SELECT MIN(channel_id) FROM ${from}
           UNION ALL
           SELECT (SELECT MIN(channel_id) FROM ${from} AND channel_id > found.channel_id) FROM found WHERE found.channel_id IS NOT NULL
         ) SELECT channel_id FROM found WHERE channel_id IS NOT NULL`,
      due: `SELECT * FROM ${from} AND channel_id = ? AND ${since} <= ? ORDER BY ${since} LIMIT ?`,
    };
  };
  const awaitingStatements = {
    visitor: dueBy('sessions_awaiting_visitor', SESSIONS_AWAITING.visitor, 'last_agent_at'),
    agent: dueBy('sessions_awaiting_agent', SESSIONS_AWAITING.agent, 'last_visitor_at'),
  };
  const unseenStatements = dueBy('sessions_open_by_seen', SESSIONS_OPEN, 'last_seen_at');
  const channelsOf = async (statement: string) =>
    (await sql.all<{ channel_id: string }>(statement)).map((row) => row.channel_id);
  const sessionsOf = async (statement: string, params: unknown[]) =>
    (await sql.all<SessionRow>(statement, params)).map(toSession);

  /** Sets these columns of the session; the statement's text names the columns, in the order given. */
  const update = async (
    sessionId: number,
    fields: Partial<Record<keyof SessionRow, number | string | null>>,
  ): Promise<void> => {
    const names = Object.keys(fields);
    for (const name of names)
      if (!COLUMNS.has(name)) throw new Error(`chat-online: sessions has no column ${JSON.stringify(name)} to update`);
    if (!names.length) return;
    await sql.run(`UPDATE sessions SET ${names.map((name) => `${name} = ?`).join(', ')} WHERE session_id = ?`, [
      ...names.map((name) => fields[name as keyof SessionRow]),
      sessionId,
    ]);
  };

  return {
    async get(sessionId: number): Promise<Session | undefined> {
      const row = await byId(sessionId);
      return row && toSession(row);
    },
    /** The visitor's latest session, ended or not. */
    async latest(userId: string): Promise<Session | undefined> {
      const row = await sql.get<SessionRow>(
        'SELECT * FROM sessions WHERE user_id = ? ORDER BY session_id DESC LIMIT 1',
        [userId],
      );
      return row && toSession(row);
    },
    /** A new conversation starts in the robot stage (docs/decisions.md#visitor-status). */
    async create(userId: string, channelId: string): Promise<Session> {
      const row = await sql.get<SessionRow>(
        `INSERT INTO sessions (user_id, channel_id, poll_id, status, created_at, last_seen_at) VALUES (?, ?, ?, ${VISITOR_STATUS.robot}, ?, ?) RETURNING *`,
        [userId, channelId, randomBytes(12).toString('base64url'), now(), now()],
      );
      return toSession(row!);
    },
    update,
    queued: () =>
      sessionsOf(`SELECT * FROM sessions WHERE status = ${VISITOR_STATUS.queued} ORDER BY queued_at, session_id`, []),
    /** Conversations of the channel in the queue since before `before` (the waiting alert). */
    queuedSince: (channelId: string, before: number) =>
      sessionsOf(
        `SELECT * FROM sessions WHERE status = ${VISITOR_STATUS.queued} AND channel_id = ? AND queued_at <= ? ORDER BY queued_at, session_id`,
        [channelId, before],
      ),
    withAgent: (adminId: number) =>
      sessionsOf(`SELECT * FROM sessions WHERE status = ${VISITOR_STATUS.agent} AND admin_id = ? ORDER BY session_id`, [
        adminId,
      ]),
    /** Channels with a conversation awaiting the visitor's (or the agent's) answer and no timeout notice yet. */
    channelsAwaiting: (who: Awaiting) => channelsOf(awaitingStatements[who].channels),
    /** At most `limit` of a channel's conversations awaiting since `since` or before, the longest waits first. */
    dueAwaiting: (who: Awaiting, channelId: string, since: number, limit: number) =>
      sessionsOf(awaitingStatements[who].due, [channelId, since, limit]),
    /** The visitor is here (a poll): remembered at most every PRESENCE_EVERY_MS. */
    async seen(sessionId: number): Promise<void> {
      // Presence is written at most every PRESENCE_EVERY_MS: a poll every 25 s would otherwise be a write.
      await sql.run('UPDATE sessions SET last_seen_at = ? WHERE session_id = ? AND last_seen_at < ?', [
        now(),
        sessionId,
        now() - PRESENCE_EVERY_MS,
      ]);
    },
    /** Channels with an open conversation (of which some may be abandoned). */
    channelsOpen: () => channelsOf(unseenStatements.channels),
    /** At most `limit` of a channel's open conversations whose visitor was last seen at `since` or before, the longest gone first. */
    unseenSince: (channelId: string, since: number, limit: number) =>
      sessionsOf(unseenStatements.due, [channelId, since, limit]),
    async load(adminId: number): Promise<number> {
      const row = await sql.get<{ n: number }>(
        `SELECT COUNT(*) AS n FROM sessions WHERE status = ${VISITOR_STATUS.agent} AND admin_id = ?`,
        [adminId],
      );
      return Number(row!.n);
    },
    /** The id of the newest message the visitor has read (msgComplete); 0 before any. */
    async readUntil(sessionId: number): Promise<number> {
      return (
        (await sql.get<{ read_until: number }>('SELECT read_until FROM sessions WHERE session_id = ?', [sessionId]))
          ?.read_until ?? 0
      );
    },
    async markRead(sessionId: number, messageId: number): Promise<void> {
      // Receipts only move forward: a late one for an older message changes nothing.
      await sql.run('UPDATE sessions SET read_until = ? WHERE session_id = ? AND read_until < ?', [
        messageId,
        sessionId,
        messageId,
      ]);
    },
  };
}
