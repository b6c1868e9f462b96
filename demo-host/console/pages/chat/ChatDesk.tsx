// Chats: the inbox, the open conversation and the visitor. A live conversation can be
// written to, recalled from, transferred, rated and ended (End and Recall asked first); a
// closed one opens read-only with its rating. Alt+↑/↓ moves through the inbox's rows.
import { useStore } from '@nanostores/react';
import type { Conversation } from '@shared/api';
import { SENDER_TYPE, VISITOR_STATUS } from '@shared/codes';
import { useEffect, useRef } from 'react';
import { endReasonKey } from '../../components/endReason';
import { useT } from '../../i18n';
import { $me } from '../../stores/auth';
import { $rows } from '../../stores/inbox';
import { ask } from '../../stores/question';
import {
  $conversation,
  $openId,
  $visitorTyping,
  act,
  openConversation,
  recall,
  refreshSessions,
} from '../../stores/workspace';
import { RatingView } from '../ratings/RatingView';
import { CallButtons } from './CallButtons';
import { Composer } from './Composer';
import { InboxList } from './InboxList';
import { MessageView } from './MessageView';
import { TransferControl } from './TransferControl';
import { VisitorDetails } from './VisitorDetails';

/** The row `step` places from the open one in the shown box (the first when none is open). */
export const neighbour = (ids: number[], openId: number | undefined, step: 1 | -1) => {
  const at = openId === undefined ? -1 : ids.indexOf(openId);
  const next = at < 0 ? (step > 0 ? 0 : ids.length - 1) : at + step;
  return ids[next];
};

function useInboxKeys() {
  useEffect(() => {
    const move = (event: KeyboardEvent) => {
      if (!event.altKey || (event.key != 'ArrowUp' && event.key != 'ArrowDown')) return;
      const ids = $rows.get().map((row) => row.sessionId);
      const next = neighbour(ids, $openId.get(), event.key == 'ArrowDown' ? 1 : -1);
      if (next === undefined || $rows.get().find((row) => row.sessionId == next)?.status == VISITOR_STATUS.queued)
        return;
      event.preventDefault();
      void openConversation(next).then(() => document.querySelector<HTMLElement>(`[data-session="${next}"]`)?.focus());
    };
    window.addEventListener('keydown', move);
    return () => window.removeEventListener('keydown', move);
  }, []);
}

/** Sent, then what the visitor gave: the rating's state in the conversation's bar. */
function RatingState({ conversation }: { conversation: Conversation }) {
  const t = useT();
  if (conversation.ratings.length) return null;
  if (!conversation.ratingInvitedAt) return null;
  return (
    <span class="desk__note" role="status">
      {t('conversation.invited')}
    </span>
  );
}

export function ChatDesk() {
  const t = useT();
  const conversation = useStore($conversation);
  const typing = useStore($visitorTyping);
  const listRef = useRef<HTMLOListElement>(null);
  /** With an agent: it can be written to, recalled from, transferred, rated and ended. */
  const me = useStore($me);
  const live = conversation?.status == VISITOR_STATUS.agent;
  /** The agent calls only the visitors of their own live conversations. */
  const callable = live && conversation.adminId == me?.adminId;
  useInboxKeys();

  useEffect(() => {
    void refreshSessions();
  }, []);

  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [conversation?.messages.length]);

  const endChat = async (sessionId: number, name: string) => {
    const answer = await ask(
      t('conversation.endTitle', { name }),
      [{ value: 'end', label: t('conversation.end'), danger: true }],
      t('conversation.endText'),
    );
    if (answer != 'end') return;
    await act('end', sessionId);
    // The End button is gone with the live conversation: focus goes back to the inbox, never to nowhere.
    document.querySelector<HTMLElement>('.inbox__tab[aria-selected="true"]')?.focus();
  };
  const recallMessage = async (msgId: number) => {
    const answer = await ask(
      t('conversation.recallTitle'),
      [{ value: 'recall', label: t('conversation.recall'), danger: true }],
      t('conversation.recallText'),
    );
    if (answer == 'recall') await recall(msgId);
  };

  return (
    <div class="desk">
      <InboxList />
      <main class="desk__chat">
        {!conversation ? (
          <p class="muted desk__empty">{t('conversation.choose')}</p>
        ) : (
          <>
            <div class="desk__chat-bar">
              <strong>{conversation.name}</strong>
              {live ? (
                <span class="desk__actions">
                  <RatingState conversation={conversation} />
                  {callable && (
                    <CallButtons
                      key={conversation.sessionId}
                      sessionId={conversation.sessionId}
                      name={conversation.name}
                    />
                  )}
                  <TransferControl sessionId={conversation.sessionId} />
                  {!conversation.evaluated && (
                    <button
                      type="button"
                      class="button button--small"
                      onClick={() => void act('inviteEvaluate', conversation.sessionId)}
                    >
                      {t('conversation.invite')}
                    </button>
                  )}
                  <button
                    type="button"
                    class="button button--small button--danger"
                    onClick={() => void endChat(conversation.sessionId, conversation.name)}
                  >
                    {t('conversation.end')}
                  </button>
                </span>
              ) : (
                <span class="desk__note">
                  {conversation.endedAt
                    ? t('conversation.closedAt', { time: new Date(conversation.endedAt).toLocaleString() })
                    : null}
                </span>
              )}
            </div>
            {conversation.ratings.length > 0 && (
              <section class="desk__rating" aria-label={t('conversation.rating')}>
                {conversation.ratings.map((rating) => (
                  <RatingView key={rating.kind} rating={rating} />
                ))}
              </section>
            )}
            <ol ref={listRef} class="cmsgs" aria-live="polite">
              {conversation.messages.map((message) => (
                <MessageView
                  key={message.id}
                  message={message}
                  mine={message.senderType == SENDER_TYPE.agent}
                  onRecall={live ? () => void recallMessage(message.id) : undefined}
                />
              ))}
            </ol>
            {typing[conversation.sessionId] && (
              <p class="muted typing">{t('conversation.typing', { preview: typing[conversation.sessionId] })}</p>
            )}
            {live ? (
              <Composer key={conversation.sessionId} sessionId={conversation.sessionId} />
            ) : (
              <p class="muted center desk__readonly" role="status">
                {conversation.status == VISITOR_STATUS.ended ? (
                  <>
                    {t('conversation.ended')}{' '}
                    <span>{t(`conversation.endReason.${endReasonKey(conversation.outType)}`)}</span>
                  </>
                ) : (
                  t('conversation.notYours')
                )}
              </p>
            )}
          </>
        )}
      </main>
      {conversation && <VisitorDetails conversation={conversation} />}
    </div>
  );
}
