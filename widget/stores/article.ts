// The FAQ article of /question: loading, the document, or the server's message.

import type { VisitorReplies } from '@shared/api';
import { atom } from 'nanostores';
import { callVisitor } from '../api/client';
import { openChannel } from './visitor';

export type ArticleState =
  | { status: 'loading' }
  | { status: 'ready'; doc: VisitorReplies['getRobotDoc'] }
  | { status: 'failed'; message: string };

export const $article = atom<ArticleState>({ status: 'loading' });

/** The article of `docId`, read through the channel (its theme and language too, when it loads). */
export async function loadArticle(channelId: string, docId: number) {
  $article.set({ status: 'loading' });
  // The channel dresses the page; the article does not wait for it, nor fail with it.
  if (channelId) openChannel(channelId).catch(() => {});
  try {
    const doc = await callVisitor('getRobotDoc', { channelId, docId });
    $article.set({ status: 'ready', doc });
  } catch (error) {
    $article.set({ status: 'failed', message: (error as Error).message });
  }
}
