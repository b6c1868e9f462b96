// Plain leave messages, newest first, and their handling by an agent.
import type { LeaveMessage } from '@shared/api';
import { LEAVE_MSG_STATE, type LeaveMsgState } from '@shared/codes';
import type { Sql } from '../db/sql';

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

export function leaveMessageStore(sql: Sql, now: () => number) {
  return {
    async add(message: NewLeaveMessage): Promise<LeaveMessage> {
      const at = now();
      const row = await sql.get<LeaveRow>(
        'INSERT INTO leave_messages (channel_id, tenant_id, user_id, customer_name, customer_phone, customer_email, content, msg_state, created_at, updated_at) ' +
          'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *',
        [
          message.channelId,
          message.tenantId,
          message.userId,
          message.customerName,
          message.customerPhone,
          message.customerEmail,
          message.content,
          LEAVE_MSG_STATE.unhandled,
          at,
          at,
        ],
      );
      return toLeaveMessage(row!);
    },
    async ofUser(userId: string): Promise<LeaveMessage[]> {
      return (await sql.all<LeaveRow>('SELECT * FROM leave_messages WHERE user_id = ? ORDER BY id DESC', [userId])).map(
        toLeaveMessage,
      );
    },
    async ofTenant(tenantId: string): Promise<LeaveMessage[]> {
      return (
        await sql.all<LeaveRow>('SELECT * FROM leave_messages WHERE tenant_id = ? ORDER BY id DESC', [tenantId])
      ).map(toLeaveMessage);
    },
    /** Whether the tenant has this message; a remark left out keeps the one it had. */
    async markHandled(tenantId: string, id: number, handledBy: string, remark: string | undefined): Promise<boolean> {
      const changed = await sql.run(
        'UPDATE leave_messages SET msg_state = ?, remark = COALESCE(?, remark), update_user_name = ?, updated_at = ? WHERE id = ? AND tenant_id = ?',
        [LEAVE_MSG_STATE.handled, remark ?? null, handledBy, now(), id, tenantId],
      );
      return changed > 0;
    },
  };
}
