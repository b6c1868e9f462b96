// A share of the bench's long-polling visitors, in a process of its own: one Node process
// cannot drive 10,000 polls and measure them (its event loop saturates long before the
// server's). An agent message's content carries the wall-clock time it was sent
// (`bench:<n>:<ms>`; `warm-up:…` ones are not measured), so the delay is measured here.
// Each bench message received (the warm-up's too) is also reported (its n, its id, whose poll brought it), so
// that the sender can tell what was lost, delivered twice, or to the wrong visitor.
import { setMaxListeners } from 'node:events';
import { performance } from 'node:perf_hooks';
import { type PollEvent, type PollReply, VISITOR_API } from '@shared/api';
import { postJson } from './postJson';

export interface PollerVisitor {
  userId: string;
  pollId: string;
  token: string;
  lastEventId: number;
}

export interface PollerReport {
  delays: number[];
  /** When each of `delays`' messages was sent (wall clock, ms). */
  sentAts: number[];
  /** Failed polls during the measurement, by what went wrong (an error code or an HTTP status). */
  failed: Record<string, number>;
  busy: number;
  /** Each bench message as it arrived, the warm-up's too: [n of `bench:<n>:…`, its message id, the visitor whose poll brought it]. */
  received: [number, number, string][];
  /** Events whose id was not above the last one the same visitor had: given twice, or out of order. */
  eventsOutOfOrder: number;
  /** When a poll's wait ran out with nothing to tell (wall clock, ms): every such answer is a read and a new poll at once. */
  emptyAnswers: number[];
}

export const wallNow = () => performance.timeOrigin + performance.now();

type Polled = PollReply | { failure: string };

async function poll(url: URL, visitor: PollerVisitor, cursor: number, signal: AbortSignal): Promise<Polled> {
  const posted = await postJson<PollReply>(
    url,
    { userId: visitor.userId, pollId: visitor.pollId, lastEventId: cursor, wait: 25 },
    visitor.token,
    signal,
  );
  return 'failure' in posted ? posted : posted.data;
}

if (process.send) {
  const stop = new AbortController();
  // Every poll listens on this one signal.
  setMaxListeners(0, stop.signal);
  const delays: number[] = [];
  const sentAts: number[] = [];
  const received: PollerReport['received'] = [];
  let eventsOutOfOrder = 0;
  const emptyAnswers: number[] = [];
  let failed: Record<string, number> = {};
  let busySince = performance.eventLoopUtilization();
  process.on('message', async (message: { base: string; visitors: PollerVisitor[] } | 'busy-start' | 'stop') => {
    if (message == 'busy-start') {
      busySince = performance.eventLoopUtilization();
      failed = {};
    } else if (message == 'stop') {
      const busy = performance.eventLoopUtilization(busySince).utilization;
      stop.abort();
      process.send!(
        { delays, sentAts, failed, busy, received, eventsOutOfOrder, emptyAnswers } satisfies PollerReport,
        () => process.exit(0),
      );
    } else {
      const url = new URL(message.base + VISITOR_API + 'getEventMsg');
      // Ready once every visitor has had its first answer and is waiting in its next poll.
      let answeredOnce = 0;
      for (const visitor of message.visitors) {
        void (async () => {
          let cursor = visitor.lastEventId;
          let newest = cursor;
          let first = true;
          while (!stop.signal.aborted) {
            const reply = await poll(url, visitor, cursor, stop.signal);
            if ('failure' in reply) {
              if (!stop.signal.aborted) failed[reply.failure] = (failed[reply.failure] ?? 0) + 1;
              continue;
            }
            const arrived = wallNow();
            if (!first && !reply.msgList.length) emptyAnswers.push(arrived);
            for (const event of reply.msgList as PollEvent[]) {
              if (event.eventId <= newest) eventsOutOfOrder++;
              newest = Math.max(newest, event.eventId);
              const [label, n, sentAt] = 'msg' in event && event.msg ? event.msg.msgContent.split(':') : [];
              // Every bench message is reported; only the measured ones timed (not the warm-up's, nor the welcome).
              if ((label == 'bench' || label == 'warm-up') && 'msg' in event)
                received.push([Number(n), event.msg.id, visitor.userId]);
              if (label == 'bench') {
                delays.push(arrived - Number(sentAt));
                sentAts.push(Number(sentAt));
              }
            }
            cursor = reply.lastEventId;
            if (first && ++answeredOnce == message.visitors.length) process.send!('polling');
            first = false;
          }
        })();
      }
    }
  });
}
