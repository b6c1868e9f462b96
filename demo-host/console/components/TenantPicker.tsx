// Owners: the tenant the page shows (Team, Channels), one list for both; picking one hands it to
// the page, which loads what it shows for it.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useT } from '../i18n';
import { $me } from '../stores/auth';
import { $shownTenant, $tenants, loadTenants } from '../stores/shownTenant';

interface Props {
  id: string;
  onChoose: (tenantId: string) => void;
  onError: (failure: unknown) => void;
}

export function TenantPicker({ id, onChoose, onError }: Props) {
  const t = useT();
  const me = useStore($me)!;
  const tenants = useStore($tenants);
  const shown = useStore($shownTenant) ?? me.tenantId;
  useEffect(() => {
    void loadTenants().catch(onError);
  }, []);
  return (
    <>
      <label for={id}>{t('team.tenant')}</label>
      <select id={id} value={shown} onChange={(event) => onChoose(event.currentTarget.value)}>
        {(tenants ?? []).map((tenant) => (
          <option key={tenant.tenantId} value={tenant.tenantId}>
            {tenant.name} ({tenant.tenantId})
          </option>
        ))}
      </select>
    </>
  );
}
