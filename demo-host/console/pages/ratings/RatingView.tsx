// One rating: the stars (or the robot's solved or not), tags and the visitor's comment, as text.

import type { ReceivedRating } from '@shared/api';
import { useT } from '../../i18n';
import { ratingText } from '../../stores/ratings';

export function RatingView({ rating }: { rating: ReceivedRating }) {
  const t = useT();
  const { solved, comment, tags } = ratingText(rating);
  return (
    <dl class="rating">
      {rating.kind == 'agent' && rating.evaluateAdminStar !== undefined && (
        <div>
          <dt>{t('ratings.score')}</dt>
          <dd>
            <span aria-hidden="true" class="rating__stars">
              {'★'.repeat(rating.evaluateAdminStar)}
            </span>{' '}
            {t('ratings.stars', { count: rating.evaluateAdminStar })}
          </dd>
        </div>
      )}
      {solved !== undefined && (
        <div>
          <dt>{rating.kind == 'robot' ? t('conversation.robot') : t('ratings.solved')}</dt>
          <dd>
            {t(
              rating.kind == 'robot'
                ? solved
                  ? 'ratings.robotSolved'
                  : 'ratings.robotUnsolved'
                : solved
                  ? 'ratings.yes'
                  : 'ratings.no',
            )}
          </dd>
        </div>
      )}
      {tags && (
        <div>
          <dt>{t('ratings.tags')}</dt>
          <dd>{tags}</dd>
        </div>
      )}
      {comment && (
        <div class="rating__comment">
          <dt>{t('ratings.comment')}</dt>
          <dd>{comment}</dd>
        </div>
      )}
    </dl>
  );
}
