// Plain leave messages: the visitor's own, listed newest first.
import type { LeaveMessage } from '../../../shared/api';
import type { VisitorRequest } from '../../../shared/api/requests';
import { validatePlainLeaveMessage } from '../../../shared/validation';
import { pushAgentEvent } from '../conversation/agentFeed';
import { badRequest, notFound } from '../http/reply';
import type { Services } from '../services';
import type { VisitorContext } from './context';

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

/** The message names the field, then the widget's text key. */
const FIELD_OF_ISSUE: Record<string, string> = {
  leaveNameRequired: 'customerName',
  leaveContentRequired: 'msgContent',
  rightPhone: 'customerPhone',
  rightEmail: 'customerEmail',
};

export const toLeaveMessage = (row: LeaveRow): LeaveMessage => ({
  id: row.id,
  channelId: row.channel_id,
  userId: row.user_id,
  customerName: row.customer_name,
  customerPhone: row.customer_phone,
  customerEmail: row.customer_email,
  msgContent: row.content,
  msgState: row.msg_state,
  createTime: row.created_at,
  updateTime: row.updated_at,
  updateUserName: row.update_user_name,
  remark: row.remark,
});

export function leaveMessagesOf(services: Services, where: 'user_id' | 'tenant_id', value: string): LeaveMessage[] {
  return services.db
    .prepare<[string], LeaveRow>(`SELECT * FROM leave_messages WHERE ${where} = ? ORDER BY id DESC`)
    .all(value)
    .map(toLeaveMessage);
}

export function leaveMsg(context: VisitorContext, body: VisitorRequest<'leaveMsg'>): LeaveMessage {
  const issue = validatePlainLeaveMessage({
    customerName: body.customerName,
    customerPhone: body.customerPhone ?? '',
    customerEmail: body.customerEmail ?? '',
    msgContent: body.msgContent,
  });
  if (issue) throw badRequest(`${FIELD_OF_ISSUE[issue.key] ?? 'body'}: ${issue.key}`);
  const { services, userId, tenantId } = context;
  const channel = services.channels.get(body.channelId);
  if (!channel || channel.config.tenantId != tenantId) throw notFound('channelId: unknown channel');
  const now = services.now();
  const { lastInsertRowid } = services.db
    .prepare(
      'INSERT INTO leave_messages (channel_id, tenant_id, user_id, customer_name, customer_phone, customer_email, content, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(body.channelId, tenantId, userId, body.customerName.trim(), body.customerPhone ?? '', body.customerEmail ?? '', body.msgContent, now, now);
  const saved = toLeaveMessage(services.db.prepare<[number], LeaveRow>('SELECT * FROM leave_messages WHERE id = ?').get(Number(lastInsertRowid))!);
  pushAgentEvent(services, tenantId, { kind: 'leaveMessage', userId, data: saved });
  return saved;
}

export function getLeaveMsgList(context: VisitorContext) {
  return { list: leaveMessagesOf(context.services, 'user_id', context.userId) };
}
