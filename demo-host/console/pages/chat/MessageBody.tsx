// What a message says, by its msgType. Whatever a visitor wrote is shown as text, never
// HTML, whatever msgType it claims (only a file uploaded here is drawn as one); rich text
// from the robot or an agent goes through the widget's sanitiser; pictures, files and cards
// are drawn from their fields, with only safe URLs. A picture, a file or a card that fails
// its check is shown as its text.
import { type ChatMessage, FILES_PATH } from '@shared/api';
import { CARD_FIELDS, type CardKind } from '@shared/cards';
import { MSG_TYPE, SENDER_TYPE } from '@shared/codes';
import { safeLinkUrl, safeUrl } from '@shared/safeUrl';
import { formatFileSize } from '@shared/ui/formatFileSize';
import { parseCard } from '@shared/ui/parseCard';
import { RichText } from '@shared/ui/RichText';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import { FormAnswerView, FormSentView } from './FormMessage';
import { FaqGuide } from './RobotOffer';

function Picture({ message, url }: { message: ChatMessage; url: string }) {
  const t = useT();
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      <img class="cmsg__image" src={url} alt={message.fileName || t('conversation.image')} />
    </a>
  );
}

function FileLink({ message, url }: { message: ChatMessage; url: string }) {
  const t = useT();
  return (
    <a
      class="cmsg__file"
      href={url}
      download={message.fileName || true}
      aria-label={t('conversation.download', { name: message.fileName || url })}
    >
      <Icon name="clip" /> {message.fileName || url.split('/').at(-1)} {formatFileSize(message.size)}
    </a>
  );
}

function Card({ message, kind }: { message: ChatMessage; kind: CardKind }) {
  const card = parseCard(message.msgContent, CARD_FIELDS[kind]);
  if (!card) return <>{message.msgContent}</>;
  const picture = safeUrl(card.imgUrl);
  const link = safeLinkUrl(card.fromUrl);
  const facts = [card.label, card.orderCode, card.orderStatus].filter(Boolean).join(' · ');
  return (
    <div class="ccard">
      {picture && <img src={picture} alt="" />}
      <div>
        <strong>
          {link ? (
            <a href={link} target="_blank" rel="noopener noreferrer">
              {card.title}
            </a>
          ) : (
            card.title
          )}
        </strong>
        {card.describe && <p>{card.describe}</p>}
        {facts && <p class="muted">{facts}</p>}
      </div>
    </div>
  );
}

/** Where a file a visitor uploaded is served: nothing else of theirs is drawn as a picture or a link. */
const UPLOADED_FILE = new RegExp(`^${FILES_PATH}[\\w-]+(\\.\\w+)?$`);

/**
 * A visitor's message, whatever its msgType claims, is its words as text: never rich text, a
 * card or a link of theirs. Only a picture or a file uploaded here is drawn as one (defence in
 * depth: the server already stores a visitor's auto messages as text and checks file URLs).
 */
function VisitorMessageBody({ message }: { message: ChatMessage }) {
  // A visitor's msgType 10 is an answer to a form: its answers, as text.
  if (message.msgType == MSG_TYPE.dynamicForm) return <FormAnswerView message={message} />;
  const url = UPLOADED_FILE.test(message.msgContent) ? safeUrl(message.msgContent) : undefined;
  if (url && message.msgType == MSG_TYPE.image) return <Picture message={message} url={url} />;
  if (
    url &&
    (message.msgType == MSG_TYPE.file || message.msgType == MSG_TYPE.audio || message.msgType == MSG_TYPE.video)
  )
    return <FileLink message={message} url={url} />;
  return <>{message.msgContent}</>;
}

/** A system notice with an i18n key (a call's start or end): in the agent's language; a key we lack reads as the server's English. */
function SystemNotice({ message, noticeKey }: { message: ChatMessage; noticeKey: string }) {
  const t = useT();
  return <>{t(noticeKey, { ...message.noticeValues, defaultValue: message.msgContent })}</>;
}

export function MessageBody({ message }: { message: ChatMessage }) {
  if (message.senderType == SENDER_TYPE.visitor) return <VisitorMessageBody message={message} />;
  if (message.senderType == SENDER_TYPE.system && message.noticeKey)
    return <SystemNotice message={message} noticeKey={message.noticeKey} />;
  const url = safeUrl(message.msgContent);
  const text = <>{message.msgContent}</>;
  const kind = message.msgType;
  switch (kind) {
    case MSG_TYPE.image:
      return url ? <Picture message={message} url={url} /> : text;
    case MSG_TYPE.file:
    case MSG_TYPE.audio:
    case MSG_TYPE.video:
      return url ? <FileLink message={message} url={url} /> : text;
    case MSG_TYPE.goodsCard:
      return <Card message={message} kind="goods" />;
    case MSG_TYPE.orderCard:
      return <Card message={message} kind="order" />;
    case MSG_TYPE.card:
    case MSG_TYPE.richText:
      return <RichText html={message.msgContent} />;
    case MSG_TYPE.dynamicForm:
    case MSG_TYPE.externalForm:
      return <FormSentView message={message} />;
    // No view of their own in the console: their text.
    case MSG_TYPE.text:
    case MSG_TYPE.linkCard:
    case MSG_TYPE.autoTipList:
      return text;
    case MSG_TYPE.faqPanel:
      return <FaqGuide message={message} />;
    default:
      // A code the server sends that we do not know yet.
      kind satisfies never;
      return text;
  }
}
