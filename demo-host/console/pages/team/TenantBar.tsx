// Owners: which tenant's accounts the page shows, and a new tenant (its id and name).

import { TENANT_ID_PATTERN } from '@shared/accounts';
import { ApiError } from '@shared/api';
import { useState } from 'react';
import { readFieldMessage, sentence } from '../../components/accountMessages';
import { errorText } from '../../components/errorText';
import { TenantPicker } from '../../components/TenantPicker';
import { TextField } from '../../components/TextField';
import { useT } from '../../i18n';
import { addTenant, chooseTenant } from '../../stores/team';

const TENANT_ID = new RegExp(TENANT_ID_PATTERN);

function AddTenantForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const [tenantId, setTenantId] = useState('');
  const [name, setName] = useState('');
  const [problems, setProblems] = useState<{ tenantId?: string; name?: string }>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setError('');
    const found = {
      ...(!TENANT_ID.test(tenantId.trim()) && {
        tenantId: t(tenantId.trim() ? 'team.errors.badTenantId' : 'account.required'),
      }),
      ...(!name.trim() && { name: t('account.required') }),
    };
    setProblems(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await addTenant(tenantId.trim(), name.trim());
      onDone();
    } catch (failure) {
      const named = failure instanceof ApiError ? readFieldMessage(failure.message) : undefined;
      if (named?.field == 'tenantId' || named?.field == 'name') setProblems({ [named.field]: sentence(named.words) });
      else setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      class="team-form"
      aria-labelledby="add-tenant-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="add-tenant-heading">{t('team.addTenantHeading')}</h2>
      <div class="team-form__row">
        <TextField
          id="tenant-id"
          label={t('team.tenantId')}
          value={tenantId}
          onValue={(value) => (setTenantId(value), setProblems((old) => ({ ...old, tenantId: undefined })))}
          autoComplete="off"
          autoCapitalize="none"
          spellcheck={false}
          maxLength={32}
          required
          focus
          hint={t('team.tenantIdHint')}
          error={problems.tenantId}
        />
        <TextField
          id="tenant-name"
          label={t('team.tenantName')}
          value={name}
          onValue={(value) => (setName(value), setProblems((old) => ({ ...old, name: undefined })))}
          autoComplete="off"
          maxLength={80}
          required
          error={problems.name}
        />
      </div>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <div class="team-form__actions">
        <button type="button" class="button" onClick={onDone}>
          {t('team.cancel')}
        </button>
        <button type="submit" class="button button--primary" disabled={busy}>
          {t('team.addTenantSubmit')}
        </button>
      </div>
    </form>
  );
}

export function TenantBar() {
  const t = useT();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState('');
  const failed = (failure: unknown) => setError(errorText(t, failure));
  return (
    <div class="team__tenants">
      <div class="team__tenant-row">
        <TenantPicker
          id="team-tenant"
          onChoose={(tenantId) => void chooseTenant(tenantId).catch(failed)}
          onError={failed}
        />
        {!adding && (
          <button type="button" class="button button--small" onClick={() => setAdding(true)}>
            {t('team.addTenant')}
          </button>
        )}
      </div>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {adding && <AddTenantForm onDone={() => setAdding(false)} />}
    </div>
  );
}
