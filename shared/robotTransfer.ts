// After a robot answer the channel may offer a human: a button, an automatic transfer or
// nothing, configured per answer type. The server marks the answer with a button by this
// rule and the widget transfers automatically by it, so both read it from here.
import type { ChannelConfig } from './api/channel';
import { ROBOT_ANSWER_TYPE, type RobotAnswerType, type RobotTransferMode } from './codes';

/** The transfer mode after an answer of this type; an unknown or missing type is the "unknown" answer's. */
export function robotTransferMode(
  channel: Pick<
    ChannelConfig,
    'robotAnswerTransferUserMode' | 'robotGuideTransferUserMode' | 'robotUnknownTransferUserMode'
  >,
  answerType: RobotAnswerType | undefined,
): RobotTransferMode {
  switch (answerType) {
    case ROBOT_ANSWER_TYPE.answer:
      return channel.robotAnswerTransferUserMode;
    case ROBOT_ANSWER_TYPE.guide:
      return channel.robotGuideTransferUserMode;
    default:
      return channel.robotUnknownTransferUserMode;
  }
}
