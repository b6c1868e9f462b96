// /question: a robot document as an article, its question as the heading and its answer as
// sanitised rich text. An element carrying a link attribute (`data-link`, or the spec's
// `link`) opens that link in a new window, http(s) only; a failure shows the server's message.
import { useStore } from '@nanostores/react';
import { articleElementLink } from '@shared/articleLink';
import { RichText } from '@shared/ui/RichText';
import { type MouseEvent, useEffect } from 'react';
import { useSearch } from 'wouter';
import { useT } from '../../i18n/i18n';
import { $article, loadArticle } from '../../stores/article';
import { SubPage } from '../SubPage';

function openElementLink(event: MouseEvent<HTMLElement>) {
  const element = (event.target as Element).closest?.('[data-link],[link]');
  if (!element) return;
  const url = articleElementLink(element.getAttribute('data-link') ?? element.getAttribute('link'));
  if (!url) return;
  event.preventDefault();
  window.open(url, '_blank', 'noopener,noreferrer');
}

export default function QuestionPage() {
  const t = useT();
  const query = new URLSearchParams(useSearch());
  const channelId = query.get('channelId') ?? '';
  const docId = Number(query.get('docId'));
  const article = useStore($article);

  useEffect(() => {
    void loadArticle(channelId, docId);
  }, [channelId, docId]);

  return (
    <SubPage title={t('question.title')}>
      {article.status == 'loading' && <p class="page__status">{t('question.loading')}</p>}
      {article.status == 'failed' && (
        <p class="page__status page__status--error" role="alert">
          {t('question.failed', { message: article.message })}
        </p>
      )}
      {article.status == 'ready' && (
        <article class="article" onClick={openElementLink}>
          <h2 class="article__question">{article.doc.docQuestion}</h2>
          <RichText html={article.doc.docAnswer} className="article__answer" />
        </article>
      )}
    </SubPage>
  );
}
