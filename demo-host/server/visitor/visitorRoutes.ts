// POST /api/chat/visitor/<call> for every call: before the body is read, the caller's
// address and visitor are counted and the token must name a visitor; then the body is
// checked against its schema, the token against the body's userId, and the answer wrapped
// as { code, message, data }.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { VISITOR_CALLS, type VisitorCall, type VisitorReplies, visitorPath } from '@shared/api';
import { VISITOR_REQUESTS } from '@shared/api/requests';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uploadSlots } from '../files/uploadSlots';
import { jsonBodyLimit } from '../http/bodyLimit';
import { closeIfBodyUnread, type EdgeOptions } from '../http/edge';
import { addressOf, type Limit, perMinute } from '../http/rateLimit';
import { ok, unauthorized } from '../http/reply';
import type { BodyOf } from '../http/typedBody';
import type { Services } from '../services';
import { visitorLogLock } from '../store/events';
import { visitorUploader } from '../store/uploads';
import { callSignal, userVideoInvitation } from './calls';
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
import { channelInfo, chatClose, chatStart, getAdminCard, resetInfo, submitUserForm, sysMsg } from './session';
import { mailTranscript } from './transcript';
import { transferAgent } from './transfer';
import { upload, uploadBase64 } from './uploads';

type Body<C extends VisitorCall> = BodyOf<(typeof VISITOR_REQUESTS)[C]>;
type Reply<C extends VisitorCall> = VisitorReplies[C] | Promise<VisitorReplies[C]>;

/** The calls that make or read a visitor's token: they get the services, not a visitor. */
const PUBLIC_HANDLERS: {
  [C in 'channelInfo' | 'chatStart' | 'getRobotDoc']: (services: Services, body: Body<C>) => Reply<C>;
} = {
  channelInfo,
  chatStart,
  getRobotDoc,
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
  resetInfo,
  msgComplete,
  commentDoc,
  sysMsg,
  getAdminCard,
  updateSessionMsg,
  fromRequest,
  callSignal,
  mailTranscript,
};

/**
 * Calls a minute on what writes, costs or mints. Per visitor: the id the token was issued
 * to, so a new chatStart (a new token) does not start a new count. Per client address, ten
 * times that: the customers of a shop behind one NAT (an office, a campus, a mobile
 * carrier) are many visitors on one address, and a stranger inventing visitor ids is still
 * bounded. chatStart mints visitors and comes before any token: per address alone, 300 a
 * minute (a few hundred shoppers behind one address, each opening a page a minute).
 */
const RATE_LIMITED: Partial<Record<VisitorCall, { visitor?: number; address: number }>> = {
  chatStart: { address: 300 },
  // Public, so counted per address only: a reader opens an article or two a minute.
  getRobotDoc: { address: 120 },
  sendMsg: { visitor: 120, address: 1200 },
  robotAsk: { visitor: 60, address: 600 },
  upload: { visitor: 20, address: 200 },
  uploadBase64: { visitor: 20, address: 200 },
  leaveMsg: { visitor: 10, address: 100 },
  // Each is a mail: a visitor asks once or twice; the per-address hourly limit is the mails' own.
  mailTranscript: { visitor: 2, address: 20 },
  typing: { visitor: 240, address: 2400 },
  // A call's setup sends a few dozen candidates; this leaves room for several calls a minute.
  callSignal: { visitor: 600, address: 6000 },
  userVideoInvitation: { visitor: 20, address: 200 },
};

/** Calls that wait for more than the database (a long poll, file writes, another server): they must not hold a transaction. */
const ASYNC_CALLS: readonly VisitorCall[] = ['getEventMsg', 'uploadBase64', 'fromRequest'];

/**
 * Uploads, whose limit is not their schema's: uploadBase64's data URL is ASCII, one byte a
 * character (http/bodyLimit.ts counts six), and the multipart upload reads its own parts.
 */
const BIG_BODY: Partial<Record<VisitorCall, number>> = { uploadBase64: 72 * 1024 * 1024, upload: 60 * 1024 * 1024 };

/** The most body each call reads: its schema's longest valid body, or BIG_BODY. */
const bodyLimit = (call: VisitorCall) => BIG_BODY[call] ?? jsonBodyLimit(VISITOR_REQUESTS[call]);

const keysOf = <T extends object>(table: T) => Object.keys(table) as (keyof T)[];

/** The body's userId, which every call but the public ones carries (its schema requires it). */
const userIdOf = (body: unknown): string =>
  typeof body == 'object' && body !== null && 'userId' in body && typeof body.userId == 'string' ? body.userId : '';

export async function visitorRoutes(
  plainApp: FastifyInstance,
  { services, edge }: { services: Services; edge: EdgeOptions },
) {
  const app = plainApp.withTypeProvider<TypeBoxTypeProvider>();

  // A call's writes commit together (one fsync, all or nothing); calls that wait run outside.
  const inTransaction = <T>(work: () => Promise<T>): Promise<T> => services.sql.transaction(work);

  // The visitor each call's token was issued to, found before its body is read; the body's
  // userId must be that visitor's (no second lookup once the body is in).
  const callers = new WeakMap<FastifyRequest, { userId: string; tenantId: string }>();
  const authenticate = (request: FastifyRequest): VisitorContext => {
    const caller = callers.get(request);
    const userId = userIdOf(request.body);
    if (!caller || caller.userId != userId) throw unauthorized();
    return { services, userId, tenantId: caller.tenantId, request };
  };
  const unlimited = (request: FastifyRequest) => edge.unlimitedAddresses.includes(request.ip);
  /** What each path checks before its body: public or not, and its counters. */
  const gates = new Map<string, { call: VisitorCall; address?: Limit; visitor?: Limit }>();
  for (const call of VISITOR_CALLS) {
    const limit = RATE_LIMITED[call];
    gates.set(visitorPath(call), {
      call,
      address: limit && perMinute(plainApp, limit.address, addressOf, unlimited),
      visitor: limit?.visitor
        ? perMinute(plainApp, limit.visitor, (request) => callers.get(request)?.userId ?? '')
        : undefined,
    });
  }

  // Callback style: no async hook for the calls that count nothing (polls above all); the token's lookup is the one promise.
  app.addHook('onRequest', (request, reply, done) => {
    const gate = gates.get(request.routeOptions.url ?? '');
    if (!gate) return done();
    const refuse = (error: unknown) => {
      closeIfBodyUnread(request, reply);
      done(error as Error);
    };
    const checkToken = () => {
      if (gate.call in PUBLIC_HANDLERS) return done();
      const token = request.headers.token;
      services.visitors.byToken(typeof token == 'string' ? token : undefined).then((caller) => {
        if (!caller) return refuse(unauthorized());
        callers.set(request, caller);
        // uploadBase64's body is the file: it takes its upload slot before a byte of it is read.
        if (gate.call == 'uploadBase64') {
          try {
            reply.raw.once('close', uploadSlots(services).take(visitorUploader(caller)));
          } catch (error) {
            return refuse(error);
          }
        }
        if (!gate.visitor) return done();
        gate.visitor(request, reply).then(() => done(), refuse);
      }, refuse);
    };
    if (!gate.address) return checkToken();
    gate.address(request, reply).then(checkToken, refuse);
  });

  const publicRoute = <C extends keyof typeof PUBLIC_HANDLERS>(call: C) => {
    const handler = PUBLIC_HANDLERS[call];
    app.post(
      visitorPath(call),
      { schema: { body: VISITOR_REQUESTS[call] }, bodyLimit: bodyLimit(call) },
      async (request) => ok(await inTransaction(async () => handler(services, request.body))),
    );
  };

  const visitorRoute = <C extends VisitorHandledCall>(call: C) => {
    const handler = HANDLERS[call];
    const waits = ASYNC_CALLS.includes(call);
    const options = { schema: { body: VISITOR_REQUESTS[call] }, bodyLimit: bodyLimit(call) };
    app.post(visitorPath(call), options, async (request) => {
      const context = authenticate(request);
      if (waits) return ok(await handler(context, request.body));
      // One call of a visitor at a time, on every instance: a check and the write it allows
      // (rated once, a form answered once, feedback given once) see no other call between them.
      return ok(
        await inTransaction(async () => {
          await services.sql.lock(visitorLogLock(context.userId));
          return handler(context, request.body);
        }),
      );
    });
  };

  for (const call of keysOf(PUBLIC_HANDLERS)) publicRoute(call);
  for (const call of keysOf(HANDLERS)) visitorRoute(call);
  // Multipart: the upload reads and checks its own fields.
  app.post(visitorPath('upload'), { bodyLimit: BIG_BODY.upload }, async (request) =>
    ok<VisitorReplies['upload']>(await upload(services, request)),
  );
}
