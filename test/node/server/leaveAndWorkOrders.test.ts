// Leave messages and work orders over real HTTP: the plain form's rules in order, the
// agent handling it; work-order templates, creation rules, replies, statuses, priorities.

import { DEFAULT_WORK_ORDER_TITLE } from '@server/workorder/workOrders';
import { type LeaveMessage, OPEN_WO_API, VISITOR_API, type WorkOrder } from '@shared/api';
import { WORK_ORDER_START_WAY_DEFAULT } from '@shared/codes';
import { MAX_ATTACHMENTS } from '@shared/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORK_ORDER_FIELDS, type Reply, startVisitor, type TestVisitor, useAgent, useTestServer } from './harness';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The After-sales type (typeId 1, the demo channel's leaveMsgWoType) requires these two. */
const REQUIRED_FIELDS = DEMO_WORK_ORDER_FIELDS;

/** The server's refusal says the phone rule in words (docs/decisions.md#phone-rule), not a text key. */
const PHONE_REFUSAL =
  'customerPhone: must be a phone number: + and the country code with 8 to 15 digits, or 11 digits starting with 1 (spaces, dashes, dots and brackets are ignored)';

const server = useTestServer();
const agent = useAgent(server, 'alice', false);

const leave = (visitor: TestVisitor, fields: Record<string, unknown>) =>
  visitor.call<LeaveMessage>('leaveMsg', {
    channelId: 'demo',
    customerName: 'Ann Lee',
    msgContent: 'Please call me back.',
    ...fields,
  });

async function uploadAttachment(visitor: TestVisitor, name = 'damage.png'): Promise<string> {
  const form = new FormData();
  form.append('userId', visitor.userId);
  form.append('purpose', 'attachment');
  form.append('file', new Blob([new Uint8Array(PNG)]), name);
  const response = await server.raw(VISITOR_API + 'upload', {
    method: 'POST',
    headers: { token: visitor.token },
    body: form,
  });
  const json = (await response.json()) as Reply<{ url: string }>;
  expect(response.status, json.message).toBe(200);
  return json.data.url;
}

describe('plain leave message (leaveMsg)', () => {
  it('a missing name answers 400 naming customerName; a blank name answers "customerName: leaveNameRequired"', async () => {
    const visitor = await startVisitor(server);
    const absent = await visitor.call('leaveMsg', { channelId: 'demo', msgContent: 'hello' });
    expect(absent.status).toBe(400);
    expect(absent.message).toMatch(/^customerName: /);
    for (const customerName of ['', '   ', '\t\n']) {
      const blank = await leave(visitor, { customerName });
      expect(blank.status).toBe(400);
      expect(blank.message).toBe('customerName: leaveNameRequired');
    }
  });

  it('the name is checked before the content: both blank answers leaveNameRequired', async () => {
    const visitor = await startVisitor(server);
    const reply = await leave(visitor, {
      customerName: ' ',
      msgContent: ' ',
      customerPhone: 'bad',
      customerEmail: 'bad',
    });
    expect(reply.status).toBe(400);
    expect(reply.message).toBe('customerName: leaveNameRequired');
  });

  it('a blank content answers "msgContent: leaveContentRequired", before the phone and e-mail formats', async () => {
    const visitor = await startVisitor(server);
    expect((await leave(visitor, { msgContent: '' })).message).toBe('msgContent: leaveContentRequired');
    const blank = await leave(visitor, { msgContent: '  \n ', customerPhone: '123', customerEmail: 'nope' });
    expect(blank.status).toBe(400);
    expect(blank.message).toBe('msgContent: leaveContentRequired');
  });

  it('a bad phone answers the rule in words, naming the field; a bad e-mail "customerEmail: rightEmail"', async () => {
    const visitor = await startVisitor(server);
    for (const customerPhone of [
      '12345',
      '23800138000',
      '1380013800',
      '138001380001',
      '+0123456789',
      '+1234567',
      '+1234567890123456',
      'phone',
    ]) {
      const reply = await leave(visitor, { customerPhone });
      expect({ customerPhone, status: reply.status, message: reply.message }).toEqual({
        customerPhone,
        status: 400,
        message: PHONE_REFUSAL,
      });
    }
    const other = await startVisitor(server);
    for (const customerEmail of ['ann', 'ann@', 'ann@host', '@example.com', 'ann lee@example.com']) {
      const reply = await leave(other, { customerEmail });
      expect({ customerEmail, status: reply.status, message: reply.message }).toEqual({
        customerEmail,
        status: 400,
        message: 'customerEmail: rightEmail',
      });
    }
    expect((await visitor.call('getLeaveMsgList')).data.list).toEqual([]);
    expect((await other.call('getLeaveMsgList')).data.list).toEqual([]);
  });

  it("valid phones '13800138000' and '+4915112345678' (and an empty phone) are accepted", async () => {
    const visitor = await startVisitor(server);
    for (const customerPhone of ['13800138000', '+4915112345678', ' 13800138000 ', '']) {
      const reply = await leave(visitor, { customerPhone, customerEmail: 'ann@example.com' });
      expect({ customerPhone, status: reply.status }).toEqual({ customerPhone, status: 200 });
    }
    expect((await visitor.call('getLeaveMsgList')).data.list).toHaveLength(4);
  });

  it('a phone written with spaces, dashes, dots or brackets is accepted and stored as typed', async () => {
    const visitor = await startVisitor(server);
    const phones = ['+1 555 0100', '+1 (555) 010-0123', '138-0013-8000', '138.0013.8000'];
    for (const customerPhone of phones) {
      const reply = await leave(visitor, { customerPhone });
      expect({ customerPhone, status: reply.status, message: reply.message }).toMatchObject({
        customerPhone,
        status: 200,
      });
      expect(reply.data.customerPhone).toBe(customerPhone);
    }
    const stored = (await visitor.call<{ list: LeaveMessage[] }>('getLeaveMsgList')).data.list.map(
      (message) => message.customerPhone,
    );
    expect(stored.sort()).toEqual([...phones].sort());
  });

  it('success returns the saved message and getLeaveMsgList lists it with msgState 0', async () => {
    const visitor = await startVisitor(server);
    const reply = await leave(visitor, {
      customerName: '  Ann Lee  ',
      customerPhone: '13800138000',
      customerEmail: 'ann@example.com',
      msgContent: 'My order NW-1 arrived damaged.',
    });
    expect(reply.status).toBe(200);
    const saved = reply.data;
    expect(saved).toMatchObject({
      channelId: 'demo',
      userId: visitor.userId,
      customerName: 'Ann Lee',
      customerPhone: '13800138000',
      customerEmail: 'ann@example.com',
      msgContent: 'My order NW-1 arrived damaged.',
      msgState: 0,
      updateUserName: '',
    });
    expect(saved.id).toBeGreaterThan(0);
    expect(saved.createTime).toBeGreaterThan(1e12);

    const list = (await visitor.call('getLeaveMsgList')).data.list as LeaveMessage[];
    expect(list).toEqual([saved]);
  });

  it('the list is newest first', async () => {
    const visitor = await startVisitor(server);
    await leave(visitor, { msgContent: 'first' });
    await leave(visitor, { msgContent: 'second' });
    const list = (await visitor.call('getLeaveMsgList')).data.list as LeaveMessage[];
    expect(list.map((entry) => entry.msgContent)).toEqual(['second', 'first']);
  });

  it("the agent's leaveMessages lists it; leaveMessageHandled sets msgState 1 and updateUserName, which the visitor's list shows", async () => {
    const visitor = await startVisitor(server);
    const saved = (await leave(visitor, { msgContent: 'Handle me please' })).data;

    const before = (await agent.call('leaveMessages')).data.list as LeaveMessage[];
    const seen = before.find((entry) => entry.id == saved.id);
    expect(seen).toMatchObject({ msgContent: 'Handle me please', msgState: 0, userId: visitor.userId });

    const handled = await agent.call('leaveMessageHandled', { id: saved.id, remark: 'Called back, refund issued' });
    expect(handled.status).toBe(200);

    const after = ((await agent.call('leaveMessages')).data.list as LeaveMessage[]).find(
      (entry) => entry.id == saved.id,
    )!;
    expect(after).toMatchObject({ msgState: 1, updateUserName: 'Alice', remark: 'Called back, refund issued' });

    const mine = ((await visitor.call('getLeaveMsgList')).data.list as LeaveMessage[])[0]!;
    expect(mine).toMatchObject({
      id: saved.id,
      msgState: 1,
      updateUserName: 'Alice',
      remark: 'Called back, refund issued',
    });
    expect(mine.updateTime).toBeGreaterThanOrEqual(mine.createTime);
  });

  it('leaveMessageHandled of an unknown id answers 404', async () => {
    const reply = await agent.call('leaveMessageHandled', { id: 987_654 });
    expect(reply.status).toBe(404);
  });
});

describe('work-order templates (open/wo)', () => {
  it('getTypeTemplate {typeId:1} returns woType and its items, without a token', async () => {
    const reply = await server.post(OPEN_WO_API + 'getTypeTemplate', { typeId: 1 });
    expect(reply.status).toBe(200);
    expect(reply.data.woType).toEqual({ typeId: 1, typeName: 'After-sales' });
    const items = reply.data.items as {
      fieldId: number;
      fieldName: string;
      requiredStatus: number;
      fieldType: number;
    }[];
    expect(items.map((item) => [item.fieldId, item.fieldName, item.requiredStatus])).toEqual([
      [101, 'Order number', 1],
      [102, 'Problem type', 1],
      [103, 'Affected items', 0],
    ]);
    expect((await server.post(OPEN_WO_API + 'getTypeTemplate', { typeId: 999 })).status).toBe(404);
  });

  it('getTemplateFields {templateId:1} returns the 9 field types', async () => {
    const reply = await server.post(OPEN_WO_API + 'getTemplateFields', { templateId: 1 });
    expect(reply.status).toBe(200);
    const items = reply.data.items as { fieldType: number; fieldValue: string; fieldName: string }[];
    expect(items.map((item) => item.fieldType)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Option lists are JSON text with names; the cascader has children.
    for (const item of items.filter((entry) => entry.fieldType >= 6)) {
      const options = JSON.parse(item.fieldValue) as { name: string; children?: unknown[] }[];
      expect(options.length).toBeGreaterThan(0);
      expect(options.every((option) => typeof option.name == 'string')).toBe(true);
    }
    const cascader = JSON.parse(items.find((item) => item.fieldType == 9)!.fieldValue) as {
      children: { name: string }[];
    }[];
    expect(cascader[0]!.children.length).toBeGreaterThan(0);
    expect((await server.post(OPEN_WO_API + 'getTemplateFields', { templateId: 999 })).status).toBe(404);
  });
});

describe('creating a work order (open/wo add)', () => {
  it("the required custom fields missing answer 400 'Please fill in <field name>'", async () => {
    const visitor = await startVisitor(server);
    const none = await visitor.wo('add', { channelId: 'demo', woContent: 'broken zip' });
    expect(none.status).toBe(400);
    expect(none.message).toContain('Please fill in Order number');
    const second = await visitor.wo('add', {
      channelId: 'demo',
      woContent: 'broken zip',
      cusFieldConfigInfoVoList: [
        { fieldId: 101, fieldValue: 'NW-1' },
        { fieldId: 102, fieldValue: '   ' },
      ],
    });
    expect(second.status).toBe(400);
    expect(second.message).toContain('Please fill in Problem type');
    expect((await visitor.wo('queryByCustom')).data.list).toEqual([]);
  });

  it('a blank woContent answers 400', async () => {
    const visitor = await startVisitor(server);
    for (const woContent of ['', '   ', '\n\t']) {
      const reply = await visitor.wo('add', {
        channelId: 'demo',
        woContent,
        cusFieldConfigInfoVoList: REQUIRED_FIELDS,
      });
      expect(reply.status).toBe(400);
      expect(reply.message).toMatch(/^woContent: /);
    }
  });

  it(`more than ${MAX_ATTACHMENTS} attachments answer 400`, async () => {
    const visitor = await startVisitor(server);
    const url = await uploadAttachment(visitor);
    const files = Array.from({ length: MAX_ATTACHMENTS + 1 }, (_, index) => ({
      fileName: `p${index}.png`,
      fileUrl: url,
    }));
    const reply = await visitor.wo('add', {
      channelId: 'demo',
      woContent: 'x',
      cusFieldConfigInfoVoList: REQUIRED_FIELDS,
      woFileRelVoList: files,
    });
    expect(reply.status).toBe(400);
    expect(reply.message).toMatch(/^woFileRelVoList/);
    const three = await visitor.wo('add', {
      channelId: 'demo',
      woContent: 'x',
      cusFieldConfigInfoVoList: REQUIRED_FIELDS,
      woFileRelVoList: files.slice(0, MAX_ATTACHMENTS),
    });
    expect(three.status).toBe(200);
    expect(three.data.woFileRelVoList).toHaveLength(MAX_ATTACHMENTS);
  });

  it('an attachment URL not under /api/files/ answers 400 (also on addHandle and the agent reply)', async () => {
    const visitor = await startVisitor(server);
    for (const fileUrl of [
      'https://evil.example/x.png',
      'javascript:alert(1)',
      '//evil.example/api/files/x.png',
      'api/files/x.png',
    ]) {
      const reply = await visitor.wo('add', {
        channelId: 'demo',
        woContent: 'x',
        cusFieldConfigInfoVoList: REQUIRED_FIELDS,
        woFileRelVoList: [{ fileName: 'x.png', fileUrl }],
      });
      expect({ fileUrl, status: reply.status }).toEqual({ fileUrl, status: 400 });
      expect(reply.message).toContain('woFileRelVoList');
    }
    expect((await visitor.wo('queryByCustom')).data.list).toEqual([]);

    const order = (
      await visitor.wo('add', { channelId: 'demo', woContent: 'x', cusFieldConfigInfoVoList: REQUIRED_FIELDS })
    ).data;
    const handle = await visitor.wo('addHandle', {
      woId: order.woId,
      handleContent: 'see link',
      woFileRelVoList: [{ fileName: 'x.png', fileUrl: 'https://evil.example/x.png' }],
    });
    expect(handle.status).toBe(400);
    const reply = await agent.call('workOrderReply', {
      woId: order.woId,
      content: 'see link',
      woFileRelVoList: [{ fileName: 'x.png', fileUrl: 'https://evil.example/x.png' }],
    });
    expect(reply.status).toBe(400);
    expect((await visitor.wo('queryById', { woId: order.woId })).data.handle).toEqual([]);
  });

  it('success answers woId, the default title, woStartWay 0, status 0 and a woToken; fields carry their names', async () => {
    const visitor = await startVisitor(server, 'demo', { userName: 'Ann Lee', phone: '13800138000' });
    const url = await uploadAttachment(visitor, 'box.png');
    const reply = await visitor.wo('add', {
      channelId: 'demo',
      woContent: 'The box was crushed.',
      woFileRelVoList: [{ fileName: 'box.png', fileType: 'png', fileUrl: url }],
      cusFieldConfigInfoVoList: [...REQUIRED_FIELDS, { fieldId: 103, fieldValue: 'Shoes,Jacket' }],
    });
    expect(reply.status, reply.message).toBe(200);
    const order = reply.data as WorkOrder & { woToken: string };
    expect(order.woId).toBeGreaterThan(0);
    expect(order.woTitle).toBe(DEFAULT_WORK_ORDER_TITLE);
    expect(order.woStartWay).toBe(WORK_ORDER_START_WAY_DEFAULT);
    expect(order.woStartWay).toBe(0);
    expect(order.woToken).toBeTypeOf('string');
    expect(order.woToken.length).toBeGreaterThanOrEqual(16);
    expect(order).toMatchObject({
      woContent: 'The box was crushed.',
      woStatus: 0,
      woTypeId: 1,
      woTypeName: 'After-sales',
      userId: visitor.userId,
      partnerId: 'demo',
      tenantId: 'demo',
      crmCustomerVo: { name: 'Ann Lee', phone: '13800138000' },
      woFileRelVoList: [{ fileName: 'box.png', fileType: 'png', fileUrl: url }],
      handle: [],
    });
    expect(order.cusFieldConfigInfoVoList).toEqual([
      { fieldId: 101, fieldName: 'Order number', fieldValue: 'NW-20240611' },
      { fieldId: 102, fieldName: 'Problem type', fieldValue: 'Delivery' },
      { fieldId: 103, fieldName: 'Affected items', fieldValue: 'Shoes,Jacket' },
    ]);
    // Only the creator learns the woToken.
    const detail = await visitor.wo('queryById', { woId: order.woId });
    expect(detail.data.woToken).toBeUndefined();
    expect(JSON.stringify(detail.data)).not.toContain(order.woToken);
  });

  it('a given title is kept; a blank one becomes the default', async () => {
    const visitor = await startVisitor(server);
    const titled = await visitor.wo('add', {
      channelId: 'demo',
      woTitle: 'Crushed box',
      woContent: 'x',
      cusFieldConfigInfoVoList: REQUIRED_FIELDS,
    });
    expect(titled.data.woTitle).toBe('Crushed box');
    const blank = await visitor.wo('add', {
      channelId: 'demo',
      woTitle: '   ',
      woContent: 'x',
      cusFieldConfigInfoVoList: REQUIRED_FIELDS,
    });
    expect(blank.data.woTitle).toBe(DEFAULT_WORK_ORDER_TITLE);
    const list = (await visitor.wo('queryByCustom')).data.list as WorkOrder[];
    expect(list.map((entry) => entry.woTitle)).toEqual([DEFAULT_WORK_ORDER_TITLE, 'Crushed box']);
  });
});

describe('handling a work order', () => {
  let visitor: TestVisitor;
  let woId: number;

  beforeAll(async () => {
    visitor = await startVisitor(server, 'demo', { userName: 'Ann Lee' });
    const reply = await visitor.wo('add', {
      channelId: 'demo',
      woContent: 'Where is my refund?',
      cusFieldConfigInfoVoList: REQUIRED_FIELDS,
    });
    expect(reply.status).toBe(200);
    woId = reply.data.woId;
  });

  it('queryById shows the fields with their names and the handle list', async () => {
    const reply = await visitor.wo('queryById', { woId });
    expect(reply.status).toBe(200);
    expect(reply.data.woId).toBe(woId);
    expect(reply.data.cusFieldConfigInfoVoList.map((field: { fieldName: string }) => field.fieldName)).toEqual([
      'Order number',
      'Problem type',
    ]);
    expect(reply.data.handle).toEqual([]);
  });

  it('addHandle by the visitor adds a client reply (handleType 2)', async () => {
    const url = await uploadAttachment(visitor, 'receipt.png');
    const reply = await visitor.wo('addHandle', {
      woId,
      handleContent: 'Any news?',
      woFileRelVoList: [{ fileName: 'receipt.png', fileUrl: url }],
    });
    expect(reply.status).toBe(200);
    const last = (reply.data as WorkOrder).handle.at(-1)!;
    expect(last).toMatchObject({
      handleType: 2,
      handleContent: 'Any news?',
      handleUserName: 'Ann Lee',
      handleWoStatus: 0,
      woFileVoList: [{ fileName: 'receipt.png', fileUrl: url }],
    });
    expect(last.handleTime).toBeGreaterThan(1e12);
  });

  it('an empty reply answers 400', async () => {
    const reply = await visitor.wo('addHandle', { woId, handleContent: '' });
    expect(reply.status).toBe(400);
    expect(reply.message).toMatch(/^handleContent: /);
  });

  it("the agent's public reply is handleType 1 and the internal note (internal: true) handleType 3, which the visitor never sees", async () => {
    const publicReply = await agent.call('workOrderReply', { woId, content: 'Your refund was sent today.' });
    expect(publicReply.status).toBe(200);
    expect(publicReply.data.handle.at(-1)).toMatchObject({
      handleType: 1,
      handleUserName: 'Alice',
      handleContent: 'Your refund was sent today.',
    });
    const internal = await agent.call('workOrderReply', { woId, content: 'Checked with billing', internal: true });
    expect(internal.status).toBe(200);
    expect(internal.data.handle.at(-1)).toMatchObject({ handleType: 3, handleContent: 'Checked with billing' });

    const seen = (await visitor.wo('queryById', { woId })).data as WorkOrder;
    expect(seen.handle.map((handle) => handle.handleType)).toEqual([2, 1]);
    const listed = ((await visitor.wo('queryByCustom')).data.list as WorkOrder[]).find((order) => order.woId == woId)!;
    expect(listed.handle.map((handle) => handle.handleType)).toEqual([2, 1]);
    const afterReply = (await visitor.wo('addHandle', { woId, handleContent: 'Thanks!' })).data as WorkOrder;
    expect(afterReply.handle.map((handle) => handle.handleType)).toEqual([2, 1, 2]);
    expect(JSON.stringify(afterReply)).not.toContain('Checked with billing');
    const agentView = (await agent.call('workOrder', { woId })).data as WorkOrder;
    expect(agentView.handle.map((handle) => handle.handleType)).toEqual([2, 1, 3, 2]);
    expect(((await agent.call('workOrders')).data.list as WorkOrder[]).some((order) => order.woId == woId)).toBe(true);
  });

  it('workOrderStatus sets each of 0, 1, 2, 3, 5, 99 and each priority', async () => {
    for (const status of [1, 2, 3, 5, 99, 0]) {
      const reply = await agent.call('workOrderStatus', { woId, status });
      expect({ status, code: reply.status }).toEqual({ status, code: 200 });
      expect(reply.data.woStatus).toBe(status);
      expect((await visitor.wo('queryById', { woId })).data.woStatus).toBe(status);
    }
    for (const priority of ['urgent', 'high', 'medium', 'low']) {
      const reply = await agent.call('workOrderStatus', { woId, status: 2, priority });
      expect(reply.status).toBe(200);
      expect(reply.data).toMatchObject({ priority, woStatus: 2 });
    }
    // Without a priority the priority stays.
    const kept = await agent.call('workOrderStatus', { woId, status: 1 });
    expect(kept.data).toMatchObject({ priority: 'low', woStatus: 1 });
    // A reply after the change records the order's status at that time.
    const handle = await visitor.wo('addHandle', { woId, handleContent: 'Thanks' });
    expect(handle.data.handle.at(-1)).toMatchObject({ handleType: 2, handleWoStatus: 1 });
  });

  it('an invalid status (4) or priority answers 400 and changes nothing', async () => {
    const before = (await visitor.wo('queryById', { woId })).data as WorkOrder;
    for (const body of [{ status: 4 }, { status: 6 }, { status: '1' }, { status: 1, priority: 'critical' }]) {
      const reply = await agent.call('workOrderStatus', { woId, ...body });
      expect({ body, status: reply.status }).toEqual({ body, status: 400 });
      expect(reply.message).toMatch(/^(status|priority): /);
    }
    const after = (await visitor.wo('queryById', { woId })).data as WorkOrder;
    expect([after.woStatus, after.priority]).toEqual([before.woStatus, before.priority]);
  });
});
