// Work orders: created from the leave-message page (custom fields of the type's template,
// up to 3 attachments, the default title and woStartWay 0), a handling timeline, a token
// for the token variant of the work-order page.
import type { TemplateField, WoAttachment, WoHandle, WorkOrder } from '../../../shared/api';
import { WORK_ORDER_START_WAY_DEFAULT } from '../../../shared/constants';
import { parseJson } from '../db/database';
import { isUploadedFileUrl } from '../files/fileStore';
import { badRequest, notFound } from '../http/reply';
import { hashToken, newToken } from '../http/secrets';
import type { Services } from '../services';

/** The spec's fixed default title, "leave-message work order". */
export const DEFAULT_WORK_ORDER_TITLE = 'Leave-message work order';

interface WorkOrderRow {
  wo_id: number;
  tenant_id: string;
  channel_id: string;
  user_id: string;
  title: string;
  content: string;
  start_way: number;
  type_id: number;
  status: number;
  priority: string;
  token_hash: string;
  files: string;
  fields: string;
  customer: string;
  created_at: number;
}

interface HandleRow {
  handle_time: number;
  handle_user_name: string;
  handle_type: number;
  handle_wo_status: number;
  content: string;
  files: string;
}

export function templateFields(services: Services, templateId: number): { name: string; items: TemplateField[] } | undefined {
  const row = services.db
    .prepare<[number], { name: string; items: string }>('SELECT name, items FROM templates WHERE template_id = ?')
    .get(templateId);
  return row && { name: row.name, items: parseJson<TemplateField[]>(row.items, []) };
}

export function workOrderType(services: Services, typeId: number) {
  const row = services.db
    .prepare<[number], { type_id: number; name: string; template_id: number | null; tenant_id: string }>('SELECT * FROM wo_types WHERE type_id = ?')
    .get(typeId);
  if (!row) return undefined;
  return {
    woType: { typeId: row.type_id, typeName: row.name },
    tenantId: row.tenant_id,
    items: row.template_id ? (templateFields(services, row.template_id)?.items ?? []) : [],
  };
}

function toWorkOrder(services: Services, row: WorkOrderRow): WorkOrder {
  const handles = services.db
    .prepare<[number], HandleRow>('SELECT * FROM wo_handles WHERE wo_id = ? ORDER BY id')
    .all(row.wo_id)
    .map(
      (handle): WoHandle => ({
        handleTime: handle.handle_time,
        handleUserName: handle.handle_user_name,
        handleType: handle.handle_type,
        handleWoStatus: handle.handle_wo_status,
        handleContent: handle.content,
        woFileVoList: parseJson<WoAttachment[]>(handle.files, []),
      }),
    );
  const type = row.type_id ? workOrderType(services, row.type_id) : undefined;
  return {
    woId: row.wo_id,
    woTitle: row.title,
    woContent: row.content,
    woStartWay: row.start_way,
    woType: row.type_id,
    woTypeId: row.type_id,
    woTypeName: type?.woType.typeName ?? '',
    woStatus: row.status,
    priority: row.priority,
    createTime: row.created_at,
    partnerId: row.channel_id,
    userId: row.user_id,
    tenantId: row.tenant_id,
    woFileRelVoList: parseJson<WoAttachment[]>(row.files, []),
    cusFieldConfigInfoVoList: parseJson(row.fields, []),
    crmCustomerVo: parseJson(row.customer, { name: '', phone: '' }),
    handle: handles,
  };
}

const rowOf = (services: Services, woId: number) =>
  services.db.prepare<[number], WorkOrderRow>('SELECT * FROM work_orders WHERE wo_id = ?').get(woId);

export function findWorkOrder(services: Services, woId: number) {
  const row = rowOf(services, woId);
  if (!row) throw notFound('woId: unknown work order');
  return { row, order: toWorkOrder(services, row) };
}

export const workOrdersWhere = (services: Services, column: 'user_id' | 'tenant_id', value: string): WorkOrder[] =>
  services.db
    .prepare<[string], WorkOrderRow>(`SELECT * FROM work_orders WHERE ${column} = ? ORDER BY wo_id DESC`)
    .all(value)
    .map((row) => toWorkOrder(services, row));

export const tokenOfWorkOrderMatches = (row: { token_hash: string }, token: string | undefined) =>
  Boolean(token) && hashToken(token!) == row.token_hash;

/** Attachments must be files uploaded here, not links to anywhere. */
export function checkAttachments(services: Services, files: WoAttachment[] | undefined): WoAttachment[] {
  for (const file of files ?? []) {
    if (!isUploadedFileUrl(services, file.fileUrl)) throw badRequest('woFileRelVoList: fileUrl must be an uploaded file');
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
  customer?: { name: string; phone: string };
}

export function createWorkOrder(services: Services, input: NewWorkOrder): { order: WorkOrder; woToken: string } {
  if (!input.content.trim()) throw badRequest('woContent: Please fill in the content');
  const type = input.typeId ? workOrderType(services, input.typeId) : undefined;
  if (input.typeId && (!type || type.tenantId != input.tenantId)) throw notFound('woTypeId: unknown work-order type');
  const given = new Map((input.fields ?? []).map((field) => [field.fieldId, field]));
  for (const item of type?.items ?? []) {
    if (item.requiredStatus && !given.get(item.fieldId)?.fieldValue.trim())
      throw badRequest(`cusFieldConfigInfoVoList: Please fill in ${item.fieldName}`);
  }
  const known = new Map((type?.items ?? []).map((item) => [item.fieldId, item]));
  const fields = [...given.values()].map((field) => ({
    fieldId: field.fieldId,
    fieldName: known.get(field.fieldId)?.fieldName ?? field.fieldName ?? '',
    fieldValue: field.fieldValue,
  }));
  const woToken = newToken();
  const { lastInsertRowid } = services.db
    .prepare(
      'INSERT INTO work_orders (tenant_id, channel_id, user_id, title, content, start_way, type_id, token_hash, files, fields, customer, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      input.tenantId,
      input.channelId,
      input.userId,
      input.title?.trim() || DEFAULT_WORK_ORDER_TITLE,
      input.content,
      WORK_ORDER_START_WAY_DEFAULT,
      input.typeId ?? 0,
      hashToken(woToken),
      JSON.stringify(checkAttachments(services, input.files)),
      JSON.stringify(fields),
      JSON.stringify(input.customer ?? { name: '', phone: '' }),
      services.now(),
    );
  return { order: findWorkOrder(services, Number(lastInsertRowid)).order, woToken };
}

/**
 * A work order as its visitor sees it: without the agents' internal notes (handleType other
 * than 1 public and 2 client). The spec names an "internal reply" label on the visitor's
 * page; we read "internal" as never shown to the visitor.
 */
export const visitorView = (order: WorkOrder): WorkOrder => ({
  ...order,
  handle: order.handle.filter((handle) => handle.handleType == 1 || handle.handleType == 2),
});

export interface NewHandle {
  userName: string;
  /** 1 public, 2 client reply, 3 internal */
  type: 1 | 2 | 3;
  content: string;
  files?: WoAttachment[];
  status?: number;
}

export function addHandle(services: Services, woId: number, handle: NewHandle): WorkOrder {
  const { row } = findWorkOrder(services, woId);
  const status = handle.status ?? row.status;
  services.db.transaction(() => {
    services.db
      .prepare('INSERT INTO wo_handles (wo_id, handle_time, handle_user_name, handle_type, handle_wo_status, content, files) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(woId, services.now(), handle.userName, handle.type, status, handle.content, JSON.stringify(checkAttachments(services, handle.files)));
    if (status != row.status) services.db.prepare('UPDATE work_orders SET status = ? WHERE wo_id = ?').run(status, woId);
  })();
  return findWorkOrder(services, woId).order;
}

export function setWorkOrderStatus(services: Services, woId: number, status: number, priority?: string) {
  findWorkOrder(services, woId);
  services.db.prepare('UPDATE work_orders SET status = ?, priority = COALESCE(?, priority) WHERE wo_id = ?').run(status, priority ?? null, woId);
  return findWorkOrder(services, woId).order;
}
