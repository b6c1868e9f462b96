// The robot is thinking (local msgType 'animation'): three dots, announced once by name.
import { useT } from '../i18n/i18n';

export function TypingDots() {
  const t = useT();
  return (
    <span class="msg-typing" role="status" aria-label={t('message.robotThinking')}>
      <span class="msg-typing__dot" aria-hidden="true" />
      <span class="msg-typing__dot" aria-hidden="true" />
      <span class="msg-typing__dot" aria-hidden="true" />
    </span>
  );
}
