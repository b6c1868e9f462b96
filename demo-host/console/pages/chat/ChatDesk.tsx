// Chats: the queue, my conversations, the open conversation and the visitor.
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { SENDER_TYPE, VISITOR_STATUS } from '../../../../shared/codes';
import { useT } from '../../i18n';
import {
  $active,
  $conversation,
  $openId,
  $queue,
  $unread,
  $visitorTyping,
  act,
  openConversation,
  recall,
  refreshSessions,
} from '../../stores/workspace';
import { Composer } from './Composer';
import { MessageView } from './MessageView';
import { TransferControl } from './TransferControl';
import { VisitorDetails } from './VisitorDetails';

export function ChatDesk() {
  const t = useT();
  const queue = useStore($queue);
  const active = useStore($active);
  const openId = useStore($openId);
  const conversation = useStore($conversation);
  const unread = useStore($unread);
  const typing = useStore($visitorTyping);
  const listRef = useRef<HTMLOListElement>(null);
  /** With an agent: it can be written to, recalled from, transferred, rated and ended. */
  const live = conversation?.status == VISITOR_STATUS.agent;

  useEffect(() => {
    void refreshSessions();
  }, []);

  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [conversation?.messages.length]);

  return (
    <div class="desk">
      <nav class="desk__lists" aria-label={t('active.heading')}>
        <h2>{t('queue.heading')}</h2>
        {queue.length == 0 && <p class="muted">{t('queue.empty')}</p>}
        <ul>
          {queue.map((item) => (
            <li key={item.sessionId} class="desk__item">
              <span>{item.visitor.userName || item.userId.slice(0, 8)}</span>
              <span class="desk__actions">
                <button type="button" class="button button--small button--primary" onClick={() => void act('accept', item.sessionId)}>
                  {t('queue.accept')}
                </button>
                <button type="button" class="button button--small" onClick={() => void act('refuse', item.sessionId)}>
                  {t('queue.refuse')}
                </button>
              </span>
            </li>
          ))}
        </ul>
        <h2>{t('active.heading')}</h2>
        {active.length == 0 && <p class="muted">{t('active.empty')}</p>}
        <ul>
          {active.map((item) => (
            <li key={item.sessionId}>
              <button
                type="button"
                class={`desk__item desk__open${item.sessionId == openId ? ' is-open' : ''}`}
                aria-current={item.sessionId == openId}
                onClick={() => void openConversation(item.sessionId)}
              >
                <span>{item.visitor.userName || item.userId.slice(0, 8)}</span>
                {unread[item.sessionId] ? <span class="badge">{t('active.unread', { count: unread[item.sessionId] })}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <main class="desk__chat">
        {!conversation ? (
          <p class="muted center">{t('conversation.choose')}</p>
        ) : (
          <>
            <div class="desk__chat-bar">
              <strong>{conversation.visitor.userName || conversation.userId}</strong>
              {live && (
                <span class="desk__actions">
                  <TransferControl sessionId={conversation.sessionId} />
                  <button type="button" class="button button--small" onClick={() => void act('inviteEvaluate', conversation.sessionId)}>
                    {t('conversation.invite')}
                  </button>
                  <button type="button" class="button button--small button--danger" onClick={() => void act('end', conversation.sessionId)}>
                    {t('conversation.end')}
                  </button>
                </span>
              )}
            </div>
            <ol ref={listRef} class="cmsgs" aria-live="polite">
              {conversation.messages.map((message) => (
                <MessageView
                  key={message.id}
                  message={message}
                  mine={message.senderType == SENDER_TYPE.agent}
                  onRecall={live ? () => void recall(message.id) : undefined}
                />
              ))}
            </ol>
            {typing[conversation.sessionId] && <p class="muted typing">{t('conversation.typing', { preview: typing[conversation.sessionId] })}</p>}
            {live ? (
              <Composer key={conversation.sessionId} sessionId={conversation.sessionId} />
            ) : (
              <p class="muted center">{t('conversation.ended')}</p>
            )}
          </>
        )}
      </main>
      {conversation && <VisitorDetails conversation={conversation} />}
    </div>
  );
}
