// Work orders with their handling timeline, and the types and templates they are made from.
import type {
  AgentWorkOrder,
  TemplateField,
  VisitorInfo,
  WoAttachment,
  WoCustomer,
  WoFieldValue,
  WoHandle,
  WorkOrder,
} from '@shared/api';
import { type HandleType, WORK_ORDER_STATUS, type WorkOrderPriority, type WorkOrderStatus } from '@shared/codes';
import { visitorName } from '@shared/visitorName';
import { parseJson } from '../db/database';
import type { Sql } from '../db/sql';
import { hashToken, tokenMatches } from '../http/secrets';

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
  wo_id: number;
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

export function workOrderStore(sql: Sql, now: () => number) {
  const templateFields = async (templateId: number) => {
    const row = await sql.get<{ tenant_id: string; name: string; items: string }>(
      'SELECT tenant_id, name, items FROM templates WHERE template_id = ?',
      [templateId],
    );
    return row && { tenantId: row.tenant_id, name: row.name, items: parseJson<TemplateField[]>(row.items, []) };
  };

  const type = async (typeId: number): Promise<WorkOrderType | undefined> => {
    const row = await sql.get<TypeRow>('SELECT * FROM wo_types WHERE type_id = ?', [typeId]);
    return (
      row && {
        woType: { typeId: row.type_id, typeName: row.name },
        tenantId: row.tenant_id,
        items: row.template_id ? ((await templateFields(row.template_id))?.items ?? []) : [],
      }
    );
  };

  /** A row as `ordersWhere` reads it: with its type's name and its visitor's info. */
  type ReadRow = WorkOrderRow & { type_name: string | null; visitor_info: string | null };

  const toWorkOrder = (row: ReadRow, handles: HandleRow[]): AgentWorkOrder => ({
    woId: row.wo_id,
    woTitle: row.title,
    woContent: row.content,
    woStartWay: row.start_way,
    woType: row.type_id,
    woTypeId: row.type_id,
    woTypeName: (row.type_id ? row.type_name : undefined) ?? '',
    woStatus: row.status as WorkOrderStatus,
    priority: row.priority as WorkOrderPriority,
    createTime: row.created_at,
    partnerId: row.channel_id,
    userId: row.user_id,
    tenantId: row.tenant_id,
    woFileRelVoList: parseJson<WoAttachment[]>(row.files, []),
    cusFieldConfigInfoVoList: parseJson(row.fields, []),
    crmCustomerVo: parseJson(row.customer, { name: '', phone: '' }),
    handle: handles.map(toHandle),
    // The name typed on the order first: a visitor may order for someone else.
    customerName: visitorName(row.user_id, {
      userName:
        parseJson<WoCustomer>(row.customer, { name: '', phone: '' }).name.trim() ||
        parseJson<VisitorInfo>(row.visitor_info ?? '', {}).userName,
    }),
  });

  /** The order without what only agents are told. */
  const visitorsCopy = ({ customerName: _agentsOnly, ...order }: AgentWorkOrder): WorkOrder => order;

  /**
   * The orders `where` finds (a condition on work_orders w, its `?` the params), newest first,
   * each with its type's name, its customer's name and its timeline: two queries whatever the
   * number of orders.
   */
  const ordersWhere = async (where: string, params: unknown[]): Promise<AgentWorkOrder[]> => {
    const rows = await sql.all<ReadRow>(
      `SELECT w.*, t.name AS type_name, v.info AS visitor_info FROM work_orders w LEFT JOIN wo_types t ON t.type_id = w.type_id ` +
        `LEFT JOIN visitors v ON v.user_id = w.user_id WHERE ${where} ORDER BY w.wo_id DESC`,
      params,
    );
    if (!rows.length) return [];
    const handles = await sql.all<HandleRow>(
      `SELECT h.* FROM wo_handles h JOIN work_orders w ON w.wo_id = h.wo_id WHERE ${where} ORDER BY h.id`,
      params,
    );
    const byOrder = new Map<number, HandleRow[]>();
    for (const handle of handles) byOrder.set(handle.wo_id, [...(byOrder.get(handle.wo_id) ?? []), handle]);
    return rows.map((row) => toWorkOrder(row, byOrder.get(row.wo_id) ?? []));
  };

  return {
    templateFields,
    /** A tenant's card templates by id: id, name and fields. */
    async templatesOf(tenantId: string): Promise<{ templateId: number; name: string; items: TemplateField[] }[]> {
      const rows = await sql.all<{ template_id: number; name: string; items: string }>(
        'SELECT template_id, name, items FROM templates WHERE tenant_id = ? ORDER BY template_id',
        [tenantId],
      );
      return rows.map((row) => ({
        templateId: row.template_id,
        name: row.name,
        items: parseJson<TemplateField[] | null>(row.items, []) ?? [],
      }));
    },
    type,
    /** A tenant's work-order types, by id. */
    async typesOf(tenantId: string): Promise<{ typeId: number; name: string; templateId: number | null }[]> {
      const rows = await sql.all<TypeRow>('SELECT * FROM wo_types WHERE tenant_id = ? ORDER BY type_id', [tenantId]);
      return rows.map((row) => ({
        typeId: Number(row.type_id),
        name: row.name,
        templateId: row.template_id == null ? null : Number(row.template_id),
      }));
    },
    /** The id after every template's (ids are unique across tenants). */
    async nextTemplateId(): Promise<number> {
      const row = await sql.get<{ next: number | string }>(
        'SELECT COALESCE(MAX(template_id), 0) + 1 AS next FROM templates',
      );
      return Number(row!.next);
    },
    /** The id after every type's (ids are unique across tenants). */
    async nextTypeId(): Promise<number> {
      const row = await sql.get<{ next: number | string }>(
        'SELECT COALESCE(MAX(type_id), 0) + 1 AS next FROM wo_types',
      );
      return Number(row!.next);
    },
    async putTemplate(templateId: number, tenantId: string, name: string, items: TemplateField[]): Promise<void> {
      await sql.run(
        'INSERT INTO templates (template_id, tenant_id, name, items) VALUES (?, ?, ?, ?) ' +
          'ON CONFLICT (template_id) DO UPDATE SET tenant_id = excluded.tenant_id, name = excluded.name, items = excluded.items',
        [templateId, tenantId, name, JSON.stringify(items)],
      );
    },
    async putType(typeId: number, tenantId: string, name: string, templateId: number | null): Promise<void> {
      await sql.run(
        'INSERT INTO wo_types (type_id, tenant_id, name, template_id) VALUES (?, ?, ?, ?) ' +
          'ON CONFLICT (type_id) DO UPDATE SET tenant_id = excluded.tenant_id, name = excluded.name, template_id = excluded.template_id',
        [typeId, tenantId, name, templateId],
      );
    },
    async get(woId: number): Promise<WorkOrder | undefined> {
      const found = (await ordersWhere('w.wo_id = ?', [woId]))[0];
      return found && visitorsCopy(found);
    },
    /** The order as agents see it, with its customer's name. */
    async getForAgents(woId: number): Promise<AgentWorkOrder | undefined> {
      return (await ordersWhere('w.wo_id = ?', [woId]))[0];
    },
    /**
     * Whether `token` opens this order (the token variant of the page): the one it was created
     * with, or one a mail to its visitor carried (addLinkToken).
     */
    async tokenMatches(woId: number, token: string): Promise<boolean> {
      const row = await sql.get<{ token_hash: string }>('SELECT token_hash FROM work_orders WHERE wo_id = ?', [woId]);
      if (tokenMatches(token, row?.token_hash)) return true;
      const mailed = await sql.get<{ wo_id: number }>('SELECT wo_id FROM work_order_links WHERE token_hash = ?', [
        hashToken(token),
      ]);
      return Number(mailed?.wo_id) == woId;
    },
    /** Another token for the order's page, for a mail: the order's own exists only as a hash. */
    async addLinkToken(woId: number, token: string): Promise<void> {
      await sql.run('INSERT INTO work_order_links (token_hash, wo_id, created_at) VALUES (?, ?, ?)', [
        hashToken(token),
        woId,
        now(),
      ]);
    },
    /** The channel the order came from. */
    async channelOf(woId: number): Promise<string | undefined> {
      const row = await sql.get<{ channel_id: string }>('SELECT channel_id FROM work_orders WHERE wo_id = ?', [woId]);
      return row?.channel_id;
    },
    ofUser: async (userId: string): Promise<WorkOrder[]> =>
      (await ordersWhere('w.user_id = ?', [userId])).map(visitorsCopy),
    /** The tenant's orders as agents see them, customers named. */
    ofTenant: (tenantId: string): Promise<AgentWorkOrder[]> => ordersWhere('w.tenant_id = ?', [tenantId]),
    /** A new order starts not accepted; answers its id. */
    async add(order: NewWorkOrder): Promise<number> {
      const row = await sql.get<{ wo_id: number }>(
        'INSERT INTO work_orders (tenant_id, channel_id, user_id, title, content, start_way, type_id, status, token_hash, files, fields, customer, created_at) ' +
          'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING wo_id',
        [
          order.tenantId,
          order.channelId,
          order.userId,
          order.title,
          order.content,
          order.startWay,
          order.typeId,
          WORK_ORDER_STATUS.notAccepted,
          order.tokenHash,
          JSON.stringify(order.files),
          JSON.stringify(order.fields),
          JSON.stringify(order.customer),
          now(),
        ],
      );
      return Number(row!.wo_id);
    },
    /** A step of the timeline, recorded with the status the order has now. */
    async addHandle(order: WorkOrder, handle: NewHandle): Promise<void> {
      await sql.run(
        'INSERT INTO wo_handles (wo_id, handle_time, handle_user_name, handle_type, handle_wo_status, content, files) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [
          order.woId,
          now(),
          handle.userName,
          handle.handleType,
          order.woStatus,
          handle.content,
          JSON.stringify(handle.files),
        ],
      );
    },
    async setStatus(woId: number, status: WorkOrderStatus, priority: WorkOrderPriority | undefined): Promise<void> {
      await sql.run('UPDATE work_orders SET status = ?, priority = COALESCE(?, priority) WHERE wo_id = ?', [
        status,
        priority ?? null,
        woId,
      ]);
    },
  };
}
