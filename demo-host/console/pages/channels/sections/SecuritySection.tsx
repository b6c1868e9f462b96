// Security: the sites that may show the chat (they become the widget page's frame-ancestors),
// where external forms may post, and identity verification with its secret.

import { useStore } from '@nanostores/react';
import { CHANNEL_LIMITS, ChannelSettingsSchema } from '@shared/api/channel';
import { useT } from '../../../i18n';
import { $channelSecret } from '../../../stores/channelBasicsSecret';
import { OriginList } from '../basics/OriginList';
import { SecretPanel } from '../basics/SecretPanel';
import { FieldGroup, problemAt, Toggle } from '../fields';
import type { SectionProps } from './sectionProps';

/** The schema's most origins an external form may post to (TypeBox keeps it on the schema, untyped). */
const FORM_ORIGINS = (ChannelSettingsSchema.properties.formRequestOrigins as unknown as { maxItems: number }).maxItems;

export function SecuritySection({ channelId, settings, update, problems }: SectionProps) {
  const t = useT();
  const secret = useStore($channelSecret);
  const withoutSecret = secret?.channelId == channelId && secret.hasSecret === false;
  const verificationProblem =
    problemAt(problems, 'identityVerification') ??
    (settings.identityVerification && withoutSecret ? t('channelBasics.security.needsSecret') : undefined);
  return (
    <>
      <FieldGroup title={t('channelBasics.security.sites')}>
        <OriginList
          path="allowedOrigins"
          title={t('channelBasics.security.allowedOrigins')}
          help={t('channelBasics.security.allowedOriginsHelp', { max: CHANNEL_LIMITS.origins })}
          max={CHANNEL_LIMITS.origins}
          origins={settings.allowedOrigins}
          onOrigins={(allowedOrigins) => update({ allowedOrigins })}
          problems={problems}
        />
        <OriginList
          path="formRequestOrigins"
          title={t('channelBasics.security.formRequestOrigins')}
          help={t('channelBasics.security.formRequestOriginsHelp', { max: FORM_ORIGINS })}
          max={FORM_ORIGINS}
          origins={settings.formRequestOrigins}
          onOrigins={(formRequestOrigins) => update({ formRequestOrigins })}
          problems={problems}
        />
      </FieldGroup>
      <FieldGroup title={t('channelBasics.security.identity')}>
        <Toggle
          path="identityVerification"
          label={t('channelBasics.security.identityVerification')}
          help={t('channelBasics.security.identityVerificationHelp')}
          value={settings.identityVerification ? 1 : 0}
          onValue={(on) => update({ identityVerification: on == 1 })}
        />
        {verificationProblem && (
          <p id="ch-identityVerification-problem" role="alert" class="error field__error">
            {verificationProblem}
          </p>
        )}
        <SecretPanel channelId={channelId} verifying={settings.identityVerification} />
      </FieldGroup>
    </>
  );
}
