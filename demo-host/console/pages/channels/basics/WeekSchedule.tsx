// The weekly schedule: each day open or closed, an open day with one or more ranges of hours.
// Each range's problem (an end before its start) shows beside it.
import type { Opening } from '@shared/api';
import { WorkingHoursSchema } from '@shared/api/channel';
import type { SettingsProblem } from '@shared/channelRules';
import { useT } from '../../../i18n';
import { problemAt } from '../fields';
import { dayName } from './dayNames';
import {
  addRange,
  changeRange,
  endForInput,
  endFromInput,
  rangesOf,
  removeRange,
  setDayOpen,
  WEEK_ORDER,
} from './schedule';

/** The schema's most ranges in a week (TypeBox keeps it on the schema, untyped). */
const MOST_RANGES = (WorkingHoursSchema.properties.week as unknown as { maxItems: number }).maxItems;

interface Props {
  week: readonly Opening[];
  onWeek: (week: Opening[]) => void;
  problems: readonly SettingsProblem[];
  language: string;
}

export function WeekSchedule({ week, onWeek, problems, language }: Props) {
  const t = useT();
  return (
    <div class="field channel-week" role="group" aria-labelledby="ch-week-title" aria-describedby="ch-week-help">
      <span id="ch-week-title" class="channel-week__title">
        {t('channelBasics.hours.week')}
      </span>
      <span id="ch-week-help" class="field__hint">
        {t('channelBasics.hours.weekHelp')}
      </span>
      {WEEK_ORDER.map((day) => {
        const name = dayName(day, language);
        const ranges = rangesOf(week, day);
        return (
          <div key={day} class="channel-day">
            <label class="channel-day__name">
              <input
                type="checkbox"
                checked={ranges.length > 0}
                aria-label={t('channelBasics.hours.openOn', { day: name })}
                onChange={(event) => onWeek(setDayOpen(week, day, event.currentTarget.checked))}
              />{' '}
              {name}
            </label>
            {ranges.length == 0 ? (
              <span class="muted channel-day__closed">{t('channelBasics.hours.closedAllDay')}</span>
            ) : (
              <ul class="channel-day__ranges">
                {ranges.map(({ opening, index }) => {
                  const problem = problemAt(problems, `workingHours.week.${index}`);
                  const id = `ch-workingHours-week-${index}`;
                  return (
                    <li key={index} class="channel-range">
                      <input
                        type="time"
                        value={opening.start}
                        aria-label={t('channelBasics.hours.from', { day: name })}
                        aria-invalid={problem ? true : undefined}
                        onInput={(event) =>
                          event.currentTarget.value &&
                          onWeek(changeRange(week, index, { start: event.currentTarget.value }))
                        }
                      />
                      <span aria-hidden="true">–</span>
                      <input
                        type="time"
                        value={endForInput(opening.end)}
                        aria-label={t('channelBasics.hours.until', { day: name })}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? `${id}-problem` : undefined}
                        onInput={(event) =>
                          event.currentTarget.value &&
                          onWeek(changeRange(week, index, { end: endFromInput(event.currentTarget.value) }))
                        }
                      />
                      <button
                        type="button"
                        class="button button--small button--danger"
                        aria-label={t('channelBasics.hours.removeRange', {
                          day: name,
                          start: opening.start,
                          end: opening.end,
                        })}
                        onClick={() => onWeek(removeRange(week, index))}
                      >
                        ×
                      </button>
                      {problem && (
                        <span id={`${id}-problem`} role="alert" class="error field__error">
                          {problem}
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
            {ranges.length > 0 && (
              <button
                type="button"
                class="button button--small channel-day__add"
                disabled={week.length >= MOST_RANGES}
                aria-label={t('channelBasics.hours.addRangeOn', { day: name })}
                onClick={() => onWeek(addRange(week, day))}
              >
                {t('channelBasics.hours.addRange')}
              </button>
            )}
          </div>
        );
      })}
    </div>
  );
}
