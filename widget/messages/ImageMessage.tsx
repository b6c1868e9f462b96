// An image (msgType 2): msgContent is its URL. A tap opens the full image in a new tab.
import type { ShownMessage } from '../stores/messages';
import { useT } from '../i18n/i18n';
import { PlainText } from './PlainText';
import { safeUrl } from '../../shared/safeUrl';

export function ImageMessage({ message }: { message: ShownMessage }) {
  const t = useT();
  const url = safeUrl(message.msgContent);
  if (!url) return <PlainText text={message.msgContent} />;
  return (
    <a class="msg-image" href={url} target="_blank" rel="noopener noreferrer">
      <img src={url} alt={message.fileName || t('message.image')} loading="lazy" decoding="async" />
    </a>
  );
}
