// A webhook event in the admin's words, for the form's checkboxes, a webhook's list of events
// and the outbox's topics.
import type { WebhookEventType } from '@shared/api/outgoing';
import type { TextFunction } from '@shared/ui/texts';

export function eventLabel(t: TextFunction, event: WebhookEventType): string {
  switch (event) {
    case 'conversation.started':
      return t('webhooks.event.conversationStarted');
    case 'message.visitor':
      return t('webhooks.event.messageVisitor');
    case 'message.agent':
      return t('webhooks.event.messageAgent');
    case 'conversation.ended':
      return t('webhooks.event.conversationEnded');
    case 'rating.given':
      return t('webhooks.event.ratingGiven');
    case 'leaveMessage.created':
      return t('webhooks.event.leaveMessageCreated');
    case 'workOrder.created':
      return t('webhooks.event.workOrderCreated');
    case 'workOrder.updated':
      return t('webhooks.event.workOrderUpdated');
  }
}
