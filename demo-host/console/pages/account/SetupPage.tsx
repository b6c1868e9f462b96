// The product's first start: the setup link of the server's log opens this page, which makes the
// first owner (and the first tenant, the organisation) and signs them in on the desk.
import { LOGIN_PATTERN } from '@shared/accounts';
import { ApiError } from '@shared/api';
import { useEffect, useState } from 'react';
import {
  newPasswordProblem,
  type PasswordProblem,
  passwordProblemOf,
  readFieldMessage,
  sentence,
} from '../../components/accountMessages';
import { errorText } from '../../components/errorText';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { TextField } from '../../components/TextField';
import { useT } from '../../i18n';
import { leaveAccountLink } from '../../stores/accountLink';
import { isSetUp, setUp } from '../../stores/auth';
import { LinkRefused } from './LinkRefused';

const LOGIN = new RegExp(LOGIN_PATTERN);

type Problems = Partial<Record<'login' | 'name', string>> & { password?: PasswordProblem | { words: string } };

export function SetupPage({ token }: { token: string }) {
  const t = useT();
  const [fields, setFields] = useState({ login: '', name: '', organisation: '', password: '', repeat: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [error, setError] = useState('');
  /** The server refused the link itself: it was used, or the product is set up already. */
  const [refused, setRefused] = useState<string>();
  const [busy, setBusy] = useState(false);
  /** A field's error goes as the field changes; both password fields share one. */
  const set = (name: keyof typeof fields) => (value: string) => {
    setFields((old) => ({ ...old, [name]: value }));
    const problem = name == 'repeat' ? 'password' : name;
    setProblems((old) => ({ ...old, [problem]: undefined }));
  };

  useEffect(() => {
    void isSetUp().then(
      (done) => done && setRefused(t('setup.done')),
      () => {},
    );
  }, []);

  const check = (): Problems => {
    const login = fields.login.trim();
    const found: Problems = {};
    if (!LOGIN.test(login)) found.login = t(login ? 'account.badLogin' : 'account.required');
    if (!fields.name.trim()) found.name = t('account.required');
    const password = newPasswordProblem(fields.password, fields.repeat, login);
    if (password) found.password = password;
    return found;
  };

  const submit = async () => {
    setError('');
    const found = check();
    setProblems(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await setUp({
        token,
        login: fields.login.trim(),
        name: fields.name.trim(),
        password: fields.password,
        ...(fields.organisation.trim() && { organisation: fields.organisation.trim() }),
      });
      leaveAccountLink();
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : '';
      const named = readFieldMessage(message);
      // 403: the link was used or is unknown; 409 naming no field: another setup made the owner first.
      const code = failure instanceof ApiError ? failure.code : 0;
      if (code == 403 || (code == 409 && !named)) setRefused(named?.words ?? message);
      else if (named?.field == 'password')
        setProblems({ password: passwordProblemOf(message) ?? { words: sentence(named.words) } });
      else if (named?.field == 'login') setProblems({ login: sentence(named.words) });
      else setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  if (refused) return <LinkRefused heading={t('setup.heading')} words={refused} />;
  return (
    <main class="login">
      <form
        class="login__form login__form--wide"
        aria-labelledby="setup-heading"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h1 id="setup-heading">{t('setup.heading')}</h1>
        <p class="muted login__intro">{t('setup.intro')}</p>
        <TextField
          id="setup-login"
          label={t('account.login')}
          value={fields.login}
          onValue={set('login')}
          autoComplete="username"
          autoCapitalize="none"
          spellcheck={false}
          maxLength={64}
          required
          focus
          hint={t('account.loginHint')}
          error={problems.login}
        />
        <TextField
          id="setup-name"
          label={t('setup.name')}
          value={fields.name}
          onValue={set('name')}
          autoComplete="name"
          maxLength={40}
          required
          hint={t('setup.nameHint')}
          error={problems.name}
        />
        <TextField
          id="setup-organisation"
          label={t('setup.organisation')}
          value={fields.organisation}
          onValue={set('organisation')}
          autoComplete="organization"
          maxLength={80}
          hint={t('setup.organisationHint')}
        />
        <NewPasswordFields
          id="setup-password"
          password={fields.password}
          repeat={fields.repeat}
          onPassword={set('password')}
          onRepeat={set('repeat')}
          problem={problems.password}
        />
        {error && (
          <p role="alert" class="error">
            {error}
          </p>
        )}
        <button type="submit" class="button button--primary" disabled={busy}>
          {t('setup.submit')}
        </button>
      </form>
    </main>
  );
}
