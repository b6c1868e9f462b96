// A one-time link that cannot be used (used, expired, unknown): the server's words, and the way
// to the sign-in page.
import { sentence } from '../../components/accountMessages';
import { useT } from '../../i18n';
import { leaveAccountLink } from '../../stores/accountLink';

export function LinkRefused({ heading, words }: { heading: string; words: string }) {
  const t = useT();
  return (
    <main class="login">
      <section class="login__form" aria-labelledby="link-refused">
        <h1 id="link-refused">{heading}</h1>
        <p role="alert" class="error">
          {sentence(words)}
        </p>
        <button type="button" class="button button--primary" onClick={leaveAccountLink}>
          {t('account.toSignIn')}
        </button>
      </section>
    </main>
  );
}
