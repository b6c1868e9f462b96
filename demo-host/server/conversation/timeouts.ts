// Visitor and agent timeouts, configured in minutes: after the agent speaks and the
// visitor stays silent, the visitor-timeout notice; after the visitor speaks and the agent
// stays silent, the agent-timeout notice. Once each until someone speaks again; ended
// conversations have no timers.
//
// A conversation whose visitor is gone (no poll: the tab was closed) ends as the visitor's
// own end (outType 1, userOverMsg) once ABANDONED_AFTER_MS passes, and frees its agent's
// slot and its place in the queue.
//
// A call ringing CALL_RING_MS unanswered ends as noAnswer, in the same sweep: the process
// that started it may have restarted since, and a timer would have died with it. An online
// agent whose console has not polled for AGENT_GONE_MS goes offline in it too.
//
// With several instances on one database one sweeps at a time (a lock the others skip).
//
// A sweep tick reads only the due conversations (the partial indexes of SESSIONS_AWAITING
// and SESSIONS_OPEN, db/schema.ts) and writes at most SWEEP_BATCH_SIZE, in one transaction. A full
// batch means more may be due: the next tick then comes as soon as the event loop has served
// what waits (a control call, a poll), not SWEEP_EVERY_MS later.
import type { ChannelConfig } from '@shared/api';
import { CHAT_END_REASON } from '@shared/codes';
import { TIMEOUT_MINUTE_MS } from '@shared/constants';
import { endUnansweredCalls } from '../call/calls';
import type { Services } from '../services';
import { AGENT_GONE_MS } from '../store/agents';
import { type Awaiting, PRESENCE_EVERY_MS } from '../store/sessions';
import { pushAgentEvent } from './agentFeed';
import { endChat } from './conversation';
import { systemMessage } from './delivery';

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

/**
 * How long a visitor may be gone before the conversation ends: the channel's visitor
 * timeout when it has one, else half an hour; never less than 10 minutes, five times the
 * presence interval, so a visitor whose tab is open (and polls) is never taken for gone.
 */
export const ABANDONED_AFTER = { defaultMs: 30 * 60_000, leastMs: 5 * PRESENCE_EVERY_MS } as const;

export const abandonedAfterMs = (channel: ChannelConfig) =>
  Math.max(
    ABANDONED_AFTER.leastMs,
    channel.userTimeoutMode ? channel.userTimeoutTime * TIMEOUT_MINUTE_MS : ABANDONED_AFTER.defaultMs,
  );

/** What a sweep tick found when another sweep held the lock: it wrote nothing. */
export const SWEEP_BUSY = 'busy';

/**
 * One sweep tick: the notices and ends now due, at most `limit`, in one transaction. Returns
 * how many it wrote. With several instances on one database one sweeps at a time: a tick
 * while another holds the sweep's lock writes nothing and says SWEEP_BUSY.
 */
export async function sweepTimeouts(services: Services, limit = SWEEP_BATCH_SIZE): Promise<number | typeof SWEEP_BUSY> {
  const now = services.now();
  return services.sql.transaction(async () => {
    if (!(await services.sql.tryLock('timeout sweep'))) return SWEEP_BUSY;
    // Calls that rang CALL_RING_MS unanswered end as noAnswer (found by the index calls_ringing_by_time).
    let written = await endUnansweredCalls(services, limit);
    // Agents whose console stopped polling go offline (store/agents.ts, AGENT_GONE_MS).
    for (const gone of await services.agents.goneSince(now - AGENT_GONE_MS)) {
      await pushAgentEvent(services, gone.tenantId, { kind: 'queue' });
      written++;
    }
    for (const channelId of await services.sessions.channelsOpen()) {
      if (written >= limit) return written;
      const channel = (await services.channels.get(channelId))?.config;
      if (!channel) continue;
      for (const session of await services.sessions.unseenSince(
        channelId,
        now - abandonedAfterMs(channel),
        limit - written,
      )) {
        await endChat(services, session, CHAT_END_REASON.visitorOver);
        written++;
      }
    }
    for (const who of ['visitor', 'agent'] as const)
      for (const channelId of await services.sessions.channelsAwaiting(who)) {
        if (written >= limit) return written;
        const channel = (await services.channels.get(channelId))?.config;
        const timeout = channel && timeoutOf(channel, who);
        if (!timeout) continue;
        for (const session of await services.sessions.dueAwaiting(
          who,
          channelId,
          now - timeout.afterMs,
          limit - written,
        )) {
          await services.sessions.update(session.sessionId, { timeout_notice: NOTICE[who] });
          await systemMessage(services, session, timeout.text);
          written++;
        }
      }
    return written;
  });
}

/**
 * Sweeps every SWEEP_EVERY_MS, one tick at a time: the next is scheduled only once the last
 * has finished. Stopping resolves once a tick under way has finished (and none follows).
 */
export function startTimeoutSweeper(services: Services): () => Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void (running = tick()), ms);
    timer.unref();
  };
  async function tick() {
    let written = 0;
    try {
      const result = await sweepTimeouts(services);
      // Another instance sweeping: this one's next tick comes at the usual time.
      if (result != SWEEP_BUSY) written = result;
    } catch (error) {
      // The database away for a moment (PostgreSQL restarting) skips a tick; the next one catches up.
      console.error('chat-online: a timeout sweep failed:', (error as Error).message);
    } finally {
      running = undefined;
      // A full batch: the rest at once, yet only after whatever the event loop has waiting
      // (1 ms: what Node makes of 0 anyway, said outright now that it is set after the tick's awaits).
      schedule(written >= SWEEP_BATCH_SIZE ? 1 : SWEEP_EVERY_MS);
    }
  }
  schedule(SWEEP_EVERY_MS);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running?.catch(() => {});
  };
}
