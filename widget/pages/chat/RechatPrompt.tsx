// The chat has ended: starting again reloads the page and a new conversation begins (spec).
import { useT } from '../../i18n/i18n';

export function RechatPrompt() {
  const t = useT();
  return (
    <div class="rechat">
      <p>{t('chat.ended')}</p>
      <button type="button" class="button button--primary" onClick={() => location.reload()}>
        {t('chat.rechat')}
      </button>
    </div>
  );
}
