// Tools: what the visitor may send besides text, whether earlier conversations show, and the
// thumbs on the robot's answers.
import { useT } from '../../../i18n';
import { patchOf } from '../basics/settingKeys';
import { FieldGroup, Toggle } from '../fields';
import type { SectionProps } from './sectionProps';

const SENDING = ['imageButtonFlag', 'videoButtonFlag', 'fileButtonFlag'] as const;
const CHAT = ['historyHideFlag', 'commentDocMode'] as const;

export function ToolsSection({ settings, update }: SectionProps) {
  const t = useT();
  const toggle = (key: (typeof SENDING)[number] | (typeof CHAT)[number]) => (
    <Toggle
      key={key}
      path={key}
      label={t(`channelBasics.tools.${key}`)}
      help={t(`channelBasics.tools.${key}Help`)}
      value={settings[key]}
      onValue={(value) => update(patchOf(key, value))}
    />
  );
  return (
    <>
      <FieldGroup title={t('channelBasics.tools.sending')}>{SENDING.map(toggle)}</FieldGroup>
      <FieldGroup title={t('channelBasics.tools.chat')}>{CHAT.map(toggle)}</FieldGroup>
    </>
  );
}
