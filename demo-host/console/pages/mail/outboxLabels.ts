// The outbox's codes in the admin's words: a row's kind, its state, and its topic (a mail's kind
// or a webhook event's type). A topic the console does not know yet is shown as the server wrote it.
import type { OutboxItem, OutboxState, WebhookEventType } from '@shared/api/outgoing';
import { WEBHOOK_EVENTS } from '@shared/api/outgoing';
import type { TextFunction } from '@shared/ui/texts';
import { eventLabel } from '../webhooks/eventLabel';

export function kindLabel(t: TextFunction, kind: OutboxItem['kind']): string {
  switch (kind) {
    case 'mail':
      return t('mail.kinds.mail');
    case 'webhook':
      return t('mail.kinds.webhook');
  }
}

export function stateLabel(t: TextFunction, state: OutboxState): string {
  switch (state) {
    case 'pending':
      return t('mail.states.pending');
    case 'sending':
      return t('mail.states.sending');
    case 'sent':
      return t('mail.states.sent');
    case 'failed':
      return t('mail.states.failed');
    case 'skipped':
      return t('mail.states.skipped');
  }
}

const isEvent = (topic: string): topic is WebhookEventType => (WEBHOOK_EVENTS as readonly string[]).includes(topic);

export function topicLabel(t: TextFunction, topic: string): string {
  if (isEvent(topic)) return eventLabel(t, topic);
  switch (topic) {
    case 'teamLeaveMessage':
      return t('mail.topic.teamLeaveMessage');
    case 'teamWorkOrder':
      return t('mail.topic.teamWorkOrder');
    case 'teamWaiting':
      return t('mail.topic.teamWaiting');
    case 'visitorReceived':
      return t('mail.topic.visitorReceived');
    case 'visitorWorkOrderReply':
      return t('mail.topic.visitorWorkOrderReply');
    case 'visitorTranscript':
      return t('mail.topic.visitorTranscript');
    case 'ping':
      return t('mail.topic.ping');
    default:
      return topic;
  }
}
