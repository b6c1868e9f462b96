// A video message (msgType 6): msgContent is its URL. Inline on iOS, and only its
// metadata is fetched until the visitor plays it.

import { safeUrl } from '@shared/safeUrl';
import { useT } from '../i18n/i18n';
import type { ShownMessage } from '../stores/messages';
import { PlainText } from './PlainText';

export function VideoMessage({ message }: { message: ShownMessage }) {
  const t = useT();
  const url = safeUrl(message.msgContent);
  if (!url) return <PlainText text={message.msgContent} />;
  return (
    <video
      class="msg-video"
      src={url}
      controls
      playsinline
      preload="metadata"
      aria-label={message.fileName || t('message.video')}
    />
  );
}
