// What a message says, by its msgType (chat spec, section 3). A type we do not know is
// shown as its plain text, never as HTML.
import { MSG_TYPE, SENDER_TYPE } from '@shared/codes';
import { parseFaqList } from '@shared/faqGuide';
import { RichText } from '@shared/ui/RichText';
import { LOCAL_MSG_TYPE, type ShownMessage } from '../stores/messages';
import { AudioMessage } from './AudioMessage';
import { AutoTipList } from './AutoTipList';
import type { MessageActions } from './actions';
import { ChatFormMessage, FormAnswerMessage } from './ChatFormMessage';
import { FaqPanel } from './FaqPanel';
import { FileMessage } from './FileMessage';
import { GoodsCard } from './GoodsCard';
import { ImageMessage } from './ImageMessage';
import { LinkCard } from './LinkCard';
import { Notice } from './Notice';
import { OrderCard } from './OrderCard';
import { PlainText } from './PlainText';
import { RobotAnswer } from './RobotAnswer';
import { RobotExtras } from './RobotExtras';
import { StandaloneCardContent } from './StandaloneCard';
import { TextMessage } from './TextMessage';
import { TypingDots } from './TypingDots';
import { VideoMessage } from './VideoMessage';

export interface MessageBodyProps {
  message: ShownMessage;
  actions: MessageActions;
}

/** msgType 3 is a robot answer; from anyone else, a card when its content is a JSON object. */
const isCardJson = (message: ShownMessage) =>
  message.senderType != SENDER_TYPE.robot && message.msgContent?.trim().startsWith('{');

function MessageKind({ message, actions }: MessageBodyProps) {
  const content = message.msgContent ?? '';
  const kind = message.msgType;
  switch (kind) {
    case LOCAL_MSG_TYPE.robotTyping:
      return <TypingDots />;
    case LOCAL_MSG_TYPE.notice:
      return <Notice message={message} />;
    case MSG_TYPE.faqPanel:
      return <FaqPanel faqList={parseFaqList(content)} actions={actions} />;
    case LOCAL_MSG_TYPE.standaloneCard:
      return <StandaloneCardContent content={content} card={message.card} />;
    case MSG_TYPE.text:
      return <TextMessage text={content} />;
    case MSG_TYPE.image:
      return <ImageMessage message={message} />;
    case MSG_TYPE.card:
      return isCardJson(message) ? (
        <StandaloneCardContent content={content} card={message.card} />
      ) : (
        <RobotAnswer message={message} actions={actions} />
      );
    case MSG_TYPE.file:
      return <FileMessage message={message} />;
    case MSG_TYPE.audio:
      return <AudioMessage message={message} />;
    case MSG_TYPE.video:
      return <VideoMessage message={message} />;
    case MSG_TYPE.goodsCard:
      return <GoodsCard content={content} />;
    case MSG_TYPE.orderCard:
      return <OrderCard content={content} />;
    case MSG_TYPE.linkCard:
      return <LinkCard content={content} />;
    case MSG_TYPE.richText:
      return <RichText html={content} />;
    case MSG_TYPE.autoTipList:
      return <AutoTipList content={content} actions={actions} />;
    // A visitor's msgType 10 is an answer to a form; a visitor never sends a form of their own.
    case MSG_TYPE.dynamicForm:
      return message.senderType == SENDER_TYPE.visitor ? <FormAnswerMessage /> : <ChatFormMessage message={message} />;
    case MSG_TYPE.externalForm:
      return message.senderType == SENDER_TYPE.visitor ? (
        <PlainText text={content} />
      ) : (
        <ChatFormMessage message={message} />
      );
    default:
      // A code the server sends that we do not know yet.
      kind satisfies never;
      return <PlainText text={content} />;
  }
}

export function MessageBody(props: MessageBodyProps) {
  const { message, actions } = props;
  // The robot's guide and unknown-question texts (msgType 1) carry suggestions and the
  // transfer button too; its answers (msgType 3) place them themselves.
  if (message.senderType != SENDER_TYPE.robot || message.msgType === MSG_TYPE.card) return <MessageKind {...props} />;
  return (
    <>
      <MessageKind {...props} />
      <RobotExtras message={message} actions={actions} />
    </>
  );
}
