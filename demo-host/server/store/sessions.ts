import { randomBytes } from 'node:crypto';
import { VISITOR_STATUS, type ChatEndReason, type VisitorStatus } from '../../../shared/codes';
import type { Db } from '../db/database';
import { SESSIONS_AWAITING, SESSIONS_OPEN } from '../db/schema';

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

export function sessionStore(db: Db, now: () => number) {
  const latest = db.prepare<[string], SessionRow>('SELECT * FROM sessions WHERE user_id = ? ORDER BY session_id DESC LIMIT 1');
  const byId = db.prepare<[number], SessionRow>('SELECT * FROM sessions WHERE session_id = ?');
  const insert = db.prepare(
    `INSERT INTO sessions (user_id, channel_id, poll_id, status, created_at, last_seen_at) VALUES (?, ?, ?, ${VISITOR_STATUS.robot}, ?, ?)`,
  );
  const queued = db.prepare<[], SessionRow>(`SELECT * FROM sessions WHERE status = ${VISITOR_STATUS.queued} ORDER BY queued_at, session_id`);
  const withAgent = db.prepare<[number], SessionRow>(
    `SELECT * FROM sessions WHERE status = ${VISITOR_STATUS.agent} AND admin_id = ? ORDER BY session_id`,
  );
  // The sweep reads partial indexes (db/schema.ts) whose WHERE it repeats: only the
  // conversations due, and the channels one index step each (the next channel_id after the
  // last one found). Index sessions_awaiting_<who> for the timeout notices,
  // sessions_open_by_seen for the abandoned conversations.
  const dueBy = (index: string, where: string, since: string) => {
    const from = `sessions INDEXED BY ${index} WHERE ${where}`;
    return {
      channels: db.prepare<[], { channel_id: string }>(
        `WITH RECURSIVE found(channel_id) AS (
           SELECT MIN(channel_id) FROM ${from}
           UNION ALL
           SELECT (SELECT MIN(channel_id) FROM ${from} AND channel_id > found.channel_id) FROM found WHERE found.channel_id IS NOT NULL
         ) SELECT channel_id FROM found WHERE channel_id IS NOT NULL`,
      ),
      due: db.prepare<[string, number, number], SessionRow>(`SELECT * FROM ${from} AND channel_id = ? AND ${since} <= ? ORDER BY ${since} LIMIT ?`),
    };
  };
  const awaitingStatements = {
    visitor: dueBy('sessions_awaiting_visitor', SESSIONS_AWAITING.visitor, 'last_agent_at'),
    agent: dueBy('sessions_awaiting_agent', SESSIONS_AWAITING.agent, 'last_visitor_at'),
  };
  const unseenStatements = dueBy('sessions_open_by_seen', SESSIONS_OPEN, 'last_seen_at');
  // Presence is written at most every PRESENCE_EVERY_MS: a poll every 25 s would otherwise be a write.
  const seen = db.prepare('UPDATE sessions SET last_seen_at = ? WHERE session_id = ? AND last_seen_at < ?');
  const countWithAgent = db.prepare<[number], { n: number }>(
    `SELECT COUNT(*) AS n FROM sessions WHERE status = ${VISITOR_STATUS.agent} AND admin_id = ?`,
  );
  const readUntil = db.prepare<[number], { read_until: number }>('SELECT read_until FROM sessions WHERE session_id = ?');
  // Receipts only move forward: a late one for an older message changes nothing.
  const markRead = db.prepare('UPDATE sessions SET read_until = MAX(read_until, ?) WHERE session_id = ?');

  // One prepared statement per set of columns, made on first use.
  const updates = new Map<string, ReturnType<Db['prepare']>>();
  const update = (sessionId: number, fields: Partial<Record<keyof SessionRow, number | string | null>>) => {
    const names = Object.keys(fields).join(',');
    let statement = updates.get(names);
    if (!statement) {
      const assignments = Object.keys(fields).map((name) => `${name} = @${name}`);
      statement = db.prepare(`UPDATE sessions SET ${assignments.join(', ')} WHERE session_id = @session_id`);
      updates.set(names, statement);
    }
    statement.run({ ...fields, session_id: sessionId });
  };

  return {
    get: (sessionId: number) => {
      const row = byId.get(sessionId);
      return row && toSession(row);
    },
    /** The visitor's latest session, ended or not. */
    latest: (userId: string) => {
      const row = latest.get(userId);
      return row && toSession(row);
    },
    /** A new conversation starts in the robot stage (DECISIONS: visitor status). */
    create(userId: string, channelId: string): Session {
      const { lastInsertRowid } = insert.run(userId, channelId, randomBytes(12).toString('base64url'), now(), now());
      return toSession(byId.get(Number(lastInsertRowid))!);
    },
    update,
    queued: () => queued.all().map(toSession),
    withAgent: (adminId: number) => withAgent.all(adminId).map(toSession),
    /** Channels with a conversation awaiting the visitor's (or the agent's) answer and no timeout notice yet. */
    channelsAwaiting: (who: Awaiting) => awaitingStatements[who].channels.all().map((row) => row.channel_id),
    /** At most `limit` of a channel's conversations awaiting since `since` or before, the longest waits first. */
    dueAwaiting: (who: Awaiting, channelId: string, since: number, limit: number) =>
      awaitingStatements[who].due.all(channelId, since, limit).map(toSession),
    /** The visitor is here (a poll): remembered at most every PRESENCE_EVERY_MS. */
    seen(sessionId: number) {
      seen.run(now(), sessionId, now() - PRESENCE_EVERY_MS);
    },
    /** Channels with an open conversation (of which some may be abandoned). */
    channelsOpen: () => unseenStatements.channels.all().map((row) => row.channel_id),
    /** At most `limit` of a channel's open conversations whose visitor was last seen at `since` or before, the longest gone first. */
    unseenSince: (channelId: string, since: number, limit: number) => unseenStatements.due.all(channelId, since, limit).map(toSession),
    load: (adminId: number) => countWithAgent.get(adminId)!.n,
    /** The id of the newest message the visitor has read (msgComplete); 0 before any. */
    readUntil: (sessionId: number) => readUntil.get(sessionId)?.read_until ?? 0,
    markRead(sessionId: number, messageId: number) {
      markRead.run(messageId, sessionId);
    },
  };
}
export type SessionStore = ReturnType<typeof sessionStore>;
