import { useT } from '../i18n/i18n';

export function NotFound() {
  const t = useT();
  return (
    <main class="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
    </main>
  );
}
