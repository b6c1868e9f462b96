// "Read the full article" under a robot answer longer than a bubble shows comfortably: the
// document's /question page inside the panel, keeping the chat's query for the way back.
import { useStore } from '@nanostores/react';
import { Link, useSearch } from 'wouter';
import { useT } from '../i18n/i18n';
import { pageFromChat } from '../pages/chatLink';
import { $session } from '../stores/session';

/** `label`: the message's own words for the link (robotLabels), when it has them. */
export function ArticleLink({ docId, label }: { docId: number; label?: string }) {
  const t = useT();
  const search = useSearch();
  const userId = useStore($session)?.userId;
  return (
    <Link class="msg-answer__article" href={pageFromChat('question', search, { docId, ...(userId && { userId }) })}>
      {label || t('question.readFull')}
    </Link>
  );
}
