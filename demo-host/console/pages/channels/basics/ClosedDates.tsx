// The dates the channel is closed all day (holidays), in its own time zone: added from a date
// field, each listed in full with a button that takes it out.
import { CHANNEL_LIMITS } from '@shared/api/channel';
import type { SettingsProblem } from '@shared/channelRules';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { problemAt, Row } from '../fields';
import { fullDate } from './dayNames';
import { addClosedDate, removeClosedDate } from './schedule';

interface Props {
  dates: readonly string[];
  onDates: (dates: string[]) => void;
  problems: readonly SettingsProblem[];
  language: string;
}

export function ClosedDates({ dates, onDates, problems, language }: Props) {
  const t = useT();
  const [date, setDate] = useState('');
  const full = dates.length >= CHANNEL_LIMITS.closedDates;
  const add = () => {
    onDates(addClosedDate(dates, date));
    setDate('');
  };
  return (
    <div class="channel-dates">
      <Row
        path="workingHours.closedDates"
        label={t('channelBasics.hours.closedDates')}
        help={t('channelBasics.hours.closedDatesHelp', { max: CHANNEL_LIMITS.closedDates })}
        problem={problemAt(problems, 'workingHours.closedDates')}
      >
        {(id, describedBy) => (
          <span class="channel-dates__add">
            <input
              id={id}
              type="date"
              value={date}
              aria-describedby={describedBy}
              onInput={(event) => setDate(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key == 'Enter' && date) {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <button type="button" class="button button--small" disabled={!date || full} onClick={add}>
              {t('channelBasics.hours.addDate')}
            </button>
          </span>
        )}
      </Row>
      {dates.length > 0 ? (
        <ul class="channel-dates__list" aria-label={t('channelBasics.hours.closedDates')}>
          {dates.map((each) => (
            <li key={each} class="channel-dates__item">
              <time dateTime={each}>{fullDate(each, language)}</time>
              <button
                type="button"
                class="button button--small button--danger"
                aria-label={t('channelBasics.hours.removeDate', { date: fullDate(each, language) })}
                onClick={() => onDates(removeClosedDate(dates, each))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p class="muted channel-dates__none">{t('channelBasics.hours.noClosedDates')}</p>
      )}
    </div>
  );
}
