// The conversation's state machine: a visitor with the robot, queued, with an agent, ended
// (docs/decisions.md#visitor-status); transfers and their results; the queue; the end.

import { agentJoinedNotice } from '@shared/agentNotice';
import type { ChannelConfig, ChatMessage, TransferReply } from '@shared/api';
import {
  CALL_END_REASON,
  CHAT_END_REASON,
  type ChatEndReason,
  FLAG,
  type Flag,
  MSG_TYPE,
  type MsgType,
  POLL_EVENT,
  SENDER_TYPE,
  type SenderType,
  TRANSFER_RESULT,
  VISITOR_STATUS,
} from '@shared/codes';
import { QUEUE_INDEX_PLACEHOLDER } from '@shared/constants';
import { isWithinWorkingHours } from '@shared/workingHours';
import { endOpenCall } from '../call/calls';
import { emitConversationEvent } from '../outgoing/conversationEvents';
import type { Services } from '../services';
import type { Agent } from '../store/agents';
import type { MessageExtra } from '../store/messages';
import type { Session } from '../store/sessions';
import { pushAgentEvent, tellSessionAgent } from './agentFeed';
import { conversationMessage, systemMessage, visitorEvent } from './delivery';

const channelOf = async (services: Services, session: Session): Promise<ChannelConfig | undefined> =>
  (await services.channels.get(session.channelId))?.config;

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
export async function agentMessage(
  services: Services,
  session: Session,
  agent: Agent,
  input: AgentMessageInput,
): Promise<ChatMessage> {
  const { message, duplicate } = await conversationMessage(services, session, {
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
  if (!input.insideFlag && !duplicate)
    await services.sessions.update(session.sessionId, { last_agent_at: services.now(), timeout_notice: 0 });
  return message;
}

/** A visitor's message, to every tab of theirs and to the agent; a repeated clientId is stored and announced once. */
export async function visitorMessage(
  services: Services,
  session: Session,
  input: { clientId?: string; msgType: MsgType; content: string; senderType?: SenderType; extra?: MessageExtra },
) {
  const visitorName = (await services.visitors.get(session.userId))?.info.userName ?? '';
  const result = await conversationMessage(services, session, {
    clientId: input.clientId,
    senderType: input.senderType ?? SENDER_TYPE.visitor,
    senderName: visitorName,
    msgType: input.msgType,
    content: input.content,
    extra: input.extra,
  });
  if (!result.duplicate) {
    await services.sessions.update(session.sessionId, { last_visitor_at: services.now(), timeout_notice: 0 });
    const agentSide = session.status == VISITOR_STATUS.agent || session.status == VISITOR_STATUS.queued;
    if (agentSide) await tellSessionAgent(services, session, { kind: 'message', data: result.message });
  }
  return result;
}

/** Online agents of the channel's tenant (and of the group, when one is asked for). */
async function eligibleAgents(services: Services, channel: ChannelConfig, groupId?: number | null): Promise<Agent[]> {
  return (await services.agents.ofTenant(channel.tenantId)).filter(
    (agent) => agent.online && (groupId == null || agent.groupIds.includes(groupId)),
  );
}

async function withFreeCapacity(services: Services, agents: Agent[]): Promise<Agent | undefined> {
  const loads: { agent: Agent; load: number }[] = [];
  for (const agent of agents) loads.push({ agent, load: await services.sessions.load(agent.adminId) });
  return loads.filter(({ agent, load }) => load < agent.maxSessions).sort((a, b) => a.load - b.load)[0]?.agent;
}

/** The visitor's place in the queue (1 is next), among sessions another agent could take. */
export async function waitIndex(services: Services, session: Session): Promise<number> {
  if (session.status != VISITOR_STATUS.queued) return 0;
  const queue = await services.sessions.queued();
  return queue.findIndex((queued) => queued.sessionId == session.sessionId) + 1;
}

/**
 * Who talks to whom changes one call at a time, across every instance sharing the database:
 * a transfer, an accept or refusal, an end and the queue's advance each take this lock in
 * their transaction and read the conversation again under it. So two instances never hand
 * one visitor to two agents, an agent never passes maxSessions, and a chat ends once.
 * (SQLite is one process whose calls do not interleave: there the lock is nothing.)
 */
export async function lockAssignments(services: Services, session: Session): Promise<Session> {
  await services.sql.lock('assignments');
  return (await services.sessions.get(session.sessionId)) ?? session;
}

/**
 * An agent now answers the visitor: the event that tells every tab who (1200), and the notice
 * that says so, a message of the conversation, so a tab opened or reloaded later shows it too.
 */
export async function announceAgent(services: Services, session: Session, agent: Agent): Promise<void> {
  await visitorEvent(services, session, { type: POLL_EVENT.agentConnected, admin: agent.card });
  const notice = agentJoinedNotice(agent.card.adminNick);
  await systemMessage(services, session, notice.text, { noticeKey: notice.key, noticeValues: notice.values });
}

/** Agent and visitor are connected: the status, the visitor's event and notice, the agent's welcome. */
export async function connect(services: Services, session: Session, agent: Agent): Promise<Session> {
  await services.sessions.update(session.sessionId, {
    status: VISITOR_STATUS.agent,
    admin_id: agent.adminId,
    queued_at: null,
  });
  const connected = (await services.sessions.get(session.sessionId))!;
  await announceAgent(services, connected, agent);
  const channel = await channelOf(services, session);
  if (channel?.adminWelcomeMode && channel.adminWelcomeMsg)
    await agentMessage(services, connected, agent, { msgType: MSG_TYPE.text, content: channel.adminWelcomeMsg });
  await pushAgentEvent(services, agent.tenantId, {
    adminId: agent.adminId,
    kind: 'assigned',
    sessionId: session.sessionId,
    userId: session.userId,
  });
  await pushAgentEvent(services, agent.tenantId, { kind: 'queue' });
  return connected;
}

/** Hands waiting visitors, oldest first, to agents who have room. */
export function advanceQueue(services: Services): Promise<void> {
  return services.sql.transaction(async () => {
    await services.sql.lock('assignments');
    for (const session of await services.sessions.queued()) {
      const channel = await channelOf(services, session);
      if (!channel) continue;
      const agent = await withFreeCapacity(services, await eligibleAgents(services, channel, session.groupId));
      if (agent) await connect(services, session, agent);
    }
  });
}

const queueTip = (channel: ChannelConfig, index: number) =>
  channel.userQueueMode && channel.userQueueMsg
    ? channel.userQueueMsg.replaceAll(QUEUE_INDEX_PLACEHOLDER, String(index))
    : undefined;

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
  asked: Session,
  request: { groupId?: number; adminId?: number },
): Promise<TransferReply> {
  return services.sql.transaction(async () =>
    transferLocked(services, await lockAssignments(services, asked), request),
  );
}

async function transferLocked(
  services: Services,
  session: Session,
  request: { groupId?: number; adminId?: number },
): Promise<TransferReply> {
  const channel = await channelOf(services, session);
  if (!channel) return { status: TRANSFER_RESULT.failed };
  // Transfer is skipped when the visitor is already with an agent (or waiting for one).
  switch (session.status) {
    case VISITOR_STATUS.ended:
      return { status: TRANSFER_RESULT.failed };
    case VISITOR_STATUS.agent:
      return connectedTo(await services.agents.get(session.adminId!));
    case VISITOR_STATUS.queued: {
      const index = await waitIndex(services, session);
      return { status: TRANSFER_RESULT.queued, waitIndex: index, tip: queueTip(channel, index) };
    }
    case VISITOR_STATUS.robot:
      break;
    default:
      return session.status satisfies never;
  }
  const leaveMsg = channel.leaveMsgMode == FLAG.on;
  if (!isWithinWorkingHours(channel.workingHours, new Date(services.now()))) {
    if (channel.unWorkingMsg) await systemMessage(services, session, channel.unWorkingMsg);
    return { status: TRANSFER_RESULT.outsideWorkingHours, tip: channel.unWorkingMsg || undefined, leaveMsg };
  }
  const groupId = request.groupId ?? null;
  // The chosen group stays with the conversation: agents see it, and a return to the queue keeps to it.
  if (groupId != session.groupId) await services.sessions.update(session.sessionId, { group_id: groupId });
  if (request.adminId != null) {
    const wanted = await services.agents.get(request.adminId);
    if (!wanted || wanted.tenantId != channel.tenantId || !wanted.online) return { status: TRANSFER_RESULT.failed };
    await connect(services, session, wanted);
    return { ...connectedTo(wanted), waitIndex: 0 };
  }
  const online = await eligibleAgents(services, channel, groupId);
  if (!online.length) {
    const tip = channel.adminOfflineMode && channel.adminOfflineMsg ? channel.adminOfflineMsg : undefined;
    if (tip) await systemMessage(services, session, tip);
    return { status: TRANSFER_RESULT.noAgentOnline, tip, leaveMsg };
  }
  const agent = await withFreeCapacity(services, online);
  if (agent) {
    await connect(services, session, agent);
    return { ...connectedTo(agent), waitIndex: 0 };
  }
  await services.sessions.update(session.sessionId, { status: VISITOR_STATUS.queued, queued_at: services.now() });
  const queued = (await services.sessions.get(session.sessionId))!;
  await pushAgentEvent(services, channel.tenantId, {
    kind: 'queue',
    sessionId: session.sessionId,
    userId: session.userId,
  });
  const index = await waitIndex(services, queued);
  return { status: TRANSFER_RESULT.queued, waitIndex: index, tip: queueTip(channel, index) };
}

/** The chat ends: the status, the visitor's event with the reason, the closing text, the queue moves on. */
export function endChat(services: Services, asked: Session, outType: ChatEndReason): Promise<void> {
  return services.sql.transaction(async () => endChatLocked(services, await lockAssignments(services, asked), outType));
}

async function endChatLocked(services: Services, session: Session, outType: ChatEndReason): Promise<void> {
  if (session.status == VISITOR_STATUS.ended) return;
  // The call goes first: its end is written before the chat's.
  await endOpenCall(services, session, CALL_END_REASON.chatEnded);
  const channel = await channelOf(services, session);
  const wasWithAgent = session.status == VISITOR_STATUS.agent && session.adminId != null;
  if (wasWithAgent && outType == CHAT_END_REASON.closedByAgent && channel?.adminCloseMode && channel.adminCloseMsg)
    await systemMessage(services, session, channel.adminCloseMsg);
  if (outType == CHAT_END_REASON.visitorOver && channel?.userOverMsg)
    await systemMessage(services, session, channel.userOverMsg);
  await services.sessions.update(session.sessionId, {
    status: VISITOR_STATUS.ended,
    ended_at: services.now(),
    out_type: outType,
    queued_at: null,
  });
  await visitorEvent(services, session, { type: POLL_EVENT.chatEnded, outType });
  await tellSessionAgent(services, session, { kind: 'ended', data: { outType } });
  await emitConversationEvent(services, session, 'conversation.ended', { outType });
  await advanceQueue(services);
}
