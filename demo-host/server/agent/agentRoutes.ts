// POST /api/agent/<call>: a person answering visitors. `login` gives a token
// ("<adminId>.<secret>") for the `token` header of every other call.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AGENT_API, type Conversation, type ReceivedRating, type Teammate, type VisitorSummary } from '../../../shared/api';
import { AGENT_REQUESTS, type AgentCall, type AgentRequest } from '../../../shared/api/agentRequests';
import { agentEventsAfter, newestAgentEventId, pushAgentEvent } from '../conversation/agentFeed';
import { advanceQueue, agentMessage, connect, endChat, visitorEvent } from '../conversation/conversation';
import { tenantKey } from '../conversation/hub';
import { parseJson } from '../db/database';
import { saveUpload } from '../files/fileStore';
import { receiveUpload } from '../files/receiveUpload';
import { badRequest, forbidden, notFound, ok, unauthorized } from '../http/reply';
import type { Services } from '../services';
import type { Agent } from '../store/agents';
import type { Session } from '../store/sessions';
import { leaveMessagesOf } from '../visitor/leaveMessages';
import { addHandle, findWorkOrder, setWorkOrderStatus, workOrdersWhere } from '../workorder/workOrders';
import { checkAgentContent } from './agentContent';

export async function agentRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const agentOf = (request: FastifyRequest): Agent => {
    const token = request.headers.token;
    const [id, secret] = typeof token == 'string' ? token.split('.', 2) : [];
    const agent = id && secret ? services.agents.byToken(Number(id), secret) : undefined;
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

  const visitorSummary = (session: Session): VisitorSummary => ({
    sessionId: session.sessionId,
    userId: session.userId,
    channelId: session.channelId,
    status: session.status,
    adminId: session.adminId,
    groupId: session.groupId,
    queuedAt: session.queuedAt,
    createdAt: session.createdAt,
    evaluated: Boolean(session.evaluated),
    visitor: services.visitors.get(session.userId)?.info ?? {},
    lastMessage: services.messages.lastOfSession(session.sessionId) ?? null,
  });

  type Handler<C extends AgentCall> = (agent: Agent, body: AgentRequest<C>, request: FastifyRequest) => unknown;
  const handlers: { [C in Exclude<AgentCall, 'login'>]: Handler<C> } = {
    status(agent, body) {
      services.agents.setOnline(agent.adminId, body.online);
      pushAgentEvent(services, agent.tenantId, { kind: 'queue' });
      if (body.online) advanceQueue(services);
      return { online: body.online };
    },
    sessions(agent) {
      const inTenant = (session: Session) => services.channels.get(session.channelId)?.config.tenantId == agent.tenantId;
      return {
        queued: services.sessions.queued().filter(inTenant).map(visitorSummary),
        active: services.sessions.withAgent(agent.adminId).map(visitorSummary),
      };
    },
    accept(agent, body) {
      const session = sessionFor(agent, body.sessionId, false);
      if (session.status != 3) throw badRequest('sessionId: not waiting in the queue');
      connect(services, session, agent);
      return visitorSummary(services.sessions.get(session.sessionId)!);
    },
    refuse(agent, body) {
      const session = sessionFor(agent, body.sessionId, false);
      const mine = session.status == 2 && session.adminId == agent.adminId;
      if (session.status != 3 && !mine) throw badRequest('sessionId: neither queued nor yours');
      services.sessions.update(session.sessionId, { status: 1, admin_id: null, queued_at: null });
      visitorEvent(services, session, { type: 1208, errorFlag: 'agentDeclined' });
      pushAgentEvent(services, agent.tenantId, { kind: 'queue' });
      return { refused: true };
    },
    send(agent, body) {
      const session = sessionFor(agent, body.sessionId);
      if (session.status != 2) throw badRequest('sessionId: the conversation is not active');
      return agentMessage(services, session, agent, {
        msgType: body.msgType,
        content: checkAgentContent(services, body),
        insideFlag: body.insideFlag,
        extra: { ...(body.fileName && { fileName: body.fileName }), ...(body.size !== undefined && { size: body.size }) },
      });
    },
    typing(agent, body) {
      const session = sessionFor(agent, body.sessionId);
      visitorEvent(services, session, { type: 1204 });
      return { typing: true };
    },
    recall(agent, body) {
      const found = services.messages.get(body.msgId);
      if (!found || found.adminId != agent.adminId) throw forbidden('msgId: not your message');
      const session = sessionFor(agent, found.message.sessionId);
      services.messages.recall(body.msgId);
      visitorEvent(services, session, { type: 1205, msgId: body.msgId });
      return { recalled: body.msgId };
    },
    end(agent, body) {
      endChat(services, sessionFor(agent, body.sessionId), 2);
      return { ended: true };
    },
    inviteEvaluate(agent, body) {
      const session = sessionFor(agent, body.sessionId);
      if (session.evaluated) throw badRequest('sessionId: already rated');
      visitorEvent(services, session, { type: 1203 });
      return { invited: true };
    },
    transfer(agent, body) {
      const session = sessionFor(agent, body.sessionId);
      const target = services.agents.get(body.toAdminId);
      if (!target || target.tenantId != agent.tenantId || !target.online) throw badRequest('toAdminId: not an online agent of this team');
      if (target.adminId == agent.adminId) throw badRequest('toAdminId: is you');
      services.sessions.update(session.sessionId, { admin_id: target.adminId });
      visitorEvent(services, session, { type: 1200, admin: target.card });
      for (const adminId of [agent.adminId, target.adminId])
        pushAgentEvent(services, agent.tenantId, { adminId, kind: 'transferred', sessionId: session.sessionId, userId: session.userId, data: { from: agent.adminId, to: target.adminId } });
      return { transferred: target.adminId };
    },
    video(agent, body) {
      const session = sessionFor(agent, body.sessionId);
      visitorEvent(services, session, { type: 1207, videoAdminId: agent.adminId, videoType: body.videoType });
      return { invited: true };
    },
    async events(agent, body, request) {
      const after = body.lastEventId ?? newestAgentEventId(services, agent.tenantId);
      let events = agentEventsAfter(services, agent.tenantId, agent.adminId, after);
      if (!events.length && body.wait) {
        const closed = new AbortController();
        const socket = request.raw.socket;
        const abort = () => closed.abort();
        socket.once('close', abort);
        await services.hub.wait(tenantKey(agent.tenantId), body.wait * 1000, closed.signal);
        socket.off('close', abort);
        events = agentEventsAfter(services, agent.tenantId, agent.adminId, after);
      }
      return { events, lastEventId: events.at(-1)?.eventId ?? after };
    },
    conversation(agent, body): Conversation {
      const session = sessionFor(agent, body.sessionId, false);
      return { ...visitorSummary(session), messages: services.messages.ofSession(session.sessionId) };
    },
    leaveMessages: (agent) => ({ list: leaveMessagesOf(services, 'tenant_id', agent.tenantId) }),
    leaveMessageHandled(agent, body) {
      const result = services.db
        .prepare('UPDATE leave_messages SET msg_state = 1, remark = COALESCE(?, remark), update_user_name = ?, updated_at = ? WHERE id = ? AND tenant_id = ?')
        .run(body.remark ?? null, agent.card.adminNick, services.now(), body.id, agent.tenantId);
      if (!result.changes) throw notFound('id: unknown leave message');
      return { handled: body.id };
    },
    workOrders: (agent) => ({ list: workOrdersWhere(services, 'tenant_id', agent.tenantId) }),
    workOrder(agent, body) {
      const { order } = findWorkOrder(services, body.woId);
      if (order.tenantId != agent.tenantId) throw notFound('woId: unknown work order');
      return order;
    },
    workOrderReply(agent, body) {
      const { order } = findWorkOrder(services, body.woId);
      if (order.tenantId != agent.tenantId) throw notFound('woId: unknown work order');
      return addHandle(services, body.woId, {
        userName: agent.card.adminNick,
        type: body.internal ? 3 : 1,
        content: body.content,
        files: body.woFileRelVoList,
      });
    },
    workOrderStatus(agent, body) {
      const { order } = findWorkOrder(services, body.woId);
      if (order.tenantId != agent.tenantId) throw notFound('woId: unknown work order');
      return setWorkOrderStatus(services, body.woId, body.status, body.priority);
    },
    agents: (agent) => ({
      list: services.agents.ofTenant(agent.tenantId).map((member): Teammate => ({ ...member.card, online: member.online, load: services.sessions.load(member.adminId) })),
    }),
    evaluations(agent, body) {
      const rows = services.db
        .prepare<[number, number | null, number | null], { session_id: number; user_id: string; kind: string; payload: string; created_at: number }>(
          'SELECT e.* FROM evaluations e JOIN sessions s ON s.session_id = e.session_id WHERE s.admin_id = ? AND (? IS NULL OR e.session_id = ?) ORDER BY e.id DESC',
        )
        .all(agent.adminId, body.sessionId ?? null, body.sessionId ?? null);
      return {
        list: rows.map((row): ReceivedRating => ({
          sessionId: row.session_id,
          userId: row.user_id,
          visitorName: services.visitors.get(row.user_id)?.info.userName ?? '',
          kind: row.kind as ReceivedRating['kind'],
          time: row.created_at,
          ...parseJson<object>(row.payload, {}),
        })),
      };
    },
  };

  app.post(AGENT_API + 'login', { schema: { body: AGENT_REQUESTS.login }, config: { rateLimit: { max: 20, timeWindow: 60_000 } } }, async (request) => {
    const body = request.body as AgentRequest<'login'>;
    const result = services.agents.login(body.login, body.password);
    if (!result) throw unauthorized('login: wrong login or password');
    return ok({ token: `${result.agent.adminId}.${result.token}`, adminId: result.agent.adminId, card: result.agent.card, tenantId: result.agent.tenantId });
  });

  // A call's writes commit together; `events` waits, so it runs outside a transaction.
  for (const call of Object.keys(handlers) as (keyof typeof handlers)[]) {
    const handler = handlers[call] as Handler<typeof call>;
    app.post(AGENT_API + call, { schema: { body: AGENT_REQUESTS[call] } }, async (request) => {
      const agent = agentOf(request);
      if (call == 'events') return ok(await handler(agent, request.body as never, request));
      return ok(services.db.transaction(() => handler(agent, request.body as never, request))());
    });
  }

  // Agents send images and files too: multipart with `file`.
  app.post(AGENT_API + 'upload', { bodyLimit: 60 * 1024 * 1024 }, async (request) => {
    return ok(await saveUpload(services, null, await receiveUpload(request, () => agentOf(request))));
  });
}
