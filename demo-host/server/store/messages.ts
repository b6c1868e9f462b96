import type { ChatMessage } from '@shared/api';
import { FLAG, type Flag, type MsgType, SENDER_TYPE, type SenderType } from '@shared/codes';
import { parseJson } from '../db/database';
import type { Sql } from '../db/sql';
import { badRequest } from '../http/reply';
import { visitorLogLock } from './events';

export interface MessageRow {
  id: number;
  session_id: number;
  user_id: string;
  client_id: string | null;
  sender_type: number;
  sender_name: string;
  admin_id: number | null;
  msg_type: number;
  content: string;
  extra: string;
  recall_flag: number;
  inside_flag: number;
  sensitive_flag: number;
  created_at: number;
}

/** Fields of ChatMessage beyond the columns, kept as JSON. */
export type MessageExtra = Partial<
  Pick<
    ChatMessage,
    | 'faceUrl'
    | 'fileName'
    | 'size'
    | 'docId'
    | 'docPattern'
    | 'answerType'
    | 'suggestList'
    | 'btnList'
    | 'card'
    | 'showTransferBtn'
    | 'robotLabels'
    | 'disabled'
    | 'isUseful'
    | 'docNode'
    | 'formAnswerId'
    | 'noticeKey'
    | 'noticeValues'
  >
>;

export interface NewMessage {
  sessionId: number;
  userId: string;
  clientId?: string;
  senderType: SenderType;
  senderName: string;
  adminId?: number;
  msgType: MsgType;
  content: string;
  extra?: MessageExtra;
  insideFlag?: Flag;
  sensitiveFlag?: Flag;
}

export const toChatMessage = (row: MessageRow): ChatMessage => ({
  ...parseJson<MessageExtra>(row.extra, {}),
  id: row.id,
  ...(row.client_id ? { clientId: row.client_id } : {}),
  sessionId: row.session_id,
  msgTime: row.created_at,
  msgContent: row.recall_flag ? '' : row.content,
  msgType: row.msg_type as MsgType,
  senderType: row.sender_type as SenderType,
  senderName: row.sender_name,
  recallFlag: row.recall_flag as Flag,
  insideFlag: row.inside_flag as Flag,
  sensitiveFlag: row.sensitive_flag as Flag,
});

export function messageStore(sql: Sql, now: () => number) {
  const byId = (id: number) => sql.get<MessageRow>('SELECT * FROM messages WHERE id = ?', [id]);
  const ofSession = (sessionId: number) =>
    sql.all<MessageRow>('SELECT * FROM messages WHERE session_id = ? ORDER BY id', [sessionId]);

  /** What clientId names in the conversations of the visitor userId: a send made once, by a visitor or an agent. */
  const sent = async (userId: string, clientId: string) => {
    const row = await sql.get<MessageRow>('SELECT * FROM messages WHERE user_id = ? AND client_id = ?', [
      userId,
      clientId,
    ]);
    return row && { message: toChatMessage(row), senderType: row.sender_type as SenderType, adminId: row.admin_id };
  };
  /** The message already sent with this clientId, when the sender is the same; refused when it is another's. */
  const sentBefore = async (message: NewMessage) => {
    const existing = message.clientId ? await sent(message.userId, message.clientId) : undefined;
    if (existing && (existing.senderType != message.senderType || existing.adminId != (message.adminId ?? null)))
      throw badRequest('clientId: already used for another sender’s message');
    return existing && { message: existing.message, duplicate: true };
  };

  return {
    /**
     * Stores a message; one the sender already sent (same clientId) is returned, not stored
     * again. A clientId another sender used is refused: it is not this sender's message.
     */
    add(message: NewMessage): Promise<{ message: ChatMessage; duplicate: boolean }> {
      return sql.transaction(async () => {
        // The visitor's lock (store/events.ts) until the transaction ends: the visitor's messages
        // are stamped one at a time, on every instance.
        await sql.lock(visitorLogLock(message.userId));
        const before = await sentBefore(message);
        if (before) return before;
        // Pages are cut by time (the spec's maxTime), so no two messages of a visitor share a
        // millisecond: one stored in the same millisecond as the visitor's last gets the next one.
        const last = await sql.get<{ t: number | null }>(
          'SELECT MAX(created_at) AS t FROM messages WHERE user_id = ?',
          [message.userId],
        );
        const createdAt = Math.max(now(), Number(last?.t ?? 0) + 1);
        // A clientId stored meanwhile (by a call that did not hold the lock) breaks messages_once:
        // then nothing is inserted, and the stored message answers as above.
        const row = await sql.get<MessageRow>(
          'INSERT INTO messages (session_id, user_id, client_id, sender_type, sender_name, admin_id, msg_type, content, extra, inside_flag, sensitive_flag, created_at) ' +
            'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING *',
          [
            message.sessionId,
            message.userId,
            message.clientId ?? null,
            message.senderType,
            message.senderName,
            message.adminId ?? null,
            message.msgType,
            message.content,
            JSON.stringify(message.extra ?? {}),
            message.insideFlag ?? FLAG.off,
            message.sensitiveFlag ?? FLAG.off,
            createdAt,
          ],
        );
        if (row) return { message: toChatMessage(row), duplicate: false };
        const stored = await sentBefore(message);
        if (!stored)
          throw new Error(`chat-online: message ${message.clientId} of ${message.userId} was neither stored nor found`);
        return stored;
      });
    },
    sent,
    async get(id: number) {
      const row = await byId(id);
      return row && { message: toChatMessage(row), userId: row.user_id, adminId: row.admin_id };
    },
    /** A page of the visitor's history, newest first in the query, returned oldest first. */
    async history(userId: string, maxTime: number, pageSize: number) {
      const rows = await sql.all<MessageRow>(
        `SELECT * FROM messages WHERE user_id = ? AND created_at < ? AND inside_flag = ${FLAG.off} ORDER BY created_at DESC, id DESC LIMIT ?`,
        [userId, maxTime > 0 ? maxTime : Number.MAX_SAFE_INTEGER, pageSize],
      );
      return { list: rows.reverse().map(toChatMessage), end: rows.length < pageSize };
    },
    async ofSession(sessionId: number): Promise<ChatMessage[]> {
      return (await ofSession(sessionId)).map(toChatMessage);
    },
    /** The conversation's latest page as the visitor sees it (no internal notes), without reading the rest; `end`: nothing older. */
    async latestOfSession(sessionId: number, pageSize: number) {
      const rows = await sql.all<MessageRow>(
        `SELECT * FROM messages WHERE session_id = ? AND inside_flag = ${FLAG.off} ORDER BY id DESC LIMIT ?`,
        [sessionId, pageSize],
      );
      return { list: rows.reverse().map(toChatMessage), end: rows.length < pageSize };
    },
    /** The conversation as its agents see it: a recalled message keeps its content, shown struck through. */
    async ofSessionForAgents(sessionId: number): Promise<ChatMessage[]> {
      return (await ofSession(sessionId)).map((row) => ({ ...toChatMessage(row), msgContent: row.content }));
    },
    /** How many messages the visitor wrote in the conversation after this id. */
    async countFromVisitorAfter(sessionId: number, afterId: number): Promise<number> {
      const row = await sql.get<{ n: number }>(
        `SELECT COUNT(*) AS n FROM messages WHERE session_id = ? AND sender_type = ${SENDER_TYPE.visitor} AND id > ?`,
        [sessionId, afterId],
      );
      return Number(row!.n);
    },
    async newestId(sessionId: number): Promise<number> {
      const row = await sql.get<{ id: number | null }>('SELECT MAX(id) AS id FROM messages WHERE session_id = ?', [
        sessionId,
      ]);
      return row?.id ?? 0;
    },
    /** The conversation's latest message, without reading the rest. */
    async lastOfSession(sessionId: number): Promise<ChatMessage | undefined> {
      const row = await sql.get<MessageRow>('SELECT * FROM messages WHERE session_id = ? ORDER BY id DESC LIMIT 1', [
        sessionId,
      ]);
      return row && toChatMessage(row);
    },
    recall(id: number): Promise<void> {
      return sql.transaction(async () => {
        const row = await byId(id);
        if (!row) return;
        await sql.run(`UPDATE messages SET recall_flag = ${FLAG.on} WHERE id = ?`, [id]);
        // The delivered event keeps a copy of the message: a recall empties that copy too.
        const events = await sql.all<{ event_id: number; payload: string }>(
          `SELECT event_id, payload FROM events WHERE user_id = ? AND ${sql.dialect.jsonText('payload', 'msg', 'id')} = ?`,
          [row.user_id, String(id)],
        );
        for (const event of events) {
          const payload = parseJson<{ msg?: Record<string, unknown> }>(event.payload, {});
          if (!payload.msg) continue;
          payload.msg.msgContent = '';
          payload.msg.recallFlag = FLAG.on;
          await sql.run('UPDATE events SET payload = ? WHERE event_id = ?', [JSON.stringify(payload), event.event_id]);
        }
      });
    },
    /** Merges `patch` into the message's extra fields; a concurrent patch is not lost (the write checks what was read). */
    async patchExtra(id: number, patch: MessageExtra): Promise<void> {
      for (;;) {
        const row = await sql.get<{ extra: string }>('SELECT extra FROM messages WHERE id = ?', [id]);
        if (!row) return;
        const extra = JSON.stringify({ ...parseJson<MessageExtra>(row.extra, {}), ...patch });
        if (await sql.run('UPDATE messages SET extra = ? WHERE id = ? AND extra = ?', [extra, id, row.extra])) return;
      }
    },
  };
}
