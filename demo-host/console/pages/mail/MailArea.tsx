// Mail (owners and admins), loaded with their first visit: whether the server sends at all, the
// shown tenant's settings (who is told, what visitors get, each channel's own), and the outbox.
// An owner picks the tenant, as on Team and Knowledge; unsaved settings are asked about first.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { errorText } from '../../components/errorText';
import { TenantPicker } from '../../components/TenantPicker';
import { useT } from '../../i18n';
import { $me } from '../../stores/auth';
import { chooseTenant, loadChannels } from '../../stores/channels';
import { forgetMail, loadMail } from '../../stores/mailSettings';
import { forgetOutbox, loadOutbox } from '../../stores/outbox';
import { mayDropMail } from './askToDropMail';
import { MailSettingsForm } from './MailSettingsForm';
import { MailStatusCard } from './MailStatusCard';
import { OutboxSection } from './OutboxSection';
import { useMailGuard } from './useMailGuard';

export default function MailArea() {
  const t = useT();
  const owner = useStore($me)?.role == 'owner';
  const [error, setError] = useState('');
  const failed = (failure: unknown) => setError(errorText(t, failure));
  /** Remounts the tenant select when the owner keeps their unsaved changes, so it shows the tenant still shown. */
  const [pickerKey, setPickerKey] = useState(0);
  useMailGuard();
  useEffect(() => {
    void loadMail().catch(failed);
    void loadChannels().catch(failed);
    void loadOutbox().catch(failed);
  }, []);

  const pickTenant = async (tenantId: string) => {
    if (!(await mayDropMail(t))) return setPickerKey((key) => key + 1);
    setError('');
    forgetMail();
    forgetOutbox();
    void chooseTenant(tenantId).catch(failed);
    void loadMail().catch(failed);
    void loadOutbox().catch(failed);
  };

  return (
    <main class="section outgoing" aria-labelledby="mail-heading">
      <div class="section__head">
        <h1 id="mail-heading">{t('mail.heading')}</h1>
      </div>
      {owner && (
        <div class="team__tenant-row">
          <TenantPicker key={pickerKey} id="mail-tenant" onChoose={(id) => void pickTenant(id)} onError={failed} />
        </div>
      )}
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <MailStatusCard />
      <MailSettingsForm />
      <OutboxSection />
    </main>
  );
}
