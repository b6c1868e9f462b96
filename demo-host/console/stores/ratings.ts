// Ratings visitors gave the agent's conversations: one per conversation, newest first,
// refreshed when the feed says a visitor rated.

import type { ReceivedRating } from '@shared/api';
import { atom } from 'nanostores';
import { callAgent } from '../api/agentClient';
import { onFeed } from './feed';

export const $ratings = atom<ReceivedRating[] | undefined>(undefined);

export const fetchRatings = async (sessionId?: number) =>
  (await callAgent('evaluations', sessionId ? { sessionId } : {})).list;

export async function loadRatings() {
  $ratings.set(await fetchRatings());
}

/** What the visitor said, whichever part they rated. */
export const ratingText = (rating: ReceivedRating) => ({
  solved: rating.kind == 'agent' ? rating.evaluateAdminSolve : rating.evaluateRobotSolve,
  comment: (rating.kind == 'agent' ? rating.evaluateAdminContent : rating.evaluateRobotContent) ?? '',
  tags: (rating.kind == 'agent' ? rating.evaluateAdminTag : rating.evaluateRobotTag) ?? '',
});

onFeed((events) => {
  if ($ratings.get() && events.some((event) => event.kind == 'evaluated')) return loadRatings();
});
