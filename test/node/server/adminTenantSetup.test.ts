// What every channel of a tenant shares, through the admin API: its knowledge documents, the
// rating form (what the visitor's getEvaluateInfo then answers) and the work-order types and
// templates (what getTypeTemplate then answers); another tenant's are refused, and nothing changes.
import { DEMO_EVALUATION } from '@demo/demoSupport';
import { DEFAULT_EVALUATE_CONFIG } from '@server/store/evaluations';
import { type EvaluateInfo, OPEN_WO_API } from '@shared/api';
import type { AdminCall } from '@shared/api/adminRequests';
import { FIELD_TYPE } from '@shared/codes';
import { describe, expect, it } from 'vitest';
import { tenantSetupState, useAdminCallers } from './adminHarness';
import { startVisitor, type TestAgent, useTestServer } from './harness';

const server = useTestServer();
const { alice, bob, carol, as } = useAdminCallers(server);

describe('knowledge documents', () => {
  it("lists the tenant's documents a FAQ menu may name, with their language; another tenant's none", async () => {
    const list = (await as(bob, 'knowledgeDocs', {})).data.list as { docId: number; question: string; lang: string }[];
    expect(list.length).toBeGreaterThan(40);
    expect(list.find((doc) => doc.docId == 1001)).toEqual({ docId: 1001, question: expect.any(String), lang: 'en' });
    expect(list.find((doc) => doc.docId == 2001)).toMatchObject({ lang: 'zh' });
    expect((await as(carol, 'knowledgeDocs', {})).data.list).toEqual([]);
    expect((await as(carol, 'knowledgeDocs', { tenantId: 'demo' })).status).toBe(403);
  });
});

describe('the rating form', () => {
  it('a tenant that set none reads the default, as its visitors do', async () => {
    expect((await as(carol, 'evaluateConfig', {})).data.config).toEqual(DEFAULT_EVALUATE_CONFIG);
    expect((await as(bob, 'evaluateConfig', {})).data.config).toEqual(DEMO_EVALUATION);
  });

  it("a saved form is what the tenant's visitors' getEvaluateInfo answers next", async () => {
    const config: EvaluateInfo = {
      ...DEMO_EVALUATION,
      starList: DEMO_EVALUATION.starList.map((star) =>
        star.star == 1 ? { ...star, levelGuideMsg: 'Terrible', evaluateMsgRequired: 0 } : star,
      ),
      robotTags: ['Off topic'],
    };
    const saved = await as(bob, 'saveEvaluateConfig', { config });
    expect(saved.status, saved.message).toBe(200);
    expect(saved.data.config).toEqual(config);
    const visitor = await startVisitor(server, 'demo');
    expect((await visitor.call('getEvaluateInfo', {})).data).toEqual(config);
    expect((await as(bob, 'evaluateConfig', {})).data.config).toEqual(config);
  });

  it('stars out of order, a missing field or another tenant are refused, and nothing changes', async () => {
    const before = await tenantSetupState(server);
    const swapped = [...DEMO_EVALUATION.starList];
    [swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!];
    const tries: [TestAgent, Record<string, unknown>, number, string][] = [
      [bob, { config: { ...DEMO_EVALUATION, starList: swapped } }, 400, 'config.starList.0.star'],
      [bob, { config: { ...DEMO_EVALUATION, starList: swapped.slice(0, 4) } }, 400, 'config.starList'],
      [bob, { config: { ...DEMO_EVALUATION, robotTags: [] } }, 400, 'config.robotTags'],
      [carol, { tenantId: 'demo', config: DEMO_EVALUATION }, 403, 'tenantId'],
    ];
    for (const [caller, body, status, field] of tries) {
      const reply = await as(caller, 'saveEvaluateConfig', body);
      expect({ status: reply.status, message: reply.message }).toEqual({
        status,
        message: expect.stringMatching(new RegExp(`^${field.replaceAll('.', '\\.')}: `)),
      });
    }
    expect(await tenantSetupState(server)).toEqual(before);
  });
});

describe('work-order types and templates', () => {
  const items = [
    { fieldId: 1, fieldName: 'Order number', fieldType: FIELD_TYPE.text, requiredStatus: 1, fieldValue: '' },
    {
      fieldId: 2,
      fieldName: 'Reason',
      fieldType: FIELD_TYPE.dropdown,
      requiredStatus: 0,
      fieldValue: JSON.stringify([{ name: 'Damaged' }, { name: 'Late' }]),
    },
  ];

  it('lists the types and templates of the tenant', async () => {
    const setup = (await as(bob, 'workOrderSetup', {})).data;
    expect(setup.types).toEqual([{ typeId: 1, name: 'After-sales', templateId: 2 }]);
    expect(setup.templates.map((template: { templateId: number }) => template.templateId)).toEqual([1, 2]);
    expect((await as(carol, 'workOrderSetup', {})).data).toEqual({ types: [], templates: [] });
  });

  it("a new template and a new type using it: getTypeTemplate answers the template's fields", async () => {
    const template = await as(bob, 'saveTemplate', { templateId: 0, name: 'Complaint', items });
    expect(template.data).toEqual({ templateId: 3, name: 'Complaint', items });
    const type = await as(bob, 'saveWorkOrderType', { typeId: 0, name: 'Complaint', templateId: 3 });
    expect(type.data).toEqual({ typeId: 2, name: 'Complaint', templateId: 3 });
    const read = await server.post(OPEN_WO_API + 'getTypeTemplate', { typeId: 2 });
    expect(read.data).toEqual({ woType: { typeId: 2, typeName: 'Complaint' }, items });
    // Changed: the type now uses template 1, renamed.
    await as(bob, 'saveWorkOrderType', { typeId: 2, name: 'Complaints', templateId: 1 });
    const again = await server.post(OPEN_WO_API + 'getTypeTemplate', { typeId: 2 });
    expect(again.data.woType).toEqual({ typeId: 2, typeName: 'Complaints' });
    expect(again.data.items.map((item: { fieldName: string }) => item.fieldName)).toContain('Order number');
    expect(again.data.items).toHaveLength(
      (await as(bob, 'workOrderSetup', {})).data.templates.find((each: { templateId: number }) => each.templateId == 1)
        .items.length,
    );
    // A template saved again changes what every type using it answers.
    const edited = await as(bob, 'saveTemplate', { templateId: 3, name: 'Complaint', items: items.slice(0, 1) });
    expect(edited.status).toBe(200);
    await as(bob, 'saveWorkOrderType', { typeId: 2, name: 'Complaints', templateId: 3 });
    expect((await server.post(OPEN_WO_API + 'getTypeTemplate', { typeId: 2 })).data.items).toEqual(items.slice(0, 1));
  });

  it("another tenant's type or template, duplicate field ids and choices without options are refused; nothing changes", async () => {
    const before = await tenantSetupState(server);
    const tries: [TestAgent, AdminCall, Record<string, unknown>, number, string][] = [
      [carol, 'saveWorkOrderType', { typeId: 1, name: 'Mine' }, 403, 'typeId'],
      [carol, 'saveTemplate', { templateId: 1, name: 'Mine', items: [] }, 403, 'templateId'],
      [carol, 'saveWorkOrderType', { typeId: 0, name: 'Mine', templateId: 1 }, 400, 'templateId'],
      [alice, 'saveWorkOrderType', { tenantId: 'acme', typeId: 1, name: 'Mine' }, 404, 'typeId'],
      [bob, 'saveWorkOrderType', { typeId: 0, name: 'X', templateId: 999 }, 400, 'templateId'],
      [bob, 'saveTemplate', { templateId: 0, name: 'X', items: [items[0], items[0]] }, 400, 'items.1.fieldId'],
      [
        bob,
        'saveTemplate',
        { templateId: 0, name: 'X', items: [{ ...items[1], fieldValue: '' }] },
        400,
        'items.0.fieldValue',
      ],
      [
        bob,
        'saveTemplate',
        { templateId: 0, name: 'X', items: [{ ...items[0], fieldType: 10 }] },
        400,
        'items.0.fieldType',
      ],
      [bob, 'saveWorkOrderType', { typeId: 0, name: '' }, 400, 'name'],
    ];
    for (const [caller, call, body, status, field] of tries) {
      const reply = await as(caller, call, body);
      expect({ call, body, status: reply.status, message: reply.message }).toEqual({
        call,
        body,
        status,
        message: expect.stringMatching(new RegExp(`^${field.replaceAll('.', '\\.')}: `)),
      });
    }
    expect(await tenantSetupState(server)).toEqual(before);
  });

  it("a channel's leave messages open one of the tenant's types, and the admin of acme makes its own", async () => {
    const template = await as(carol, 'saveTemplate', { templateId: 0, name: 'Acme form', items });
    const type = await as(carol, 'saveWorkOrderType', {
      typeId: 0,
      name: 'Acme',
      templateId: template.data.templateId,
    });
    expect(type.data.templateId).toBe(template.data.templateId);
    expect((await as(carol, 'workOrderSetup', {})).data.types).toEqual([type.data]);
    expect(
      (await as(bob, 'workOrderSetup', {})).data.types.map((each: { typeId: number }) => each.typeId),
    ).not.toContain(type.data.typeId);
  });
});
