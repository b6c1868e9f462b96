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
import { agentMessage, announceAgent, connect, endChat, lockAssignments } from '../conversation/conversation';
import { visitorEvent } from '../conversation/delivery';
import { readOrWait, tenantKey } from '../hub';
import { receiveUpload } from '../files/receiveUpload';
import { jsonBodyLimit } from '../http/bodyLimit';
import { closeIfBodyUnread } from '../http/edge';
import { badRequest, forbidden, notFound, ok, unauthorized } from '../http/reply';
import type { BodyOf } from '../http/typedBody';
import type { Services } from '../services';
import type { Agent } from '../store/agents';
import type { Session } from '../store/sessions';
import { agentUploader } from '../store/uploads';
import { addHandle, setWorkOrderStatus } from '../workorder/workOrders';
import { checkAgentContent } from './agentContent';
import { presenceChanged } from './presence';
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
    const agent = id && secret ? await services.agents.byToken(Number(id), secret) : undefined;
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
  const sessionFor = async (agent: Agent, sessionId: number, mustBeMine = true): Promise<Session> => {
    const session = await services.sessions.get(sessionId);
    const channel = session && (await services.channels.get(session.channelId))?.config;
    if (!session || channel?.tenantId != agent.tenantId) throw notFound('sessionId: unknown conversation');
    if (mustBeMine && session.adminId != agent.adminId) throw forbidden('sessionId: not your conversation');
    return session;
  };

  const visitorSummary = async (session: Session, row?: Pick<InboxRow, 'unread' | 'lastActivityAt'>): Promise<VisitorSummary> => {
    const visitor = (await services.visitors.get(session.userId))?.info ?? {};
    const lastMessage = (await services.messages.lastOfSession(session.sessionId)) ?? null;
    const channel = (await services.channels.get(session.channelId))?.config;
    const unread = row?.unread ?? (await services.messages.countFromVisitorAfter(session.sessionId, session.agentReadUntil));
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
      unread,
      ratingInvitedAt: session.ratingInvitedAt,
      endedAt: session.endedAt,
      outType: session.outType,
    };
  };

  /** Summaries of several conversations, read one after another. */
  const summaries = async (sessions: [Session, Pick<InboxRow, 'unread' | 'lastActivityAt'>?][]): Promise<VisitorSummary[]> => {
    const list: VisitorSummary[] = [];
    for (const [session, row] of sessions) list.push(await visitorSummary(session, row));
    return list;
  };

  /** A work order of the agent's tenant, as agents see it. */
  const workOrderFor = async (agent: Agent, woId: number) => {
    const order = await services.workOrders.getForAgents(woId);
    if (order?.tenantId != agent.tenantId) throw notFound('woId: unknown work order');
    return order;
  };

  const handlers: { [C in JsonCall]: Handler<C> } = {
    async status(agent, body) {
      // Away: whatever the conversations become, their calls end (the agent has left them).
      if (!body.online) await endCallsOfAgent(services, agent);
      await services.agents.setOnline(agent.adminId, body.online);
      const returned = !body.online && body.returnToQueue ? await returnToQueue(services, agent) : 0;
      await presenceChanged(services, agent.tenantId);
      return { online: body.online, returned };
    },
    async inbox(agent, body) {
      const { rows, more } = await services.inbox.list({ tenantId: agent.tenantId, adminId: agent.adminId, box: body.box, search: body.search, before: body.before });
      return { list: await summaries(rows.map((row) => [row.session, row])), more };
    },
    async sessions(agent) {
      const queued: Session[] = [];
      for (const session of await services.sessions.queued())
        if ((await services.channels.get(session.channelId))?.config.tenantId == agent.tenantId) queued.push(session);
      return {
        queued: await summaries(queued.map((session) => [session])),
        active: await summaries((await services.sessions.withAgent(agent.adminId)).map((session) => [session])),
      };
    },
    async accept(agent, body) {
      const session = await lockAssignments(services, await sessionFor(agent, body.sessionId, false));
      if (session.status != VISITOR_STATUS.queued) throw badRequest('sessionId: not waiting in the queue');
      await connect(services, session, agent);
      return visitorSummary((await services.sessions.get(session.sessionId))!);
    },
    async refuse(agent, body) {
      const session = await lockAssignments(services, await sessionFor(agent, body.sessionId, false));
      const mine = session.status == VISITOR_STATUS.agent && session.adminId == agent.adminId;
      if (session.status != VISITOR_STATUS.queued && !mine) throw badRequest('sessionId: neither queued nor yours');
      if (mine) await endOpenCall(services, session, CALL_END_REASON.agentLeft);
      // Back to the robot: the visitor may ask for a person again.
      await services.sessions.update(session.sessionId, { status: VISITOR_STATUS.robot, admin_id: null, queued_at: null });
      await visitorEvent(services, session, { type: POLL_EVENT.errorFlag, errorFlag: ERROR_FLAG.agentDeclined });
      await pushAgentEvent(services, agent.tenantId, { kind: 'queue' });
      return { refused: true };
    },
    async send(agent, body) {
      // A send made again (its answer was lost) answers the message stored the first time,
      // even when the conversation has ended since: the same clientId dedupe as a visitor's.
      const earlier = body.clientId && (await services.messages.sent((await sessionFor(agent, body.sessionId, false)).userId, body.clientId));
      if (earlier && earlier.adminId == agent.adminId && earlier.message.sessionId == body.sessionId) return earlier.message;
      const session = await sessionFor(agent, body.sessionId);
      if (session.status != VISITOR_STATUS.agent) throw badRequest('sessionId: the conversation is not active');
      return agentMessage(services, session, agent, {
        clientId: body.clientId,
        msgType: body.msgType,
        content: await checkAgentContent(services, agent, body),
        insideFlag: body.insideFlag,
        extra: { ...(body.fileName && { fileName: body.fileName }), ...(body.size !== undefined && { size: body.size }) },
      });
    },
    async typing(agent, body) {
      const session = await sessionFor(agent, body.sessionId);
      await visitorEvent(services, session, { type: POLL_EVENT.agentTyping });
      return { typing: true };
    },
    async recall(agent, body) {
      const found = await services.messages.get(body.msgId);
      if (!found || found.adminId != agent.adminId) throw forbidden('msgId: not your message');
      const session = await sessionFor(agent, found.message.sessionId);
      await services.messages.recall(body.msgId);
      await visitorEvent(services, session, { type: POLL_EVENT.messageRecalled, msgId: body.msgId });
      return { recalled: body.msgId };
    },
    async end(agent, body) {
      await endChat(services, await sessionFor(agent, body.sessionId), CHAT_END_REASON.closedByAgent);
      return { ended: true };
    },
    async inviteEvaluate(agent, body) {
      const session = await sessionFor(agent, body.sessionId);
      if (session.evaluated) throw badRequest('sessionId: already rated');
      await visitorEvent(services, session, { type: POLL_EVENT.evaluationInvite });
      await services.sessions.update(session.sessionId, { rating_invited_at: services.now() });
      return { invited: true };
    },
    async transfer(agent, body) {
      await services.sql.lock('assignments');
      const session = await sessionFor(agent, body.sessionId);
      const target = await services.agents.get(body.toAdminId);
      if (!target || target.tenantId != agent.tenantId || !target.online) throw badRequest('toAdminId: not an online agent of this team');
      if (target.adminId == agent.adminId) throw badRequest('toAdminId: is you');
      // A call is between the visitor and this agent: the new agent starts their own.
      await endOpenCall(services, session, CALL_END_REASON.agentLeft);
      await services.sessions.update(session.sessionId, { admin_id: target.adminId });
      await announceAgent(services, session, target);
      for (const adminId of [agent.adminId, target.adminId])
        await pushAgentEvent(services, agent.tenantId, { adminId, kind: 'transferred', sessionId: session.sessionId, userId: session.userId, data: { from: agent.adminId, to: target.adminId } });
      return { transferred: target.adminId };
    },
    async video(agent, body) {
      return { invited: true, ...(await startCall(services, await sessionFor(agent, body.sessionId), CALL_PARTY.agent, body.videoType)) };
    },
    async callSignal(agent, body) {
      const read = readCallSignal(body.signal);
      if ('error' in read) throw badRequest(read.error);
      const call = await services.calls.get(body.callId);
      if (!call || call.tenantId != agent.tenantId) throw notFound('callId: unknown call');
      if (call.adminId != agent.adminId) throw forbidden('callId: not your call');
      return signalCall(services, await sessionFor(agent, call.sessionId), call, CALL_PARTY.agent, read.signal);
    },
    async events(agent, body, request) {
      // The console's poll is the agent's heartbeat (store/agents.ts, AGENT_GONE_MS).
      await services.agents.seen(agent.adminId);
      const after = body.lastEventId ?? (await services.agentEvents.newestId(agent.tenantId));
      const read = () => services.agentEvents.after(agent.tenantId, agent.adminId, after);
      const { found: events } = await readOrWait(services.hub, tenantKey(agent.tenantId), body.wait && body.wait * 1000, request.raw.socket, read);
      return { events, lastEventId: events.at(-1)?.eventId ?? after };
    },
    async conversation(agent, body) {
      let session = await sessionFor(agent, body.sessionId, false);
      const messages = await services.messages.ofSessionForAgents(session.sessionId);
      // The session's own agent has now seen it all: its unread count starts again after the newest.
      const newest = messages.at(-1)?.id ?? 0;
      if (session.adminId == agent.adminId && newest > session.agentReadUntil) {
        await services.sessions.update(session.sessionId, { agent_read_until: newest });
        session = (await services.sessions.get(session.sessionId))!;
      }
      const ratings = [];
      for (const rating of await services.evaluations.ofSession(session.sessionId))
        ratings.push({ ...rating, visitorName: visitorName(session.userId, (await services.visitors.get(session.userId))?.info ?? {}) });
      return { ...(await visitorSummary(session)), messages, ratings };
    },
    async visitorSessions(agent, body) {
      // Another tenant's visitor is no visitor of ours: unknown, as an id nobody has.
      if ((await services.visitors.get(body.userId))?.tenantId != agent.tenantId) throw notFound('userId: unknown visitor');
      const list = [];
      for (const { adminId, ...row } of await services.visitorSessions.ofVisitor(body.userId, agent.tenantId))
        list.push({ ...row, agentNick: adminId == null ? null : ((await services.agents.get(adminId))?.card.adminNick ?? null) });
      return { list };
    },
    leaveMessages: async (agent) => ({ list: await services.leaveMessages.ofTenant(agent.tenantId) }),
    async leaveMessageHandled(agent, body) {
      const handled = await services.leaveMessages.markHandled(agent.tenantId, body.id, agent.card.adminNick, body.remark);
      if (!handled) throw notFound('id: unknown leave message');
      return { handled: body.id };
    },
    workOrders: async (agent) => ({ list: await services.workOrders.ofTenant(agent.tenantId) }),
    async cardTemplates(agent) {
      const list = [];
      for (const { templateId, name } of await services.workOrders.templatesOf(agent.tenantId))
        list.push({ templateId, name, items: (await services.workOrders.templateFields(templateId))?.items ?? [] });
      return { list };
    },
    workOrder: (agent, body) => workOrderFor(agent, body.woId),
    async workOrderReply(agent, body) {
      await workOrderFor(agent, body.woId);
      await addHandle(services, body.woId, {
        userName: agent.card.adminNick,
        handleType: body.internal ? HANDLE_TYPE.internal : HANDLE_TYPE.public,
        content: body.content,
        files: body.woFileRelVoList,
      });
      return workOrderFor(agent, body.woId);
    },
    async workOrderStatus(agent, body) {
      await workOrderFor(agent, body.woId);
      await setWorkOrderStatus(services, body.woId, body.status, body.priority);
      return workOrderFor(agent, body.woId);
    },
    async agents(agent) {
      const list: Teammate[] = [];
      for (const member of await services.agents.ofTenant(agent.tenantId))
        list.push({ ...member.card, online: member.online, load: await services.sessions.load(member.adminId) });
      return { list };
    },
    async evaluations(agent, body) {
      const list = [];
      for (const rating of await services.evaluations.receivedBy(agent.adminId, agent.tenantId, body.sessionId))
        list.push({ ...rating, visitorName: visitorName(rating.userId, (await services.visitors.get(rating.userId))?.info ?? {}) });
      return { list };
    },
    ...savedReplyHandlers(services),
  };

  app.post(AGENT_API + 'login', { schema: { body: AGENT_REQUESTS.login }, bodyLimit: jsonBodyLimit(AGENT_REQUESTS.login), config: { rateLimit: { max: 20, timeWindow: 60_000 } } }, async (request) => {
    const result = await services.agents.login(request.body.login, request.body.password);
    if (!result) throw unauthorized('login: wrong login or password');
    const { agent, token } = result;
    if (agent.online) await presenceChanged(services, agent.tenantId);
    return ok<SignedInAgent>({ token: `${agent.adminId}.${token}`, adminId: agent.adminId, card: agent.card, tenantId: agent.tenantId, online: agent.online });
  });

  // A call's writes commit together; `events` waits, so it runs outside a transaction.
  const route = <C extends JsonCall>(call: C) => {
    const handler = handlers[call];
    app.post(AGENT_API + call, { schema: { body: AGENT_REQUESTS[call] }, bodyLimit: jsonBodyLimit(AGENT_REQUESTS[call]) }, async (request) => {
      const agent = agentOf(request);
      if (call == 'events') return ok(await handler(agent, request.body, request));
      return ok(await services.sql.transaction(async () => handler(agent, request.body, request)));
    });
  };
  (Object.keys(handlers) as JsonCall[]).forEach(route);

  // Agents send images and files too: multipart with `file`.
  app.post(AGENT_API + 'upload', { bodyLimit: 60 * 1024 * 1024 }, async (request) => {
    return ok<AgentReplies['upload']>(await receiveUpload(services, request, () => agentUploader(agentOf(request))));
  });
}
