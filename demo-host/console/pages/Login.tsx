import { useState } from 'react';
import { focusOnMount } from '../components/focusOnMount';
import { useT } from '../i18n';
import { signIn } from '../stores/auth';

export function Login() {
  const t = useT();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [failed, setFailed] = useState(false);
  return (
    <main class="login">
      <form
        class="login__form"
        onSubmit={async (event) => {
          event.preventDefault();
          setFailed(false);
          await signIn(login.trim(), password).catch(() => setFailed(true));
        }}
      >
        <h1>{t('title')}</h1>
        <label class="field">
          <span>{t('login.login')}</span>
          <input
            value={login}
            autoComplete="username"
            ref={focusOnMount}
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
            required
            onInput={(event) => setPassword((event.target as HTMLInputElement).value)}
          />
        </label>
        {failed && (
          <p role="alert" class="error">
            {t('login.failed')}
          </p>
        )}
        <button type="submit" class="button button--primary">
          {t('login.submit')}
        </button>
      </form>
    </main>
  );
}
