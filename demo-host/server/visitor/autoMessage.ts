// What a visitor's addSessionMsg may store. The widget records one kind of auto message:
// the pair of a quick-menu entry of type 7 (the visitor's question, then the robot's answer
// 200 ms later; widget/stores/chat.ts `autoAnswer`). Both words come from the channel's
// configuration, found by menuId: the visitor chooses neither the text nor who says it.
// Whatever else a visitor asks to save is the visitor's own words: sender visitor, plain text,
// whatever senderType or msgType the request claimed.
import type { ChannelConfig } from '@shared/api';
import type { VisitorRequest } from '@shared/api/requests';
import { autoAnswerPair } from '@shared/autoAnswer';
import { MSG_TYPE, SENDER_TYPE } from '@shared/codes';
import { isBlankText } from '@shared/validation';
import { badRequest, forbidden } from '../http/reply';

export interface AutoMessage {
  senderType: typeof SENDER_TYPE.visitor | typeof SENDER_TYPE.robot;
  /** The robot's name from the configuration; a visitor's message takes the visitor's name where it is stored. */
  senderName: string;
  msgType: typeof MSG_TYPE.text;
  content: string;
}

export function autoMessage(
  channel: ChannelConfig,
  body: Omit<VisitorRequest<'addSessionMsg'>, 'userId'>,
): AutoMessage {
  if (body.senderType == SENDER_TYPE.agent) throw forbidden('senderType: a visitor cannot write as an agent');
  if (body.menuId === undefined) {
    if (isBlankText(body.content)) throw badRequest('content: is empty');
    return { senderType: SENDER_TYPE.visitor, senderName: '', msgType: MSG_TYPE.text, content: body.content };
  }
  const pair = autoAnswerPair(channel.chatMenuConfigList.find((menu) => menu.id == body.menuId));
  if (!pair) throw badRequest('menuId: not a question-and-answer entry of this channel');
  return body.senderType == SENDER_TYPE.robot
    ? { senderType: SENDER_TYPE.robot, senderName: channel.robotName, msgType: MSG_TYPE.text, content: pair.answer }
    : { senderType: SENDER_TYPE.visitor, senderName: '', msgType: MSG_TYPE.text, content: pair.question };
}
