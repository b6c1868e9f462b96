// The conversation: date lines (one says 'today'), older pages by pulling down (or the
// button, for keyboards), the no-more-history line, and a list that stays at the bottom
// as messages arrive unless the visitor scrolled up (then a 'new messages' pill).
import { useStore } from '@nanostores/react';
import { HISTORY_HIDDEN } from '@shared/codes';
import { formatDate, isSameDay } from '@shared/time';
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n';
import type { MessageActions } from '../../messages/actions';
import { MessageBubble, sideOf } from '../../messages/MessageBubble';
import { $channel } from '../../stores/channel';
import { $history, loadOlder } from '../../stores/history';
import { $shownCount } from '../../stores/host';
import { $visibleMessages, type ShownMessage } from '../../stores/messages';
import { endsRun, needsDateSeparator } from './timeMarks';

const NEAR_BOTTOM_PX = 80;
/** How long after the panel shows a list that was at the bottom keeps to it, while the frame lays out again. */
const SETTLE_ON_SHOW_MS = 500;

export function MessageList({ actions }: { actions: MessageActions }) {
  const t = useT();
  const messages = useStore($visibleMessages);
  const history = useStore($history);
  const channel = useStore($channel);
  const listRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const lastScrollTop = useRef(0);
  const previousHeight = useRef(0);
  const previousFirstKey = useRef<string | undefined>(undefined);
  const previousLastKey = useRef<string | undefined>(undefined);
  const [unseen, setUnseen] = useState(0);

  // New messages keep the view at the bottom; older pages keep the visitor's place.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    // Nothing to keep in view: no layout forced while the first screen draws.
    if (!messages.length) {
      previousFirstKey.current = undefined;
      previousHeight.current = 0;
      return;
    }
    const firstKey = messages[0]?.key;
    if (previousFirstKey.current && firstKey != previousFirstKey.current && !atBottom.current) {
      list.scrollTop += list.scrollHeight - previousHeight.current;
    } else if (atBottom.current) {
      list.scrollTop = list.scrollHeight;
    } else if (previousFirstKey.current) {
      // Counted from the list that was there, not from its height (a hidden frame measures 0):
      // the messages after the one that was last. A message that only changed (read, sent) is none.
      const lastBefore = messages.findIndex((message) => message.key == previousLastKey.current);
      const added = lastBefore < 0 ? 0 : messages.length - 1 - lastBefore;
      if (added) setUnseen((count) => count + added);
    }
    previousFirstKey.current = firstKey;
    previousLastKey.current = messages[messages.length - 1]?.key;
    previousHeight.current = list.scrollHeight;
  }, [messages]);

  // When the list gets shorter (the emoji tray, the robot's tips, the keyboard open below
  // it), a visitor who was reading the newest message still sees it.
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver == 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) list.scrollTop = list.scrollHeight;
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  // Shown again: Firefox lays nothing out in a hidden (display: none) frame, so neither the
  // effect above nor the ResizeObserver saw what arrived meanwhile, and the list would stay
  // where it was. For a moment after the show, each frame takes a list that was at the
  // bottom there; a visitor who scrolls up meanwhile is left where they went.
  const shownCount = useStore($shownCount);
  useEffect(() => {
    const list = listRef.current;
    if (!shownCount || !list) return;
    const until = performance.now() + SETTLE_ON_SHOW_MS;
    let frame = 0;
    const keepAtBottom = () => {
      if (atBottom.current) list.scrollTop = list.scrollHeight;
      if (performance.now() < until) frame = requestAnimationFrame(keepAtBottom);
    };
    keepAtBottom();
    return () => cancelAnimationFrame(frame);
  }, [shownCount]);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const onScroll = () => {
      // Only a move is the visitor's: Firefox also fires a scroll event, the position
      // unchanged, when a frame shown again lays out what arrived while it was hidden.
      if (list.scrollTop == lastScrollTop.current) return;
      lastScrollTop.current = list.scrollTop;
      atBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < NEAR_BOTTOM_PX;
      if (atBottom.current) setUnseen(0);
      if (list.scrollTop == 0 && history.state == 'loadStart') void loadOlder();
    };
    list.addEventListener('scroll', onScroll, { passive: true });
    return () => list.removeEventListener('scroll', onScroll);
  }, [history.state]);

  const toBottom = () => {
    const list = listRef.current;
    if (list) list.scrollTo({ top: list.scrollHeight, behavior: 'smooth' });
    setUnseen(0);
  };

  const today = Date.now();
  const timed = (message: ShownMessage) => ({ msgTime: message.msgTime, side: sideOf(message) });
  return (
    <div class="message-list-wrap">
      <div
        ref={listRef}
        class="message-list"
        role="log"
        aria-live="polite"
        aria-label={t('chat.messages')}
        tabIndex={0}
      >
        {/* Hidden history (historyHideFlag 1) still pages through the current conversation. */}
        {(channel?.historyHideFlag != HISTORY_HIDDEN || history.state != 'end') && (
          <div class="history-state">
            {history.state == 'loadStart' && (
              <button type="button" class="link-button" onClick={() => void loadOlder()}>
                {t('chat.loadOlder')}
              </button>
            )}
            {history.state == 'loading' && <span>{t('chat.loading')}</span>}
            {history.state == 'end' && history.pulled && <span>{t('chat.noMoreHistory')}</span>}
          </div>
        )}
        {messages.map((message, index) => (
          <Fragment key={message.key}>
            {needsDateSeparator(messages[index - 1]?.msgTime, message.msgTime) && (
              <div class="date-separator" role="separator">
                <span>{isSameDay(message.msgTime, today) ? t('chat.today') : formatDate(message.msgTime)}</span>
              </div>
            )}
            <MessageBubble
              message={message}
              actions={actions}
              showTime={endsRun(timed(message), messages[index + 1] && timed(messages[index + 1]!))}
            />
          </Fragment>
        ))}
      </div>
      {unseen > 0 && (
        <button type="button" class="new-messages-pill" onClick={toBottom}>
          {t('chat.newMessages', { count: unseen })}
        </button>
      )}
    </div>
  );
}
