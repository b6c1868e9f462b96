// Ratings visitors gave the agent's conversations: one per conversation, newest first,
// refreshed when the feed says a visitor rated.
import { atom } from 'nanostores';
import { callAgent } from '../api/agentClient';
import { onFeed } from './feed';

export interface Rating {
  sessionId: number;
  userId: string;
  visitorName: string;
  /** 'agent': the visitor rated the agent; 'robot': the robot's part */
  kind: 'agent' | 'robot';
  time: number;
  evaluateAdminStar?: number;
  evaluateAdminSolve?: 0 | 1;
  evaluateAdminContent?: string;
  evaluateAdminTag?: string;
  evaluateRobotSolve?: 0 | 1;
  evaluateRobotContent?: string;
  evaluateRobotTag?: string;
}

export const $ratings = atom<Rating[] | undefined>(undefined);

export const fetchRatings = async (sessionId?: number) =>
  (await callAgent<{ list: Rating[] }>('evaluations', sessionId ? { sessionId } : {})).list;

export async function loadRatings() {
  $ratings.set(await fetchRatings());
}

/** What the visitor said, whichever part they rated. */
export const ratingText = (rating: Rating) => ({
  solved: rating.kind == 'agent' ? rating.evaluateAdminSolve : rating.evaluateRobotSolve,
  comment: (rating.kind == 'agent' ? rating.evaluateAdminContent : rating.evaluateRobotContent) ?? '',
  tags: (rating.kind == 'agent' ? rating.evaluateAdminTag : rating.evaluateRobotTag) ?? '',
});

onFeed((events) => {
  if ($ratings.get() && events.some((event) => event.kind == 'evaluated')) return loadRatings();
});
