// What the robot offers under any of its messages: suggested questions, follow-up
// buttons and the "transfer to a human" button; a guide of one suggestion asks Yes or No.
// Nothing when it offers none.
import { useStore } from '@nanostores/react';
import { robotOffer } from '@shared/robotOffer';
import { useT } from '../i18n/i18n';
import type { ShownMessage } from '../stores/messages';
import { $openConfirm } from '../stores/robot';
import type { MessageActions } from './actions';

export function RobotExtras({ message, actions }: { message: ShownMessage; actions: MessageActions }) {
  const t = useT();
  const { suggestions, chips: buttons, transfer, confirm } = robotOffer(message);
  // Yes and No answer only the latest "Did you mean"; an answered one stays to read, its buttons off.
  const answered = useStore($openConfirm) != message.key;
  if (!suggestions.length && !buttons.length && !transfer) return null;
  const only = suggestions[0];
  // Labelled in the message's language when the server says (a question typed in another language than the widget's).
  const labels = message.robotLabels;
  const yes = labels?.yes || t('message.confirmYes');
  const no = labels?.no || t('message.confirmNo');
  return (
    <div class="msg-extras">
      {confirm && only && (
        <div class="msg-chips msg-confirm">
          <button
            type="button"
            class="msg-chip"
            dir="auto"
            disabled={answered}
            onClick={() => actions.askDocument(only.docId, only.question)}
          >
            {yes}
          </button>
          <button
            type="button"
            class="msg-chip"
            dir="auto"
            disabled={answered}
            onClick={() => actions.decline(only.docId, no)}
          >
            {no}
          </button>
        </div>
      )}
      {!confirm && suggestions.length > 0 && (
        <ul class="msg-suggestions">
          {suggestions.map((suggestion, index) => (
            <li key={`${suggestion.docId}-${index}`}>
              <button
                type="button"
                class="msg-suggestion"
                dir="auto"
                onClick={() => actions.askDocument(suggestion.docId, suggestion.question)}
              >
                {suggestion.question}
              </button>
            </li>
          ))}
        </ul>
      )}
      {buttons.length > 0 && (
        <div class="msg-chips">
          {buttons.map((button, index) => (
            <button key={index} type="button" class="msg-chip" onClick={() => actions.sendText(button.value)}>
              {button.value}
            </button>
          ))}
        </div>
      )}
      {transfer && (
        <button
          type="button"
          class="msg-transfer"
          dir="auto"
          disabled={!actions.canTransfer}
          onClick={() => actions.transfer()}
        >
          {labels?.transfer || t('message.transfer')}
        </button>
      )}
    </div>
  );
}
