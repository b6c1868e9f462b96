// POST /api/chat/visitor/<call> for every call: the body is checked against its schema,
// the token against the userId, and the answer wrapped as { code, message, data }.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUBLIC_VISITOR_CALLS, VISITOR_CALLS, visitorPath, type VisitorCall } from '../../../shared/api';
import { VISITOR_REQUESTS } from '../../../shared/api/requests';
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

// Each handler takes the visitor and its checked body; the map must name every call.
type Handler = (context: VisitorContext, body: never) => unknown;
const HANDLERS = {
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
} satisfies Record<Exclude<VisitorCall, 'channelInfo' | 'chatStart' | 'upload'>, Handler>;

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

export async function visitorRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const authenticate = (request: FastifyRequest): VisitorContext => {
    const userId = (request.body as { userId?: string }).userId!;
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

  for (const call of VISITOR_CALLS) {
    const config = { ...rateLimit(call) };
    const bodyLimit = BIG_BODY[call];
    if (call == 'upload') {
      app.post(visitorPath(call), { config, bodyLimit }, async (request) => ok(await upload(services, request)));
    } else if (PUBLIC_VISITOR_CALLS.includes(call)) {
      const handler = call == 'channelInfo' ? channelInfo : chatStart;
      app.post(visitorPath(call), { schema: { body: VISITOR_REQUESTS[call] }, config }, async (request) =>
        ok(inTransaction(() => handler(services, request.body as never))),
      );
    } else {
      const handler = HANDLERS[call as keyof typeof HANDLERS] as Handler;
      const waits = ASYNC_CALLS.includes(call);
      app.post(visitorPath(call), { schema: { body: VISITOR_REQUESTS[call] }, config, ...(bodyLimit && { bodyLimit }) }, async (request) => {
        const context = authenticate(request);
        return ok(waits ? await handler(context, request.body as never) : inTransaction(() => handler(context, request.body as never)));
      });
    }
  }
}
