// Visitor and agent timeouts, configured in minutes: after the agent speaks and the
// visitor stays silent, the visitor-timeout notice; after the visitor speaks and the agent
// stays silent, the agent-timeout notice. Once each until someone speaks again; ended
// conversations have no timers.
import { TIMEOUT_MINUTE_MS } from '../../../shared/constants';
import type { Services } from '../services';
import { systemMessage } from './conversation';

const SWEEP_EVERY_MS = 5_000;
const VISITOR_NOTICE = 1;
const AGENT_NOTICE = 2;

export function sweepTimeouts(services: Services) {
  const now = services.now();
  for (const session of services.sessions.active()) {
    const channel = services.channels.get(session.channelId)?.config;
    if (!channel || session.timeoutNotice) continue;
    const agentSpokeLast = (session.lastAgentAt ?? 0) > (session.lastVisitorAt ?? 0);
    if (agentSpokeLast && channel.userTimeoutMode && channel.userTimeoutMsg) {
      if (now - session.lastAgentAt! >= channel.userTimeoutTime * TIMEOUT_MINUTE_MS) {
        services.sessions.update(session.sessionId, { timeout_notice: VISITOR_NOTICE });
        systemMessage(services, session, channel.userTimeoutMsg);
      }
    } else if (!agentSpokeLast && session.lastVisitorAt && channel.adminTimeoutMode && channel.adminTimeoutMsg) {
      if (now - session.lastVisitorAt >= channel.adminTimeoutTime * TIMEOUT_MINUTE_MS) {
        services.sessions.update(session.sessionId, { timeout_notice: AGENT_NOTICE });
        systemMessage(services, session, channel.adminTimeoutMsg);
      }
    }
  }
}

export function startTimeoutSweeper(services: Services): () => void {
  const timer = setInterval(() => sweepTimeouts(services), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
