// The team's saved replies: each with its shortcut, title and text; a new one, a change, and
// a delete that asks first.
import { useStore } from '@nanostores/react';
import type { SavedReply } from '@shared/api';
import { formatDateTime } from '@shared/time';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../components/errorText';
import { useT } from '../../i18n';
import { $savedReplies, deleteReply, loadSavedReplies } from '../../stores/savedReplies';
import { SavedReplyForm } from './SavedReplyForm';

function DeleteConfirmation({ reply, onCancel }: { reply: SavedReply; onCancel: () => void }) {
  const t = useT();
  const [error, setError] = useState('');
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div
      class="reply__confirm"
      role="group"
      aria-label={t('settings.replies.confirmDelete', { shortcut: reply.shortcut })}
    >
      <span>{t('settings.replies.confirmDelete', { shortcut: reply.shortcut })}</span>
      <button ref={cancel} type="button" class="button button--small" onClick={onCancel}>
        {t('settings.replies.cancel')}
      </button>
      <button
        type="button"
        class="button button--small button--danger"
        onClick={() => void deleteReply(reply.id).catch((failure: unknown) => setError(errorText(t, failure)))}
      >
        {t('settings.replies.delete')}
      </button>
      {error && (
        <span role="alert" class="error">
          {error}
        </span>
      )}
    </div>
  );
}

function SavedReplyItem({ reply, onEdit }: { reply: SavedReply; onEdit: () => void }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  return (
    <li class="reply" aria-label={`/${reply.shortcut}`}>
      <div class="reply__head">
        <strong class="reply__shortcut">/{reply.shortcut}</strong>
        {reply.title && <span>{reply.title}</span>}
        <time class="muted">{t('settings.replies.updated', { time: formatDateTime(reply.updatedAt) })}</time>
        {!confirming && (
          <span class="desk__actions">
            <button type="button" class="button button--small" onClick={onEdit}>
              {t('settings.replies.edit')}
            </button>
            <button type="button" class="button button--small button--danger" onClick={() => setConfirming(true)}>
              {t('settings.replies.delete')}
            </button>
          </span>
        )}
      </div>
      <p class="reply__text">{reply.text}</p>
      {confirming && <DeleteConfirmation reply={reply} onCancel={() => setConfirming(false)} />}
    </li>
  );
}

export function SavedRepliesSettings() {
  const t = useT();
  const replies = useStore($savedReplies);
  const [error, setError] = useState('');
  /** The reply being changed, 'new' for one being written, or none. */
  const [editing, setEditing] = useState<number | 'new'>();
  useEffect(() => {
    void loadSavedReplies().catch((failure: unknown) => setError(errorText(t, failure)));
  }, []);
  return (
    <section class="settings__card" aria-labelledby="settings-replies">
      <div class="section__head">
        <h2 id="settings-replies">{t('settings.replies.heading')}</h2>
        {editing === undefined && (
          <button type="button" class="button button--primary button--small" onClick={() => setEditing('new')}>
            {t('settings.replies.add')}
          </button>
        )}
      </div>
      <p class="muted settings__hint">{t('settings.replies.intro')}</p>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {editing == 'new' && <SavedReplyForm onDone={() => setEditing(undefined)} />}
      {replies && replies.length == 0 && editing === undefined && <p class="muted">{t('settings.replies.empty')}</p>}
      <ul class="replies-settings">
        {replies?.map((reply) =>
          editing == reply.id ? (
            <li key={reply.id} class="reply">
              <SavedReplyForm reply={reply} onDone={() => setEditing(undefined)} />
            </li>
          ) : (
            <SavedReplyItem key={reply.id} reply={reply} onEdit={() => setEditing(reply.id)} />
          ),
        )}
      </ul>
    </section>
  );
}
