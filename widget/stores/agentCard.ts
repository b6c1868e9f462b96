// The agent's card for the side bar: the one that came with the session or its events, else
// fetched (getAdminCard) while something shows it, once per stay with the agent.

import { VISITOR_STATUS } from '@shared/codes';
import { computed, onMount, onStart } from 'nanostores';
import { callVisitor } from '../api/client';
import { $agent, $session } from './session';

/** $agent, for those who show the card: subscribing is what fetches a missing one. */
export const $agentCard = computed($agent, (agent) => agent);

// Asked in this stay with the agent: once, even when the server has no card.
let asked = false;

function fetchIfMissing() {
  if ($session.get()?.status != VISITOR_STATUS.agent || asked || $agent.get()) return;
  asked = true;
  callVisitor('getAdminCard', {}).then(
    (card) => card && !$agent.get() && $agent.set(card),
    () => {},
  );
}

// Each time something starts showing the card; onMount runs once for a whole second of use.
onStart($agentCard, fetchIfMissing);

onMount($agentCard, () => {
  const stop = $session.listen((session) => {
    // Leaving the agent allows one more try next time.
    if (session?.status != VISITOR_STATUS.agent) asked = false;
    // Unmounting waits a second: only while something still shows the card.
    else if ($agentCard.lc) fetchIfMissing();
  });
  return () => {
    stop();
    asked = false;
  };
});
