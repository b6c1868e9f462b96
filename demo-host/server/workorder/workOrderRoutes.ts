// POST /api/open/wo/<call>: templates are public; orders are read and answered by their
// visitor (token header) or, in the token variant of the page, by the order's own token.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPEN_WO_CALLS, openWoPath, type OpenWoCall } from '../../../shared/api';
import { OPEN_WO_REQUESTS, type OpenWoRequest } from '../../../shared/api/requests';
import { pushAgentEvent } from '../conversation/agentFeed';
import { forbidden, notFound, ok, unauthorized } from '../http/reply';
import type { Services } from '../services';
import {
  addHandle,
  createWorkOrder,
  findWorkOrder,
  templateFields,
  tokenOfWorkOrderMatches,
  workOrderType,
  visitorView,
  workOrdersWhere,
} from './workOrders';

export async function workOrderRoutes(app: FastifyInstance, { services }: { services: Services }) {
  /** The visitor behind the token header, who must be the userId of the body. */
  const visitorOf = (request: FastifyRequest, userId: string | undefined) => {
    const token = request.headers.token;
    if (!userId || !services.visitors.tokenMatches(userId, typeof token == 'string' ? token : undefined)) throw unauthorized();
    return services.visitors.get(userId)!;
  };

  /** A work order this caller may see: its visitor's, or by the order's own token. */
  const orderFor = (request: FastifyRequest, body: { woId: number; userId?: string; woToken?: string }) => {
    const found = findWorkOrder(services, body.woId);
    if (body.woToken !== undefined) {
      if (!tokenOfWorkOrderMatches(found.row, body.woToken)) throw forbidden('woToken: does not match this work order');
      return found;
    }
    visitorOf(request, body.userId);
    if (found.row.user_id != body.userId) throw forbidden('woId: not your work order');
    return found;
  };

  const handlers: { [C in OpenWoCall]: (body: OpenWoRequest<C>, request: FastifyRequest) => unknown } = {
    getTemplateFields(body) {
      const template = templateFields(services, body.templateId);
      if (!template) throw notFound('templateId: unknown template');
      return { templateId: body.templateId, name: template.name, items: template.items };
    },
    getTypeTemplate(body) {
      const type = workOrderType(services, body.typeId);
      if (!type) throw notFound('typeId: unknown work-order type');
      return { woType: type.woType, items: type.items };
    },
    queryById: (body, request) => visitorView(orderFor(request, body).order),
    queryByCustom(body, request) {
      visitorOf(request, body.userId);
      return { list: workOrdersWhere(services, 'user_id', body.userId).map(visitorView) };
    },
    add(body, request) {
      const visitor = visitorOf(request, body.userId);
      const channel = services.channels.get(body.channelId);
      if (!channel || channel.config.tenantId != visitor.tenantId) throw notFound('channelId: unknown channel');
      const { order, woToken } = createWorkOrder(services, {
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
      pushAgentEvent(services, visitor.tenantId, { kind: 'workOrder', userId: body.userId, data: { woId: order.woId } });
      return { ...order, woToken };
    },
    addHandle(body, request) {
      const { row } = orderFor(request, body);
      const visitor = services.visitors.get(row.user_id);
      const order = addHandle(services, body.woId, {
        userName: visitor?.info.userName || 'Customer',
        type: 2,
        content: body.handleContent,
        files: body.woFileRelVoList,
      });
      pushAgentEvent(services, row.tenant_id, { kind: 'workOrder', userId: row.user_id, data: { woId: body.woId, reply: true } });
      return visitorView(order);
    },
  };

  for (const call of OPEN_WO_CALLS) {
    const handler = handlers[call] as (body: unknown, request: FastifyRequest) => unknown;
    app.post(openWoPath(call), { schema: { body: OPEN_WO_REQUESTS[call] } }, async (request) => ok(handler(request.body, request)));
  }
}
