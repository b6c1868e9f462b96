// The chat has ended: starting again reloads the page and a new conversation begins (spec).
// The end itself is said once, in the list (the channel's closing words or a notice).
import { useT } from '../../i18n/i18n';

export function RechatPrompt() {
  const t = useT();
  return (
    <div class="rechat">
      <button type="button" class="button button--primary" onClick={() => location.reload()}>
        {t('chat.rechat')}
      </button>
    </div>
  );
}
