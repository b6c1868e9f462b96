// A conversation as the agent's lists show it (VisitorSummary): the session, its visitor's info
// and name, its channel's and group's names, its last message and the visitor's messages the
// agent has not seen. Each list is one statement, whatever its length: the visitor and the last
// message are joined, the counts are subqueries (messages_by_session). The channel's names come
// from its configuration as the channel store caches it (read once per channel, not per row: a
// configuration is kilobytes, and the same for every row of a channel).
import type { ChannelConfig, VisitorInfo, VisitorSummary } from '@shared/api';
import { SENDER_TYPE, VISITOR_STATUS } from '@shared/codes';
import { visitorName } from '@shared/visitorName';
import { parseJson } from '../db/database';
import type { Sql } from '../db/sql';
import type { ChannelStore } from './channels';
import { type MessageRow, toChatMessage } from './messages';
import { type SessionRow, toSession } from './sessions';

/** The columns of the last message, each read as lm_<column> beside the session's own. */
const LAST_MESSAGE_COLUMNS: Record<keyof MessageRow, true> = {
  id: true,
  session_id: true,
  user_id: true,
  client_id: true,
  sender_type: true,
  sender_name: true,
  admin_id: true,
  msg_type: true,
  content: true,
  extra: true,
  recall_flag: true,
  inside_flag: true,
  sensitive_flag: true,
  created_at: true,
};
const lastMessageNames = Object.keys(LAST_MESSAGE_COLUMNS) as (keyof MessageRow)[];

/** The visitor's messages after the newest the session's agent has seen. */
export const UNREAD = `(SELECT COUNT(*) FROM messages m WHERE m.session_id = s.session_id AND m.sender_type = ${SENDER_TYPE.visitor} AND m.id > s.agent_read_until)`;

/** What a summary reads beyond `s.*`, `unread` and `last_activity_at`: from the joins of LAST_MESSAGE_JOIN and visitors v. */
export const SUMMARY_COLUMNS = `v.info AS visitor_info, ${lastMessageNames.map((name) => `lm.${name} AS lm_${name}`).join(', ')}`;

/** The session's latest message (the highest id), or none. */
export const LAST_MESSAGE_JOIN =
  'LEFT JOIN messages lm ON lm.id = (SELECT MAX(m.id) FROM messages m WHERE m.session_id = s.session_id)';

export type SummaryRow = SessionRow & {
  visitor_info: string | null;
  unread: number | string;
  last_activity_at: number | string;
} & { [K in keyof MessageRow as `lm_${K}`]: MessageRow[K] | null };

/** The rows as summaries, with their channels' configurations from the channel store. */
export async function toSummaries(rows: SummaryRow[], channelStore: ChannelStore): Promise<VisitorSummary[]> {
  const channels = new Map<string, ChannelConfig | undefined>();
  for (const { channel_id } of rows)
    if (!channels.has(channel_id)) channels.set(channel_id, (await channelStore.get(channel_id))?.config);
  return rows.map((row) => {
    const session = toSession(row);
    const visitor = parseJson<VisitorInfo>(row.visitor_info, {});
    const channel = channels.get(row.channel_id);
    const lastMessage =
      row.lm_id == null
        ? null
        : toChatMessage(
            Object.fromEntries(lastMessageNames.map((name) => [name, row[`lm_${name}`]])) as unknown as MessageRow,
          );
    return {
      sessionId: session.sessionId,
      userId: session.userId,
      channelId: session.channelId,
      status: session.status,
      adminId: session.adminId,
      groupId: session.groupId,
      // Names as the channel's configuration has them now: a renamed group reads by its new name.
      groupName: channel?.groupList?.find((group) => group.groupId == session.groupId)?.groupName ?? null,
      channelName: channel?.channelName || session.channelId,
      queuedAt: session.queuedAt,
      createdAt: session.createdAt,
      evaluated: Boolean(session.evaluated),
      visitor,
      name: visitorName(session.userId, visitor),
      lastMessage,
      lastActivityAt: Number(row.last_activity_at),
      unread: Number(row.unread),
      ratingInvitedAt: session.ratingInvitedAt,
      endedAt: session.endedAt,
      outType: session.outType,
    };
  });
}

export function summaryStore(sql: Sql, channels: ChannelStore) {
  // Outside the inbox, the last activity is the last message's time, else the start.
  const select = (where: string, order: string) =>
    `SELECT s.*, ${UNREAD} AS unread, COALESCE(lm.created_at, s.created_at) AS last_activity_at, ${SUMMARY_COLUMNS}
     FROM sessions s LEFT JOIN channels c ON c.channel_id = s.channel_id LEFT JOIN visitors v ON v.user_id = s.user_id ${LAST_MESSAGE_JOIN}
     WHERE ${where} ORDER BY ${order}`;
  const queued = select(`s.status = ${VISITOR_STATUS.queued} AND c.tenant_id = ?`, 's.queued_at, s.session_id');
  const withAgent = select(`s.status = ${VISITOR_STATUS.agent} AND s.admin_id = ?`, 's.session_id');
  const one = select('s.session_id = ?', 's.session_id');
  return {
    /** The tenant's queue, the longest waiting first. */
    queued: async (tenantId: string) => toSummaries(await sql.all<SummaryRow>(queued, [tenantId]), channels),
    /** The agent's open conversations, oldest first. */
    withAgent: async (adminId: number) => toSummaries(await sql.all<SummaryRow>(withAgent, [adminId]), channels),
    async of(sessionId: number): Promise<VisitorSummary | undefined> {
      return (await toSummaries(await sql.all<SummaryRow>(one, [sessionId]), channels))[0];
    },
  };
}
