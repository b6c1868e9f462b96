// A file (msgType 4): msgContent is its URL; the name and size come with the message.

import { safeUrl } from '@shared/safeUrl';
import { formatFileSize } from '@shared/ui/formatFileSize';
import { useT } from '../i18n/i18n';
import { isUnuploadedFile, type ShownMessage } from '../stores/messages';
import { PlainText } from './PlainText';

/** The last path segment of a URL, for a file sent without a name. */
function nameFromUrl(url: string): string {
  const last = url.split(/[?#]/)[0]!.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export function FileMessage({ message }: { message: ShownMessage }) {
  const t = useT();
  const url = safeUrl(message.msgContent);
  // Without a URL: our own file still uploading (its name only), or text to show as it is.
  if (!url && !isUnuploadedFile(message)) return <PlainText text={message.msgContent} />;
  const name = message.fileName || (url && nameFromUrl(url)) || t('message.file');
  const size = formatFileSize(message.size);
  const body = (
    <>
      <svg class="msg-file__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        <path
          d="M6 2h8l5 5v15H6z M14 2v5h5"
          fill="none"
          stroke="currentColor"
          stroke-width="1.6"
          stroke-linejoin="round"
        />
      </svg>
      <span class="msg-file__info">
        <span class="msg-file__name">{name}</span>
        {size && <span class="msg-file__size">{size}</span>}
      </span>
      {url && <span class="msg-file__download">{t('message.download')}</span>}
    </>
  );
  if (!url) return <span class="msg-file">{body}</span>;
  return (
    // target: a cross-origin URL ignores `download` and would otherwise replace the chat.
    <a class="msg-file" href={url} download={name} target="_blank" rel="noopener noreferrer">
      {body}
    </a>
  );
}
