// POST /api/agent/<call>: a person answering visitors. `login` gives a token
// ("<adminId>.<secret>") for the `token` header of every other call. Each call's handler is in
// the file of its topic; here, who the caller is (before the body is read), the schema and
// body limit of each call, and its transaction.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AGENT_API, type AgentReplies, type SignedInAgent } from '@shared/api';
import { AGENT_REQUESTS, type AgentCall } from '@shared/api/agentRequests';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { receiveUpload } from '../files/receiveUpload';
import { jsonBodyLimit } from '../http/bodyLimit';
import { closeIfBodyUnread } from '../http/edge';
import { ok, unauthorized } from '../http/reply';
import type { BodyOf } from '../http/typedBody';
import type { Services } from '../services';
import type { Agent } from '../store/agents';
import { agentUploader } from '../store/uploads';
import { callSignal, video } from './calls';
import type { AgentContext } from './context';
import { accept, end, inviteEvaluate, refuse, transfer } from './conversations';
import { evaluations } from './evaluations';
import { events } from './events';
import { conversation, inbox, sessions } from './inbox';
import { leaveMessageHandled, leaveMessages } from './leaveMessages';
import { recall, send, typing } from './messages';
import { agents, presenceChanged, status } from './presence';
import { deleteReply, savedReplies, saveReply } from './savedReplies';
import { visitorSessions } from './visitorSessions';
import { cardTemplates, workOrder, workOrderReply, workOrderStatus, workOrders } from './workOrders';

/** The calls with a JSON body; `login` makes the token the others need, `upload` is multipart. */
type JsonCall = Exclude<AgentCall, 'login' | 'upload'>;

type Handler<C extends JsonCall> = (
  context: AgentContext,
  body: BodyOf<(typeof AGENT_REQUESTS)[C]>,
) => AgentReplies[C] | Promise<AgentReplies[C]>;

// Each handler takes the caller and its checked body and answers its call's data; the map must name every call.
const HANDLERS: { [C in JsonCall]: Handler<C> } = {
  status,
  inbox,
  sessions,
  accept,
  refuse,
  send,
  typing,
  recall,
  end,
  inviteEvaluate,
  transfer,
  video,
  callSignal,
  events,
  conversation,
  visitorSessions,
  leaveMessages,
  leaveMessageHandled,
  workOrders,
  cardTemplates,
  workOrder,
  workOrderReply,
  workOrderStatus,
  agents,
  evaluations,
  savedReplies,
  saveReply,
  deleteReply,
};

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

  app.post(
    AGENT_API + 'login',
    {
      schema: { body: AGENT_REQUESTS.login },
      bodyLimit: jsonBodyLimit(AGENT_REQUESTS.login),
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    },
    async (request) => {
      const result = await services.agents.login(request.body.login, request.body.password);
      if (!result) throw unauthorized('login: wrong login or password');
      const { agent, token } = result;
      if (agent.online) await presenceChanged(services, agent.tenantId);
      return ok<SignedInAgent>({
        token: `${agent.adminId}.${token}`,
        adminId: agent.adminId,
        card: agent.card,
        tenantId: agent.tenantId,
        online: agent.online,
      });
    },
  );

  // A call's writes commit together; `events` waits, so it runs outside a transaction.
  const route = <C extends JsonCall>(call: C) => {
    const handler = HANDLERS[call];
    app.post(
      AGENT_API + call,
      { schema: { body: AGENT_REQUESTS[call] }, bodyLimit: jsonBodyLimit(AGENT_REQUESTS[call]) },
      async (request) => {
        const context: AgentContext = { services, agent: agentOf(request), request };
        if (call == 'events') return ok(await handler(context, request.body));
        return ok(await services.sql.transaction(async () => handler(context, request.body)));
      },
    );
  };
  (Object.keys(HANDLERS) as JsonCall[]).forEach(route);

  // Agents send images and files too: multipart with `file`.
  app.post(AGENT_API + 'upload', { bodyLimit: 60 * 1024 * 1024 }, async (request) => {
    return ok<AgentReplies['upload']>(await receiveUpload(services, request, () => agentUploader(agentOf(request))));
  });
}
