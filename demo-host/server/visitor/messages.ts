// The visitor's messages: send (once per clientId), history, the current conversation,
// what was missed, read receipts, typing.
import type { ChatMessage, HistoryPage } from '@shared/api';
import type { VisitorRequest } from '@shared/api/requests';
import { isVisitorMsgType, MSG_TYPE, RECEIVE_MODE, SENDER_TYPE, VISITOR_STATUS } from '@shared/codes';
import { isBlankText } from '@shared/validation';
import { tellSessionAgent } from '../conversation/agentFeed';
import { transfer, visitorMessage } from '../conversation/conversation';
import { conversationMessage } from '../conversation/delivery';
import { checkFileMessage } from '../files/fileStore';
import { badRequest, forbidden } from '../http/reply';
import { visitorUploader } from '../store/uploads';
import { autoMessage } from './autoMessage';
import { channelOfSession, latestSession, openSession, type VisitorContext } from './context';
import { checkFormAnswer, recordFormAnswer } from './formAnswer';

export async function sendMsg(context: VisitorContext, body: VisitorRequest<'sendMsg'>): Promise<ChatMessage> {
  const msgType = body.msgType;
  if (!isVisitorMsgType(msgType)) throw badRequest(`msgType: ${msgType} cannot be sent by a visitor`);
  if (msgType == MSG_TYPE.text && isBlankText(body.msgContent)) throw badRequest('msgContent: is empty');
  await checkFileMessage(context.services, msgType, body.msgContent, 'msgContent', visitorUploader(context));
  // A dynamic form's answer: checked against its form, and only once per form.
  const formAnswer =
    msgType == MSG_TYPE.dynamicForm ? await checkFormAnswer(context, body.msgContent, body.clientId) : undefined;
  if (formAnswer?.repeat) return formAnswer.repeat;
  let session = await openSession(context);
  // msgToTransferFlag: in the human-first and human-only modes a visitor still with the robot
  // is handed over first, then the message is sent (to the agent, when one took the conversation).
  const channel = await channelOfSession(context, session);
  const humanMode = channel.receiveMode == RECEIVE_MODE.humanFirst || channel.receiveMode == RECEIVE_MODE.humanOnly;
  if (session.status == VISITOR_STATUS.robot && channel.msgToTransferFlag && humanMode) {
    await transfer(context.services, session, {});
    session = await latestSession(context);
  }
  const { message } = await visitorMessage(context.services, session, {
    clientId: body.clientId,
    msgType,
    content: body.msgContent,
    extra: {
      ...(body.fileName !== undefined && { fileName: body.fileName }),
      ...(body.size !== undefined && { size: body.size }),
      ...(body.docId !== undefined && { docId: body.docId }),
    },
  });
  if (formAnswer) await recordFormAnswer(context, formAnswer.formMsgId, message);
  return message;
}

export function getHistoryMsg(context: VisitorContext, body: VisitorRequest<'getHistoryMsg'>): Promise<HistoryPage> {
  return context.services.messages.history(context.userId, body.maxTime, body.pageSize);
}

export async function getSessionMsg(
  context: VisitorContext,
  body: VisitorRequest<'getSessionMsg'>,
): Promise<ChatMessage[]> {
  const session = body.sessionId ? await context.services.sessions.get(body.sessionId) : await latestSession(context);
  if (!session || session.userId != context.userId) throw forbidden('sessionId: not your conversation');
  return (await context.services.messages.ofSession(session.sessionId)).filter((message) => !message.insideFlag);
}

/** Agent and system messages the visitor has not read yet. */
export async function getOfflineMsg(context: VisitorContext) {
  const session = await latestSession(context);
  const readUntil = await context.services.sessions.readUntil(session.sessionId);
  const msgList = (await context.services.messages.ofSession(session.sessionId)).filter(
    (message) => message.id > readUntil && message.senderType != SENDER_TYPE.visitor && !message.insideFlag,
  );
  return { msgList };
}

export async function msgComplete(context: VisitorContext, body: VisitorRequest<'msgComplete'>) {
  const session = await latestSession(context);
  const newest = await context.services.messages.newestId(session.sessionId);
  const readUntil = Math.min(body.lastMsgId ?? newest, newest);
  await context.services.sessions.markRead(session.sessionId, readUntil);
  if (session.adminId != null) await tellSessionAgent(context.services, session, { kind: 'read', data: { readUntil } });
  return { readUntil };
}

/**
 * An auto message the widget records: the question and answer of a quick-menu entry of type 7,
 * from the channel's configuration; anything else is the visitor's own text (autoMessage.ts).
 */
export async function addSessionMsg(
  context: VisitorContext,
  body: VisitorRequest<'addSessionMsg'>,
): Promise<ChatMessage> {
  const session = await openSession(context);
  const auto = autoMessage(await channelOfSession(context, session), body);
  if (auto.senderType == SENDER_TYPE.visitor)
    return (await visitorMessage(context.services, session, { msgType: auto.msgType, content: auto.content })).message;
  const { message } = await conversationMessage(context.services, session, {
    senderType: auto.senderType,
    senderName: auto.senderName,
    msgType: auto.msgType,
    content: auto.content,
  });
  return message;
}

/** Records what the visitor chose on a message (a form submitted, a node picked). */
export async function updateSessionMsg(context: VisitorContext, body: VisitorRequest<'updateSessionMsg'>) {
  const found = await context.services.messages.get(body.msgId);
  if (!found || found.userId != context.userId) throw forbidden('msgId: not your message');
  await context.services.messages.patchExtra(body.msgId, { docNode: body.docNode });
  return (await context.services.messages.get(body.msgId))!.message;
}

export async function typing(context: VisitorContext, body: VisitorRequest<'typing'>) {
  const session = await latestSession(context);
  const withAgent = session.status == VISITOR_STATUS.agent;
  if (withAgent && session.adminId != null)
    await tellSessionAgent(context.services, session, {
      kind: 'typing',
      data: { preview: body.msgContent.slice(0, 200) },
    });
  return { delivered: withAgent };
}
