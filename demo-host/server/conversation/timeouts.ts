// Visitor and agent timeouts, configured in minutes: after the agent speaks and the
// visitor stays silent, the visitor-timeout notice; after the visitor speaks and the agent
// stays silent, the agent-timeout notice. Once each until someone speaks again; ended
// conversations have no timers.
//
// A sweep tick reads only the due conversations (the partial indexes of SESSIONS_AWAITING,
// db/schema.ts) and writes at most SWEEP_BATCH_SIZE notices, in one transaction. A full
// batch means more may be due: the next tick then comes as soon as the event loop has served
// what waits (a control call, a poll), not SWEEP_EVERY_MS later.
import type { ChannelConfig } from '../../../shared/api';
import { TIMEOUT_MINUTE_MS } from '../../../shared/constants';
import type { Services } from '../services';
import type { Awaiting } from '../store/sessions';
import { systemMessage } from './conversation';

const SWEEP_EVERY_MS = 5_000;
/** The most notices one sweep tick writes (one transaction); the rest go in the next tick. */
export const SWEEP_BATCH_SIZE = 200;
/** sessions.timeout_notice: which notice was sent since the last message. */
const NOTICE = { visitor: 1, agent: 2 } as const satisfies Record<Awaiting, number>;

/** The channel's notice when `who` stays silent, and after how long; undefined when it is off. */
function timeoutOf(channel: ChannelConfig, who: Awaiting): { text: string; afterMs: number } | undefined {
  if (who == 'visitor')
    return channel.userTimeoutMode && channel.userTimeoutMsg
      ? { text: channel.userTimeoutMsg, afterMs: channel.userTimeoutTime * TIMEOUT_MINUTE_MS }
      : undefined;
  return channel.adminTimeoutMode && channel.adminTimeoutMsg
    ? { text: channel.adminTimeoutMsg, afterMs: channel.adminTimeoutTime * TIMEOUT_MINUTE_MS }
    : undefined;
}

/** One sweep tick: the notices now due, at most `limit`, in one transaction. Returns how many it wrote. */
export function sweepTimeouts(services: Services, limit = SWEEP_BATCH_SIZE): number {
  const now = services.now();
  return services.db.transaction(() => {
    let written = 0;
    for (const who of ['visitor', 'agent'] as const)
      for (const channelId of services.sessions.channelsAwaiting(who)) {
        if (written >= limit) return written;
        const channel = services.channels.get(channelId)?.config;
        const timeout = channel && timeoutOf(channel, who);
        if (!timeout) continue;
        for (const session of services.sessions.dueAwaiting(who, channelId, now - timeout.afterMs, limit - written)) {
          services.sessions.update(session.sessionId, { timeout_notice: NOTICE[who] });
          systemMessage(services, session, timeout.text);
          written++;
        }
      }
    return written;
  })();
}

export function startTimeoutSweeper(services: Services): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const schedule = (ms: number) => {
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  function tick() {
    let written = 0;
    try {
      written = sweepTimeouts(services);
    } finally {
      // A full batch: the rest at once, yet only after whatever the event loop has waiting.
      schedule(written >= SWEEP_BATCH_SIZE ? 0 : SWEEP_EVERY_MS);
    }
  }
  schedule(SWEEP_EVERY_MS);
  return () => clearTimeout(timer);
}
