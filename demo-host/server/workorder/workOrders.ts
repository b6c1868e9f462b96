// Work orders: created from the leave-message page (custom fields of the type's template,
// up to 3 attachments, the default title and woStartWay 0), a handling timeline, a token
// for the token variant of the work-order page.
import type { WoAttachment, WoCustomer, WorkOrder } from '@shared/api';
import {
  HANDLE_TYPE,
  type HandleType,
  WORK_ORDER_START_WAY_DEFAULT,
  type WorkOrderPriority,
  type WorkOrderStatus,
} from '@shared/codes';
import { firstMissingField } from '@shared/customFields';
import { uploadReference } from '../files/fileStore';
import { badRequest, notFound } from '../http/reply';
import { hashToken, newToken } from '../http/secrets';
import type { Services } from '../services';
import type { Referrer } from '../store/uploads';

/** The spec's fixed default title, "leave-message work order". */
export const DEFAULT_WORK_ORDER_TITLE = 'Leave-message work order';

export async function findWorkOrder(services: Services, woId: number): Promise<WorkOrder> {
  const order = await services.workOrders.get(woId);
  if (!order) throw notFound('woId: unknown work order');
  return order;
}

/** Attachments must be files uploaded here by who attaches them, not links to anywhere. */
async function checkAttachments(
  services: Services,
  files: WoAttachment[] | undefined,
  attacher: Referrer,
): Promise<WoAttachment[]> {
  for (const file of files ?? []) {
    const reference = await uploadReference(services, file.fileUrl, attacher);
    if (reference == 'unknown') throw badRequest('woFileRelVoList: fileUrl must be an uploaded file');
    if (reference == 'notYours') throw badRequest('woFileRelVoList: fileUrl must be a file you uploaded');
  }
  return files ?? [];
}

export interface NewWorkOrder {
  tenantId: string;
  channelId: string;
  userId: string;
  title?: string;
  content: string;
  typeId?: number;
  files?: WoAttachment[];
  fields?: { fieldId: number; fieldName?: string; fieldValue: string }[];
  customer?: WoCustomer;
  /** woStartWay: 0 (a leave message) unless said */
  startWay?: number;
}

export async function createWorkOrder(
  services: Services,
  input: NewWorkOrder,
): Promise<{ order: WorkOrder; woToken: string }> {
  if (!input.content.trim()) throw badRequest('woContent: Please fill in the content');
  const type = input.typeId ? await services.workOrders.type(input.typeId) : undefined;
  if (input.typeId && (!type || type.tenantId != input.tenantId)) throw notFound('woTypeId: unknown work-order type');
  const given = new Map((input.fields ?? []).map((field) => [field.fieldId, field]));
  const missing = firstMissingField(
    type?.items ?? [],
    Object.fromEntries([...given].map(([id, field]) => [id, field.fieldValue])),
  );
  if (missing) throw badRequest(`cusFieldConfigInfoVoList: Please fill in ${missing.fieldName}`);
  const known = new Map((type?.items ?? []).map((item) => [item.fieldId, item]));
  const fields = [...given.values()].map((field) => ({
    fieldId: field.fieldId,
    fieldName: known.get(field.fieldId)?.fieldName ?? field.fieldName ?? '',
    fieldValue: field.fieldValue,
  }));
  const woToken = newToken();
  const files = await checkAttachments(services, input.files, { kind: 'visitor', userId: input.userId });
  const woId = await services.workOrders.add({
    tenantId: input.tenantId,
    channelId: input.channelId,
    userId: input.userId,
    title: input.title?.trim() || DEFAULT_WORK_ORDER_TITLE,
    content: input.content,
    startWay: input.startWay ?? WORK_ORDER_START_WAY_DEFAULT,
    typeId: input.typeId ?? 0,
    tokenHash: hashToken(woToken),
    files,
    fields,
    customer: input.customer ?? { name: '', phone: '' },
  });
  return { order: await findWorkOrder(services, woId), woToken };
}

/**
 * A work order as its visitor sees it: without the agents' internal notes. The spec names
 * an "internal reply" label on the visitor's page; we read "internal" as never shown to
 * the visitor.
 */
export const visitorView = (order: WorkOrder): WorkOrder => ({
  ...order,
  handle: order.handle.filter(
    (handle) => handle.handleType == HANDLE_TYPE.public || handle.handleType == HANDLE_TYPE.clientReply,
  ),
});

export interface NewHandle {
  userName: string;
  handleType: HandleType;
  content: string;
  files?: WoAttachment[];
}

/**
 * Who attaches a reply's files: the order's visitor for a client reply, else an agent of the
 * order's tenant (the agent API checked that the agent is one).
 */
const attacherOf = (order: WorkOrder, handle: NewHandle): Referrer =>
  handle.handleType == HANDLE_TYPE.clientReply
    ? { kind: 'visitor', userId: order.userId }
    : { kind: 'agent', tenantId: order.tenantId };

export async function addHandle(services: Services, woId: number, handle: NewHandle): Promise<WorkOrder> {
  const order = await findWorkOrder(services, woId);
  await services.workOrders.addHandle(order, {
    ...handle,
    files: await checkAttachments(services, handle.files, attacherOf(order, handle)),
  });
  return findWorkOrder(services, woId);
}

export async function setWorkOrderStatus(
  services: Services,
  woId: number,
  status: WorkOrderStatus,
  priority?: WorkOrderPriority,
): Promise<WorkOrder> {
  await findWorkOrder(services, woId);
  await services.workOrders.setStatus(woId, status, priority);
  return findWorkOrder(services, woId);
}
