// The poll loop: a long poll (the server holds it up to 25 s) or, against a server that
// answers at once, a poll every 2 s. On errors it backs off and resumes when the network
// is back; events carry ids and the cursor only moves past applied ones, so nothing is
// lost or applied twice.

import type { PollReply } from '@shared/api';
import { VISITOR_STATUS } from '@shared/codes';
import { LONG_POLL_WAIT_MS, POLL_INTERVAL_MS } from '@shared/constants';
import { atom } from 'nanostores';
import { ApiError, callVisitor } from '../api/client';
import { $session, $waitIndex, setStatus } from './session';

export const $online = atom(true);

const MAX_BACKOFF_MS = 30_000;

export interface PollHandlers {
  onReply(reply: PollReply): void;
  /** The conversation went from an agent back to the queue (the agent went away). */
  onRequeued(waitIndex: number): void;
}

let stop: AbortController | undefined;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

const backOnline = (signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (navigator.onLine) return resolve();
    const done = () => (removeEventListener('online', done), resolve());
    addEventListener('online', done);
    signal.addEventListener('abort', done, { once: true });
  });

export function startPolling(handlers: PollHandlers) {
  stopPolling();
  const controller = new AbortController();
  stop = controller;
  const { signal } = controller;
  void (async () => {
    let backoff = 0;
    while (!signal.aborted) {
      const session = $session.get();
      if (!session) return;
      const started = Date.now();
      try {
        const reply = await callVisitor(
          'getEventMsg',
          // The status shown: a change without an event (handed back to the queue) answers the poll.
          {
            pollId: session.pollId,
            lastEventId: session.lastEventId,
            wait: LONG_POLL_WAIT_MS / 1000,
            status: session.status,
          },
          { signal },
        );
        if (signal.aborted) return;
        $online.set(true);
        backoff = 0;
        $session.set({ ...$session.get()!, lastEventId: reply.lastEventId });
        $waitIndex.set(reply.waitIndex);
        // The agent went away and handed the conversation back to the queue: the visitor is told they wait again.
        if ($session.get()?.status == VISITOR_STATUS.agent && reply.status == VISITOR_STATUS.queued)
          handlers.onRequeued(reply.waitIndex);
        setStatus(reply.status);
        handlers.onReply(reply);
        // A server that does not hold polls open is asked every 2 s, not in a tight loop.
        if (!reply.msgList.length && Date.now() - started < POLL_INTERVAL_MS) await sleep(POLL_INTERVAL_MS, signal);
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof ApiError && (error.code == 401 || error.code == 400)) return;
        $online.set(false);
        backoff = Math.min(MAX_BACKOFF_MS, Math.max(POLL_INTERVAL_MS, backoff * 2));
        // Offline: resume the moment the network is back; otherwise wait out the backoff.
        if (!navigator.onLine) await backOnline(signal);
        else await sleep(backoff, signal);
      }
    }
  })();
}

export function stopPolling() {
  stop?.abort();
  stop = undefined;
}
