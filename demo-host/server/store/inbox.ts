// The agent's inbox: conversations waiting for anyone, the agent's own, and the closed ones
// (those a visitor wrote in), filtered by a search over the visitor's name, friendly name,
// e-mail and id and the messages' text, with what each row shows: the unread count (the
// visitor's messages after the newest the agent has seen) and the last activity.
import type { InboxBox } from '../../../shared/api/inbox';
import { SENDER_TYPE, VISITOR_STATUS } from '../../../shared/codes';
import { friendlyName } from '../../../shared/visitorName';
import type { Db } from '../db/database';
import { toSession, type Session, type SessionRow } from './sessions';


/** Rows of the closed box per page; waiting and mine are short lists read whole. */
export const CLOSED_PAGE_SIZE = 30;

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
}

/** Which conversations each box holds, and in what order (newest activity first; the queue oldest first). */
const BOXES: Record<InboxBox, { where: string; order: string }> = {
  waiting: { where: `s.status = ${VISITOR_STATUS.queued}`, order: 's.queued_at, s.session_id' },
  mine: { where: `s.status = ${VISITOR_STATUS.agent} AND s.admin_id = @adminId`, order: 'last_activity_at DESC, s.session_id DESC' },
  closed: {
    where: `s.status = ${VISITOR_STATUS.ended} AND EXISTS (SELECT 1 FROM messages m WHERE m.session_id = s.session_id AND m.sender_type = ${SENDER_TYPE.visitor})
      AND (@before IS NULL OR s.session_id < @before)`,
    order: 's.session_id DESC',
  },
};

const SEARCH = `(@like IS NULL OR s.user_id LIKE @like ESCAPE '\\' OR friendly_name(s.user_id) LIKE @like ESCAPE '\\'
  OR json_extract(v.info, '$.userName') LIKE @like ESCAPE '\\' OR json_extract(v.info, '$.email') LIKE @like ESCAPE '\\'
  OR EXISTS (SELECT 1 FROM messages m WHERE m.session_id = s.session_id AND m.recall_flag = 0 AND m.content LIKE @like ESCAPE '\\'))`;

/** A LIKE pattern that finds the words as typed: `%` and `_` are literal. */
export const likePattern = (search: string | undefined): string | null => {
  const words = search?.trim();
  return words ? `%${words.replace(/[\\%_]/g, (char) => '\\' + char)}%` : null;
};

export function inboxStore(db: Db) {
  db.function('friendly_name', { deterministic: true }, (userId: unknown) => friendlyName(String(userId)));
  const statements = Object.fromEntries(
    Object.entries(BOXES).map(([box, { where, order }]) => [
      box,
      db.prepare<Record<string, unknown>, SessionRow & { unread: number; last_activity_at: number }>(
        `SELECT s.*,
           (SELECT COUNT(*) FROM messages m WHERE m.session_id = s.session_id AND m.sender_type = ${SENDER_TYPE.visitor} AND m.id > s.agent_read_until) AS unread,
           COALESCE((SELECT MAX(m.created_at) FROM messages m WHERE m.session_id = s.session_id), s.created_at) AS last_activity_at
         FROM sessions s JOIN channels c ON c.channel_id = s.channel_id LEFT JOIN visitors v ON v.user_id = s.user_id
         WHERE c.tenant_id = @tenantId AND ${where} AND ${SEARCH}
         ORDER BY ${order} LIMIT @limit`,
      ),
    ]),
  ) as Record<InboxBox, ReturnType<Db['prepare']>>;
  return {
    /** One box's rows; the closed box a page at a time (one more row is read to know whether there is more). */
    list(query: InboxQuery): { rows: InboxRow[]; more: boolean } {
      const limit = query.box == 'closed' ? CLOSED_PAGE_SIZE : 500;
      const found = statements[query.box].all({
        tenantId: query.tenantId,
        adminId: query.adminId,
        before: query.before ?? null,
        like: likePattern(query.search),
        limit: limit + 1,
      }) as (SessionRow & { unread: number; last_activity_at: number })[];
      return {
        rows: found.slice(0, limit).map((row) => ({ session: toSession(row), unread: row.unread, lastActivityAt: row.last_activity_at })),
        more: found.length > limit,
      };
    },
  };
}
export type InboxStore = ReturnType<typeof inboxStore>;
