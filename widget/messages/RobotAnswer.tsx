// A robot answer (msgType 3 from the robot): the answer's rich text, its card, the
// suggestions, buttons and transfer button, and the useful / not useful thumbs.
import { hasFullArticle } from '@shared/articleLink';
import { RichText } from '@shared/ui/RichText';
import type { ShownMessage } from '../stores/messages';
import { AnswerFeedback } from './AnswerFeedback';
import { ArticleLink } from './ArticleLink';
import type { MessageActions } from './actions';
import { RobotExtras } from './RobotExtras';
import { StandaloneCard } from './StandaloneCard';

export function RobotAnswer({ message, actions }: { message: ShownMessage; actions: MessageActions }) {
  return (
    <div class="msg-answer">
      {message.msgContent && <RichText html={message.msgContent} />}
      {message.docId !== undefined && message.msgContent && hasFullArticle(message.msgContent) && (
        <ArticleLink docId={message.docId} label={message.robotLabels?.readFull} />
      )}
      {message.card && <StandaloneCard card={message.card} />}
      <RobotExtras message={message} actions={actions} />
      <AnswerFeedback message={message} actions={actions} />
    </div>
  );
}
