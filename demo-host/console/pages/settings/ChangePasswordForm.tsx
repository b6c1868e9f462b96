// The signed-in person's own password: the current one proves it is them; the new one, typed
// twice, is checked here first. The server ends their other sessions and gives this one a new token.
import { ApiError } from '@shared/api';
import { useState } from 'react';
import {
  minutesToWait,
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
import { changePassword } from '../../stores/auth';

export function ChangePasswordForm() {
  const t = useT();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [currentProblem, setCurrentProblem] = useState('');
  const [problem, setProblem] = useState<PasswordProblem | { words: string }>();
  const [error, setError] = useState('');
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setError('');
    setChanged(false);
    const missing = current ? '' : t('account.required');
    const found = newPasswordProblem(password, repeat);
    setCurrentProblem(missing);
    setProblem(found);
    if (missing || found) return;
    setBusy(true);
    try {
      await changePassword(current, password);
      setCurrent('');
      setPassword('');
      setRepeat('');
      setChanged(true);
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : '';
      const named = readFieldMessage(message);
      const minutes = minutesToWait(failure);
      if (minutes) setError(t('login.tooMany', { count: minutes }));
      else if (named?.field == 'currentPassword') setCurrentProblem(t('settings.password.wrongCurrent'));
      else if (named?.field == 'newPassword')
        setProblem(passwordProblemOf(message) ?? { words: sentence(named.words) });
      else setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section class="settings__card" aria-labelledby="settings-password">
      <h2 id="settings-password">{t('settings.password.heading')}</h2>
      <p class="muted settings__hint">{t('settings.password.intro')}</p>
      <form
        class="password-form"
        noValidate
        aria-labelledby="settings-password"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          id="password-current"
          type="password"
          label={t('settings.password.current')}
          value={current}
          onValue={(value) => (setCurrent(value), setCurrentProblem(''))}
          autoComplete="current-password"
          required
          error={currentProblem}
        />
        <NewPasswordFields
          id="password-change"
          password={password}
          repeat={repeat}
          onPassword={(value) => (setPassword(value), setProblem(undefined))}
          onRepeat={(value) => (setRepeat(value), setProblem(undefined))}
          problem={problem}
        />
        {error && (
          <p role="alert" class="error">
            {error}
          </p>
        )}
        <div class="password-form__actions">
          <span role="status" class="notice--done password-form__done">
            {changed ? t('settings.password.changed') : ''}
          </span>
          <button type="submit" class="button button--primary" disabled={busy}>
            {t('settings.password.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
