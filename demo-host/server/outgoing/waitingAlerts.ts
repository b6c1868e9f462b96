// "A visitor waiting for more than N minutes with no agent online" (N per channel, off by
// default): the team is mailed once per conversation, by the sender's pass (one instance).
import { SECTIONS } from '@shared/consoleSections';
import { friendlyName } from '@shared/visitorName';
import type { Services } from '../services';
import { consoleLink } from './links';
import { mailScopeOf, mailTeam } from './mails';

export async function checkWaitingVisitors(services: Services): Promise<void> {
  if (!services.mailer.configured) return;
  for (const { tenantId, channelId, minutes } of await services.mailSettings.waitingAlerts()) {
    const channel = (await services.channels.live(channelId))?.config;
    if (!channel || channel.tenantId != tenantId) continue;
    const waiting = await services.sessions.queuedSince(channelId, services.now() - minutes * 60_000);
    if (!waiting.length || (await services.agents.onlineCount(tenantId)) > 0) continue;
    for (const session of waiting) {
      const visitor = await services.visitors.get(session.userId);
      await mailTeam(
        services,
        mailScopeOf(channel),
        {
          kind: 'teamWaiting',
          channelName: channel.channelName || channel.channelId,
          visitorName: visitor?.info.userName || friendlyName(session.userId),
          minutes: Math.floor((services.now() - (session.queuedAt ?? session.createdAt)) / 60_000),
          link: consoleLink(services.origin, SECTIONS.chats),
        },
        `waiting:${session.sessionId}`,
      );
    }
  }
}
