// Working hours: off, the channel is always open; on, a time zone, a weekly schedule and the
// dates it is closed. Outside them a transfer answers 5 with the closed text (unWorkingMsg).
// A line says whether the draft's hours have the channel open right now.
import { useStore } from '@nanostores/react';
import type { WorkingHours } from '@shared/api';
import type { SettingsProblem } from '@shared/channelRules';
import { isWithinWorkingHours } from '@shared/workingHours';
import { useMemo, useRef } from 'react';
import { useMinuteClock } from '../../../components/useMinuteClock';
import { $language, useT } from '../../../i18n';
import { Choice, problemAt, Toggle } from '../fields';
import { ClosedDates } from './ClosedDates';
import { localTime } from './dayNames';
import { newWorkingHours, timeZoneChoices } from './schedule';
import { WeekSchedule } from './WeekSchedule';

interface Props {
  hours: WorkingHours | null;
  onHours: (hours: WorkingHours | null) => void;
  problems: readonly SettingsProblem[];
}

function OpenNow({ hours, language }: { hours: WorkingHours | null; language: string }) {
  const t = useT();
  const now = useMinuteClock();
  if (!hours)
    return (
      <p role="status" class="channel-open-now channel-open-now--open">
        {t('channelBasics.hours.alwaysOpen')}
      </p>
    );
  const open = isWithinWorkingHours(hours, now);
  const time = localTime(now, hours.timeZone, language);
  return (
    <p role="status" class={open ? 'channel-open-now channel-open-now--open' : 'channel-open-now'}>
      {t(open ? 'channelBasics.hours.openNow' : 'channelBasics.hours.closedNow')}
      {time && ' ' + t('channelBasics.hours.localTime', { time, zone: hours.timeZone })}
    </p>
  );
}

export function WorkingHoursEditor({ hours, onHours, problems }: Props) {
  const t = useT();
  const language = useStore($language) ?? 'en';
  // Turned off and on again, the hours come back as they were.
  const last = useRef(hours);
  if (hours) last.current = hours;
  const zones = useMemo(() => timeZoneChoices(hours?.timeZone), [hours?.timeZone]);
  return (
    <div class="channel-hours">
      <Toggle
        path="workingHours"
        label={t('channelBasics.hours.on')}
        help={t('channelBasics.hours.onHelp')}
        value={hours ? 1 : 0}
        onValue={(on) =>
          onHours(on ? (last.current ?? newWorkingHours(Intl.DateTimeFormat().resolvedOptions().timeZone)) : null)
        }
      />
      <OpenNow hours={hours} language={language} />
      {hours && (
        <>
          <Choice
            path="workingHours.timeZone"
            label={t('channelBasics.hours.timeZone')}
            help={t('channelBasics.hours.timeZoneHelp')}
            problem={problemAt(problems, 'workingHours.timeZone')}
            value={hours.timeZone}
            options={zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
            onValue={(timeZone) => onHours({ ...hours, timeZone })}
          />
          <WeekSchedule
            week={hours.week}
            onWeek={(week) => onHours({ ...hours, week })}
            problems={problems}
            language={language}
          />
          <ClosedDates
            dates={hours.closedDates}
            onDates={(closedDates) => onHours({ ...hours, closedDates })}
            problems={problems}
            language={language}
          />
        </>
      )}
    </div>
  );
}
