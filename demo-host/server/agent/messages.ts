// An agent's messages: sent (once, however often the console retries), typing, recalled.
import type { AgentRequest } from '@shared/api/agentRequests';
import { POLL_EVENT, VISITOR_STATUS } from '@shared/codes';
import { agentMessage } from '../conversation/conversation';
import { visitorEvent } from '../conversation/delivery';
import { badRequest, forbidden } from '../http/reply';
import { checkAgentContent } from './agentContent';
import { type AgentContext, sessionFor } from './context';

export async function send(context: AgentContext, body: AgentRequest<'send'>) {
  const { services, agent } = context;
  // A send made again (its answer was lost) answers the message stored the first time,
  // even when the conversation has ended since: the same clientId dedupe as a visitor's.
  const earlier =
    body.clientId &&
    (await services.messages.sent((await sessionFor(context, body.sessionId, false)).userId, body.clientId));
  if (earlier && earlier.adminId == agent.adminId && earlier.message.sessionId == body.sessionId)
    return earlier.message;
  const session = await sessionFor(context, body.sessionId);
  if (session.status != VISITOR_STATUS.agent) throw badRequest('sessionId: the conversation is not active');
  return agentMessage(services, session, agent, {
    clientId: body.clientId,
    msgType: body.msgType,
    content: await checkAgentContent(services, agent, body),
    insideFlag: body.insideFlag,
    extra: { ...(body.fileName && { fileName: body.fileName }), ...(body.size !== undefined && { size: body.size }) },
  });
}

export async function typing(context: AgentContext, body: AgentRequest<'typing'>) {
  const session = await sessionFor(context, body.sessionId);
  await visitorEvent(context.services, session, { type: POLL_EVENT.agentTyping });
  return { typing: true as const };
}

export async function recall(context: AgentContext, body: AgentRequest<'recall'>) {
  const { services, agent } = context;
  const found = await services.messages.get(body.msgId);
  if (!found || found.adminId != agent.adminId) throw forbidden('msgId: not your message');
  const session = await sessionFor(context, found.message.sessionId);
  await services.messages.recall(body.msgId);
  await visitorEvent(services, session, { type: POLL_EVENT.messageRecalled, msgId: body.msgId });
  return { recalled: body.msgId };
}
