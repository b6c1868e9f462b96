// A text the widget or the server sends on an occasion, with the switch that turns it on and,
// for timeouts, after how many minutes: the agent's welcome, the offline and closing texts,
// the reminders to a silent visitor or a waiting one.

import { CHANNEL_LIMITS } from '@shared/api/channel';
import type { SettingsProblem } from '@shared/channelRules';
import { useT } from '../../../i18n';
import { NumberInput, problemAt, TextArea, Toggle } from '../fields';
import type { SectionProps } from '../sections/sectionProps';
import { type FlagKey, type NumberKey, patchOf, type TextKey } from './settingKeys';

interface Props extends Pick<SectionProps, 'settings' | 'update'> {
  problems: readonly SettingsProblem[];
  /** Its texts: `channelBasics.texts.<name>.mode|modeHelp|text|textHelp|minutes|minutesHelp`. */
  name: string;
  mode: FlagKey;
  text: TextKey;
  minutes?: NumberKey;
}

export function SwitchedText({ settings, update, problems, name, mode, text, minutes }: Props) {
  const t = useT();
  const texts = (key: string, values?: Record<string, unknown>) => t(`channelBasics.texts.${name}.${key}`, values);
  const on = settings[mode] == 1;
  return (
    <div class={on ? 'channel-switched' : 'channel-switched channel-switched--off'}>
      <Toggle
        path={mode}
        label={texts('mode')}
        help={texts('modeHelp')}
        value={settings[mode]}
        onValue={(value) => update(patchOf(mode, value))}
      />
      {minutes && (
        <NumberInput
          path={minutes}
          label={texts('minutes')}
          help={texts('minutesHelp', CHANNEL_LIMITS.minutes)}
          problem={problemAt(problems, minutes)}
          min={CHANNEL_LIMITS.minutes.min}
          max={CHANNEL_LIMITS.minutes.max}
          value={settings[minutes]}
          onValue={(value) => update(patchOf(minutes, value))}
        />
      )}
      <TextArea
        path={text}
        label={texts('text')}
        help={texts('textHelp', { max: CHANNEL_LIMITS.message })}
        problem={problemAt(problems, text)}
        maxLength={CHANNEL_LIMITS.message}
        rows={2}
        value={settings[text]}
        onValue={(value) => update(patchOf(text, value))}
      />
    </div>
  );
}
