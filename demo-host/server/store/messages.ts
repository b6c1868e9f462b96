import type { ChatMessage } from '../../../shared/api';
import { FLAG, SENDER_TYPE, type Flag, type MsgType, type SenderType } from '../../../shared/codes';
import { parseJson, type Db } from '../db/database';
import { badRequest } from '../http/reply';

interface MessageRow {
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

export function messageStore(db: Db, now: () => number) {
  const insert = db.prepare(
    'INSERT INTO messages (session_id, user_id, client_id, sender_type, sender_name, admin_id, msg_type, content, extra, inside_flag, sensitive_flag, created_at) ' +
      'VALUES (@sessionId, @userId, @clientId, @senderType, @senderName, @adminId, @msgType, @content, @extra, @insideFlag, @sensitiveFlag, @createdAt)',
  );
  const byId = db.prepare<[number], MessageRow>('SELECT * FROM messages WHERE id = ?');
  const byClientId = db.prepare<[string, string], MessageRow>('SELECT * FROM messages WHERE user_id = ? AND client_id = ?');
  const history = db.prepare<[string, number, number], MessageRow>(
    `SELECT * FROM messages WHERE user_id = ? AND created_at < ? AND inside_flag = ${FLAG.off} ORDER BY created_at DESC, id DESC LIMIT ?`,
  );
  const ofSession = db.prepare<[number], MessageRow>('SELECT * FROM messages WHERE session_id = ? ORDER BY id');
  const latestOfSession = db.prepare<[number, number], MessageRow>(
    `SELECT * FROM messages WHERE session_id = ? AND inside_flag = ${FLAG.off} ORDER BY id DESC LIMIT ?`,
  );
  const fromVisitorAfter = db.prepare<[number, number], { n: number }>(
    `SELECT COUNT(*) AS n FROM messages WHERE session_id = ? AND sender_type = ${SENDER_TYPE.visitor} AND id > ?`,
  );
  const newestOfSession = db.prepare<[number], { id: number | null }>('SELECT MAX(id) AS id FROM messages WHERE session_id = ?');
  const lastOfSession = db.prepare<[number], MessageRow>('SELECT * FROM messages WHERE session_id = ? ORDER BY id DESC LIMIT 1');
  const setRecalled = db.prepare(`UPDATE messages SET recall_flag = ${FLAG.on} WHERE id = ?`);
  // The delivered event keeps a copy of the message: a recall empties that copy too.
  const scrubEvents = db.prepare(
    `UPDATE events SET payload = json_set(payload, '$.msg.msgContent', '', '$.msg.recallFlag', ${FLAG.on}) WHERE user_id = ? AND json_extract(payload, '$.msg.id') = ?`,
  );
  const setExtra = db.prepare('UPDATE messages SET extra = ? WHERE id = ?');
  // Pages are cut by time (the spec's maxTime), so no two messages share a millisecond:
  // one stored in the same millisecond as the last gets the next one.
  let lastStamp = db.prepare<[], { t: number | null }>('SELECT MAX(created_at) AS t FROM messages').get()?.t ?? 0;
  const stamp = () => (lastStamp = Math.max(now(), lastStamp + 1));

  /** What clientId names in the conversations of the visitor userId: a send made once, by a visitor or an agent. */
  const sent = (userId: string, clientId: string) => {
    const row = byClientId.get(userId, clientId);
    return row && { message: toChatMessage(row), senderType: row.sender_type as SenderType, adminId: row.admin_id };
  };

  return {
    /**
     * Stores a message; one the sender already sent (same clientId) is returned, not stored
     * again. A clientId another sender used is refused: it is not this sender's message.
     */
    add(message: NewMessage): { message: ChatMessage; duplicate: boolean } {
      if (message.clientId) {
        const existing = sent(message.userId, message.clientId);
        if (existing && (existing.senderType != message.senderType || existing.adminId != (message.adminId ?? null)))
          throw badRequest('clientId: already used for another sender’s message');
        if (existing) return { message: existing.message, duplicate: true };
      }
      const { lastInsertRowid } = insert.run({
        sessionId: message.sessionId,
        userId: message.userId,
        clientId: message.clientId ?? null,
        senderType: message.senderType,
        senderName: message.senderName,
        adminId: message.adminId ?? null,
        msgType: message.msgType,
        content: message.content,
        extra: JSON.stringify(message.extra ?? {}),
        insideFlag: message.insideFlag ?? FLAG.off,
        sensitiveFlag: message.sensitiveFlag ?? FLAG.off,
        createdAt: stamp(),
      });
      return { message: toChatMessage(byId.get(Number(lastInsertRowid))!), duplicate: false };
    },
    sent,
    get(id: number) {
      const row = byId.get(id);
      return row && { message: toChatMessage(row), userId: row.user_id, adminId: row.admin_id };
    },
    /** A page of the visitor's history, newest first in the query, returned oldest first. */
    history(userId: string, maxTime: number, pageSize: number) {
      const rows = history.all(userId, maxTime > 0 ? maxTime : Number.MAX_SAFE_INTEGER, pageSize);
      return { list: rows.reverse().map(toChatMessage), end: rows.length < pageSize };
    },
    ofSession: (sessionId: number) => ofSession.all(sessionId).map(toChatMessage),
    /** The conversation's latest page as the visitor sees it (no internal notes), without reading the rest; `end`: nothing older. */
    latestOfSession(sessionId: number, pageSize: number) {
      const rows = latestOfSession.all(sessionId, pageSize);
      return { list: rows.reverse().map(toChatMessage), end: rows.length < pageSize };
    },
    /** The conversation as its agents see it: a recalled message keeps its content, shown struck through. */
    ofSessionForAgents: (sessionId: number) => ofSession.all(sessionId).map((row) => ({ ...toChatMessage(row), msgContent: row.content })),
    /** How many messages the visitor wrote in the conversation after this id. */
    countFromVisitorAfter: (sessionId: number, afterId: number) => fromVisitorAfter.get(sessionId, afterId)!.n,
    newestId: (sessionId: number) => newestOfSession.get(sessionId)?.id ?? 0,
    /** The conversation's latest message, without reading the rest. */
    lastOfSession(sessionId: number) {
      const row = lastOfSession.get(sessionId);
      return row && toChatMessage(row);
    },
    recall(id: number) {
      const row = byId.get(id);
      if (!row) return;
      setRecalled.run(id);
      scrubEvents.run(row.user_id, id);
    },
    patchExtra(id: number, patch: MessageExtra) {
      const row = byId.get(id);
      if (row) setExtra.run(JSON.stringify({ ...parseJson<MessageExtra>(row.extra, {}), ...patch }), id);
    },
  };
}
export type MessageStore = ReturnType<typeof messageStore>;
