// What the robot offered the visitor with a message, as the visitor saw it, in the console's
// compact form: the suggested questions of a guide ("Did you mean one of these?"), its chips,
// and the transfer button. Shown, not pressable: they were the visitor's to choose.
import type { ChatMessage } from '../../../../shared/api';
import { robotOffer } from '../../../../shared/robotOffer';
import { useT } from '../../i18n';

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
