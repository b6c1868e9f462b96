// POST /api/agent/<call>: a person answering visitors. `login` gives a token
// ("<adminId>.<secret>") for the `token` header of every other call.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AGENT_API, type AgentReplies, type SignedInAgent, type Teammate, type VisitorSummary } from '../../../shared/api';
import { AGENT_REQUESTS, type AgentCall } from '../../../shared/api/agentRequests';
import { readCallSignal } from '../../../shared/api/callSignal';
import { CALL_END_REASON, CALL_PARTY, CHAT_END_REASON, ERROR_FLAG, HANDLE_TYPE, POLL_EVENT, VISITOR_STATUS } from '../../../shared/codes';
import { endCallsOfAgent, endOpenCall, signalCall, startCall } from '../call/calls';
import { pushAgentEvent } from '../conversation/agentFeed';
import { advanceQueue, agentMessage, connect, endChat, visitorEvent } from '../conversation/conversation';
import { tenantKey } from '../hub';
import { receiveUpload } from '../files/receiveUpload';
import { jsonBodyLimit } from '../http/bodyLimit';
import { closeIfBodyUnread } from '../http/edge';
import { badRequest, forbidden, notFound, ok, unauthorized } from '../http/reply';
import type { BodyOf } from '../http/typedBody';
import type { Services } from '../services';
import type { Agent } from '../store/agents';
import type { Session } from '../store/sessions';
import { agentUploader } from '../store/uploads';
import { addHandle, findWorkOrder, setWorkOrderStatus } from '../workorder/workOrders';
import { checkAgentContent } from './agentContent';
import { returnToQueue } from './returnToQueue';
import { visitorName } from '../../../shared/visitorName';
import type { InboxRow } from '../store/inbox';
import { savedReplyHandlers } from './savedReplyHandlers';

/** The calls with a JSON body; `login` makes the token the others need, `upload` is multipart. */
type JsonCall = Exclude<AgentCall, 'login' | 'upload'>;

export type Handler<C extends JsonCall> = (
  agent: Agent,
  body: BodyOf<(typeof AGENT_REQUESTS)[C]>,
  request: FastifyRequest,
) => AgentReplies[C] | Promise<AgentReplies[C]>;

export async function agentRoutes(plainApp: FastifyInstance, { services }: { services: Services }) {
  const app = plainApp.withTypeProvider<TypeBoxTypeProvider>();
  // Every call but login: the token must name an agent before the body is read. The agent
  // found then is the caller of the whole call: the handler does not look it up again.
  const callers = new WeakMap<FastifyRequest, Agent>();
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url == AGENT_API + 'login') return;
    const token = request.headers.token;
    const [id, secret] = typeof token == 'string' ? token.split('.', 2) : [];
    const agent = id && secret ? services.agents.byToken(Number(id), secret) : undefined;
    if (!agent) {
      closeIfBodyUnread(request, reply);
      throw unauthorized();
    }
    callers.set(request, agent);
  });
  const agentOf = (request: FastifyRequest): Agent => {
    const agent = callers.get(request);
    if (!agent) throw unauthorized();
    return agent;
  };

  /** A conversation of the agent's tenant: queued ones are visible to all its agents. */
  const sessionFor = (agent: Agent, sessionId: number, mustBeMine = true): Session => {
    const session = services.sessions.get(sessionId);
    const channel = session && services.channels.get(session.channelId)?.config;
    if (!session || channel?.tenantId != agent.tenantId) throw notFound('sessionId: unknown conversation');
    if (mustBeMine && session.adminId != agent.adminId) throw forbidden('sessionId: not your conversation');
    return session;
  };

  const visitorSummary = (session: Session, row?: Pick<InboxRow, 'unread' | 'lastActivityAt'>): VisitorSummary => {
    const visitor = services.visitors.get(session.userId)?.info ?? {};
    const lastMessage = services.messages.lastOfSession(session.sessionId) ?? null;
    const channel = services.channels.get(session.channelId)?.config;
    return {
      sessionId: session.sessionId,
      userId: session.userId,
      channelId: session.channelId,
      status: session.status,
      adminId: session.adminId,
      groupId: session.groupId,
      // Names as the channel's configuration has them now: a renamed group reads by its new name.
      groupName: channel?.groupList?.find((group) => group.groupId == session.groupId)?.groupName ?? null,
      channelName: channel?.channelName || session.channelId,
      queuedAt: session.queuedAt,
      createdAt: session.createdAt,
      evaluated: Boolean(session.evaluated),
      visitor,
      name: visitorName(session.userId, visitor),
      lastMessage,
      lastActivityAt: row?.lastActivityAt ?? lastMessage?.msgTime ?? session.createdAt,
      unread: row?.unread ?? services.messages.countFromVisitorAfter(session.sessionId, session.agentReadUntil),
      ratingInvitedAt: session.ratingInvitedAt,
      endedAt: session.endedAt,
    };
  };

  /** A work order of the agent's tenant. */
  const workOrderFor = (agent: Agent, woId: number) => {
    const order = findWorkOrder(services, woId);
    if (order.tenantId != agent.tenantId) throw notFound('woId: unknown work order');
    return order;
  };

  const handlers: { [C in JsonCall]: Handler<C> } = {
    status(agent, body) {
      // Away: whatever the conversations become, their calls end (the agent has left them).
      if (!body.online) endCallsOfAgent(services, agent);
      services.agents.setOnline(agent.adminId, body.online);
      const returned = !body.online && body.returnToQueue ? returnToQueue(services, agent) : 0;
      pushAgentEvent(services, agent.tenantId, { kind: 'queue' });
      advanceQueue(services);
      return { online: body.online, returned };
    },
    inbox(agent, body) {
      const { rows, more } = services.inbox.list({ tenantId: agent.tenantId, adminId: agent.adminId, box: body.box, search: body.search, before: body.before });
      return { list: rows.map((row) => visitorSummary(row.session, row)), more };
    },
    sessions(agent) {
      const inTenant = (session: Session) => services.channels.get(session.channelId)?.config.tenantId == agent.tenantId;
      return {
        queued: services.sessions.queued().filter(inTenant).map((session) => visitorSummary(session)),
        active: services.sessions.withAgent(agent.adminId).map((session) => visitorSummary(session)),
      };
    },
    accept(agent, body) {
      const session = sessionFor(agent, body.sessionId, false);
      if (session.status != VISITOR_STATUS.queued) throw badRequest('sessionId: not waiting in the queue');
      connect(services, session, agent);
      return visitorSummary(services.sessions.get(session.sessionId)!);
    },
    refuse(agent, body) {
      const session = sessionFor(agent, body.sessionId, false);
      const mine = session.status == VISITOR_STATUS.agent && session.adminId == agent.adminId;
      if (session.status != VISITOR_STATUS.queued && !mine) throw badRequest('sessionId: neither queued nor yours');
      if (mine) endOpenCall(services, session, CALL_END_REASON.agentLeft);
      // Back to the robot: the visitor may ask for a person again.
      services.sessions.update(session.sessionId, { status: VISITOR_STATUS.robot, admin_id: null, queued_at: null });
      visitorEvent(services, session, { type: POLL_EVENT.errorFlag, errorFlag: ERROR_FLAG.agentDeclined });
      pushAgentEvent(services, agent.tenantId, { kind: 'queue' });
      return { refused: true };
    },
    send(agent, body) {
      // A send made again (its answer was lost) answers the message stored the first time,
      // even when the conversation has ended since: the same clientId dedupe as a visitor's.
      const earlier = body.clientId && services.messages.sent(sessionFor(agent, body.sessionId, false).userId, body.clientId);
      if (earlier && earlier.adminId == agent.adminId && earlier.message.sessionId == body.sessionId) return earlier.message;
      const session = sessionFor(agent, body.sessionId);
      if (session.status != VISITOR_STATUS.agent) throw badRequest('sessionId: the conversation is not active');
      return agentMessage(services, session, agent, {
        clientId: body.clientId,
        msgType: body.msgType,
        content: checkAgentContent(services, agent, body),
        insideFlag: body.insideFlag,
        extra: { ...(body.fileName && { fileName: body.fileName }), ...(body.size !== undefined && { size: body.size }) },
      });
    },
    typing(agent, body) {
      const session = sessionFor(agent, body.sessionId);
      visitorEvent(services, session, { type: POLL_EVENT.agentTyping });
      return { typing: true };
    },
    recall(agent, body) {
      const found = services.messages.get(body.msgId);
      if (!found || found.adminId != agent.adminId) throw forbidden('msgId: not your message');
      const session = sessionFor(agent, found.message.sessionId);
      services.messages.recall(body.msgId);
      visitorEvent(services, session, { type: POLL_EVENT.messageRecalled, msgId: body.msgId });
      return { recalled: body.msgId };
    },
    end(agent, body) {
      endChat(services, sessionFor(agent, body.sessionId), CHAT_END_REASON.closedByAgent);
      return { ended: true };
    },
    inviteEvaluate(agent, body) {
      const session = sessionFor(agent, body.sessionId);
      if (session.evaluated) throw badRequest('sessionId: already rated');
      visitorEvent(services, session, { type: POLL_EVENT.evaluationInvite });
      services.sessions.update(session.sessionId, { rating_invited_at: services.now() });
      return { invited: true };
    },
    transfer(agent, body) {
      const session = sessionFor(agent, body.sessionId);
      const target = services.agents.get(body.toAdminId);
      if (!target || target.tenantId != agent.tenantId || !target.online) throw badRequest('toAdminId: not an online agent of this team');
      if (target.adminId == agent.adminId) throw badRequest('toAdminId: is you');
      // A call is between the visitor and this agent: the new agent starts their own.
      endOpenCall(services, session, CALL_END_REASON.agentLeft);
      services.sessions.update(session.sessionId, { admin_id: target.adminId });
      visitorEvent(services, session, { type: POLL_EVENT.agentConnected, admin: target.card });
      for (const adminId of [agent.adminId, target.adminId])
        pushAgentEvent(services, agent.tenantId, { adminId, kind: 'transferred', sessionId: session.sessionId, userId: session.userId, data: { from: agent.adminId, to: target.adminId } });
      return { transferred: target.adminId };
    },
    video(agent, body) {
      return { invited: true, ...startCall(services, sessionFor(agent, body.sessionId), CALL_PARTY.agent, body.videoType) };
    },
    callSignal(agent, body) {
      const read = readCallSignal(body.signal);
      if ('error' in read) throw badRequest(read.error);
      const call = services.calls.get(body.callId);
      if (!call || call.tenantId != agent.tenantId) throw notFound('callId: unknown call');
      if (call.adminId != agent.adminId) throw forbidden('callId: not your call');
      return signalCall(services, sessionFor(agent, call.sessionId), call, CALL_PARTY.agent, read.signal);
    },
    async events(agent, body, request) {
      const after = body.lastEventId ?? services.agentEvents.newestId(agent.tenantId);
      let events = services.agentEvents.after(agent.tenantId, agent.adminId, after);
      if (!events.length && body.wait) {
        const closed = new AbortController();
        const socket = request.raw.socket;
        const abort = () => closed.abort();
        socket.once('close', abort);
        await services.hub.wait(tenantKey(agent.tenantId), body.wait * 1000, closed.signal);
        socket.off('close', abort);
        events = services.agentEvents.after(agent.tenantId, agent.adminId, after);
      }
      return { events, lastEventId: events.at(-1)?.eventId ?? after };
    },
    conversation(agent, body) {
      let session = sessionFor(agent, body.sessionId, false);
      const messages = services.messages.ofSessionForAgents(session.sessionId);
      // The session's own agent has now seen it all: its unread count starts again after the newest.
      const newest = messages.at(-1)?.id ?? 0;
      if (session.adminId == agent.adminId && newest > session.agentReadUntil) {
        services.sessions.update(session.sessionId, { agent_read_until: newest });
        session = services.sessions.get(session.sessionId)!;
      }
      const ratings = services.evaluations.ofSession(session.sessionId).map((rating) => ({ ...rating, visitorName: visitorName(session.userId, services.visitors.get(session.userId)?.info ?? {}) }));
      return { ...visitorSummary(session), messages, ratings };
    },
    visitorSessions(agent, body) {
      // Another tenant's visitor is no visitor of ours: unknown, as an id nobody has.
      if (services.visitors.get(body.userId)?.tenantId != agent.tenantId) throw notFound('userId: unknown visitor');
      return {
        list: services.visitorSessions.ofVisitor(body.userId, agent.tenantId).map(({ adminId, ...row }) => ({
          ...row,
          agentNick: adminId == null ? null : (services.agents.get(adminId)?.card.adminNick ?? null),
        })),
      };
    },
    leaveMessages: (agent) => ({ list: services.leaveMessages.ofTenant(agent.tenantId) }),
    leaveMessageHandled(agent, body) {
      const handled = services.leaveMessages.markHandled(agent.tenantId, body.id, agent.card.adminNick, body.remark);
      if (!handled) throw notFound('id: unknown leave message');
      return { handled: body.id };
    },
    workOrders: (agent) => ({ list: services.workOrders.ofTenant(agent.tenantId) }),
    cardTemplates: (agent) => ({
      list: services.workOrders
        .templatesOf(agent.tenantId)
        .map(({ templateId, name }) => ({ templateId, name, items: services.workOrders.templateFields(templateId)?.items ?? [] })),
    }),
    workOrder: (agent, body) => workOrderFor(agent, body.woId),
    workOrderReply(agent, body) {
      workOrderFor(agent, body.woId);
      return addHandle(services, body.woId, {
        userName: agent.card.adminNick,
        handleType: body.internal ? HANDLE_TYPE.internal : HANDLE_TYPE.public,
        content: body.content,
        files: body.woFileRelVoList,
      });
    },
    workOrderStatus(agent, body) {
      workOrderFor(agent, body.woId);
      return setWorkOrderStatus(services, body.woId, body.status, body.priority);
    },
    agents: (agent) => ({
      list: services.agents.ofTenant(agent.tenantId).map((member): Teammate => ({ ...member.card, online: member.online, load: services.sessions.load(member.adminId) })),
    }),
    evaluations: (agent, body) => ({
      list: services.evaluations
        .receivedBy(agent.adminId, agent.tenantId, body.sessionId)
        .map((rating) => ({ ...rating, visitorName: visitorName(rating.userId, services.visitors.get(rating.userId)?.info ?? {}) })),
    }),
    ...savedReplyHandlers(services),
  };

  app.post(AGENT_API + 'login', { schema: { body: AGENT_REQUESTS.login }, bodyLimit: jsonBodyLimit(AGENT_REQUESTS.login), config: { rateLimit: { max: 20, timeWindow: 60_000 } } }, async (request) => {
    const result = services.agents.login(request.body.login, request.body.password);
    if (!result) throw unauthorized('login: wrong login or password');
    const { agent, token } = result;
    return ok<SignedInAgent>({ token: `${agent.adminId}.${token}`, adminId: agent.adminId, card: agent.card, tenantId: agent.tenantId, online: agent.online });
  });

  // A call's writes commit together; `events` waits, so it runs outside a transaction.
  const route = <C extends JsonCall>(call: C) => {
    const handler = handlers[call];
    app.post(AGENT_API + call, { schema: { body: AGENT_REQUESTS[call] }, bodyLimit: jsonBodyLimit(AGENT_REQUESTS[call]) }, async (request) => {
      const agent = agentOf(request);
      if (call == 'events') return ok(await handler(agent, request.body, request));
      return ok(services.db.transaction(() => handler(agent, request.body, request))());
    });
  };
  (Object.keys(handlers) as JsonCall[]).forEach(route);

  // Agents send images and files too: multipart with `file`.
  app.post(AGENT_API + 'upload', { bodyLimit: 60 * 1024 * 1024 }, async (request) => {
    return ok<AgentReplies['upload']>(await receiveUpload(services, request, () => agentUploader(agentOf(request))));
  });
}
