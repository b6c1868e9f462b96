// How a conversation ended, in the agent's words: a short label for its inbox row and a
// sentence for the conversation. A new end reason is a compile error here until it has both.
import { CHAT_END_REASON, type ChatEndReason } from '@shared/codes';

const REASON: Record<ChatEndReason, string> = {
  // The visitor's own end and the sweep's end of a gone visitor are one code (docs/decisions.md#end-reasons).
  [CHAT_END_REASON.visitorOver]: 'visitorLeft',
  [CHAT_END_REASON.closedByAgent]: 'byAgent',
  [CHAT_END_REASON.openedElsewhere]: 'elsewhere',
};

/** The key under `inbox.ended` (the row) and `conversation.endReason` (the sentence); `unknown` when no reason was kept. */
export const endReasonKey = (outType: ChatEndReason | null): string => (outType == null ? 'unknown' : REASON[outType]);
