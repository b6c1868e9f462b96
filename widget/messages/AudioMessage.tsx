// An audio message (msgType 5): msgContent is its URL.

import { safeUrl } from '@shared/safeUrl';
import { useT } from '../i18n/i18n';
import type { ShownMessage } from '../stores/messages';
import { PlainText } from './PlainText';

export function AudioMessage({ message }: { message: ShownMessage }) {
  const t = useT();
  const url = safeUrl(message.msgContent);
  if (!url) return <PlainText text={message.msgContent} />;
  return (
    <audio
      class="msg-audio"
      src={url}
      controls
      preload="metadata"
      aria-label={message.fileName || t('message.audio')}
    />
  );
}
