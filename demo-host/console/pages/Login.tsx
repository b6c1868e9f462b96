// The sign-in page; before the product has its first owner, it says where the setup link is
// instead (the server's log), since nobody could sign in yet.
import { useStore } from '@nanostores/react';
import { ApiError } from '@shared/api';
import type { TextFunction } from '@shared/ui/texts';
import { useEffect, useState } from 'react';
import { minutesToWait } from '../components/accountMessages';
import { errorText } from '../components/errorText';
import { focusOnMount } from '../components/focusOnMount';
import { useT } from '../i18n';
import { leaveAccountLink } from '../stores/accountLink';
import { $sessionEnded, isSetUp, signIn } from '../stores/auth';

function refusal(t: TextFunction, error: unknown): string {
  const minutes = minutesToWait(error);
  if (minutes) return t('login.tooMany', { count: minutes });
  if (error instanceof ApiError && error.code == 401) return t('login.failed');
  if (error instanceof ApiError && error.code == 403) return t('login.disabled');
  return errorText(t, error);
}

function NotSetUp({ onCheck }: { onCheck: () => void }) {
  const t = useT();
  return (
    <main class="login">
      <section class="login__form" aria-labelledby="not-set-up">
        <h1 id="not-set-up">{t('title')}</h1>
        <p class="login__lead">{t('login.notSetUp')}</p>
        <p class="muted">{t('login.notSetUpHint')}</p>
        <button type="button" class="button" onClick={onCheck}>
          {t('login.checkAgain')}
        </button>
      </section>
    </main>
  );
}

interface Props {
  /** A password was just chosen through a link: for this login, filled in. */
  passwordSetFor?: string;
}

export function Login({ passwordSetFor }: Props) {
  const t = useT();
  const sessionEnded = useStore($sessionEnded);
  /** undefined while the server is asked; a server that cannot say is taken as set up. */
  const [setUp, setSetUp] = useState<boolean | undefined>(passwordSetFor ? true : undefined);
  const [login, setLogin] = useState(passwordSetFor ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const check = () => void isSetUp().then(setSetUp, () => setSetUp(true));
  useEffect(() => {
    if (setUp === undefined) check();
  }, []);

  if (setUp === undefined) return <main class="login" aria-busy="true" />;
  if (!setUp) return <NotSetUp onCheck={check} />;
  return (
    <main class="login">
      <form
        class="login__form"
        onSubmit={async (event) => {
          event.preventDefault();
          setError('');
          setBusy(true);
          try {
            await signIn(login.trim(), password);
            leaveAccountLink();
          } catch (failure) {
            setError(refusal(t, failure));
          } finally {
            setBusy(false);
          }
        }}
      >
        <h1>{t('title')}</h1>
        {passwordSetFor && (
          <p role="status" class="notice notice--done">
            {t('login.passwordSet', { login: passwordSetFor })}
          </p>
        )}
        {sessionEnded && !passwordSetFor && (
          <p role="status" class="notice">
            {t('login.sessionEnded')}
          </p>
        )}
        <label class="field">
          <span>{t('login.login')}</span>
          <input
            value={login}
            autoComplete="username"
            ref={passwordSetFor ? undefined : focusOnMount}
            required
            onInput={(event) => setLogin((event.target as HTMLInputElement).value)}
          />
        </label>
        <label class="field">
          <span>{t('login.password')}</span>
          <input
            type="password"
            value={password}
            autoComplete="current-password"
            ref={passwordSetFor ? focusOnMount : undefined}
            required
            onInput={(event) => setPassword((event.target as HTMLInputElement).value)}
          />
        </label>
        {error && (
          <p role="alert" class="error">
            {error}
          </p>
        )}
        <button type="submit" class="button button--primary" disabled={busy}>
          {t('login.submit')}
        </button>
      </form>
    </main>
  );
}
