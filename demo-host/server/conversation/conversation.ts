// The conversation's state machine: visitor status 0 ended, 1 robot, 2 with an agent,
// 3 queued (DECISIONS: visitor status); transfers with results 1-5; the queue; the end.
import { QUEUE_INDEX_PLACEHOLDER } from '../../../shared/constants';
import type { ChannelConfig, ChatMessage, SenderType, TransferReply } from '../../../shared/api';
import type { Services } from '../services';
import type { Agent } from '../store/agents';
import type { NewPollEvent } from '../store/events';
import type { MessageExtra } from '../store/messages';
import type { Session } from '../store/sessions';
import { pushAgentEvent, tellSessionAgent } from './agentFeed';
import { visitorKey } from './hub';
import { isWithinWorkingHours } from './workingHours';

export function visitorEvent(services: Services, session: Session, event: NewPollEvent) {
  const stored = services.events.push(session.userId, session.sessionId, event);
  services.hub.notify(visitorKey(session.userId));
  return stored;
}

const channelOf = (services: Services, session: Session): ChannelConfig | undefined =>
  services.channels.get(session.channelId)?.config;

/** A message from the system (senderType 4), shown to the visitor at once. */
export function systemMessage(services: Services, session: Session, text: string): ChatMessage {
  const { message } = services.messages.add({
    sessionId: session.sessionId,
    userId: session.userId,
    senderType: 4,
    senderName: '',
    msgType: 1,
    content: text,
  });
  visitorEvent(services, session, { type: 1201, msg: message });
  return message;
}

export interface AgentMessageInput {
  msgType: number;
  content: string;
  extra?: MessageExtra;
  insideFlag?: 0 | 1;
  sensitiveFlag?: 0 | 1;
}

/** An agent's message: stored, and (unless internal) delivered as event 1201. */
export function agentMessage(services: Services, session: Session, agent: Agent, input: AgentMessageInput): ChatMessage {
  const { message } = services.messages.add({
    sessionId: session.sessionId,
    userId: session.userId,
    senderType: 2,
    senderName: agent.card.adminNick,
    adminId: agent.adminId,
    msgType: input.msgType,
    content: input.content,
    extra: { faceUrl: agent.card.adminFace, ...input.extra },
    insideFlag: input.insideFlag,
    sensitiveFlag: input.sensitiveFlag,
  });
  if (!input.insideFlag) {
    services.sessions.update(session.sessionId, { last_agent_at: services.now(), timeout_notice: 0 });
    visitorEvent(services, session, { type: 1201, msg: message });
  }
  return message;
}

/** A visitor's message; a repeated clientId is stored and announced once. */
export function visitorMessage(
  services: Services,
  session: Session,
  input: { clientId?: string; msgType: number; content: string; senderType?: SenderType; extra?: MessageExtra },
) {
  const visitorName = services.visitors.get(session.userId)?.info.userName ?? '';
  const result = services.messages.add({
    sessionId: session.sessionId,
    userId: session.userId,
    clientId: input.clientId,
    senderType: input.senderType ?? 1,
    senderName: visitorName,
    msgType: input.msgType,
    content: input.content,
    extra: input.extra,
  });
  if (!result.duplicate) {
    services.sessions.update(session.sessionId, { last_visitor_at: services.now(), timeout_notice: 0 });
    if (session.status == 2 || session.status == 3) tellSessionAgent(services, session, 'message', result.message);
  }
  return result;
}

/** Online agents of the channel's tenant (and of the group, when one is asked for). */
export function eligibleAgents(services: Services, channel: ChannelConfig, groupId?: number | null): Agent[] {
  return services.agents
    .ofTenant(channel.tenantId)
    .filter((agent) => agent.online && (groupId == null || agent.groupIds.includes(groupId)));
}

function withFreeCapacity(services: Services, agents: Agent[]): Agent | undefined {
  return agents
    .map((agent) => ({ agent, load: services.sessions.load(agent.adminId) }))
    .filter(({ agent, load }) => load < agent.maxSessions)
    .sort((a, b) => a.load - b.load)[0]?.agent;
}

/** The visitor's place in the queue (1 is next), among sessions another agent could take. */
export function waitIndex(services: Services, session: Session): number {
  if (session.status != 3) return 0;
  const queue = services.sessions.queued();
  return queue.findIndex((queued) => queued.sessionId == session.sessionId) + 1;
}

/** Agent and visitor are connected: status 2, event 1200, the agent's welcome. */
export function connect(services: Services, session: Session, agent: Agent) {
  services.sessions.update(session.sessionId, { status: 2, admin_id: agent.adminId, queued_at: null });
  const connected = services.sessions.get(session.sessionId)!;
  visitorEvent(services, connected, { type: 1200, admin: agent.card });
  const channel = channelOf(services, session);
  if (channel?.adminWelcomeMode && channel.adminWelcomeMsg)
    agentMessage(services, connected, agent, { msgType: 1, content: channel.adminWelcomeMsg });
  pushAgentEvent(services, agent.tenantId, { adminId: agent.adminId, kind: 'assigned', sessionId: session.sessionId, userId: session.userId });
  pushAgentEvent(services, agent.tenantId, { kind: 'queue' });
  return connected;
}

/** Hands waiting visitors, oldest first, to agents who have room. */
export function advanceQueue(services: Services) {
  for (const session of services.sessions.queued()) {
    const channel = channelOf(services, session);
    if (!channel) continue;
    const agent = withFreeCapacity(services, eligibleAgents(services, channel, session.groupId));
    if (agent) connect(services, session, agent);
  }
}

const queueTip = (channel: ChannelConfig, index: number) =>
  channel.userQueueMode && channel.userQueueMsg ? channel.userQueueMsg.replaceAll(QUEUE_INDEX_PLACEHOLDER, String(index)) : undefined;

/** The spec's transfer: 1 no agent online, 2 connected, 3 queued, 4 failed, 5 outside working hours. */
export function transfer(
  services: Services,
  session: Session,
  request: { groupId?: number; adminId?: number },
): TransferReply {
  const channel = channelOf(services, session);
  if (!channel || session.status == 0) return { status: 4 };
  // Transfer is skipped when the visitor is already with an agent (or waiting for one).
  if (session.status == 2) {
    const agent = services.agents.get(session.adminId!);
    return { status: 2, adminId: agent?.adminId, adminNick: agent?.card.adminNick, admin: agent?.card };
  }
  if (session.status == 3) {
    const index = waitIndex(services, session);
    return { status: 3, waitIndex: index, tip: queueTip(channel, index) };
  }
  if (!isWithinWorkingHours(channel.workingHours, new Date(services.now()))) {
    if (channel.unWorkingMsg) systemMessage(services, session, channel.unWorkingMsg);
    return { status: 5, tip: channel.unWorkingMsg || undefined, leaveMsg: channel.leaveMsgMode == 1 };
  }
  const groupId = request.groupId ?? null;
  if (request.adminId != null) {
    const wanted = services.agents.get(request.adminId);
    if (!wanted || wanted.tenantId != channel.tenantId || !wanted.online) return { status: 4 };
    connect(services, session, wanted);
    return { status: 2, adminId: wanted.adminId, adminNick: wanted.card.adminNick, admin: wanted.card, waitIndex: 0 };
  }
  const online = eligibleAgents(services, channel, groupId);
  if (!online.length) {
    const tip = channel.adminOfflineMode && channel.adminOfflineMsg ? channel.adminOfflineMsg : undefined;
    if (tip) systemMessage(services, session, tip);
    return { status: 1, tip, leaveMsg: channel.leaveMsgMode == 1 };
  }
  const agent = withFreeCapacity(services, online);
  if (agent) {
    connect(services, session, agent);
    return { status: 2, adminId: agent.adminId, adminNick: agent.card.adminNick, admin: agent.card, waitIndex: 0 };
  }
  services.sessions.update(session.sessionId, { status: 3, queued_at: services.now(), group_id: groupId });
  const queued = services.sessions.get(session.sessionId)!;
  pushAgentEvent(services, channel.tenantId, { kind: 'queue', sessionId: session.sessionId, userId: session.userId });
  const index = waitIndex(services, queued);
  return { status: 3, waitIndex: index, tip: queueTip(channel, index) };
}

/** The chat ends: status 0, event 1202 with outType, the closing text, the queue moves on. */
export function endChat(services: Services, session: Session, outType: 1 | 2 | 3) {
  if (session.status == 0) return;
  const channel = channelOf(services, session);
  const wasWithAgent = session.status == 2 && session.adminId != null;
  if (wasWithAgent && outType == 2 && channel?.adminCloseMode && channel.adminCloseMsg)
    systemMessage(services, session, channel.adminCloseMsg);
  if (outType == 1 && channel?.userOverMsg) systemMessage(services, session, channel.userOverMsg);
  services.sessions.update(session.sessionId, { status: 0, ended_at: services.now(), out_type: outType, queued_at: null });
  visitorEvent(services, session, { type: 1202, outType });
  tellSessionAgent(services, session, 'ended', { outType });
  advanceQueue(services);
}
