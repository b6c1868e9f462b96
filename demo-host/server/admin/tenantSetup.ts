// What every channel of a tenant shares (docs/http-api.md#channels): its groups, the knowledge
// base's documents a FAQ menu lists, the rating form, and the work-order types and templates
// a leave message or a card form opens.
import type { EvaluateInfo, TenantGroup } from '@shared/api';
import type { AdminRequest } from '@shared/api/adminRequests';
import { FIELD_TYPE } from '@shared/codes';
import { fieldOptions } from '@shared/customFields';
import { badRequest } from '../http/reply';
import { groupsOfConfig } from './channelSettings';
import { type AdminContext, tenantFor, unknownTo } from './context';

/** Each group once, named as the first channel (by id) lists it, with every channel listing it. */
export async function groups(context: AdminContext, body: AdminRequest<'groups'>) {
  const tenantId = await tenantFor(context, body.tenantId);
  const byId = new Map<number, TenantGroup>();
  for (const { config } of await context.services.channels.ofTenant(tenantId))
    for (const { groupId, groupName } of groupsOfConfig(config)) {
      const group = byId.get(groupId) ?? { groupId, groupName, channelIds: [] };
      if (!group.channelIds.includes(config.channelId)) group.channelIds.push(config.channelId);
      byId.set(groupId, group);
    }
  return { list: [...byId.values()].sort((a, b) => a.groupId - b.groupId) };
}

export async function knowledgeDocs(context: AdminContext, body: AdminRequest<'knowledgeDocs'>) {
  const tenantId = await tenantFor(context, body.tenantId);
  return { list: await context.services.knowledge.listOf(tenantId) };
}

export async function evaluateConfig(context: AdminContext, body: AdminRequest<'evaluateConfig'>) {
  const tenantId = await tenantFor(context, body.tenantId);
  return { config: await context.services.evaluations.configOf(tenantId) };
}

/** The five stars, 1 to 5 in order: the widget draws the form from them. */
export async function saveEvaluateConfig(context: AdminContext, body: AdminRequest<'saveEvaluateConfig'>) {
  const tenantId = await tenantFor(context, body.tenantId);
  body.config.starList.forEach((star, index) => {
    if (star.star != index + 1) throw badRequest(`config.starList.${index}.star: the stars are 1 to 5, in order`);
  });
  const config: EvaluateInfo = body.config;
  await context.services.evaluations.putConfig(tenantId, config);
  return { config };
}

export async function workOrderSetup(context: AdminContext, body: AdminRequest<'workOrderSetup'>) {
  const tenantId = await tenantFor(context, body.tenantId);
  const { workOrders } = context.services;
  return { types: await workOrders.typesOf(tenantId), templates: await workOrders.templatesOf(tenantId) };
}

const CHOICES: readonly number[] = [
  FIELD_TYPE.dropdown,
  FIELD_TYPE.radio,
  FIELD_TYPE.checkboxGroup,
  FIELD_TYPE.cascader,
];

/** A template's fields: each id once, each choice with its options. */
function checkItems(items: AdminRequest<'saveTemplate'>['items']) {
  const ids = new Set<number>();
  items.forEach((item, index) => {
    if (ids.has(item.fieldId)) throw badRequest(`items.${index}.fieldId: two fields have the same id`);
    ids.add(item.fieldId);
    if (CHOICES.includes(item.fieldType) && !fieldOptions(item).length)
      throw badRequest(`items.${index}.fieldValue: a choice needs its options, as JSON [{ "name": … }]`);
  });
}

export async function saveTemplate(context: AdminContext, body: AdminRequest<'saveTemplate'>) {
  const tenantId = await tenantFor(context, body.tenantId);
  const { services, caller } = context;
  checkItems(body.items);
  await services.sql.lock('template ids');
  let { templateId } = body;
  if (templateId) {
    if ((await services.workOrders.templateFields(templateId))?.tenantId != tenantId)
      throw unknownTo(caller, 'templateId', 'template');
  } else templateId = await services.workOrders.nextTemplateId();
  await services.workOrders.putTemplate(templateId, tenantId, body.name, body.items);
  return { templateId, name: body.name, items: body.items };
}

export async function saveWorkOrderType(context: AdminContext, body: AdminRequest<'saveWorkOrderType'>) {
  const tenantId = await tenantFor(context, body.tenantId);
  const { services, caller } = context;
  const templateId = body.templateId ?? null;
  if (templateId && (await services.workOrders.templateFields(templateId))?.tenantId != tenantId)
    throw badRequest("templateId: not one of this tenant's templates");
  await services.sql.lock('work-order type ids');
  let { typeId } = body;
  if (typeId) {
    if ((await services.workOrders.type(typeId))?.tenantId != tenantId)
      throw unknownTo(caller, 'typeId', 'work-order type');
  } else typeId = await services.workOrders.nextTypeId();
  await services.workOrders.putType(typeId, tenantId, body.name, templateId);
  return { typeId, name: body.name, templateId };
}
