// One account of the team: who, their role and groups, whether they are online, away or disabled,
// and what the caller may do to it (change the role or the groups, a new password link, disable or
// enable, each disabling or enabling asked first). What the rules forbid is not offered; the server refuses it anyway.
import { useStore } from '@nanostores/react';
import type { Role } from '@shared/accounts';
import type { Account, PasswordLink, TenantGroup } from '@shared/api';
import { useState } from 'react';
import { errorText } from '../../components/errorText';
import { useT } from '../../i18n';
import type { SignedIn } from '../../stores/auth';
import { ask } from '../../stores/question';
import { $groups, changeGroups, changeRole, newPasswordLink, setDisabled } from '../../stores/team';
import { grantableRoles, mayManage } from '../../stores/teamRules';
import { GroupChoice } from './GroupChoice';
import { OneTimeLink } from './OneTimeLink';

type Status = 'disabled' | 'online' | 'away';
const statusOf = (account: Account): Status => (account.disabled ? 'disabled' : account.online ? 'online' : 'away');

function RoleChoice({ account, roles, onError }: { account: Account; roles: Role[]; onError: (text: string) => void }) {
  const t = useT();
  const [role, setRole] = useState<Role>(account.role);
  const id = `role-${account.adminId}`;
  return (
    <span class="account__role">
      <label for={id} class="sr-only">
        {t('team.roleOf', { name: account.card.adminNick })}
      </label>
      <select id={id} value={role} onChange={(event) => setRole(event.currentTarget.value as Role)}>
        {roles.map((each) => (
          <option key={each} value={each}>
            {t(`team.roles.${each}`)}
          </option>
        ))}
      </select>
      {role != account.role && (
        <button
          type="button"
          class="button button--small button--primary"
          onClick={() =>
            void changeRole(account.adminId, role).catch((failure: unknown) => {
              setRole(account.role);
              onError(errorText(t, failure));
            })
          }
        >
          {t('team.saveRole')}
        </button>
      )}
    </span>
  );
}

function GroupsEditor({
  account,
  groups,
  onDone,
  onError,
}: {
  account: Account;
  groups: readonly TenantGroup[];
  onDone: () => void;
  onError: (text: string) => void;
}) {
  const t = useT();
  const [chosen, setChosen] = useState<number[]>(account.groupIds);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await changeGroups(account.adminId, chosen);
      onDone();
    } catch (failure) {
      onError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div class="account__groups-editor">
      <GroupChoice id={`groups-${account.adminId}`} groups={groups} chosen={chosen} onChosen={setChosen} />
      <span class="desk__actions">
        <button type="button" class="button button--small" onClick={onDone}>
          {t('team.cancel')}
        </button>
        <button type="button" class="button button--small button--primary" disabled={busy} onClick={() => void save()}>
          {t('channels.groups.save')}
        </button>
      </span>
    </div>
  );
}

export function AccountItem({ account, me }: { account: Account; me: SignedIn }) {
  const t = useT();
  const [link, setLink] = useState<PasswordLink>();
  const [error, setError] = useState('');
  const [editingGroups, setEditingGroups] = useState(false);
  const groups = useStore($groups);
  const name = account.card.adminNick;
  const groupNames = (groups ?? [])
    .filter((group) => account.groupIds.includes(group.groupId))
    .map((group) => group.groupName);
  const status = statusOf(account);
  const manageable = mayManage(me, account);
  const roles = grantableRoles(me.role);

  const toggleDisabled = async () => {
    const disable = !account.disabled;
    const verb = disable ? 'disable' : 'enable';
    const answer = await ask(
      t(`team.${verb}Title`, { name }),
      [{ value: verb, label: t(`team.${verb}`), danger: disable }],
      t(`team.${verb}Text`, { name }),
    );
    if (!answer) return;
    setError('');
    setLink(undefined);
    await setDisabled(account.adminId, disable).catch((failure: unknown) => setError(errorText(t, failure)));
  };

  const giveLink = async () => {
    setError('');
    await newPasswordLink(account.adminId).then(setLink, (failure: unknown) => setError(errorText(t, failure)));
  };

  return (
    <li class={`account${account.disabled ? ' is-disabled' : ''}`} aria-label={name}>
      <div class="account__head">
        <span class="account__who">
          <strong>{name}</strong>
          {account.adminId == me.adminId && <span class="pill pill--you">{t('team.you')}</span>}
          <span class="muted account__login">{account.login}</span>
        </span>
        <span class="account__facts">
          {manageable && roles.includes(account.role) ? (
            <RoleChoice key={account.role} account={account} roles={roles} onError={setError} />
          ) : (
            <span class="pill pill--role">{t(`team.roles.${account.role}`)}</span>
          )}
          <span class={`pill pill--${status}`}>{t(`team.status.${status}`)}</span>
          {groupNames.map((groupName) => (
            <span key={groupName} class="pill pill--group">
              {groupName}
            </span>
          ))}
        </span>
        {manageable && (
          <span class="desk__actions account__actions">
            {groups && groups.length > 0 && !editingGroups && (
              <button
                type="button"
                class="button button--small"
                aria-label={t('channels.groups.editOf', { name })}
                onClick={() => (setError(''), setEditingGroups(true))}
              >
                {t('channels.groups.edit')}
              </button>
            )}
            {!account.disabled && (
              <button type="button" class="button button--small" onClick={() => void giveLink()}>
                {t('team.passwordLink')}
              </button>
            )}
            <button
              type="button"
              class={`button button--small${account.disabled ? '' : ' button--danger'}`}
              onClick={() => void toggleDisabled()}
            >
              {t(account.disabled ? 'team.enable' : 'team.disable')}
            </button>
          </span>
        )}
      </div>
      {editingGroups && groups && (
        <GroupsEditor account={account} groups={groups} onDone={() => setEditingGroups(false)} onError={setError} />
      )}
      {error && (
        <p role="alert" class="error account__error">
          {error}
        </p>
      )}
      {link && (
        <OneTimeLink
          id={`link-${account.adminId}`}
          heading={t('team.passwordLinkHeading', { name })}
          link={link}
          onDone={() => setLink(undefined)}
        />
      )}
    </li>
  );
}
