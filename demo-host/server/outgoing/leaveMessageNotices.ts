// A leave message saved: the team is mailed, the visitor told "we received your message" when
// they gave an e-mail, and the tenant's webhooks hear leaveMessage.created.
import type { ChannelConfig, LeaveMessage } from '@shared/api';
import { SECTIONS } from '@shared/consoleSections';
import type { Services } from '../services';
import { consoleLink } from './links';
import { mailScopeOf, mailTeam, mailVisitor } from './mails';
import { emitWebhookEvent, orderKeyOf } from './webhookEvents';

export async function noticeLeaveMessage(services: Services, channel: ChannelConfig, message: LeaveMessage) {
  const scope = mailScopeOf(channel);
  const channelName = scope.channelName;
  await mailTeam(services, scope, {
    kind: 'teamLeaveMessage',
    channelName,
    customerName: message.customerName,
    customerPhone: message.customerPhone,
    customerEmail: message.customerEmail,
    content: message.msgContent,
    link: consoleLink(services.origin, SECTIONS.leaveMessages),
  });
  const visitor = await services.visitors.get(message.userId);
  const email = message.customerEmail || visitor?.info.email;
  const settings = await services.mailSettings.get(channel.tenantId);
  if (email && settings.confirmToVisitor)
    await mailVisitor(
      services,
      scope,
      email,
      { kind: 'visitorReceived', channelName, customerName: message.customerName, content: message.msgContent },
      visitor?.info.locale,
    );
  await emitWebhookEvent(
    services,
    channel.tenantId,
    'leaveMessage.created',
    { leaveMessage: message },
    orderKeyOf.leaveMessage(message.id),
  );
}
