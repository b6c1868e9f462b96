// A conversation's events for the tenant's webhooks, each in the conversation's order:
// started, a visitor's or an agent's message, ended, rated.
import type { ChatMessage } from '@shared/api';
import type { WebhookEventType } from '@shared/api/outgoing';
import { SENDER_TYPE } from '@shared/codes';
import type { Services } from '../services';
import type { Session } from '../store/sessions';
import { emitWebhookEvent, orderKeyOf } from './webhookEvents';

export async function emitConversationEvent(
  services: Services,
  session: Session,
  type: WebhookEventType,
  data: Record<string, unknown> = {},
): Promise<void> {
  const tenantId = (await services.channels.get(session.channelId))?.config.tenantId;
  if (!tenantId) return;
  await emitWebhookEvent(
    services,
    tenantId,
    type,
    { sessionId: session.sessionId, userId: session.userId, channelId: session.channelId, ...data },
    orderKeyOf.session(session.sessionId),
  );
}

const MESSAGE_EVENT: Partial<Record<number, WebhookEventType>> = {
  [SENDER_TYPE.visitor]: 'message.visitor',
  [SENDER_TYPE.agent]: 'message.agent',
};

/** A visitor's or an agent's message (never an internal note; the robot's and the system's are not events). */
export async function emitMessageEvent(services: Services, session: Session, message: ChatMessage): Promise<void> {
  const type = MESSAGE_EVENT[message.senderType];
  if (type && !message.insideFlag) await emitConversationEvent(services, session, type, { message });
}
