// POST /api/agent/<call>: a person answering visitors (every role answers). `login` gives a token
// ("<adminId>.<secret>") for the `token` header of every other call; `setupStatus`, `setup` and
// `choosePassword` need none either. Each call's handler is in the file of its topic; here, who
// the caller is (before the body is read), the schema and body limit of each call, and its transaction.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AGENT_API, type AgentReplies } from '@shared/api';
import { AGENT_REQUESTS, type AgentCall } from '@shared/api/agentRequests';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSignedIn } from '../accounts/signedIn';
import { receiveUpload } from '../files/receiveUpload';
import { jsonBodyLimit } from '../http/bodyLimit';
import { ok } from '../http/reply';
import type { BodyOf } from '../http/typedBody';
import type { Services } from '../services';
import { agentUploader } from '../store/uploads';
import { changePassword, choosePassword, login, setup, setupStatus } from './account';
import { callSignal, video } from './calls';
import type { AgentContext } from './context';
import { accept, end, inviteEvaluate, refuse, transfer } from './conversations';
import { evaluations } from './evaluations';
import { events } from './events';
import { conversation, inbox, sessions } from './inbox';
import { leaveMessageHandled, leaveMessages } from './leaveMessages';
import { recall, send, typing } from './messages';
import { agents, status } from './presence';
import { deleteReply, savedReplies, saveReply } from './savedReplies';
import { visitorSessions } from './visitorSessions';
import { cardTemplates, workOrder, workOrderReply, workOrderStatus, workOrders } from './workOrders';

/** Calls without a token: how one gets a token, or an account's first password. */
const OPEN_CALLS = ['login', 'setupStatus', 'setup', 'choosePassword'] as const;
type OpenCall = (typeof OPEN_CALLS)[number];

/** The calls of a signed-in caller with a JSON body; `upload` is multipart. */
type JsonCall = Exclude<AgentCall, OpenCall | 'upload'>;

type FastifyRequestOf<C extends OpenCall> = FastifyRequest & { body: BodyOf<(typeof AGENT_REQUESTS)[C]> };

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
  changePassword,
};

/** Outside a transaction: `events` waits; a wrong current password must count as a failure even as the call fails. */
const UNWRAPPED: ReadonlySet<JsonCall> = new Set(['events', 'changePassword']);

export async function agentRoutes(plainApp: FastifyInstance, { services }: { services: Services }) {
  const app = plainApp.withTypeProvider<TypeBoxTypeProvider>();
  // Every call but the open ones: the token must name an account before the body is read. The
  // account found then is the caller of the whole call: the handler does not look it up again.
  const agentOf = requireSignedIn(app, services, new Set(OPEN_CALLS.map((call) => AGENT_API + call)));

  const open = <C extends OpenCall>(call: C, handler: (request: FastifyRequestOf<C>) => Promise<AgentReplies[C]>) =>
    app.post(
      AGENT_API + call,
      {
        schema: { body: AGENT_REQUESTS[call] },
        bodyLimit: jsonBodyLimit(AGENT_REQUESTS[call]),
        // Per address, every attempt; failed sign-ins are also counted per login (agent/account.ts).
        config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      },
      async (request) => ok(await handler(request as FastifyRequestOf<C>)),
    );
  open('login', (request) => login(services, request, request.body));
  open('setupStatus', () => setupStatus(services));
  open('setup', (request) => setup(services, request.body));
  open('choosePassword', (request) => choosePassword(services, request.body));

  // A call's writes commit together; `events` waits, so it runs outside a transaction.
  const route = <C extends JsonCall>(call: C) => {
    const handler = HANDLERS[call];
    app.post(
      AGENT_API + call,
      { schema: { body: AGENT_REQUESTS[call] }, bodyLimit: jsonBodyLimit(AGENT_REQUESTS[call]) },
      async (request) => {
        const context: AgentContext = { services, agent: agentOf(request), request };
        if (UNWRAPPED.has(call)) return ok(await handler(context, request.body));
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
