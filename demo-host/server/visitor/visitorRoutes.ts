// POST /api/chat/visitor/<call> for every call: the body is checked against its schema,
// the token against the userId, and the answer wrapped as { code, message, data }.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { visitorPath, type VisitorCall, type VisitorReplies } from '../../../shared/api';
import { VISITOR_REQUESTS } from '../../../shared/api/requests';
import type { BodyOf } from '../http/typedBody';
import { ok, unauthorized } from '../http/reply';
import type { Services } from '../services';
import type { VisitorContext } from './context';
import { evaluate, getEvaluateInfo, isEvaluate } from './evaluation';
import { fromRequest } from './fromRequest';
import { getLeaveMsgList, leaveMsg } from './leaveMessages';
import {
  addSessionMsg,
  getHistoryMsg,
  getOfflineMsg,
  getSessionMsg,
  msgComplete,
  sendMsg,
  typing,
  updateSessionMsg,
} from './messages';
import { getEventMsg } from './poll';
import { commentDoc, getRobotDoc, robotAsk, robotTips } from './robot';
import {
  channelInfo,
  chatClose,
  chatStart,
  getAdminCard,
  resetInfo,
  submitUserForm,
  sysMsg,
  userVideoInvitation,
} from './session';
import { transferAgent } from './transfer';
import { upload, uploadBase64 } from './uploads';

type Body<C extends VisitorCall> = BodyOf<(typeof VISITOR_REQUESTS)[C]>;
type Reply<C extends VisitorCall> = VisitorReplies[C] | Promise<VisitorReplies[C]>;

/** The calls that make or read a visitor's token: they get the services, not a visitor. */
const PUBLIC_HANDLERS: { [C in 'channelInfo' | 'chatStart']: (services: Services, body: Body<C>) => VisitorReplies[C] } = {
  channelInfo,
  chatStart,
};

type VisitorHandledCall = Exclude<VisitorCall, keyof typeof PUBLIC_HANDLERS | 'upload'>;

// Each handler takes the visitor and its checked body and answers its call's data; the map must name every call.
const HANDLERS: { [C in VisitorHandledCall]: (context: VisitorContext, body: Body<C>) => Reply<C> } = {
  userVideoInvitation,
  getOfflineMsg,
  getLeaveMsgList,
  transferAgent,
  getEventMsg,
  submitUserForm,
  getHistoryMsg,
  getSessionMsg,
  chatClose,
  robotAsk,
  sendMsg,
  evaluate,
  isEvaluate,
  uploadBase64,
  typing,
  robotTips,
  getEvaluateInfo,
  leaveMsg,
  addSessionMsg,
  getRobotDoc,
  resetInfo,
  msgComplete,
  commentDoc,
  sysMsg,
  getAdminCard,
  updateSessionMsg,
  fromRequest,
};

/** Rate limits per visitor on what writes or costs: sends, robot questions, uploads. */
const RATE_LIMITED: Partial<Record<VisitorCall, number>> = {
  sendMsg: 120,
  robotAsk: 60,
  upload: 20,
  uploadBase64: 20,
  leaveMsg: 10,
  typing: 240,
};

/** Calls that await (a long poll, file writes, another server): they cannot hold a transaction. */
const ASYNC_CALLS: readonly VisitorCall[] = ['getEventMsg', 'uploadBase64', 'fromRequest'];

const BIG_BODY: Partial<Record<VisitorCall, number>> = { uploadBase64: 72 * 1024 * 1024, upload: 60 * 1024 * 1024 };

const keysOf = <T extends object>(table: T) => Object.keys(table) as (keyof T)[];

/** The body's userId, which every call but the public ones carries (its schema requires it). */
const userIdOf = (body: unknown): string =>
  typeof body == 'object' && body !== null && 'userId' in body && typeof body.userId == 'string' ? body.userId : '';

export async function visitorRoutes(plainApp: FastifyInstance, { services }: { services: Services }) {
  const app = plainApp.withTypeProvider<TypeBoxTypeProvider>();
  const authenticate = (request: FastifyRequest): VisitorContext => {
    const userId = userIdOf(request.body);
    const token = request.headers.token;
    const tenantId = services.visitors.authenticate(userId, typeof token == 'string' ? token : undefined);
    if (!tenantId) throw unauthorized();
    return { services, userId, tenantId, request };
  };

  // A call's writes commit together (one fsync, all or nothing); calls that wait run outside.
  const inTransaction = <T>(work: () => T): T => services.db.transaction(work)();

  const rateLimit = (call: VisitorCall) =>
    RATE_LIMITED[call] && {
      rateLimit: {
        max: RATE_LIMITED[call],
        timeWindow: 60_000,
        keyGenerator: (request: FastifyRequest) => String(request.headers.token ?? request.ip),
      },
    };

  const publicRoute = <C extends keyof typeof PUBLIC_HANDLERS>(call: C) => {
    const handler = PUBLIC_HANDLERS[call];
    app.post(visitorPath(call), { schema: { body: VISITOR_REQUESTS[call] }, config: { ...rateLimit(call) } }, async (request) =>
      ok(inTransaction(() => handler(services, request.body))),
    );
  };

  const visitorRoute = <C extends VisitorHandledCall>(call: C) => {
    const handler = HANDLERS[call];
    const waits = ASYNC_CALLS.includes(call);
    const bodyLimit = BIG_BODY[call];
    const options = { schema: { body: VISITOR_REQUESTS[call] }, config: { ...rateLimit(call) }, ...(bodyLimit && { bodyLimit }) };
    app.post(visitorPath(call), options, async (request) => {
      const context = authenticate(request);
      return ok(waits ? await handler(context, request.body) : inTransaction(() => handler(context, request.body)));
    });
  };

  for (const call of keysOf(PUBLIC_HANDLERS)) publicRoute(call);
  for (const call of keysOf(HANDLERS)) visitorRoute(call);
  // Multipart: the upload reads and checks its own fields.
  app.post(visitorPath('upload'), { config: { ...rateLimit('upload') }, bodyLimit: BIG_BODY.upload }, async (request) =>
    ok<VisitorReplies['upload']>(await upload(services, request)),
  );
}
