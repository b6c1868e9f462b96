// The agent feed: one long poll of the agent API's wait-for-events call, from sign-in to
// sign-out. Each store listens for the kinds of event that touch what it holds.
import type { AgentEvent } from '@shared/api';
import { LONG_POLL_WAIT_MS, MS_PER_SECOND } from '@shared/constants';
import { callAgent } from '../api/agentClient';

type Listener = (events: AgentEvent[]) => unknown;
const listeners = new Set<Listener>();

/** Calls `listener` with every batch of new events; the returned function stops it. */
export function onFeed(listener: Listener) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const RETRY_MS = 2000;
let stop: AbortController | undefined;

export function followFeed() {
  stop?.abort();
  const controller = new AbortController();
  stop = controller;
  void (async () => {
    let cursor: number | undefined;
    while (!controller.signal.aborted) {
      try {
        const reply = await callAgent(
          'events',
          { ...(cursor !== undefined && { lastEventId: cursor }), wait: LONG_POLL_WAIT_MS / MS_PER_SECOND },
          controller.signal,
        );
        cursor = reply.lastEventId;
        if (reply.events.length) await Promise.all([...listeners].map((listener) => listener(reply.events)));
      } catch {
        if (controller.signal.aborted) return;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  })();
}

export const stopFeed = () => stop?.abort();
