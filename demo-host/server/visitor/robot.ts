// The robot: answers from the knowledge base, tips while typing, FAQ articles, usefulness.
import type { ChannelConfig, ChatMessage, RobotReply } from '@shared/api';
import type { VisitorRequest } from '@shared/api/requests';
import {
  FLAG,
  MSG_TYPE,
  ROBOT_ANSWER_STATUS,
  ROBOT_ANSWER_TYPE,
  ROBOT_FEEDBACK,
  ROBOT_TRANSFER_MODE,
  SENDER_TYPE,
  VISITOR_STATUS,
} from '@shared/codes';
import { robotOffer } from '@shared/robotOffer';
import { robotTransferMode } from '@shared/robotTransfer';
import { isBlankText } from '@shared/validation';
import { visitorMessage } from '../conversation/conversation';
import { conversationMessage } from '../conversation/delivery';
import { badRequest, forbidden, notFound } from '../http/reply';
import type { RobotAnswer, RobotScope } from '../robot/robot';
import { answerButtons } from '../robot/robotAnswer';
import { robotLabels, robotReplyText } from '../robot/robotReply';
import { typedReply } from '../robot/typedReply';
import type { Services } from '../services';
import type { Session } from '../store/sessions';
import { channelOfSession, latestSession, openSession, type VisitorContext } from './context';

async function robotAnswerMessage(
  context: VisitorContext,
  session: Session,
  channel: ChannelConfig,
  answer: RobotAnswer,
): Promise<ChatMessage> {
  const doc = answer.answerType == ROBOT_ANSWER_TYPE.answer ? answer.doc : undefined;
  // A reply to words of courtesy ("hello") is no failure to answer: no transfer button for it (docs/decisions.md).
  const offersTransfer =
    channel.transferUserMode &&
    !answer.courtesy &&
    robotTransferMode(channel, answer.answerType) == ROBOT_TRANSFER_MODE.button;
  // Every button under the message (Yes / No, transfer, and a document answer's thumbs and link
  // to its full article) reads as the message does, whatever the widget's language.
  const hasButtons = answer.confirm || offersTransfer || (doc && !doc.form);
  // Every tab of the visitor shows the answer, not only the one that asked.
  const { message } = await conversationMessage(context.services, session, {
    senderType: SENDER_TYPE.robot,
    senderName: channel.robotName,
    // A document's answer is rich (the robot answer's JSON kind), or the form it is; the robot's own texts are plain.
    msgType: doc?.form
      ? MSG_TYPE.externalForm
      : answer.answerType == ROBOT_ANSWER_TYPE.answer
        ? MSG_TYPE.card
        : MSG_TYPE.text,
    content: doc?.form ? JSON.stringify(doc.form) : robotReplyText(answer),
    extra: {
      faceUrl: channel.robotIcon,
      answerType: answer.answerType,
      suggestList: answer.suggestList,
      showTransferBtn: offersTransfer ? FLAG.on : FLAG.off,
      ...(hasButtons && { robotLabels: robotLabels(answer.lang) }),
      ...(doc && {
        docId: doc.docId,
        docPattern: doc.docPattern,
        ...(doc.buttons && { btnList: answerButtons(answer) }),
        ...(doc.card && { card: doc.card }),
        disabled: channel.commentDocMode ? ROBOT_FEEDBACK.offered : ROBOT_FEEDBACK.hidden,
      }),
    },
  });
  return message;
}

export async function robotAsk(context: VisitorContext, body: VisitorRequest<'robotAsk'>): Promise<RobotReply> {
  if (isBlankText(body.question)) throw badRequest('question: is empty');
  const session = await openSession(context);
  if (session.status == VISITOR_STATUS.agent) throw badRequest('session: the visitor is with an agent, not the robot');
  const channel = await channelOfSession(context, session);
  const scope = await robotScope(context, channel);
  // The conversation, read once and only where a reading below needs it.
  let history: Promise<ChatMessage[]> | undefined;
  const conversation = () => (history ??= context.services.messages.ofSession(session.sessionId));
  // The visitor's previous question: "ok" or "thanks" alone is answered in its language, and
  // a follow-up ("and how much is that?") is read after it.
  if (!body.docId) {
    const previous = (await conversation())
      .filter((message) => message.senderType == SENDER_TYPE.visitor && message.msgType == MSG_TYPE.text)
      .at(-1);
    if (previous) scope.previousQuestion = previous.msgContent;
  }
  const asked = await visitorMessage(context.services, session, {
    clientId: body.clientId,
    msgType: MSG_TYPE.text,
    content: body.question,
  });
  const question = asked.message;
  // The same question sent again (a retry after a lost answer) gets the answer it already had.
  if (asked.duplicate) {
    const earlier = (await conversation()).find(
      (message) => message.id > question.id && message.senderType == SENDER_TYPE.robot,
    );
    if (earlier)
      return {
        question,
        answer: earlier,
        answerType: earlier.answerType ?? ROBOT_ANSWER_TYPE.unknown,
        status: ROBOT_ANSWER_STATUS.none,
      };
  }
  const reading = body.docId ? undefined : typedReply(body.question);
  const typed = reading && typedConfirmation(context, await conversation(), question, reading, scope);
  const answer =
    body.declined || typed?.reading == 'no'
      ? declinedAnswer(context, body.question, scope, body.docId ?? typed?.docId)
      : body.docId && body.click
        ? clickedAnswer(context, body.docId, body.question, scope)
        : typed
          ? clickedAnswer(context, typed.docId, typed.question, scope)
          : context.services.robot.ask(body.question, scope);
  const reply = await robotAnswerMessage(context, session, channel, answer);
  const transfers = answer.status == ROBOT_ANSWER_STATUS.transfer;
  return {
    question: transfers ? null : question,
    answer: reply,
    answerType: answer.answerType,
    status: answer.status,
    ...(transfers && { instruction: { system_toCustomerService: true } }),
  };
}

/**
 * "yes" or "no thanks" typed right after "Did you mean: X?" (nothing else said since): the
 * visitor's answer to it, read as the Yes or No button would be. Anything else is a question.
 */
function typedConfirmation(
  context: VisitorContext,
  conversation: readonly ChatMessage[],
  question: ChatMessage,
  reading: 'yes' | 'no',
  scope: RobotScope,
): { docId: number; question: string; reading: 'yes' | 'no' } | undefined {
  const before = conversation.filter((message) => message.id < question.id).at(-1);
  if (before?.senderType != SENDER_TYPE.robot) return undefined;
  const { confirm, suggestions } = robotOffer(before);
  const doc = confirm ? context.services.robot.doc(suggestions[0]!.docId) : undefined;
  return doc && doc.tenantId == scope.tenantId ? { docId: doc.docId, question: doc.question, reading } : undefined;
}

/** What the robot knows of who asks: the channel's language and the visitor's locale, its language's priors. */
async function robotScope(context: VisitorContext, channel: ChannelConfig): Promise<RobotScope> {
  const visitor = await context.services.visitors.get(context.userId);
  return { tenantId: channel.tenantId, channelLang: channel.language, visitorLocale: visitor?.info.locale };
}

/** A suggestion or FAQ entry the visitor clicked: that document, answered with confidence. */
function clickedAnswer(context: VisitorContext, docId: number, question: string, scope: RobotScope): RobotAnswer {
  const doc = context.services.robot.doc(docId);
  if (!doc || doc.tenantId != scope.tenantId) throw notFound('docId: unknown document');
  return {
    answerType: ROBOT_ANSWER_TYPE.answer,
    status: doc.transfer ? ROBOT_ANSWER_STATUS.transfer : ROBOT_ANSWER_STATUS.none,
    doc,
    suggestList: [],
    lang: context.services.robot.language(question, scope),
  };
}

/**
 * The visitor answered No to "Did you mean: X?": the robot says sorry and offers a human, in
 * the language it asked in (the document's; "No" alone tells little of a language).
 */
function declinedAnswer(context: VisitorContext, question: string, scope: RobotScope, docId?: number): RobotAnswer {
  const asked = docId ? context.services.robot.doc(docId) : undefined;
  return {
    answerType: ROBOT_ANSWER_TYPE.unknown,
    status: ROBOT_ANSWER_STATUS.none,
    suggestList: [],
    declined: true,
    lang: asked?.tenantId == scope.tenantId ? asked.lang : context.services.robot.language(question, scope),
  };
}

export async function robotTips(context: VisitorContext, body: VisitorRequest<'robotTips'>) {
  // Tips only for a non-empty trimmed question (spec).
  if (isBlankText(body.question)) return [];
  const channel = await channelOfSession(context, await latestSession(context));
  return context.services.robot.tips(body.question, await robotScope(context, channel));
}

/**
 * A FAQ article, public (see PUBLIC_VISITOR_CALLS): read through a channel, and only a doc of
 * that channel's tenant; another tenant's doc is as unknown as one that does not exist.
 */
export async function getRobotDoc(services: Services, body: VisitorRequest<'getRobotDoc'>) {
  const channel = await services.channels.live(body.channelId);
  if (!channel) throw notFound('channelId: unknown channel');
  const doc = services.robot.doc(body.docId);
  if (!doc || doc.tenantId != channel.config.tenantId) throw notFound('docId: unknown document');
  return { docId: doc.docId, docQuestion: doc.question, docAnswer: doc.answer };
}

/** Useful or not useful, once per answer: the thumbs lock after the choice. */
export async function commentDoc(context: VisitorContext, body: VisitorRequest<'commentDoc'>) {
  const { services, userId } = context;
  if (!services.robot.doc(body.docId)) throw notFound('docId: unknown document');
  if (body.msgId !== undefined) {
    const found = await services.messages.get(body.msgId);
    if (!found || found.userId != userId) throw forbidden('msgId: not your message');
    if (found.message.disabled == ROBOT_FEEDBACK.chosen) throw badRequest('msgId: feedback already given');
    await services.messages.patchExtra(body.msgId, {
      disabled: ROBOT_FEEDBACK.chosen,
      isUseful: body.isUseful ? FLAG.on : FLAG.off,
    });
  }
  await services.docFeedback.add({ docId: body.docId, userId, msgId: body.msgId, useful: body.isUseful });
  return { docId: body.docId, isUseful: body.isUseful };
}
