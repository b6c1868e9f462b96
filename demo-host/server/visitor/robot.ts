// The robot: answers from the knowledge base, tips while typing, FAQ articles, usefulness.
import type { ChannelConfig, ChatMessage, RobotReply } from '../../../shared/api';
import type { VisitorRequest } from '../../../shared/api/requests';
import { isBlankText } from '../../../shared/validation';
import { visitorMessage } from '../conversation/conversation';
import { badRequest, forbidden, notFound } from '../http/reply';
import type { RobotAnswer } from '../robot/robot';
import type { Session } from '../store/sessions';
import { channelOfSession, latestSession, openSession, type VisitorContext } from './context';

const UNKNOWN_REPLY: Record<string, string> = {
  en: "Sorry, I don't have an answer for that yet. Could you put it another way, or ask for a human agent?",
  zh: '抱歉，我暂时还不能回答这个问题。您可以换个说法，或者转人工客服。',
};
const GUIDE_REPLY: Record<string, string> = {
  en: 'Did you mean one of these?',
  zh: '您是不是想问：',
};
const TRANSFER_REPLY: Record<string, string> = {
  en: 'Transferring you to a human agent…',
  zh: '正在为您转接人工客服…',
};

const languageOf = (question: string, channel: ChannelConfig) =>
  /[\u3400-\u9fff]/.test(question) ? 'zh' : channel.language?.startsWith('zh') && !/[a-z]/i.test(question) ? 'zh' : 'en';

/** Which transfer mode field applies to this answer type; 1 shows a transfer button. */
const transferModeFor = (answer: RobotAnswer, channel: ChannelConfig) =>
  answer.answerType == 1
    ? channel.robotAnswerTransferUserMode
    : answer.answerType == 2
      ? channel.robotGuideTransferUserMode
      : channel.robotUnknownTransferUserMode;

function robotAnswerMessage(context: VisitorContext, session: Session, channel: ChannelConfig, answer: RobotAnswer, lang: string): ChatMessage {
  const text =
    answer.status == -1
      ? TRANSFER_REPLY[lang]!
      : answer.answerType == 1
        ? answer.doc!.answer
        : answer.answerType == 2
          ? GUIDE_REPLY[lang]!
          : UNKNOWN_REPLY[lang]!;
  const doc = answer.answerType == 1 ? answer.doc : undefined;
  return context.services.messages.add({
    sessionId: session.sessionId,
    userId: context.userId,
    senderType: 3,
    senderName: channel.robotName,
    msgType: answer.answerType == 1 ? 3 : 1,
    content: text,
    extra: {
      faceUrl: channel.robotIcon,
      answerType: answer.answerType,
      suggestList: answer.suggestList,
      showTransferBtn: channel.transferUserMode && transferModeFor(answer, channel) == 1 ? 1 : 0,
      ...(doc && {
        docId: doc.docId,
        docPattern: doc.docPattern,
        ...(doc.buttons && { btnList: doc.buttons }),
        ...(doc.card && { card: doc.card }),
        // commentDocMode on: thumbs are offered (0); off: hidden (2).
        disabled: channel.commentDocMode ? 0 : 2,
      }),
    },
  }).message;
}

export function robotAsk(context: VisitorContext, body: VisitorRequest<'robotAsk'>): RobotReply {
  if (isBlankText(body.question)) throw badRequest('question: is empty');
  const session = openSession(context);
  if (session.status == 2) throw badRequest('session: the visitor is with an agent, not the robot');
  const channel = channelOfSession(context, session);
  const lang = languageOf(body.question, channel);
  const asked = visitorMessage(context.services, session, { clientId: body.clientId, msgType: 1, content: body.question });
  const question = asked.message;
  // The same question sent again (a retry after a lost answer) gets the answer it already had.
  if (asked.duplicate) {
    const earlier = context.services.messages
      .ofSession(session.sessionId)
      .find((message) => message.id > question.id && message.senderType == 3);
    if (earlier) return { question, answer: earlier, answerType: earlier.answerType ?? 0, status: 0 };
  }
  const answer =
    body.docId && body.click ? clickedAnswer(context, body.docId) : context.services.robot.ask(body.question, { tenantId: channel.tenantId, lang });
  const reply = robotAnswerMessage(context, session, channel, answer, lang);
  return {
    question: answer.status == -1 ? null : question,
    answer: reply,
    answerType: answer.answerType,
    status: answer.status,
    ...(answer.status == -1 && { instruction: { system_toCustomerService: true } }),
  };
}

/** A suggestion or FAQ entry the visitor clicked: that document, answered with confidence. */
function clickedAnswer(context: VisitorContext, docId: number): RobotAnswer {
  const doc = context.services.robot.doc(docId);
  if (!doc) throw notFound('docId: unknown document');
  return { answerType: 1, status: doc.transfer ? -1 : 0, doc, suggestList: [] };
}

export function robotTips(context: VisitorContext, body: VisitorRequest<'robotTips'>) {
  // Tips only for a non-empty trimmed question (spec).
  if (isBlankText(body.question)) return [];
  const channel = channelOfSession(context, latestSession(context));
  return context.services.robot.tips(body.question, { tenantId: channel.tenantId, lang: languageOf(body.question, channel) });
}

export function getRobotDoc(context: VisitorContext, body: VisitorRequest<'getRobotDoc'>) {
  const doc = context.services.robot.doc(body.docId);
  if (!doc || doc.tenantId != context.tenantId) throw notFound('docId: unknown document');
  return { docId: doc.docId, docQuestion: doc.question, docAnswer: doc.answer };
}

/** Useful or not useful, once per answer: the thumbs lock after the choice. */
export function commentDoc(context: VisitorContext, body: VisitorRequest<'commentDoc'>) {
  const { services, userId } = context;
  if (!services.robot.doc(body.docId)) throw notFound('docId: unknown document');
  if (body.msgId !== undefined) {
    const found = services.messages.get(body.msgId);
    if (!found || found.userId != userId) throw forbidden('msgId: not your message');
    if (found.message.disabled == 1) throw badRequest('msgId: feedback already given');
    services.messages.patchExtra(body.msgId, { disabled: 1, isUseful: body.isUseful as 0 | 1 });
  }
  services.db
    .prepare('INSERT INTO doc_feedback (doc_id, user_id, msg_id, useful, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(body.docId, userId, body.msgId ?? null, body.isUseful, services.now());
  return { docId: body.docId, isUseful: body.isUseful };
}
