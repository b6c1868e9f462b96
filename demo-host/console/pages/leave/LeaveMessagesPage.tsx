// Messages visitors left: newest first, the unhandled ones to the fore; the agent reads
// one and marks it handled with a remark. A visitor's words are shown as text.
import { useStore } from '@nanostores/react';
import type { LeaveMessage } from '@shared/api';
import { formatDateTime } from '@shared/time';
import { useEffect, useState } from 'react';
import { errorText } from '../../components/errorText';
import { useT } from '../../i18n';
import { $leaveMessages, isHandled, loadLeaveMessages, markHandled } from '../../stores/leaveMessages';

function LeaveMessageItem({ message }: { message: LeaveMessage }) {
  const t = useT();
  const [remark, setRemark] = useState('');
  const [error, setError] = useState('');
  const handled = isHandled(message);
  const contact = [message.customerPhone, message.customerEmail].filter(Boolean).join(' · ');
  return (
    <li class={`leave${handled ? ' is-handled' : ''}`} aria-label={message.customerName}>
      <div class="leave__head">
        <strong>{message.customerName}</strong>
        <time class="muted">{formatDateTime(message.createTime)}</time>
        <span class={`pill${handled ? ' pill--done' : ''}`}>{t(handled ? 'leave.handled' : 'leave.unhandled')}</span>
      </div>
      {contact && <p class="muted">{contact}</p>}
      <p class="leave__text">{message.msgContent}</p>
      {handled ? (
        <p class="muted">
          {t('leave.by', { name: message.updateUserName, time: formatDateTime(message.updateTime) })}
          {message.remark && <> · {message.remark}</>}
        </p>
      ) : (
        <form
          class="leave__handle"
          onSubmit={async (event) => {
            event.preventDefault();
            try {
              await markHandled(message.id, remark);
            } catch (failure) {
              setError(errorText(t, failure));
            }
          }}
        >
          <input
            value={remark}
            maxLength={2000}
            aria-label={t('leave.remark')}
            placeholder={t('leave.remark')}
            onInput={(event) => setRemark((event.target as HTMLInputElement).value)}
          />
          <button type="submit" class="button button--small button--primary">
            {t('leave.markHandled')}
          </button>
          {error && (
            <span role="alert" class="error">
              {error}
            </span>
          )}
        </form>
      )}
    </li>
  );
}

export function LeaveMessagesPage() {
  const t = useT();
  const list = useStore($leaveMessages);
  const [onlyOpen, setOnlyOpen] = useState(false);
  useEffect(() => {
    void loadLeaveMessages();
  }, []);
  const shown = (list ?? []).filter((message) => !onlyOpen || !isHandled(message));
  return (
    <main class="section">
      <div class="section__head">
        <h1>{t('leave.heading')}</h1>
        <label class="switch">
          <input
            type="checkbox"
            checked={onlyOpen}
            onChange={(event) => setOnlyOpen((event.target as HTMLInputElement).checked)}
          />
          {t('leave.filterOpen')}
        </label>
      </div>
      {list && shown.length == 0 && <p class="muted">{t('leave.empty')}</p>}
      <ul class="leaves">
        {shown.map((message) => (
          <LeaveMessageItem key={message.id} message={message} />
        ))}
      </ul>
    </main>
  );
}
