import { useEffect, useState } from 'react';
import { useT } from '../../i18n';
import type { Conversation, ReceivedRating } from '../../../../shared/api';
import { fetchRatings } from '../../stores/ratings';
import { RatingView } from '../ratings/RatingView';

export function VisitorDetails({ conversation }: { conversation: Conversation }) {
  const t = useT();
  const { visitor, sessionId, evaluated } = conversation;
  const [ratings, setRatings] = useState<ReceivedRating[]>([]);
  useEffect(() => {
    setRatings([]);
    if (evaluated) void fetchRatings(sessionId).then(setRatings, () => {});
  }, [sessionId, evaluated]);
  const params = typeof visitor.params == 'string' ? { params: visitor.params } : (visitor.params ?? {});
  const rows: [string, string | undefined][] = [
    [t('visitor.userId'), conversation.userId],
    [t('visitor.name'), visitor.userName],
    [t('visitor.email'), visitor.email],
    [t('visitor.phone'), visitor.phone],
    [t('visitor.page'), visitor.page],
    [t('visitor.locale'), visitor.locale],
    [t('visitor.device'), visitor.device],
    [t('visitor.verified'), visitor.verified ? '✓' : undefined],
  ];
  return (
    <aside class="desk__visitor" aria-label={t('visitor.heading')}>
      <h2>{t('visitor.heading')}</h2>
      <dl>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {Object.keys(params).length > 0 && (
        <>
          <h3>{t('visitor.params')}</h3>
          <dl>
            {Object.entries(params).map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{String(value)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {visitor.form && visitor.form.length > 0 && (
        <>
          <h3>{t('visitor.form')}</h3>
          <dl>
            {visitor.form.map((entry) => (
              <div key={entry.name}>
                <dt>{entry.name}</dt>
                <dd>{entry.value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {ratings.length > 0 && (
        <>
          <h3>{t('conversation.rating')}</h3>
          {ratings.map((rating) => (
            <RatingView key={rating.kind} rating={rating} />
          ))}
        </>
      )}
    </aside>
  );
}
