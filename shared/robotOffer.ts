// What the robot offered the visitor with a message: the suggested questions of a guide, its
// chips, the transfer button. The widget draws them to press; the console, to read.
import type { ChatMessage } from './api';
import { FLAG } from './codes';

export const robotOffer = (message: Pick<ChatMessage, 'suggestList' | 'btnList' | 'showTransferBtn'>) => ({
  suggestions: (message.suggestList ?? []).filter((suggestion) => suggestion?.question),
  chips: (message.btnList ?? []).filter((chip) => chip?.value),
  transfer: message.showTransferBtn == FLAG.on,
});
