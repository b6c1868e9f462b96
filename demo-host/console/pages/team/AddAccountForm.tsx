// A new account of the tenant shown: its login, name, role and groups, and what visitors see on its card.
// It has no password: the server answers a one-time link its person chooses one through.
import { useStore } from '@nanostores/react';
import { LOGIN_PATTERN, type Role } from '@shared/accounts';
import { ApiError, type PasswordLink } from '@shared/api';
import { useState } from 'react';
import { readFieldMessage, sentence } from '../../components/accountMessages';
import { errorText } from '../../components/errorText';
import { TextField } from '../../components/TextField';
import { useT } from '../../i18n';
import { $groups, addAccount } from '../../stores/team';
import { GroupChoice } from './GroupChoice';

const LOGIN = new RegExp(LOGIN_PATTERN);

interface Props {
  /** The roles the caller may give. */
  roles: Role[];
  onAdded: (name: string, link: PasswordLink) => void;
  onCancel: () => void;
}

type Field = 'login' | 'name' | 'role' | 'email' | 'phone' | 'signature';

/** Where the server's message about a field of the request is shown. */
const FIELD_OF: Record<string, Field> = {
  login: 'login',
  role: 'role',
  'card.adminNick': 'name',
  'card.adminCardEmail': 'email',
  'card.adminCardTel': 'phone',
  'card.adminCardSign': 'signature',
};

export function AddAccountForm({ roles, onAdded, onCancel }: Props) {
  const t = useT();
  const groups = useStore($groups);
  const [groupIds, setGroupIds] = useState<number[]>([]);
  const [fields, setFields] = useState({
    login: '',
    name: '',
    role: roles.includes('agent') ? 'agent' : roles[0]!,
    email: '',
    phone: '',
    signature: '',
  });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  /** A field's error goes as the field changes. */
  const set = (name: Field) => (value: string) => {
    setFields((old) => ({ ...old, [name]: value }));
    setProblems((old) => ({ ...old, [name]: undefined }));
  };

  const submit = async () => {
    setError('');
    const login = fields.login.trim();
    const found: Partial<Record<Field, string>> = {};
    if (!LOGIN.test(login)) found.login = t(login ? 'account.badLogin' : 'account.required');
    if (!fields.name.trim()) found.name = t('account.required');
    setProblems(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const link = await addAccount({
        login,
        role: fields.role,
        card: {
          adminNick: fields.name.trim(),
          ...(fields.email.trim() && { adminCardEmail: fields.email.trim() }),
          ...(fields.phone.trim() && { adminCardTel: fields.phone.trim() }),
          ...(fields.signature.trim() && { adminCardSign: fields.signature.trim() }),
        },
        ...(groupIds.length > 0 && { groupIds }),
      });
      onAdded(fields.name.trim(), link);
    } catch (failure) {
      const named = failure instanceof ApiError ? readFieldMessage(failure.message) : undefined;
      const field = named && FIELD_OF[named.field];
      if (named && field) setProblems({ [field]: sentence(named.words) });
      else setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      class="team-form"
      aria-labelledby="add-account-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="add-account-heading">{t('team.addHeading')}</h2>
      <p class="muted team-form__intro">{t('team.addIntro')}</p>
      <div class="team-form__row">
        <TextField
          id="account-login"
          label={t('account.login')}
          value={fields.login}
          onValue={set('login')}
          autoComplete="off"
          autoCapitalize="none"
          spellcheck={false}
          maxLength={64}
          required
          focus
          hint={t('account.loginHint')}
          error={problems.login}
        />
        <TextField
          id="account-name"
          label={t('team.name')}
          value={fields.name}
          onValue={set('name')}
          autoComplete="off"
          maxLength={40}
          required
          hint={t('team.nameHint')}
          error={problems.name}
        />
        <div class="field">
          <label for="account-role">{t('team.role')}</label>
          <select
            id="account-role"
            value={fields.role}
            aria-invalid={problems.role ? true : undefined}
            aria-describedby={problems.role ? 'account-role-error' : undefined}
            onChange={(event) => set('role')(event.currentTarget.value)}
          >
            {roles.map((role) => (
              <option key={role} value={role}>
                {t(`team.roles.${role}`)}
              </option>
            ))}
          </select>
          {problems.role && (
            <span id="account-role-error" role="alert" class="error field__error">
              {problems.role}
            </span>
          )}
        </div>
      </div>
      <fieldset class="team-form__card">
        <legend>{t('team.card')}</legend>
        <div class="team-form__row">
          <TextField
            id="account-email"
            type="email"
            label={t('team.email')}
            value={fields.email}
            onValue={set('email')}
            autoComplete="off"
            maxLength={120}
            error={problems.email}
          />
          <TextField
            id="account-phone"
            type="tel"
            label={t('team.phone')}
            value={fields.phone}
            onValue={set('phone')}
            autoComplete="off"
            maxLength={40}
            error={problems.phone}
          />
          <TextField
            id="account-signature"
            label={t('team.signature')}
            value={fields.signature}
            onValue={set('signature')}
            autoComplete="off"
            maxLength={100}
            error={problems.signature}
          />
        </div>
      </fieldset>
      {groups && groups.length > 0 && (
        <GroupChoice id="account-groups" groups={groups} chosen={groupIds} onChosen={setGroupIds} />
      )}
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <div class="team-form__actions">
        <button type="button" class="button" onClick={onCancel}>
          {t('team.cancel')}
        </button>
        <button type="submit" class="button button--primary" disabled={busy}>
          {t('team.addSubmit')}
        </button>
      </div>
    </form>
  );
}
