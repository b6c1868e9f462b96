// A share of the bench's long-polling visitors, in a process of its own: one Node process
// cannot drive 10,000 polls and measure them (its event loop saturates long before the
// server's). Polls over node:http with keep-alive; an agent message's content carries the
// wall-clock time it was sent (`bench:<n>:<ms>`), so the delay is measured here.
import { setMaxListeners } from 'node:events';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { VISITOR_API, type PollEvent, type PollReply } from '../../shared/api';

export interface PollerVisitor {
  userId: string;
  pollId: string;
  token: string;
  lastEventId: number;
}

export interface PollerReport {
  delays: number[];
  failed: number;
  busy: number;
}

export const wallNow = () => performance.timeOrigin + performance.now();

const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

function poll(url: URL, visitor: PollerVisitor, cursor: number, signal: AbortSignal): Promise<PollReply | undefined> {
  const body = JSON.stringify({ userId: visitor.userId, pollId: visitor.pollId, lastEventId: cursor, wait: 25 });
  return new Promise((resolve) => {
    const sent = request(url, { method: 'POST', agent, signal, headers: { 'content-type': 'application/json', token: visitor.token } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        try {
          resolve((JSON.parse(text) as { data?: PollReply }).data);
        } catch {
          resolve(undefined);
        }
      });
      response.on('error', () => resolve(undefined));
    });
    sent.on('error', () => resolve(undefined));
    sent.end(body);
  });
}

if (process.send) {
  const stop = new AbortController();
  // Every poll listens on this one signal.
  setMaxListeners(0, stop.signal);
  const delays: number[] = [];
  let failed = 0;
  let busySince = performance.eventLoopUtilization();
  process.on('message', async (message: { base: string; visitors: PollerVisitor[] } | 'busy-start' | 'stop') => {
    if (message == 'busy-start') busySince = performance.eventLoopUtilization();
    else if (message == 'stop') {
      const busy = performance.eventLoopUtilization(busySince).utilization;
      stop.abort();
      process.send!({ delays, failed, busy } satisfies PollerReport, () => process.exit(0));
    } else {
      const url = new URL(message.base + VISITOR_API + 'getEventMsg');
      for (const visitor of message.visitors) {
        void (async () => {
          let cursor = visitor.lastEventId;
          while (!stop.signal.aborted) {
            const reply = await poll(url, visitor, cursor, stop.signal);
            if (!reply) {
              if (!stop.signal.aborted) failed++;
              continue;
            }
            const received = wallNow();
            for (const event of reply.msgList as PollEvent[]) {
              const sentAt = 'msg' in event && event.msg ? Number(event.msg.msgContent.split(':')[2]) : NaN;
              if (sentAt) delays.push(received - sentAt);
            }
            cursor = reply.lastEventId;
          }
        })();
      }
      process.send!('polling');
    }
  });
}
