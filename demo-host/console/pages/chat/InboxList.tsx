// The inbox: three boxes (waiting, mine, closed) as tabs, one search over them, and each
// conversation as a row: who, when, the last message on one line, where from, unread.
import { useStore } from '@nanostores/react';
import type { VisitorSummary } from '@shared/api';
import { INBOX_BOXES, type InboxBox } from '@shared/api/inbox';
import { VISITOR_STATUS } from '@shared/codes';
import { endReasonKey } from '../../components/endReason';
import { previewText } from '../../components/messagePreview';
import { whenText } from '../../components/whenText';
import { $language, useT } from '../../i18n';
import {
  $box,
  $closedMore,
  $mineCount,
  $queue,
  $rows,
  $search,
  chooseBox,
  loadClosed,
  searchFor,
} from '../../stores/inbox';
import { $openId, act, openConversation } from '../../stores/workspace';

function Row({ row, box }: { row: VisitorSummary; box: InboxBox }) {
  const t = useT();
  const language = useStore($language);
  const openId = useStore($openId);
  const open = row.sessionId == openId;
  const body = (
    <>
      <span class="inbox__top">
        <strong class="inbox__name">{row.name}</strong>
        <time class="inbox__time" dateTime={new Date(row.lastActivityAt).toISOString()}>
          {whenText(t, row.lastActivityAt, language ?? 'en')}
        </time>
      </span>
      <span class="inbox__preview">{previewText(t, row.lastMessage)}</span>
      <span class="inbox__where">
        <span class="inbox__channel">{[row.channelName, row.groupName].filter(Boolean).join(' · ')}</span>
        {row.status == VISITOR_STATUS.ended ? (
          <span class="inbox__ended">{t(`inbox.ended.${endReasonKey(row.outType)}`)}</span>
        ) : (
          row.unread > 0 && box != 'closed' && <span class="badge">{t('active.unread', { count: row.unread })}</span>
        )}
      </span>
    </>
  );
  if (box == 'waiting')
    return (
      <li class="inbox__row">
        {body}
        <span class="desk__actions">
          <button
            type="button"
            class="button button--small button--primary"
            onClick={() => void act('accept', row.sessionId)}
          >
            {t('queue.accept')}
          </button>
          <button type="button" class="button button--small" onClick={() => void act('refuse', row.sessionId)}>
            {t('queue.refuse')}
          </button>
        </span>
      </li>
    );
  return (
    <li>
      <button
        type="button"
        class={`inbox__row inbox__open${open ? ' is-open' : ''}`}
        aria-current={open || undefined}
        data-session={row.sessionId}
        onClick={() => void openConversation(row.sessionId)}
      >
        {body}
      </button>
    </li>
  );
}

export function InboxList() {
  const t = useT();
  const box = useStore($box);
  const rows = useStore($rows);
  const search = useStore($search);
  const counts: Record<InboxBox, number | undefined> = {
    waiting: useStore($queue).length,
    mine: useStore($mineCount),
    closed: undefined,
  };
  const more = useStore($closedMore);
  return (
    <nav class="desk__lists inbox" aria-label={t('inbox.label')}>
      <input
        type="search"
        class="inbox__search"
        aria-label={t('inbox.searchLabel')}
        placeholder={t('inbox.search')}
        value={search}
        onInput={(event) => searchFor((event.target as HTMLInputElement).value)}
      />
      <div role="tablist" class="inbox__tabs" aria-label={t('inbox.label')}>
        {INBOX_BOXES.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={box == name}
            class="inbox__tab"
            onClick={() => chooseBox(name)}
          >
            {t(`inbox.${name}`)}
            {counts[name] ? <span class="inbox__count">{counts[name]}</span> : null}
          </button>
        ))}
      </div>
      {rows.length == 0 && <p class="muted">{t(search.trim() ? 'inbox.nothingFound' : `inbox.empty.${box}`)}</p>}
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops a list's role when its style removes the bullets. */}
      <ul role="list" aria-label={t(`inbox.${box}`)}>
        {rows.map((row) => (
          <Row key={row.sessionId} row={row} box={box} />
        ))}
      </ul>
      {box == 'closed' && more && (
        <button type="button" class="button button--small inbox__more" onClick={() => void loadClosed(true)}>
          {t('inbox.more')}
        </button>
      )}
    </nav>
  );
}
