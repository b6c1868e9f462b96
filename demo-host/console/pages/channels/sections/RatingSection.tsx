// Rating: whether this channel invites visitors to rate, and the tenant's rating form, which
// every channel of the tenant shares and which is saved on its own.
import { useT } from '../../../i18n';
import { EvaluateConfigForm } from '../content/EvaluateConfigForm';
import { FieldGroup, Toggle } from '../fields';
import type { SectionProps } from './sectionProps';

export function RatingSection({ tenantId, settings, update }: SectionProps) {
  const t = useT();
  return (
    <>
      <FieldGroup title={t('channelContent.rating.channel')}>
        <Toggle
          path="evaluateMode"
          label={t('channelContent.rating.mode')}
          help={t('channelContent.rating.modeHelp')}
          value={settings.evaluateMode}
          onValue={(evaluateMode) => update({ evaluateMode })}
        />
      </FieldGroup>
      <FieldGroup title={t('channelContent.rating.tenant')}>
        <EvaluateConfigForm key={tenantId} tenantId={tenantId} />
      </FieldGroup>
    </>
  );
}
