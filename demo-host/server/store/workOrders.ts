// Work orders with their handling timeline, and the types and templates they are made from.
import type { TemplateField, WoAttachment, WoCustomer, WoFieldValue, WoHandle, WorkOrder } from '../../../shared/api';
import {
  WORK_ORDER_STATUS,
  type HandleType,
  type WorkOrderPriority,
  type WorkOrderStatus,
} from '../../../shared/codes';
import { parseJson, type Db } from '../db/database';
import { tokenMatches } from '../http/secrets';

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

interface TypeRow {
  type_id: number;
  tenant_id: string;
  name: string;
  template_id: number | null;
}

const toHandle = (row: HandleRow): WoHandle => ({
  handleTime: row.handle_time,
  handleUserName: row.handle_user_name,
  handleType: row.handle_type as HandleType,
  handleWoStatus: row.handle_wo_status as WorkOrderStatus,
  handleContent: row.content,
  woFileVoList: parseJson<WoAttachment[]>(row.files, []),
});

export interface WorkOrderType {
  woType: { typeId: number; typeName: string };
  tenantId: string;
  /** the custom fields of the type's template */
  items: TemplateField[];
}

export interface NewWorkOrder {
  tenantId: string;
  channelId: string;
  userId: string;
  title: string;
  content: string;
  startWay: number;
  /** 0: none */
  typeId: number;
  tokenHash: string;
  files: WoAttachment[];
  fields: WoFieldValue[];
  customer: WoCustomer;
}

export interface NewHandle {
  userName: string;
  handleType: HandleType;
  content: string;
  files: WoAttachment[];
}

export function workOrderStore(db: Db, now: () => number) {
  const templateById = db.prepare<[number], { tenant_id: string; name: string; items: string }>(
    'SELECT tenant_id, name, items FROM templates WHERE template_id = ?',
  );
  const templatesOf = db.prepare<[string], { template_id: number; name: string }>('SELECT template_id, name FROM templates WHERE tenant_id = ? ORDER BY template_id');
  const putTemplate = db.prepare('INSERT OR REPLACE INTO templates (template_id, tenant_id, name, items) VALUES (?, ?, ?, ?)');
  const typeById = db.prepare<[number], TypeRow>('SELECT * FROM wo_types WHERE type_id = ?');
  const putType = db.prepare('INSERT OR REPLACE INTO wo_types (type_id, tenant_id, name, template_id) VALUES (?, ?, ?, ?)');
  const byId = db.prepare<[number], WorkOrderRow>('SELECT * FROM work_orders WHERE wo_id = ?');
  const ofUser = db.prepare<[string], WorkOrderRow>('SELECT * FROM work_orders WHERE user_id = ? ORDER BY wo_id DESC');
  const ofTenant = db.prepare<[string], WorkOrderRow>('SELECT * FROM work_orders WHERE tenant_id = ? ORDER BY wo_id DESC');
  const insert = db.prepare(
    'INSERT INTO work_orders (tenant_id, channel_id, user_id, title, content, start_way, type_id, status, token_hash, files, fields, customer, created_at) ' +
      'VALUES (@tenantId, @channelId, @userId, @title, @content, @startWay, @typeId, @status, @tokenHash, @files, @fields, @customer, @createdAt)',
  );
  const setStatus = db.prepare('UPDATE work_orders SET status = ?, priority = COALESCE(?, priority) WHERE wo_id = ?');
  const handlesOf = db.prepare<[number], HandleRow>('SELECT * FROM wo_handles WHERE wo_id = ? ORDER BY id');
  const insertHandle = db.prepare(
    'INSERT INTO wo_handles (wo_id, handle_time, handle_user_name, handle_type, handle_wo_status, content, files) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );

  const templateFields = (templateId: number) => {
    const row = templateById.get(templateId);
    return row && { tenantId: row.tenant_id, name: row.name, items: parseJson<TemplateField[]>(row.items, []) };
  };

  const type = (typeId: number): WorkOrderType | undefined => {
    const row = typeById.get(typeId);
    return (
      row && {
        woType: { typeId: row.type_id, typeName: row.name },
        tenantId: row.tenant_id,
        items: row.template_id ? (templateFields(row.template_id)?.items ?? []) : [],
      }
    );
  };

  const toWorkOrder = (row: WorkOrderRow): WorkOrder => ({
    woId: row.wo_id,
    woTitle: row.title,
    woContent: row.content,
    woStartWay: row.start_way,
    woType: row.type_id,
    woTypeId: row.type_id,
    woTypeName: (row.type_id ? type(row.type_id)?.woType.typeName : undefined) ?? '',
    woStatus: row.status as WorkOrderStatus,
    priority: row.priority as WorkOrderPriority,
    createTime: row.created_at,
    partnerId: row.channel_id,
    userId: row.user_id,
    tenantId: row.tenant_id,
    woFileRelVoList: parseJson<WoAttachment[]>(row.files, []),
    cusFieldConfigInfoVoList: parseJson(row.fields, []),
    crmCustomerVo: parseJson(row.customer, { name: '', phone: '' }),
    handle: handlesOf.all(row.wo_id).map(toHandle),
  });

  return {
    templateFields,
    /** A tenant's card templates: id and name. */
    templatesOf: (tenantId: string) => templatesOf.all(tenantId).map((row) => ({ templateId: row.template_id, name: row.name })),
    type,
    putTemplate(templateId: number, tenantId: string, name: string, items: TemplateField[]) {
      putTemplate.run(templateId, tenantId, name, JSON.stringify(items));
    },
    putType(typeId: number, tenantId: string, name: string, templateId: number | null) {
      putType.run(typeId, tenantId, name, templateId);
    },
    get(woId: number) {
      const row = byId.get(woId);
      return row && toWorkOrder(row);
    },
    /** Whether `token` is the one the order was created with (the token variant of the page). */
    tokenMatches: (woId: number, token: string) => tokenMatches(token, byId.get(woId)?.token_hash),
    ofUser: (userId: string) => ofUser.all(userId).map(toWorkOrder),
    ofTenant: (tenantId: string) => ofTenant.all(tenantId).map(toWorkOrder),
    /** A new order starts not accepted; answers its id. */
    add(order: NewWorkOrder): number {
      const { lastInsertRowid } = insert.run({
        ...order,
        status: WORK_ORDER_STATUS.notAccepted,
        files: JSON.stringify(order.files),
        fields: JSON.stringify(order.fields),
        customer: JSON.stringify(order.customer),
        createdAt: now(),
      });
      return Number(lastInsertRowid);
    },
    /** A step of the timeline, recorded with the status the order has now. */
    addHandle(order: WorkOrder, handle: NewHandle) {
      insertHandle.run(order.woId, now(), handle.userName, handle.handleType, order.woStatus, handle.content, JSON.stringify(handle.files));
    },
    setStatus(woId: number, status: WorkOrderStatus, priority: WorkOrderPriority | undefined) {
      setStatus.run(status, priority ?? null, woId);
    },
  };
}
export type WorkOrderStore = ReturnType<typeof workOrderStore>;
