// The ratings the agent's conversations received, each with a way back to its conversation.
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/time';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../i18n';
import { SECTIONS } from '../../sections';
import { $ratings, loadRatings } from '../../stores/ratings';
import { openConversation } from '../../stores/workspace';
import { RatingView } from './RatingView';

export function RatingsPage() {
  const t = useT();
  const list = useStore($ratings);
  const [, navigate] = useLocation();
  useEffect(() => {
    void loadRatings();
  }, []);
  return (
    <main class="section">
      <div class="section__head">
        <h1>{t('ratings.heading')}</h1>
      </div>
      {list && list.length == 0 && <p class="muted">{t('ratings.empty')}</p>}
      <ul class="leaves">
        {list?.map((rating) => (
          <li
            key={rating.sessionId + rating.kind}
            class="leave"
            aria-label={t('ratings.conversation', { id: rating.sessionId })}
          >
            <div class="leave__head">
              <strong>{rating.visitorName || rating.userId.slice(0, 8)}</strong>
              <span class="muted">{t('ratings.conversation', { id: rating.sessionId })}</span>
              <time class="muted">{formatDateTime(rating.time)}</time>
              <button
                type="button"
                class="link"
                onClick={() => {
                  void openConversation(rating.sessionId);
                  navigate(SECTIONS.chats);
                }}
              >
                {t('ratings.open')}
              </button>
            </div>
            <RatingView rating={rating} />
          </li>
        ))}
      </ul>
    </main>
  );
}
