// What the robot offered the visitor with a message: the suggested questions of a guide, its
// chips, the transfer button. The widget draws them to press; the console, to read.
import type { ChatMessage } from './api';
import { FLAG, ROBOT_ANSWER_TYPE } from './codes';

export const robotOffer = (
  message: Pick<ChatMessage, 'suggestList' | 'btnList' | 'showTransferBtn' | 'answerType'>,
) => {
  const suggestions = (message.suggestList ?? []).filter((suggestion) => suggestion?.question);
  return {
    suggestions,
    chips: (message.btnList ?? []).filter((chip) => chip?.value),
    transfer: message.showTransferBtn == FLAG.on,
    /** A guide with one suggestion asks "Did you mean: X?": answered Yes or No, not by picking from a list. */
    confirm: message.answerType == ROBOT_ANSWER_TYPE.guide && suggestions.length == 1,
  };
};
