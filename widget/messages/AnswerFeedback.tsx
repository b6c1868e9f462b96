// Useful / not useful under a robot answer. `disabled` is the server's feedback state:
// offered, chosen (the choice, isUseful, shows locked), or hidden (also when absent).

import { FLAG, ROBOT_FEEDBACK } from '@shared/codes';
import { useState } from 'react';
import { useT } from '../i18n/i18n';
import type { ShownMessage } from '../stores/messages';
import type { MessageActions } from './actions';

const THUMB_PATH = 'M7 10v11H3V10zm2 11h8.3a2 2 0 0 0 2-1.6l1.3-7A2 2 0 0 0 18.6 10H14V5.5A2.5 2.5 0 0 0 11.5 3L9 10z';

export function AnswerFeedback({ message, actions }: { message: ShownMessage; actions: MessageActions }) {
  const t = useT();
  // Locks at once on a click, before the store records the choice: one answer, one rating.
  const [clicked, setClicked] = useState<boolean | undefined>(undefined);
  if (message.disabled !== ROBOT_FEEDBACK.offered && message.disabled !== ROBOT_FEEDBACK.chosen) return null;
  const recorded = message.disabled == ROBOT_FEEDBACK.chosen;
  // In the message's language when the server says (robotLabels), else the widget's.
  const labels = message.robotLabels;
  const given = recorded ? (message.isUseful === undefined ? undefined : message.isUseful == FLAG.on) : clicked;
  const locked = recorded || clicked !== undefined;
  const rate = (useful: boolean) => {
    if (locked) return;
    setClicked(useful);
    actions.rateAnswer(message, useful);
  };
  const thumb = (useful: boolean) => (
    <button
      type="button"
      class={'msg-thumb' + (useful ? '' : ' msg-thumb--down')}
      data-useful={useful ? '1' : '0'}
      aria-pressed={given === useful}
      disabled={locked}
      onClick={() => rate(useful)}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path d={THUMB_PATH} fill="currentColor" />
      </svg>
      <span>{useful ? labels?.useful || t('message.useful') : labels?.notUseful || t('message.notUseful')}</span>
    </button>
  );
  return (
    <div class="msg-feedback" role="group" dir="auto" aria-label={labels?.feedback || t('message.feedback')}>
      {thumb(true)}
      {thumb(false)}
    </div>
  );
}
