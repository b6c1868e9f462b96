// POST /api/open/wo/<call>: templates are public; orders are read and answered by their
// visitor (token header) or, in the token variant of the page, by the order's own token.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { OPEN_WO_API, OPEN_WO_CALLS, type OpenWoCall, openWoPath } from '@shared/api';
import { OPEN_WO_REQUESTS } from '@shared/api/requests';
import { HANDLE_TYPE } from '@shared/codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pushAgentEvent } from '../conversation/agentFeed';
import { jsonBodyLimit } from '../http/bodyLimit';
import { closeIfBodyUnread, type EdgeOptions } from '../http/edge';
import { addressOf, type Limit, perMinute } from '../http/rateLimit';
import { forbidden, notFound, ok, unauthorized } from '../http/reply';
import type { BodyOf } from '../http/typedBody';
import { mailScopeOf } from '../outgoing/mails';
import { noticeWorkOrderChanged, noticeWorkOrderCreated } from '../outgoing/workOrderNotices';
import type { Services } from '../services';
import { submitCardForm } from './cardForm';
import { addHandle, createWorkOrder, findWorkOrder, visitorView } from './workOrders';

type Body<C extends OpenWoCall> = BodyOf<(typeof OPEN_WO_REQUESTS)[C]>;

/**
 * Calls only a visitor makes: the token header must name a visitor before the body is read.
 * queryById and addHandle may come with the order's own woToken, which is in the body.
 */
const VISITOR_ONLY: readonly OpenWoCall[] = ['queryByCustom', 'add'];

/**
 * Public calls that write, counted a minute per client address before the body is read
 * (like the visitor API's leaveMsg: ten times one visitor's share, for shoppers behind one NAT).
 */
const RATE_LIMITED: Partial<Record<OpenWoCall, number>> = { submitForm: 100 };

export async function workOrderRoutes(
  plainApp: FastifyInstance,
  { services, edge }: { services: Services; edge: EdgeOptions },
) {
  const app = plainApp.withTypeProvider<TypeBoxTypeProvider>();
  /** The visitor behind the token header, who must be the userId of the body. */
  const visitorOf = async (request: FastifyRequest, userId: string | undefined) => {
    const token = request.headers.token;
    if (!userId || !(await services.visitors.authenticate(userId, typeof token == 'string' ? token : undefined)))
      throw unauthorized();
    return (await services.visitors.get(userId))!;
  };

  /** A work order this caller may see: its visitor's, or by the order's own token. */
  const orderFor = async (request: FastifyRequest, body: { woId: number; userId?: string; woToken?: string }) => {
    const order = await findWorkOrder(services, body.woId);
    if (body.woToken !== undefined) {
      if (!(await services.workOrders.tokenMatches(order.woId, body.woToken)))
        throw forbidden('woToken: does not match this work order');
      return order;
    }
    await visitorOf(request, body.userId);
    if (order.userId != body.userId) throw forbidden('woId: not your work order');
    return order;
  };

  const handlers: { [C in OpenWoCall]: (body: Body<C>, request: FastifyRequest) => unknown } = {
    async getTemplateFields(body) {
      const template = await services.workOrders.templateFields(body.templateId);
      if (!template || (body.tenantId && body.tenantId != template.tenantId))
        throw notFound('templateId: unknown template');
      return { templateId: body.templateId, name: template.name, items: template.items };
    },
    async getTypeTemplate(body) {
      const type = await services.workOrders.type(body.typeId);
      if (!type) throw notFound('typeId: unknown work-order type');
      return { woType: type.woType, items: type.items };
    },
    queryById: async (body, request) => visitorView(await orderFor(request, body)),
    async queryByCustom(body, request) {
      await visitorOf(request, body.userId);
      return { list: (await services.workOrders.ofUser(body.userId)).map(visitorView) };
    },
    async add(body, request) {
      const visitor = await visitorOf(request, body.userId);
      const channel = await services.channels.live(body.channelId);
      if (!channel || channel.config.tenantId != visitor.tenantId) throw notFound('channelId: unknown channel');
      const { order, woToken } = await createWorkOrder(services, {
        tenantId: visitor.tenantId,
        channelId: body.channelId,
        userId: body.userId,
        title: body.woTitle,
        content: body.woContent,
        typeId: body.woTypeId || channel.config.leaveMsgWoType || undefined,
        files: body.woFileRelVoList,
        fields: body.cusFieldConfigInfoVoList,
        customer: {
          name: body.customerName ?? visitor.info.userName ?? '',
          phone: body.customerPhone ?? visitor.info.phone ?? '',
        },
      });
      await pushAgentEvent(services, visitor.tenantId, {
        kind: 'workOrder',
        userId: body.userId,
        data: { woId: order.woId },
      });
      await noticeWorkOrderCreated(services, mailScopeOf(channel.config), order, woToken);
      return { ...order, woToken };
    },
    async addHandle(body, request) {
      const { userId, tenantId } = await orderFor(request, body);
      const visitor = await services.visitors.get(userId);
      const order = await addHandle(services, body.woId, {
        userName: visitor?.info.userName || 'Customer',
        handleType: HANDLE_TYPE.clientReply,
        content: body.handleContent,
        files: body.woFileRelVoList,
      });
      await pushAgentEvent(services, tenantId, { kind: 'workOrder', userId, data: { woId: body.woId, reply: true } });
      await noticeWorkOrderChanged(services, order, { change: 'reply', handle: order.handle.at(-1)! });
      return visitorView(order);
    },
    async submitForm(body, request) {
      const visitor = body.userId ? { userId: body.userId, ...(await visitorOf(request, body.userId)) } : undefined;
      const { order, woToken, scope } = await submitCardForm(services, body, visitor);
      await pushAgentEvent(services, order.tenantId, {
        kind: 'workOrder',
        userId: order.userId,
        data: { woId: order.woId },
      });
      await noticeWorkOrderCreated(services, scope, order, woToken);
      return { woId: order.woId, woTitle: order.woTitle };
    },
  };

  const limits = Object.fromEntries(
    Object.entries(RATE_LIMITED).map(([call, max]) => [
      call,
      perMinute(plainApp, max, addressOf, (request) => edge.unlimitedAddresses.includes(request.ip)),
    ]),
  ) as Partial<Record<OpenWoCall, Limit>>;

  app.addHook('onRequest', async (request, reply) => {
    const call = request.routeOptions.url?.slice(OPEN_WO_API.length) as OpenWoCall;
    const limit = limits[call];
    if (limit)
      await limit(request, reply).catch((error: unknown) => {
        closeIfBodyUnread(request, reply);
        throw error;
      });
    if (!VISITOR_ONLY.includes(call)) return;
    const token = request.headers.token;
    if (await services.visitors.byToken(typeof token == 'string' ? token : undefined)) return;
    closeIfBodyUnread(request, reply);
    throw unauthorized();
  });

  const route = <C extends OpenWoCall>(call: C) => {
    const handler = handlers[call];
    const options = { schema: { body: OPEN_WO_REQUESTS[call] }, bodyLimit: jsonBodyLimit(OPEN_WO_REQUESTS[call]) };
    // A call's writes commit together (none of these waits).
    app.post(openWoPath(call), options, async (request) =>
      ok(await services.sql.transaction(async () => handler(request.body, request))),
    );
  };
  OPEN_WO_CALLS.forEach(route);
}
