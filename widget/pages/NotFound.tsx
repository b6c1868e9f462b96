import { useT } from '../i18n/i18n';
import { SubPage } from './SubPage';

/** /404: the spec's heading and text, inside the frame every page has (back to the chat, or close). */
export default function NotFound() {
  const t = useT();
  return (
    <SubPage title={t('notFound.title')}>
      <p class="not-found">{t('notFound.text')}</p>
    </SubPage>
  );
}
