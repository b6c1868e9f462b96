// A message as the agent sees it. Whatever a visitor wrote is shown as text, never HTML;
// rich text from the robot or an agent goes through the widget's sanitiser; pictures,
// files and cards are drawn from their fields, with only safe URLs.
import type { ChatMessage } from '../../../../shared/api';
import { CARD_FIELDS, cardKindOf } from '../../../../shared/cards';
import { safeLinkUrl, safeUrl } from '../../../../shared/safeUrl';
import { formatMessageTime } from '../../../../shared/time';
import { formatFileSize } from '../../../../widget/messages/formatFileSize';
import { parseCard } from '../../../../widget/messages/parseCard';
import { RichText } from '../../../../widget/messages/RichText';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';

const FILE_TYPES = [4, 5, 6];

function Body({ message }: { message: ChatMessage }) {
  const t = useT();
  const url = safeUrl(message.msgContent);
  if (message.msgType == 2 && url)
    return (
      <a href={url} target="_blank" rel="noopener noreferrer">
        <img class="cmsg__image" src={url} alt={message.fileName || t('conversation.image')} />
      </a>
    );
  if (FILE_TYPES.includes(message.msgType) && url)
    return (
      <a class="cmsg__file" href={url} download={message.fileName || true} aria-label={t('conversation.download', { name: message.fileName || url })}>
        <Icon name="clip" /> {message.fileName || url.split('/').at(-1)} {formatFileSize(message.size)}
      </a>
    );
  const cardKind = cardKindOf(message.msgType);
  const card = cardKind && parseCard(message.msgContent, CARD_FIELDS[cardKind]);
  if (card) {
    const picture = safeUrl(card.imgUrl);
    const link = safeLinkUrl(card.fromUrl);
    const facts = [card.label, card.orderCode, card.orderStatus].filter(Boolean).join(' · ');
    return (
      <div class="ccard">
        {picture && <img src={picture} alt="" />}
        <div>
          <strong>{link ? <a href={link} target="_blank" rel="noopener noreferrer">{card.title}</a> : card.title}</strong>
          {card.describe && <p>{card.describe}</p>}
          {facts && <p class="muted">{facts}</p>}
        </div>
      </div>
    );
  }
  if (message.senderType != 1 && (message.msgType == 3 || message.msgType == 12)) return <RichText html={message.msgContent} />;
  return <>{message.msgContent}</>;
}

export function MessageView({ message, mine, onRecall }: { message: ChatMessage; mine: boolean; onRecall?: () => void }) {
  const t = useT();
  const who = message.senderType == 1 ? t('conversation.visitor') : message.senderType == 3 ? t('conversation.robot') : message.senderType == 4 ? t('conversation.system') : message.senderName;
  return (
    <li class={`cmsg cmsg--${message.senderType == 1 ? 'visitor' : message.senderType == 2 ? 'agent' : 'other'}${message.insideFlag ? ' cmsg--internal' : ''}`}>
      <div class="cmsg__meta">
        <span>{who}</span> <time>{formatMessageTime(message.msgTime)}</time>
        {message.insideFlag ? <em> · {t('conversation.internal')}</em> : null}
      </div>
      <div class="cmsg__body">{message.recallFlag ? t('conversation.recalled') : <Body message={message} />}</div>
      {mine && onRecall && !message.recallFlag && (
        <button type="button" class="link" onClick={onRecall}>
          {t('conversation.recall')}
        </button>
      )}
    </li>
  );
}
