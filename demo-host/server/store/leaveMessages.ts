// Plain leave messages, newest first, and their handling by an agent.
import type { LeaveMessage } from '../../../shared/api';
import { LEAVE_MSG_STATE, type LeaveMsgState } from '../../../shared/codes';
import type { Db } from '../db/database';

interface LeaveRow {
  id: number;
  channel_id: string;
  user_id: string;
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  content: string;
  msg_state: number;
  remark: string;
  update_user_name: string;
  created_at: number;
  updated_at: number;
}

const toLeaveMessage = (row: LeaveRow): LeaveMessage => ({
  id: row.id,
  channelId: row.channel_id,
  userId: row.user_id,
  customerName: row.customer_name,
  customerPhone: row.customer_phone,
  customerEmail: row.customer_email,
  msgContent: row.content,
  msgState: row.msg_state as LeaveMsgState,
  createTime: row.created_at,
  updateTime: row.updated_at,
  updateUserName: row.update_user_name,
  remark: row.remark,
});

export interface NewLeaveMessage {
  channelId: string;
  tenantId: string;
  userId: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  content: string;
}

export function leaveMessageStore(db: Db, now: () => number) {
  const insert = db.prepare(
    'INSERT INTO leave_messages (channel_id, tenant_id, user_id, customer_name, customer_phone, customer_email, content, msg_state, created_at, updated_at) ' +
      'VALUES (@channelId, @tenantId, @userId, @customerName, @customerPhone, @customerEmail, @content, @msgState, @now, @now)',
  );
  const byId = db.prepare<[number], LeaveRow>('SELECT * FROM leave_messages WHERE id = ?');
  const ofUser = db.prepare<[string], LeaveRow>('SELECT * FROM leave_messages WHERE user_id = ? ORDER BY id DESC');
  const ofTenant = db.prepare<[string], LeaveRow>('SELECT * FROM leave_messages WHERE tenant_id = ? ORDER BY id DESC');
  const markHandled = db.prepare(
    'UPDATE leave_messages SET msg_state = ?, remark = COALESCE(?, remark), update_user_name = ?, updated_at = ? WHERE id = ? AND tenant_id = ?',
  );
  return {
    add(message: NewLeaveMessage): LeaveMessage {
      const { lastInsertRowid } = insert.run({ ...message, msgState: LEAVE_MSG_STATE.unhandled, now: now() });
      return toLeaveMessage(byId.get(Number(lastInsertRowid))!);
    },
    ofUser: (userId: string) => ofUser.all(userId).map(toLeaveMessage),
    ofTenant: (tenantId: string) => ofTenant.all(tenantId).map(toLeaveMessage),
    /** Whether the tenant has this message; a remark left out keeps the one it had. */
    markHandled(tenantId: string, id: number, handledBy: string, remark: string | undefined): boolean {
      return markHandled.run(LEAVE_MSG_STATE.handled, remark ?? null, handledBy, now(), id, tenantId).changes > 0;
    },
  };
}
export type LeaveMessageStore = ReturnType<typeof leaveMessageStore>;
