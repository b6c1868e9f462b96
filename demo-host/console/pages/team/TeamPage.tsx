// Team (owners and admins): the accounts of a tenant, a new account with its one-time password
// link, and for owners which tenant is shown and a new tenant.
import { useStore } from '@nanostores/react';
import type { PasswordLink } from '@shared/api';
import { useEffect, useState } from 'react';
import { errorText } from '../../components/errorText';
import { useT } from '../../i18n';
import { $me } from '../../stores/auth';
import { $shownTenant } from '../../stores/shownTenant';
import { $accounts, loadAccounts, loadGroups } from '../../stores/team';
import { grantableRoles } from '../../stores/teamRules';
import { AccountItem } from './AccountItem';
import { AddAccountForm } from './AddAccountForm';
import { OneTimeLink } from './OneTimeLink';
import { TenantBar } from './TenantBar';

export function TeamPage() {
  const t = useT();
  const me = useStore($me)!;
  const accounts = useStore($accounts);
  const shownTenant = useStore($shownTenant) ?? me.tenantId;
  const [error, setError] = useState('');
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<{ name: string; link: PasswordLink }>();
  useEffect(() => {
    void loadAccounts().catch((failure: unknown) => setError(errorText(t, failure)));
  }, []);
  // The groups to choose an account's from: the shown tenant's, again when an owner picks another.
  useEffect(() => {
    void loadGroups().catch((failure: unknown) => setError(errorText(t, failure)));
  }, [shownTenant]);
  return (
    <main class="section team" aria-labelledby="team-heading">
      <div class="section__head">
        <h1 id="team-heading">{t('team.heading')}</h1>
        {!adding && (
          <button
            type="button"
            class="button button--primary button--small"
            onClick={() => (setAdded(undefined), setAdding(true))}
          >
            {t('team.add')}
          </button>
        )}
      </div>
      {me.role == 'owner' && <TenantBar />}
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {adding && (
        <AddAccountForm
          roles={grantableRoles(me.role)}
          onAdded={(name, link) => (setAdding(false), setAdded({ name, link }))}
          onCancel={() => setAdding(false)}
        />
      )}
      {added && (
        <OneTimeLink
          id="added-link"
          heading={t('team.addedHeading', { name: added.name })}
          link={added.link}
          onDone={() => setAdded(undefined)}
        />
      )}
      {accounts && accounts.length == 0 && <p class="muted">{t('team.empty')}</p>}
      <ul class="accounts" aria-label={t('team.list')}>
        {accounts?.map((account) => (
          <AccountItem key={account.adminId} account={account} me={me} />
        ))}
      </ul>
    </main>
  );
}
