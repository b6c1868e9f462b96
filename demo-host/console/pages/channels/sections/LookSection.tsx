// Look: the colours (each that carries text with its WCAG contrast), the window's size and side,
// the robot's name and picture, the visitor's avatar, the background and the header bar.
import { CHANNEL_LIMITS } from '@shared/api/channel';
import { AA_CONTRAST, contrastRatio, lowContrastColours } from '@shared/channelRules';
import { useT } from '../../../i18n';
import { ContrastNote } from '../basics/ContrastNote';
import { PictureField } from '../basics/PictureField';
import { patchOf } from '../basics/settingKeys';
import { Choice, ColourInput, FieldGroup, NumberInput, problemAt, TextInput, Toggle } from '../fields';
import type { SectionProps } from './sectionProps';

const WHITE = '#ffffff';
type ColourKey = 'mainColor' | 'cusColor' | 'kitBgcolor' | 'kitTxcolor' | 'navigationBarColor';
type PictureKey = 'robotIcon' | 'avatar' | 'backgroundImage';

export function LookSection({ settings, update, problems }: SectionProps) {
  const t = useT();
  const low = lowContrastColours(settings);
  const text = (key: string, values?: Record<string, unknown>) => t(`channelBasics.look.${key}`, values);
  const colour = (key: ColourKey) => (
    <ColourInput
      path={key}
      label={text(key)}
      help={text(`${key}Help`)}
      problem={problemAt(problems, key)}
      value={settings[key]}
      onValue={(value) => update(patchOf(key, value))}
    />
  );
  const picture = (key: PictureKey) => (
    <PictureField
      path={key}
      label={text(key)}
      help={text(`${key}Help`)}
      problem={problemAt(problems, key)}
      value={settings[key]}
      onValue={(value) => update(patchOf(key, value))}
    />
  );
  return (
    <>
      <FieldGroup title={text('colours')}>
        {colour('mainColor')}
        <ContrastNote background={settings.mainColor} text={WHITE} low={low.includes('mainColor')} />
        {colour('cusColor')}
        <ContrastNote background={settings.cusColor} text={WHITE} low={low.includes('cusColor')} />
        {colour('kitBgcolor')}
        {colour('kitTxcolor')}
        <ContrastNote
          background={settings.kitBgcolor}
          text={settings.kitTxcolor}
          low={contrastRatio(settings.kitBgcolor, settings.kitTxcolor) < AA_CONTRAST}
        />
      </FieldGroup>
      <FieldGroup title={text('window')}>
        <NumberInput
          path="mainWidth"
          label={text('mainWidth')}
          help={text('mainWidthHelp', CHANNEL_LIMITS.width)}
          problem={problemAt(problems, 'mainWidth')}
          {...CHANNEL_LIMITS.width}
          value={settings.mainWidth}
          onValue={(mainWidth) => update({ mainWidth })}
        />
        <NumberInput
          path="mainHeight"
          label={text('mainHeight')}
          help={text('mainHeightHelp', CHANNEL_LIMITS.height)}
          problem={problemAt(problems, 'mainHeight')}
          {...CHANNEL_LIMITS.height}
          value={settings.mainHeight}
          onValue={(mainHeight) => update({ mainHeight })}
        />
        <Choice
          path="position"
          label={text('position')}
          help={text('positionHelp')}
          problem={problemAt(problems, 'position')}
          value={settings.position}
          options={[
            { value: 'right', label: text('right') },
            { value: 'left', label: text('left') },
          ]}
          onValue={(position) => update({ position })}
        />
      </FieldGroup>
      <FieldGroup title={text('robot')}>
        <TextInput
          path="robotName"
          label={text('robotName')}
          help={text('robotNameHelp', { max: CHANNEL_LIMITS.robotName })}
          problem={problemAt(problems, 'robotName')}
          maxLength={CHANNEL_LIMITS.robotName}
          value={settings.robotName}
          onValue={(robotName) => update({ robotName })}
        />
        {picture('robotIcon')}
        {picture('avatar')}
      </FieldGroup>
      <FieldGroup title={text('page')}>
        {picture('backgroundImage')}
        <Toggle
          path="navigationBarShowFlag"
          label={text('navigationBarShowFlag')}
          help={text('navigationBarShowFlagHelp')}
          value={settings.navigationBarShowFlag}
          onValue={(navigationBarShowFlag) => update({ navigationBarShowFlag })}
        />
        {colour('navigationBarColor')}
        <ContrastNote background={settings.navigationBarColor} text={WHITE} low={low.includes('navigationBarColor')} />
      </FieldGroup>
    </>
  );
}
