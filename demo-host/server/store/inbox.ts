// The agent's inbox: conversations waiting for anyone, the agent's own, and the closed ones
// (those an agent had or a visitor wrote in), filtered by a search over the visitor's name, friendly name,
// e-mail and id and the messages' text, with what each row shows: the unread count (the
// visitor's messages after the newest the agent has seen) and the last activity.
import type { VisitorSummary } from '@shared/api';
import type { InboxBox } from '@shared/api/inbox';
import { SENDER_TYPE, VISITOR_STATUS } from '@shared/codes';
import type { Sql } from '../db/sql';
import type { ChannelStore } from './channels';
import { type Session, toSession } from './sessions';
import { LAST_MESSAGE_JOIN, SUMMARY_COLUMNS, type SummaryRow, toSummaries, UNREAD } from './summaries';

/** Rows of the closed box per page; waiting and mine are short lists read whole. */
const CLOSED_PAGE_SIZE = 30;

export interface InboxQuery {
  tenantId: string;
  adminId: number;
  box: InboxBox;
  /** words to find; blank finds all */
  search?: string;
  /** closed box: the page after this session id (the smallest of the page before) */
  before?: number;
}

export interface InboxRow {
  session: Session;
  unread: number;
  lastActivityAt: number;
  /** The row as the console lists it. */
  summary: VisitorSummary;
}

/**
 * Which conversations each box holds, and in what order (newest activity first; the queue oldest
 * first). `params` are the values of the `?` in `where`, in order.
 */
const BOXES: Record<InboxBox, { where: string; order: string; params: (query: InboxQuery) => unknown[] }> = {
  waiting: { where: `s.status = ${VISITOR_STATUS.queued}`, order: 's.queued_at, s.session_id', params: () => [] },
  mine: {
    where: `s.status = ${VISITOR_STATUS.agent} AND s.admin_id = ?`,
    order: 'last_activity_at DESC, s.session_id DESC',
    params: (query) => [query.adminId],
  },
  // Ended, and someone was there to talk to: an agent had it (it left an agent's Mine, so it
  // must be found here, even when the visitor never wrote), or the visitor wrote.
  closed: {
    where: `s.status = ${VISITOR_STATUS.ended} AND (s.admin_id IS NOT NULL OR EXISTS (SELECT 1 FROM messages m WHERE m.session_id = s.session_id AND m.sender_type = ${SENDER_TYPE.visitor}))`,
    order: 's.session_id DESC',
    params: () => [],
  },
};
/** The closed box's page after `before`. */
const BEFORE = 's.session_id < ?';

/**
 * The search, with the same pattern for each of its 5 `?`: the visitor's id, friendly name
 * (visitors.friendly_name, written with the visitor), name and e-mail, and the messages' text.
 * The dialect's LIKE ignores case on both engines (ILIKE on PostgreSQL).
 */
const search = (sql: Sql) => {
  const like = `${sql.dialect.like} ? ESCAPE '\\'`;
  return `(s.user_id ${like} OR v.friendly_name ${like}
  OR ${sql.dialect.jsonText('v.info', 'userName')} ${like} OR ${sql.dialect.jsonText('v.info', 'email')} ${like}
  OR EXISTS (SELECT 1 FROM messages m WHERE m.session_id = s.session_id AND m.recall_flag = 0 AND m.content ${like}))`;
};
const SEARCH_PARAMS = 5;

/** A LIKE pattern that finds the words as typed: `%` and `_` are literal. */
const likePattern = (search: string | undefined): string | null => {
  const words = search?.trim();
  return words ? `%${words.replace(/[\\%_]/g, (char) => '\\' + char)}%` : null;
};

export function inboxStore(sql: Sql, channels: ChannelStore) {
  const searchClause = search(sql);
  // A blank search and a missing `before` leave their words out rather than test `? IS NULL`
  // (PostgreSQL cannot type such a parameter): up to four statements per box, each the same text each time.
  const statement = (box: InboxBox, searching: boolean, paged: boolean) => {
    const { where, order } = BOXES[box];
    return `SELECT s.*,
           ${UNREAD} AS unread,
           COALESCE((SELECT MAX(m.created_at) FROM messages m WHERE m.session_id = s.session_id), s.created_at) AS last_activity_at,
           ${SUMMARY_COLUMNS}
         FROM sessions s JOIN channels c ON c.channel_id = s.channel_id LEFT JOIN visitors v ON v.user_id = s.user_id ${LAST_MESSAGE_JOIN}
         WHERE c.tenant_id = ? AND ${where}${paged ? ` AND ${BEFORE}` : ''}${searching ? ` AND ${searchClause}` : ''}
         ORDER BY ${order} LIMIT ?`;
  };
  return {
    /** One box's rows; the closed box a page at a time (one more row is read to know whether there is more). */
    async list(query: InboxQuery): Promise<{ rows: InboxRow[]; more: boolean }> {
      const limit = query.box == 'closed' ? CLOSED_PAGE_SIZE : 500;
      const like = likePattern(query.search);
      // Only the closed box is paged (`before` means nothing to the others).
      const paged = query.box == 'closed' && query.before != null;
      const found = await sql.all<SummaryRow>(statement(query.box, like != null, paged), [
        query.tenantId,
        ...BOXES[query.box].params(query),
        ...(paged ? [query.before] : []),
        ...(like != null ? Array<string>(SEARCH_PARAMS).fill(like) : []),
        limit + 1,
      ]);
      const rows = found.slice(0, limit);
      const summaries = await toSummaries(rows, channels);
      return {
        rows: rows.map((row, index) => ({
          session: toSession(row),
          unread: Number(row.unread),
          lastActivityAt: Number(row.last_activity_at),
          summary: summaries[index]!,
        })),
        more: found.length > limit,
      };
    },
  };
}
