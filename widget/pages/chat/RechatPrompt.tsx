// The chat has ended: starting again reloads the page and a new conversation begins (spec).
// The end itself is said once, in the list (the channel's closing words or a notice). The
// ended conversation can still be e-mailed, when the server sends mail: the moment a visitor
// most wants a copy.
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/i18n';
import { $channel } from '../../stores/channel';
import { offersTranscript, openTranscriptMail } from '../../stores/transcript';

export function RechatPrompt() {
  const t = useT();
  const channel = useStore($channel);
  return (
    <div class="rechat">
      <button type="button" class="button button--primary" onClick={() => location.reload()}>
        {t('chat.rechat')}
      </button>
      {offersTranscript(channel) && (
        <button type="button" class="button" aria-haspopup="dialog" onClick={openTranscriptMail}>
          {t('chat.mailTranscript')}
        </button>
      )}
    </div>
  );
}
