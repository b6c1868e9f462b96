// The FAQ panel (msgType 99, the robot's guide): the channel's frequent questions, a page
// of FAQ_PAGE_SIZE at a time; "change batch" shows the next page, then the first again.

import type { FaqEntry } from '@shared/api';
import { FAQ_PAGE_SIZE } from '@shared/constants';
import { useState } from 'react';
import { useT } from '../i18n/i18n';
import type { MessageActions } from './actions';

export function FaqPanel({ faqList, actions }: { faqList: FaqEntry[]; actions: MessageActions }) {
  const t = useT();
  const [page, setPage] = useState(0);
  const entries = faqList.filter((entry) => entry?.question);
  const pages = Math.ceil(entries.length / FAQ_PAGE_SIZE);
  if (!pages) return null;
  // The list may have shrunk since the last click.
  const shown = page % pages;
  return (
    <div class="msg-faq">
      <div class="msg-faq__head">
        <p class="msg-faq__title">{t('message.faqTitle')}</p>
        {pages > 1 && (
          <button type="button" class="msg-faq__batch" onClick={() => setPage((shown + 1) % pages)}>
            <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
              <path
                d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5"
                fill="none"
                stroke="currentColor"
                stroke-width="2"
                stroke-linecap="round"
              />
            </svg>
            {t('message.changeBatch')}
          </button>
        )}
      </div>
      <ul class="msg-suggestions">
        {entries.slice(shown * FAQ_PAGE_SIZE, (shown + 1) * FAQ_PAGE_SIZE).map((entry, index) => (
          <li key={`${entry.docId}-${index}`}>
            <button
              type="button"
              class="msg-suggestion"
              dir="auto"
              onClick={() => actions.askDocument(entry.docId, entry.question)}
            >
              {entry.question}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
