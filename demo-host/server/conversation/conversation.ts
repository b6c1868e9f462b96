// The conversation's state machine: a visitor with the robot, queued, with an agent, ended
// (DECISIONS: visitor status); transfers and their results; the queue; the end.
import type { ChannelConfig, ChatMessage, TransferReply } from '../../../shared/api';
import {
  CALL_END_REASON,
  CHAT_END_REASON,
  FLAG,
  MSG_TYPE,
  POLL_EVENT,
  SENDER_TYPE,
  TRANSFER_RESULT,
  VISITOR_STATUS,
  type ChatEndReason,
  type Flag,
  type MsgType,
  type SenderType,
} from '../../../shared/codes';
import { QUEUE_INDEX_PLACEHOLDER } from '../../../shared/constants';
import type { Services } from '../services';
import type { Agent } from '../store/agents';
import type { NewPollEvent } from '../store/events';
import type { MessageExtra } from '../store/messages';
import type { Session } from '../store/sessions';
import { endOpenCall } from '../call/calls';
import { pushAgentEvent, tellSessionAgent } from './agentFeed';
import { visitorKey } from '../hub';
import { isWithinWorkingHours } from '../../../shared/workingHours';

export function visitorEvent(services: Services, session: Session, event: NewPollEvent) {
  const stored = services.events.push(session.userId, session.sessionId, event);
  services.hub.notify(visitorKey(session.userId));
  return stored;
}

const channelOf = (services: Services, session: Session): ChannelConfig | undefined =>
  services.channels.get(session.channelId)?.config;

/** A message from the system, shown to the visitor at once; `extra` may give its i18n key (noticeKey). */
export function systemMessage(services: Services, session: Session, text: string, extra?: MessageExtra): ChatMessage {
  const { message } = services.messages.add({
    sessionId: session.sessionId,
    userId: session.userId,
    senderType: SENDER_TYPE.system,
    senderName: '',
    msgType: MSG_TYPE.text,
    content: text,
    extra,
  });
  visitorEvent(services, session, { type: POLL_EVENT.agentMessage, msg: message });
  return message;
}

export interface AgentMessageInput {
  /** The console's own id for this send: sending it again stores and delivers it once. */
  clientId?: string;
  msgType: MsgType;
  content: string;
  extra?: MessageExtra;
  insideFlag?: Flag;
  sensitiveFlag?: Flag;
}

/** An agent's message: stored, and (unless an internal note) delivered to the visitor; a repeated clientId once. */
export function agentMessage(services: Services, session: Session, agent: Agent, input: AgentMessageInput): ChatMessage {
  const { message, duplicate } = services.messages.add({
    sessionId: session.sessionId,
    userId: session.userId,
    clientId: input.clientId,
    senderType: SENDER_TYPE.agent,
    senderName: agent.card.adminNick,
    adminId: agent.adminId,
    msgType: input.msgType,
    content: input.content,
    extra: { faceUrl: agent.card.adminFace, ...input.extra },
    insideFlag: input.insideFlag,
    sensitiveFlag: input.sensitiveFlag,
  });
  if (!input.insideFlag && !duplicate) {
    services.sessions.update(session.sessionId, { last_agent_at: services.now(), timeout_notice: 0 });
    visitorEvent(services, session, { type: POLL_EVENT.agentMessage, msg: message });
  }
  return message;
}

/** A visitor's message; a repeated clientId is stored and announced once. */
export function visitorMessage(
  services: Services,
  session: Session,
  input: { clientId?: string; msgType: MsgType; content: string; senderType?: SenderType; extra?: MessageExtra },
) {
  const visitorName = services.visitors.get(session.userId)?.info.userName ?? '';
  const result = services.messages.add({
    sessionId: session.sessionId,
    userId: session.userId,
    clientId: input.clientId,
    senderType: input.senderType ?? SENDER_TYPE.visitor,
    senderName: visitorName,
    msgType: input.msgType,
    content: input.content,
    extra: input.extra,
  });
  if (!result.duplicate) {
    services.sessions.update(session.sessionId, { last_visitor_at: services.now(), timeout_notice: 0 });
    const agentSide = session.status == VISITOR_STATUS.agent || session.status == VISITOR_STATUS.queued;
    if (agentSide) tellSessionAgent(services, session, { kind: 'message', data: result.message });
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
  if (session.status != VISITOR_STATUS.queued) return 0;
  const queue = services.sessions.queued();
  return queue.findIndex((queued) => queued.sessionId == session.sessionId) + 1;
}

/** Agent and visitor are connected: the status, the visitor's event, the agent's welcome. */
export function connect(services: Services, session: Session, agent: Agent) {
  services.sessions.update(session.sessionId, { status: VISITOR_STATUS.agent, admin_id: agent.adminId, queued_at: null });
  const connected = services.sessions.get(session.sessionId)!;
  visitorEvent(services, connected, { type: POLL_EVENT.agentConnected, admin: agent.card });
  const channel = channelOf(services, session);
  if (channel?.adminWelcomeMode && channel.adminWelcomeMsg)
    agentMessage(services, connected, agent, { msgType: MSG_TYPE.text, content: channel.adminWelcomeMsg });
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

type Connected = Extract<TransferReply, { status: typeof TRANSFER_RESULT.connected }>;

const connectedTo = (agent: Agent | undefined): Connected => ({
  status: TRANSFER_RESULT.connected,
  adminId: agent?.adminId,
  adminNick: agent?.card.adminNick,
  admin: agent?.card,
});

/** The spec's transfer: no agent online, connected, queued, failed, or outside working hours. */
export function transfer(
  services: Services,
  session: Session,
  request: { groupId?: number; adminId?: number },
): TransferReply {
  const channel = channelOf(services, session);
  if (!channel) return { status: TRANSFER_RESULT.failed };
  // Transfer is skipped when the visitor is already with an agent (or waiting for one).
  switch (session.status) {
    case VISITOR_STATUS.ended:
      return { status: TRANSFER_RESULT.failed };
    case VISITOR_STATUS.agent:
      return connectedTo(services.agents.get(session.adminId!));
    case VISITOR_STATUS.queued: {
      const index = waitIndex(services, session);
      return { status: TRANSFER_RESULT.queued, waitIndex: index, tip: queueTip(channel, index) };
    }
    case VISITOR_STATUS.robot:
      break;
    default:
      return session.status satisfies never;
  }
  const leaveMsg = channel.leaveMsgMode == FLAG.on;
  if (!isWithinWorkingHours(channel.workingHours, new Date(services.now()))) {
    if (channel.unWorkingMsg) systemMessage(services, session, channel.unWorkingMsg);
    return { status: TRANSFER_RESULT.outsideWorkingHours, tip: channel.unWorkingMsg || undefined, leaveMsg };
  }
  const groupId = request.groupId ?? null;
  // The chosen group stays with the conversation: agents see it, and a return to the queue keeps to it.
  if (groupId != session.groupId) services.sessions.update(session.sessionId, { group_id: groupId });
  if (request.adminId != null) {
    const wanted = services.agents.get(request.adminId);
    if (!wanted || wanted.tenantId != channel.tenantId || !wanted.online) return { status: TRANSFER_RESULT.failed };
    connect(services, session, wanted);
    return { ...connectedTo(wanted), waitIndex: 0 };
  }
  const online = eligibleAgents(services, channel, groupId);
  if (!online.length) {
    const tip = channel.adminOfflineMode && channel.adminOfflineMsg ? channel.adminOfflineMsg : undefined;
    if (tip) systemMessage(services, session, tip);
    return { status: TRANSFER_RESULT.noAgentOnline, tip, leaveMsg };
  }
  const agent = withFreeCapacity(services, online);
  if (agent) {
    connect(services, session, agent);
    return { ...connectedTo(agent), waitIndex: 0 };
  }
  services.sessions.update(session.sessionId, { status: VISITOR_STATUS.queued, queued_at: services.now() });
  const queued = services.sessions.get(session.sessionId)!;
  pushAgentEvent(services, channel.tenantId, { kind: 'queue', sessionId: session.sessionId, userId: session.userId });
  const index = waitIndex(services, queued);
  return { status: TRANSFER_RESULT.queued, waitIndex: index, tip: queueTip(channel, index) };
}

/** The chat ends: the status, the visitor's event with the reason, the closing text, the queue moves on. */
export function endChat(services: Services, session: Session, outType: ChatEndReason) {
  if (session.status == VISITOR_STATUS.ended) return;
  // The call goes first: its end is written before the chat's.
  endOpenCall(services, session, CALL_END_REASON.chatEnded);
  const channel = channelOf(services, session);
  const wasWithAgent = session.status == VISITOR_STATUS.agent && session.adminId != null;
  if (wasWithAgent && outType == CHAT_END_REASON.closedByAgent && channel?.adminCloseMode && channel.adminCloseMsg)
    systemMessage(services, session, channel.adminCloseMsg);
  if (outType == CHAT_END_REASON.visitorOver && channel?.userOverMsg) systemMessage(services, session, channel.userOverMsg);
  services.sessions.update(session.sessionId, { status: VISITOR_STATUS.ended, ended_at: services.now(), out_type: outType, queued_at: null });
  visitorEvent(services, session, { type: POLL_EVENT.chatEnded, outType });
  tellSessionAgent(services, session, { kind: 'ended', data: { outType } });
  advanceQueue(services);
}
