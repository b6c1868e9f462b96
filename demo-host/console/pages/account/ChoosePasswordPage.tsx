// A password link (a new account's first password, or a reset an admin gave): the person
// chooses their password, then signs in with it.
import { ApiError } from '@shared/api';
import { useState } from 'react';
import {
  newPasswordProblem,
  type PasswordProblem,
  passwordProblemOf,
  readFieldMessage,
  sentence,
} from '../../components/accountMessages';
import { errorText } from '../../components/errorText';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { useT } from '../../i18n';
import { $accountLink } from '../../stores/accountLink';
import { choosePassword } from '../../stores/auth';
import { LinkRefused } from './LinkRefused';

export function ChoosePasswordPage({ token }: { token: string }) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<PasswordProblem | { words: string }>();
  const [error, setError] = useState('');
  /** The server refused the link: used, expired, unknown, or its account disabled. */
  const [refused, setRefused] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setError('');
    const found = newPasswordProblem(password, repeat);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      const login = await choosePassword(token, password);
      $accountLink.set({ kind: 'passwordSet', login });
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : '';
      const named = readFieldMessage(message);
      if (failure instanceof ApiError && failure.code == 403) setRefused(named?.words ?? failure.message);
      else if (named?.field == 'password') setProblem(passwordProblemOf(message) ?? { words: sentence(named.words) });
      else setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  if (refused) return <LinkRefused heading={t('choosePassword.refused')} words={refused} />;
  return (
    <main class="login">
      <form
        class="login__form"
        aria-labelledby="choose-password-heading"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h1 id="choose-password-heading">{t('choosePassword.heading')}</h1>
        <p class="muted login__intro">{t('choosePassword.intro')}</p>
        <NewPasswordFields
          id="choose-password"
          password={password}
          repeat={repeat}
          onPassword={(value) => (setPassword(value), setProblem(undefined))}
          onRepeat={(value) => (setRepeat(value), setProblem(undefined))}
          problem={problem}
          focus
        />
        {error && (
          <p role="alert" class="error">
            {error}
          </p>
        )}
        <button type="submit" class="button button--primary" disabled={busy}>
          {t('choosePassword.submit')}
        </button>
      </form>
    </main>
  );
}
