// An image (msgType 2): msgContent is its URL. A tap opens the full image in a new tab. One of
// ours still on its way shows its local preview with the spec's progress bar.

import { safeUrl } from '@shared/safeUrl';
import { useT } from '../i18n/i18n';
import type { ShownMessage } from '../stores/messages';
import { PlainText } from './PlainText';

export function ImageMessage({ message }: { message: ShownMessage }) {
  const t = useT();
  const name = message.fileName || t('message.image');
  const sending = message.status == 'loading' || message.status == 'waiting' || message.status == 'failed';
  if (message.previewUrl && (sending || !message.msgContent))
    return (
      <span class="msg-image msg-image--local">
        <img src={message.previewUrl} alt={name} decoding="async" />
        {message.progress !== undefined && message.status == 'loading' && (
          <progress
            class="msg-image__progress"
            max={100}
            value={message.progress}
            aria-label={t('upload.progress', { name })}
          />
        )}
      </span>
    );
  const url = safeUrl(message.msgContent);
  if (!url) return <PlainText text={message.msgContent} />;
  return (
    <a class="msg-image" href={url} target="_blank" rel="noopener noreferrer">
      <img src={url} alt={name} loading="lazy" decoding="async" />
    </a>
  );
}
