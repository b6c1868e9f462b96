// The visitor's messages: send (once per clientId), history, the current conversation,
// what was missed, read receipts, typing.
import type { ChatMessage, HistoryPage } from '../../../shared/api';
import type { VisitorRequest } from '../../../shared/api/requests';
import {
  isVisitorMsgType,
  MSG_TYPE,
  RECEIVE_MODE,
  SENDER_TYPE,
  VISITOR_STATUS,
} from '../../../shared/codes';
import { isBlankText } from '../../../shared/validation';
import { tellSessionAgent } from '../conversation/agentFeed';
import { checkFileMessage } from '../files/fileStore';
import { visitorUploader } from '../store/uploads';
import { transfer, visitorMessage } from '../conversation/conversation';
import { badRequest, forbidden } from '../http/reply';
import { autoMessage } from './autoMessage';
import { checkFormAnswer, recordFormAnswer } from './formAnswer';
import { channelOfSession, latestSession, openSession, type VisitorContext } from './context';

export function sendMsg(context: VisitorContext, body: VisitorRequest<'sendMsg'>): ChatMessage {
  const msgType = body.msgType;
  if (!isVisitorMsgType(msgType)) throw badRequest(`msgType: ${msgType} cannot be sent by a visitor`);
  if (msgType == MSG_TYPE.text && isBlankText(body.msgContent)) throw badRequest('msgContent: is empty');
  checkFileMessage(context.services, msgType, body.msgContent, 'msgContent', visitorUploader(context));
  // A dynamic form's answer: checked against its form, and only once per form.
  const formAnswer = msgType == MSG_TYPE.dynamicForm ? checkFormAnswer(context, body.msgContent, body.clientId) : undefined;
  if (formAnswer?.repeat) return formAnswer.repeat;
  let session = openSession(context);
  // msgToTransferFlag: in the human-first and human-only modes a visitor still with the robot
  // is handed over first, then the message is sent (to the agent, when one took the conversation).
  const channel = channelOfSession(context, session);
  const humanMode = channel.receiveMode == RECEIVE_MODE.humanFirst || channel.receiveMode == RECEIVE_MODE.humanOnly;
  if (session.status == VISITOR_STATUS.robot && channel.msgToTransferFlag && humanMode) {
    transfer(context.services, session, {});
    session = latestSession(context);
  }
  const { message } = visitorMessage(context.services, session, {
    clientId: body.clientId,
    msgType,
    content: body.msgContent,
    extra: {
      ...(body.fileName !== undefined && { fileName: body.fileName }),
      ...(body.size !== undefined && { size: body.size }),
      ...(body.docId !== undefined && { docId: body.docId }),
    },
  });
  if (formAnswer) recordFormAnswer(context, formAnswer.formMsgId, message);
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
  const readUntil = context.services.sessions.readUntil(session.sessionId);
  const msgList = context.services.messages
    .ofSession(session.sessionId)
    .filter((message) => message.id > readUntil && message.senderType != SENDER_TYPE.visitor && !message.insideFlag);
  return { msgList };
}

export function msgComplete(context: VisitorContext, body: VisitorRequest<'msgComplete'>) {
  const session = latestSession(context);
  const newest = context.services.messages.newestId(session.sessionId);
  const readUntil = Math.min(body.lastMsgId ?? newest, newest);
  context.services.sessions.markRead(session.sessionId, readUntil);
  if (session.adminId != null) tellSessionAgent(context.services, session, { kind: 'read', data: { readUntil } });
  return { readUntil };
}

/**
 * An auto message the widget records: the question and answer of a quick-menu entry of type 7,
 * from the channel's configuration; anything else is the visitor's own text (autoMessage.ts).
 */
export function addSessionMsg(context: VisitorContext, body: VisitorRequest<'addSessionMsg'>): ChatMessage {
  const session = openSession(context);
  const auto = autoMessage(channelOfSession(context, session), body);
  if (auto.senderType == SENDER_TYPE.visitor)
    return visitorMessage(context.services, session, { msgType: auto.msgType, content: auto.content }).message;
  return context.services.messages.add({
    sessionId: session.sessionId,
    userId: context.userId,
    senderType: auto.senderType,
    senderName: auto.senderName,
    msgType: auto.msgType,
    content: auto.content,
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
  const withAgent = session.status == VISITOR_STATUS.agent;
  if (withAgent && session.adminId != null)
    tellSessionAgent(context.services, session, { kind: 'typing', data: { preview: body.msgContent.slice(0, 200) } });
  return { delivered: withAgent };
}
