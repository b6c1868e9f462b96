// The agent's desk: the queue, my conversations, the open conversation and the visitor.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n';
import { $me, setOnline, signOut } from '../stores/auth';
import {
  $active,
  $conversation,
  $openId,
  $queue,
  $unread,
  $visitorTyping,
  act,
  followFeed,
  notifyTyping,
  openConversation,
  recall,
  refreshSessions,
  sendToVisitor,
  stopFeed,
} from '../stores/workspace';
import { MessageView } from './MessageView';
import { TransferControl } from './TransferControl';
import { VisitorDetails } from './VisitorDetails';

export function Workspace() {
  const t = useT();
  const me = useStore($me)!;
  const queue = useStore($queue);
  const active = useStore($active);
  const openId = useStore($openId);
  const conversation = useStore($conversation);
  const unread = useStore($unread);
  const typing = useStore($visitorTyping);
  const [draft, setDraft] = useState('');
  const [internal, setInternal] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    void refreshSessions();
    followFeed();
    return stopFeed;
  }, []);

  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [conversation?.messages.length]);

  const send = async () => {
    if (!openId || !draft.trim()) return;
    const text = draft.trim();
    setDraft('');
    await sendToVisitor(openId, 1, text, internal);
  };

  return (
    <div class="desk">
      <header class="desk__bar">
        <strong>{t('title')}</strong>
        <span class="desk__me">{me.card.adminNick}</span>
        <label class="switch">
          <input type="checkbox" checked={me.online} onChange={(event) => void setOnline((event.target as HTMLInputElement).checked)} />
          {me.online ? t('status.online') : t('status.offline')}
        </label>
        <button type="button" class="link" onClick={signOut}>
          {t('status.signOut')}
        </button>
      </header>
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
              {conversation.status == 2 && (
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
                  mine={message.senderType == 2}
                  onRecall={conversation.status == 2 ? () => void recall(message.id) : undefined}
                />
              ))}
            </ol>
            {typing[conversation.sessionId] && <p class="muted typing">{t('conversation.typing', { preview: typing[conversation.sessionId] })}</p>}
            {conversation.status == 2 ? (
              <form
                class="desk__composer"
                onSubmit={(event) => {
                  event.preventDefault();
                  void send();
                }}
              >
                <textarea
                  value={draft}
                  aria-label={t('conversation.placeholder')}
                  placeholder={t('conversation.placeholder')}
                  onInput={(event) => {
                    setDraft((event.target as HTMLTextAreaElement).value);
                    notifyTyping(conversation.sessionId);
                  }}
                  onKeyDown={(event) => {
                    if (event.key == 'Enter' && !event.shiftKey && !event.isComposing) {
                      event.preventDefault();
                      void send();
                    }
                  }}
                />
                <label class="switch">
                  <input type="checkbox" checked={internal} onChange={(event) => setInternal((event.target as HTMLInputElement).checked)} />
                  {t('conversation.internal')}
                </label>
                <button type="submit" class="button button--primary" disabled={!draft.trim()}>
                  {t('conversation.send')}
                </button>
              </form>
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
