// What the robot offered the visitor with a message, as the visitor saw it, in the console's
// compact form: the suggested questions of a guide ("Did you mean one of these?"), its chips,
// and the transfer button; and its welcome guide, the frequent questions. Shown, not
// pressable: they were the visitor's to choose.
import type { ChatMessage } from '@shared/api';
import { parseFaqList } from '@shared/faqGuide';
import { robotOffer } from '@shared/robotOffer';
import { useT } from '../../i18n';

/** The robot's welcome guide (msgType 99): the frequent questions the visitor was offered. */
export function FaqGuide({ message }: { message: ChatMessage }) {
  const t = useT();
  const questions = parseFaqList(message.msgContent);
  return (
    <div class="cmsg__offer">
      <p class="cmsg__offer-note">{t('conversation.faqOffered')}</p>
      <ul class="cmsg__suggestions" aria-label={t('conversation.faqOffered')}>
        {questions.map((entry, index) => (
          <li key={`${entry.docId}-${index}`}>{entry.question}</li>
        ))}
      </ul>
    </div>
  );
}

export function RobotOffer({ message }: { message: ChatMessage }) {
  const t = useT();
  const { suggestions, chips, transfer } = robotOffer(message);
  if (!suggestions.length && !chips.length && !transfer) return null;
  return (
    <div class="cmsg__offer">
      {suggestions.length > 0 && (
        <ul class="cmsg__suggestions" aria-label={t('conversation.suggested')}>
          {suggestions.map((suggestion, index) => (
            <li key={`${suggestion.docId}-${index}`}>{suggestion.question}</li>
          ))}
        </ul>
      )}
      {chips.length > 0 && (
        <ul class="cmsg__chips" aria-label={t('conversation.chips')}>
          {chips.map((chip, index) => (
            <li key={index}>{chip.value}</li>
          ))}
        </ul>
      )}
      {transfer && <p class="cmsg__offer-note">{t('conversation.transferOffered')}</p>}
    </div>
  );
}
