// The header: the agent (face, nickname, signature) or the robot (icon, name); the typing
// hint replaces the title while the agent types; back outside a frame, close inside one.
import { useStore } from '@nanostores/react';
import { VISITOR_STATUS } from '@shared/codes';
import { isWithinWorkingHours } from '@shared/workingHours';
import type { Ref } from 'react';
import { useT } from '../../i18n/i18n';
import { $channel } from '../../stores/channel';
import { $agentTyping } from '../../stores/events';
import { $agent, $session } from '../../stores/session';
import { BackIcon, CloseIcon } from '../icons';

interface Props {
  /** In a frame: hides the panel on the host page; in a window opened with `close`: closes it. */
  onClose?: () => void;
  /** Outside a frame, when the visitor came from another page. */
  onBack?: () => void;
  closeRef?: Ref<HTMLButtonElement>;
}

export function ChatHeader({ onClose, onBack, closeRef }: Props) {
  const t = useT();
  const channel = useStore($channel);
  const agent = useStore($agent);
  const session = useStore($session);
  const typing = useStore($agentTyping);
  const withAgent = session?.status == VISITOR_STATUS.agent && agent;
  const name = withAgent ? agent.adminNick : channel?.robotName || t('chat.title');
  // Outside working hours the header says so first, not "we usually answer within a minute".
  const closed = !withAgent && channel && !isWithinWorkingHours(channel.workingHours, new Date());
  const subtitle = withAgent ? agent.adminCardSign : closed ? t('chat.closedNow') : channel?.titleDesc;
  const face = withAgent ? agent.adminFace : channel?.robotIcon;
  return (
    <header class="chat-header">
      {onBack && (
        <button type="button" class="chat-header__icon" aria-label={t('chat.back')} onClick={onBack}>
          <BackIcon />
        </button>
      )}
      <span class="chat-header__avatar" aria-hidden="true">
        {face ? <img src={face} alt="" /> : (name[0] ?? '?').toUpperCase()}
      </span>
      <div class="chat-header__text">
        <h1 class="chat-header__title" aria-live="polite">
          {typing && withAgent ? t('chat.agentTyping') : name}
        </h1>
        {subtitle && <p class="chat-header__subtitle">{subtitle}</p>}
      </div>
      {onClose && (
        <button ref={closeRef} type="button" class="chat-header__icon" aria-label={t('chat.close')} onClick={onClose}>
          <CloseIcon />
        </button>
      )}
    </header>
  );
}
