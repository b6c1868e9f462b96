// The console's ratings store: the list, what a rating says whichever part was rated, and
// the feed refreshing the list when a visitor rates.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from './fakeAgentClient';
import { feedBatches } from './feedDriver';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const store = await import('@console/stores/ratings');
const feed = await import('@console/stores/feed');

const agentRating = {
  sessionId: 3,
  userId: 'u3',
  visitorName: 'Ben',
  kind: 'agent' as const,
  time: 1,
  evaluateAdminStar: 4,
  evaluateAdminSolve: 1 as const,
  evaluateAdminContent: 'Quick',
  evaluateAdminTag: 'Polite',
};

let batches: ReturnType<typeof feedBatches>;
beforeEach(() => {
  client.reset();
  batches = feedBatches();
  store.$ratings.set(undefined);
});
afterEach(() => feed.stopFeed());

describe('ratings in the console', () => {
  it('fetches all ratings, or one conversation’s', async () => {
    client.answer(() => ({ list: [agentRating] }));
    await store.loadRatings();
    await store.fetchRatings(3);
    expect(client.calls.map((entry) => entry.body)).toEqual([{}, { sessionId: 3 }]);
    expect(store.$ratings.get()).toEqual([agentRating]);
  });

  it("what a rating says comes from the agent's fields or the robot's, by its kind", () => {
    expect(store.ratingText(agentRating)).toEqual({ solved: 1, comment: 'Quick', tags: 'Polite' });
    expect(
      store.ratingText({ sessionId: 4, userId: 'u4', visitorName: '', kind: 'robot', time: 1, evaluateRobotSolve: 0 }),
    ).toEqual({ solved: 0, comment: '', tags: '' });
  });

  it('an evaluated event reloads a loaded list', async () => {
    store.$ratings.set([]);
    client.answer((call) => (call == 'events' ? batches.next() : { list: [agentRating] }));
    batches.deliver({ kind: 'evaluated', sessionId: 3 });
    feed.followFeed();
    await vi.waitFor(() => expect(store.$ratings.get()).toEqual([agentRating]));
  });
});
