// A work order opened, answered or moved on: the team is mailed of a new one, its visitor is
// mailed the confirmation and each public reply with the token link that opens the order
// without a session, and the tenant's webhooks hear workOrder.created and workOrder.updated.
import type { WoHandle, WorkOrder } from '@shared/api';
import { richTextAsPlain } from '@shared/cleanRichText';
import { HANDLE_TYPE, type WorkOrderPriority, type WorkOrderStatus } from '@shared/codes';
import { SECTIONS } from '@shared/consoleSections';
import { newToken } from '../http/secrets';
import type { Services } from '../services';
import { consoleLink, workOrderLink } from './links';
import { type MailScope, mailScopeOf, mailTeam, mailVisitor } from './mails';
import { emitWebhookEvent, orderKeyOf } from './webhookEvents';

/** `woToken`: the order's own token, known only now (it is stored as a hash). */
export async function noticeWorkOrderCreated(
  services: Services,
  scope: MailScope,
  order: WorkOrder,
  woToken: string,
): Promise<void> {
  const visitor = await services.visitors.get(order.userId);
  await mailTeam(services, scope, {
    kind: 'teamWorkOrder',
    channelName: scope.channelName,
    woId: order.woId,
    title: order.woTitle,
    content: order.woContent,
    customerName: order.crmCustomerVo.name || visitor?.info.userName || '',
    link: consoleLink(services.origin, `${SECTIONS.workOrders}/${order.woId}`),
  });
  const email = visitor?.info.email;
  if (email && (await services.mailSettings.get(scope.tenantId)).confirmToVisitor)
    await mailVisitor(
      services,
      scope,
      email,
      {
        kind: 'visitorReceived',
        channelName: scope.channelName,
        customerName: order.crmCustomerVo.name || visitor.info.userName || '',
        content: order.woContent,
        woId: order.woId,
        link: workOrderLink(services.origin, order.woId, woToken, scope.channelId),
      },
      visitor.info.locale,
    );
  await emitWebhookEvent(
    services,
    scope.tenantId,
    'workOrder.created',
    { workOrder: order },
    orderKeyOf.workOrder(order.woId),
  );
}

export type WorkOrderChange =
  | { change: 'reply'; handle: WoHandle }
  | { change: 'status'; status: WorkOrderStatus; priority: WorkOrderPriority };

/**
 * An agent's public reply is mailed to the order's visitor (a fresh token for its link); the
 * tenant's own systems hear every change, internal notes included (handleType says which).
 */
export async function noticeWorkOrderChanged(services: Services, order: WorkOrder, change: WorkOrderChange) {
  const channelId = await services.workOrders.channelOf(order.woId);
  const channel = channelId ? (await services.channels.get(channelId))?.config : undefined;
  const scope: MailScope = channel
    ? mailScopeOf(channel)
    : { tenantId: order.tenantId, channelId: '', channelName: order.woTitle };
  if (change.change == 'reply' && change.handle.handleType == HANDLE_TYPE.public) {
    const visitor = await services.visitors.get(order.userId);
    const email = visitor?.info.email;
    if (email && (await services.mailSettings.get(scope.tenantId)).repliesToVisitor && services.mailer.configured) {
      const token = newToken();
      await services.workOrders.addLinkToken(order.woId, token);
      await mailVisitor(
        services,
        scope,
        email,
        {
          kind: 'visitorWorkOrderReply',
          channelName: scope.channelName,
          woId: order.woId,
          title: order.woTitle,
          agentName: change.handle.handleUserName,
          reply: richTextAsPlain(change.handle.handleContent),
          link: workOrderLink(services.origin, order.woId, token, scope.channelId),
        },
        visitor.info.locale,
      );
    }
  }
  await emitWebhookEvent(
    services,
    scope.tenantId,
    'workOrder.updated',
    { woId: order.woId, userId: order.userId, woStatus: order.woStatus, ...change },
    orderKeyOf.workOrder(order.woId),
  );
}
