// Plain leave messages: the visitor's own, listed newest first.
import type { LeaveMessage } from '@shared/api';
import type { VisitorRequest } from '@shared/api/requests';
import { PHONE_RULE_TEXT, type ValidationIssue, validatePlainLeaveMessage } from '@shared/validation';
import { pushAgentEvent } from '../conversation/agentFeed';
import { badRequest, notFound } from '../http/reply';
import { noticeLeaveMessage } from '../outgoing/leaveMessageNotices';
import type { VisitorContext } from './context';

/** The message names the field, then the rule in words where one was written, else the widget's text key. */
const FIELD_OF_ISSUE: Record<string, string> = {
  leaveNameRequired: 'customerName',
  leaveContentRequired: 'msgContent',
  rightPhone: 'customerPhone',
  rightEmail: 'customerEmail',
};
const RULE_OF_ISSUE: Partial<Record<ValidationIssue['key'], string>> = { rightPhone: PHONE_RULE_TEXT };

export async function leaveMsg(context: VisitorContext, body: VisitorRequest<'leaveMsg'>): Promise<LeaveMessage> {
  const issue = validatePlainLeaveMessage({
    customerName: body.customerName,
    customerPhone: body.customerPhone ?? '',
    customerEmail: body.customerEmail ?? '',
    msgContent: body.msgContent,
  });
  if (issue) throw badRequest(`${FIELD_OF_ISSUE[issue.key] ?? 'body'}: ${RULE_OF_ISSUE[issue.key] ?? issue.key}`);
  const { services, userId, tenantId } = context;
  const channel = await services.channels.live(body.channelId);
  if (!channel || channel.config.tenantId != tenantId) throw notFound('channelId: unknown channel');
  const saved = await services.leaveMessages.add({
    channelId: body.channelId,
    tenantId,
    userId,
    customerName: body.customerName.trim(),
    customerPhone: body.customerPhone ?? '',
    customerEmail: body.customerEmail ?? '',
    content: body.msgContent,
  });
  await pushAgentEvent(services, tenantId, { kind: 'leaveMessage', userId, data: saved });
  await noticeLeaveMessage(services, channel.config, saved);
  return saved;
}

export async function getLeaveMsgList(context: VisitorContext) {
  return { list: await context.services.leaveMessages.ofUser(context.userId) };
}
