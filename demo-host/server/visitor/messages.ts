// The visitor's messages: send (once per clientId), history, the current conversation,
// what was missed, read receipts, typing.
import type { ChatMessage, HistoryPage } from '../../../shared/api';
import type { VisitorRequest } from '../../../shared/api/requests';
import { isBlankText } from '../../../shared/validation';
import { tellSessionAgent } from '../conversation/agentFeed';
import { checkFileMessage } from '../files/fileStore';
import { transfer, visitorMessage } from '../conversation/conversation';
import { badRequest, forbidden } from '../http/reply';
import { channelOfSession, latestSession, openSession, type VisitorContext } from './context';

const VISITOR_SENDABLE_TYPES = new Set([1, 2, 3, 4, 5, 6, 7, 8, 10, 11]);

export function sendMsg(context: VisitorContext, body: VisitorRequest<'sendMsg'>): ChatMessage {
  if (!VISITOR_SENDABLE_TYPES.has(body.msgType)) throw badRequest(`msgType: ${body.msgType} cannot be sent by a visitor`);
  if (body.msgType == 1 && isBlankText(body.msgContent)) throw badRequest('msgContent: is empty');
  checkFileMessage(context.services, body.msgType, body.msgContent, 'msgContent');
  let session = openSession(context);
  // msgToTransferFlag: in receive modes 1 and 3 a visitor still with the robot is handed over
  // first, then the message is sent (to the agent, when one took the conversation).
  const channel = channelOfSession(context, session);
  if (session.status == 1 && channel.msgToTransferFlag && (channel.receiveMode == 1 || channel.receiveMode == 3)) {
    transfer(context.services, session, {});
    session = latestSession(context);
  }
  const { message } = visitorMessage(context.services, session, {
    clientId: body.clientId,
    msgType: body.msgType,
    content: body.msgContent,
    extra: {
      ...(body.fileName !== undefined && { fileName: body.fileName }),
      ...(body.size !== undefined && { size: body.size }),
      ...(body.docId !== undefined && { docId: body.docId }),
    },
  });
  return message;
}

export function getHistoryMsg(context: VisitorContext, body: VisitorRequest<'getHistoryMsg'>): HistoryPage {
  return context.services.messages.history(context.userId, body.maxTime, body.pageSize);
}

export function getSessionMsg(context: VisitorContext, body: VisitorRequest<'getSessionMsg'>): ChatMessage[] {
  const session = body.sessionId ? context.services.sessions.get(body.sessionId) : latestSession(context);
  if (!session || session.userId != context.userId) throw forbidden('sessionId: not your conversation');
  return context.services.messages.ofSession(session.sessionId).filter((message) => !message.insideFlag);
}

/** Agent and system messages the visitor has not read yet. */
export function getOfflineMsg(context: VisitorContext) {
  const session = latestSession(context);
  const readUntil =
    context.services.db.prepare<[number], { read_until: number }>('SELECT read_until FROM sessions WHERE session_id = ?').get(session.sessionId)
      ?.read_until ?? 0;
  const msgList = context.services.messages
    .ofSession(session.sessionId)
    .filter((message) => message.id > readUntil && message.senderType != 1 && !message.insideFlag);
  return { msgList };
}

export function msgComplete(context: VisitorContext, body: VisitorRequest<'msgComplete'>) {
  const session = latestSession(context);
  const newest = context.services.messages.newestId(session.sessionId);
  const readUntil = Math.min(body.lastMsgId ?? newest, newest);
  context.services.db.prepare('UPDATE sessions SET read_until = MAX(read_until, ?) WHERE session_id = ?').run(readUntil, session.sessionId);
  if (session.adminId != null) tellSessionAgent(context.services, session, 'read', { readUntil });
  return { readUntil };
}

/** An automatic message the widget records (a robot guide, a notice): never as an agent. */
export function addSessionMsg(context: VisitorContext, body: VisitorRequest<'addSessionMsg'>): ChatMessage {
  const senderType = body.senderType ?? 4;
  if (senderType == 2) throw forbidden('senderType: a visitor cannot write as an agent');
  const session = openSession(context);
  return context.services.messages.add({
    sessionId: session.sessionId,
    userId: context.userId,
    senderType: senderType as 1 | 3 | 4,
    senderName: body.senderName ?? '',
    msgType: body.msgType ?? 1,
    content: body.content,
  }).message;
}

/** Records what the visitor chose on a message (a form submitted, a node picked). */
export function updateSessionMsg(context: VisitorContext, body: VisitorRequest<'updateSessionMsg'>) {
  const found = context.services.messages.get(body.msgId);
  if (!found || found.userId != context.userId) throw forbidden('msgId: not your message');
  context.services.messages.patchExtra(body.msgId, { docNode: body.docNode });
  return context.services.messages.get(body.msgId)!.message;
}

export function typing(context: VisitorContext, body: VisitorRequest<'typing'>) {
  const session = latestSession(context);
  if (session.status == 2 && session.adminId != null)
    tellSessionAgent(context.services, session, 'typing', { preview: body.msgContent.slice(0, 200) });
  return { delivered: session.status == 2 };
}
