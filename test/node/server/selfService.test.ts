// The visitor's self-service calls over real HTTP: a FAQ article read through a channel
// (public, one tenant's docs only), a card form recorded as a work order (submitForm), a
// dynamic form answered once, and an external-submit form sent to the demo sink.

import { baseChannel } from '@demo/demoChannels';
import { RETURN_REQUEST_TEMPLATE } from '@demo/demoSupport';
import { AGENT_API, type ChatMessage, OPEN_WO_API, VISITOR_API, type WorkOrder } from '@shared/api';
import { MSG_TYPE, WORK_ORDER_START_WAY_CARD_FORM } from '@shared/codes';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAgent, startVisitor, type TestAgent, type TestVisitor, useTestServer } from './harness';

const server = useTestServer();

/** The demo's "Return request" template (id 1): its required fields filled. */
const RETURN_REQUEST_ANSWERS = [
  { fieldId: 1, fieldValue: 'NW-1001' },
  { fieldId: 2, fieldValue: 'The sole came off' },
  { fieldId: 5, fieldValue: '1' },
  { fieldId: 6, fieldValue: 'Damaged' },
  { fieldId: 7, fieldValue: 'Store credit' },
  { fieldId: 8, fieldValue: 'Box,Tags' },
];

beforeAll(async () => {
  // A second tenant with a channel, a template and a doc of its own.
  const services = server.server.services;
  await services.channels.put({ ...baseChannel('acme-shop'), tenantId: 'acme' });
  await services.workOrders.putTemplate(77, 'acme', 'Acme survey', [RETURN_REQUEST_TEMPLATE[0]!]);
});

describe('getRobotDoc (public FAQ article)', () => {
  it('reads a doc of the channel’s tenant without a token', async () => {
    const reply = await server.post(VISITOR_API + 'getRobotDoc', { channelId: 'demo', docId: 1002 });
    expect(reply.status).toBe(200);
    expect(reply.data.docQuestion).toBeTruthy();
    expect(reply.data.docAnswer).toContain('<');
  });

  it('a doc of another tenant is not readable through a channel of this one: 404 naming docId', async () => {
    const reply = await server.post(VISITOR_API + 'getRobotDoc', { channelId: 'acme-shop', docId: 1002 });
    expect(reply.status).toBe(404);
    expect(reply.message).toContain('docId');
  });

  it('an unknown channel or doc, or no channel, is a 4xx naming the field, never 500', async () => {
    const unknownChannel = await server.post(VISITOR_API + 'getRobotDoc', { channelId: 'nope', docId: 1002 });
    expect([unknownChannel.status, unknownChannel.message]).toEqual([404, expect.stringContaining('channelId')]);
    const noChannel = await server.post(VISITOR_API + 'getRobotDoc', { docId: 1002 });
    expect(noChannel.status).toBe(400);
    expect(noChannel.message).toContain('channelId');
    const badDoc = await server.post(VISITOR_API + 'getRobotDoc', { channelId: 'demo', docId: 'x' });
    expect(badDoc.status).toBe(400);
  });
});

describe('submitForm (card form → work order)', () => {
  it('records a work order with woStartWay 2, the template’s name and the fields, visible to agents', async () => {
    const visitor = await startVisitor(server);
    const reply = await visitor.wo('submitForm', {
      templateId: 1,
      tenantId: 'demo',
      channelId: 'demo',
      cusFieldConfigInfoVoList: RETURN_REQUEST_ANSWERS,
    });
    expect(reply.status, reply.message).toBe(200);
    const alice = await signInAgent(server, 'alice', false);
    const orders = (await alice.call<{ list: WorkOrder[] }>('workOrders')).data.list;
    const order = orders.find((candidate) => candidate.woId == reply.data.woId)!;
    expect(order).toMatchObject({
      woTitle: 'Return request',
      woStartWay: WORK_ORDER_START_WAY_CARD_FORM,
      userId: visitor.userId,
    });
    expect(order.cusFieldConfigInfoVoList).toContainEqual({ fieldId: 6, fieldName: 'Reason', fieldValue: 'Damaged' });
    expect(order.cusFieldConfigInfoVoList).toContainEqual({
      fieldId: 8,
      fieldName: 'Items included',
      fieldValue: 'Box,Tags',
    });
  });

  it('works without a visitor (a link card opened in a new window): not attributed to anyone', async () => {
    const reply = await server.post(OPEN_WO_API + 'submitForm', {
      templateId: 1,
      tenantId: 'demo',
      cusFieldConfigInfoVoList: RETURN_REQUEST_ANSWERS,
    });
    expect(reply.status, reply.message).toBe(200);
    expect((await server.server.services.workOrders.get(reply.data.woId))?.userId).toBe('');
  });

  it('a required field left empty answers 400 "Please fill in" + its name', async () => {
    const blanks = RETURN_REQUEST_ANSWERS.map((field) =>
      field.fieldId == 6 ? { ...field, fieldValue: '   ' } : field,
    );
    const reply = await server.post(OPEN_WO_API + 'submitForm', { templateId: 1, cusFieldConfigInfoVoList: blanks });
    expect(reply.status).toBe(400);
    expect(reply.message).toBe('cusFieldConfigInfoVoList: Please fill in Reason');
  });

  it('another tenant’s template, an unknown one, or a field not in it is refused with a 4xx naming the field', async () => {
    const acme = await server.post(OPEN_WO_API + 'submitForm', {
      templateId: 77,
      tenantId: 'demo',
      cusFieldConfigInfoVoList: [{ fieldId: 1, fieldValue: 'x' }],
    });
    expect([acme.status, acme.message]).toEqual([404, expect.stringContaining('templateId')]);
    const visitor = await startVisitor(server);
    const asDemoVisitor = await visitor.wo('submitForm', {
      templateId: 77,
      cusFieldConfigInfoVoList: [{ fieldId: 1, fieldValue: 'x' }],
    });
    expect([asDemoVisitor.status, asDemoVisitor.message]).toEqual([403, expect.stringContaining('templateId')]);
    const unknown = await server.post(OPEN_WO_API + 'submitForm', { templateId: 999, cusFieldConfigInfoVoList: [] });
    expect(unknown.status).toBe(404);
    const foreignField = await server.post(OPEN_WO_API + 'submitForm', {
      templateId: 1,
      cusFieldConfigInfoVoList: [...RETURN_REQUEST_ANSWERS, { fieldId: 101, fieldValue: 'x' }],
    });
    expect([foreignField.status, foreignField.message]).toEqual([400, expect.stringContaining('field 101')]);
    const otherChannel = await server.post(OPEN_WO_API + 'submitForm', {
      templateId: 1,
      channelId: 'acme-shop',
      cusFieldConfigInfoVoList: RETURN_REQUEST_ANSWERS,
    });
    expect([otherChannel.status, otherChannel.message]).toEqual([404, expect.stringContaining('channelId')]);
  });

  it('hostile input is a 4xx, never 500: wrong types, huge values, a userId without its token', async () => {
    const hostile: Record<string, unknown>[] = [
      { templateId: 1, cusFieldConfigInfoVoList: 'x' },
      { templateId: -1, cusFieldConfigInfoVoList: [] },
      { templateId: 1, cusFieldConfigInfoVoList: [{ fieldId: 'a', fieldValue: 1 }] },
      { templateId: 1, cusFieldConfigInfoVoList: [{ fieldId: 1, fieldValue: 'x'.repeat(5000) }] },
      { templateId: 1, cusFieldConfigInfoVoList: [{ fieldId: 1, fieldValue: '<img src=x onerror=alert(1)>' }] },
      { templateId: 1, userId: 'someone-else', cusFieldConfigInfoVoList: RETURN_REQUEST_ANSWERS },
    ];
    for (const body of hostile) {
      const reply = await server.post(OPEN_WO_API + 'submitForm', body);
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
    }
  });

  it('getTemplateFields refuses another tenant’s template when a tenantId is given', async () => {
    const reply = await server.post(OPEN_WO_API + 'getTemplateFields', { templateId: 77, tenantId: 'demo' });
    expect(reply.status).toBe(404);
  });
});

/** A visitor with alice, and a dynamic form alice sent them. */
async function formSentTo(): Promise<{ alice: TestAgent; visitor: TestVisitor; form: ChatMessage }> {
  const alice = await signInAgent(server);
  const visitor = await startVisitor(server);
  expect((await visitor.call('transferAgent', { adminId: alice.adminId })).data.status).toBe(2);
  const content = JSON.stringify({ title: 'Return request', fields: RETURN_REQUEST_TEMPLATE.slice(0, 8) });
  const sent = await alice.call<ChatMessage>('send', {
    sessionId: visitor.start.sessionId,
    msgType: MSG_TYPE.dynamicForm,
    content,
  });
  expect(sent.status, sent.message).toBe(200);
  return { alice, visitor, form: sent.data };
}

const ANSWERS = [
  { fieldId: 1, fieldName: 'Order number', value: 'NW-1001' },
  { fieldId: 2, fieldName: 'What is wrong?', value: 'Torn' },
  { fieldId: 5, fieldName: 'Quantity', value: '1' },
  { fieldId: 6, fieldName: 'Reason', value: 'Damaged' },
  { fieldId: 7, fieldName: 'Refund to', value: 'Store credit' },
  { fieldId: 8, fieldName: 'Items included', value: ['Box', 'Tags'] },
];

describe('dynamic form (msgType 10)', () => {
  it('the agent API lists its own tenant’s card templates only (to send one as a form)', async () => {
    const alice = await signInAgent(server, 'alice', false);
    const { list } = (
      await alice.call<{ list: { templateId: number; name: string; items: unknown[] }[] }>('cardTemplates')
    ).data;
    expect(list.map((template) => template.name)).toEqual(['Return request', 'After-sales']);
    expect(list[0]!.items).toHaveLength(RETURN_REQUEST_TEMPLATE.length);
  });

  it('the agent API refuses a msgType 10 that is not a form, naming content', async () => {
    const { alice, visitor } = await formSentTo();
    for (const content of [
      'not json',
      '{"title":"x","fields":[]}',
      '{"fields":[{"fieldId":1,"fieldName":"a","fieldType":42}]}',
    ]) {
      const reply = await alice.call('send', {
        sessionId: visitor.start.sessionId,
        msgType: MSG_TYPE.dynamicForm,
        content,
      });
      expect([reply.status, reply.message]).toEqual([400, expect.stringContaining('content')]);
    }
  });

  it('is answered once: checkbox values as a list; the form keeps its answer; a second answer is refused', async () => {
    const { visitor, form } = await formSentTo();
    const content = JSON.stringify({ formMsgId: form.id, answers: ANSWERS });
    const answer = await visitor.call<ChatMessage>('sendMsg', {
      clientId: 'form-1',
      msgType: MSG_TYPE.dynamicForm,
      msgContent: content,
    });
    expect(answer.status, answer.message).toBe(200);
    // The same send retried is the same answer, not a second one.
    const retried = await visitor.call<ChatMessage>('sendMsg', {
      clientId: 'form-1',
      msgType: MSG_TYPE.dynamicForm,
      msgContent: content,
    });
    expect([retried.status, retried.data.id]).toEqual([200, answer.data.id]);
    const second = await visitor.call('sendMsg', {
      clientId: 'form-2',
      msgType: MSG_TYPE.dynamicForm,
      msgContent: content,
    });
    expect([second.status, second.message]).toEqual([400, 'formMsgId: this form has already been answered']);
    const messages = (await visitor.call<ChatMessage[]>('getSessionMsg')).data;
    expect(messages.find((message) => message.id == form.id)?.formAnswerId).toBe(answer.data.id);
    expect(JSON.parse(messages.find((message) => message.id == answer.data.id)!.msgContent).answers).toContainEqual(
      ANSWERS[5],
    );
  });

  it('refuses an answer missing a required field, with a wrong kind of value, to another visitor’s form, or to a non-form', async () => {
    const { visitor, form } = await formSentTo();
    const send = (who: TestVisitor, body: unknown, clientId: string) =>
      who.call('sendMsg', {
        clientId,
        msgType: MSG_TYPE.dynamicForm,
        msgContent: typeof body == 'string' ? body : JSON.stringify(body),
      });
    const missing = await send(
      visitor,
      { formMsgId: form.id, answers: ANSWERS.filter((entry) => entry.fieldId != 6) },
      'a1',
    );
    expect([missing.status, missing.message]).toEqual([400, 'answers: Please fill in Reason']);
    const wrongKind = await send(
      visitor,
      {
        formMsgId: form.id,
        answers: ANSWERS.map((entry) => (entry.fieldId == 8 ? { ...entry, value: 'Box' } : entry)),
      },
      'a2',
    );
    expect([wrongKind.status, wrongKind.message]).toEqual([400, expect.stringContaining('Items included')]);
    const notJson = await send(visitor, '{"formMsgId":', 'a3');
    expect([notJson.status, notJson.message]).toEqual([400, expect.stringContaining('msgContent')]);
    const stranger = await startVisitor(server);
    const foreign = await send(stranger, { formMsgId: form.id, answers: ANSWERS }, 'a4');
    expect([foreign.status, foreign.message]).toEqual([403, expect.stringContaining('formMsgId')]);
    const own = await visitor.call<ChatMessage>('sendMsg', { clientId: 'a5', msgType: 1, msgContent: 'hello' });
    const notAForm = await send(visitor, { formMsgId: own.data.id, answers: [] }, 'a6');
    expect([notAForm.status, notAForm.message]).toEqual([400, 'formMsgId: not a dynamic form']);
  });

  it('the agent sees the answer as a visitor message of msgType 10', async () => {
    const { alice, visitor, form } = await formSentTo();
    const answer = await visitor.call<ChatMessage>('sendMsg', {
      clientId: 'seen-1',
      msgType: MSG_TYPE.dynamicForm,
      msgContent: JSON.stringify({ formMsgId: form.id, answers: ANSWERS }),
    });
    const conversation = await server.post<{ messages: ChatMessage[] }>(
      AGENT_API + 'conversation',
      { sessionId: visitor.start.sessionId },
      alice.token,
    );
    expect(conversation.data.messages.map((message) => message.id)).toContain(answer.data.id);
  });
});

describe('external-submit form (msgType 11)', () => {
  it('the robot answers "Request a callback" with an external-submit form that posts to the demo sink', async () => {
    const visitor = await startVisitor(server);
    const reply = await visitor.call('robotAsk', { question: 'Request a callback', clientId: 'cb-1' });
    expect(reply.status, reply.message).toBe(200);
    expect(reply.data.answer.msgType).toBe(MSG_TYPE.externalForm);
    const form = JSON.parse(reply.data.answer.msgContent);
    expect(form).toMatchObject({ url: '/api/demo/formSink', method: 'POST' });
    expect(form.fromFields.length).toBeGreaterThan(0);
    const sent = await visitor.call('fromRequest', {
      url: form.url,
      method: form.method,
      contentType: form.contentType,
      requestBody: { Name: 'Ann', Phone: '555' },
    });
    expect(sent.status).toBe(200);
    expect(sent.data.status).toBe(200);
  });
});
