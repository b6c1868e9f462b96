// A card form submitted from /formData (docs/decisions.md#card-form): a work order with
// woStartWay 2, the template's name as title and the answers as custom fields, attributed to
// the visitor when the page knows one. The required fields are checked here too, and only
// the template's own fields are kept, named as the template names them.

import type { VisitorInfo } from '@shared/api';
import type { OpenWoRequest } from '@shared/api/requests';
import { WORK_ORDER_START_WAY_CARD_FORM } from '@shared/codes';
import { firstMissingField } from '@shared/customFields';
import { FORM_MAX_ANSWER } from '@shared/dynamicForm';
import { badRequest, forbidden, notFound } from '../http/reply';
import { type MailScope, mailScopeOf } from '../outgoing/mails';
import type { Services } from '../services';
import { createWorkOrder } from './workOrders';

/** The visitor who filled it in, when the page knows one (its token checked). */
export interface CardFormVisitor {
  userId: string;
  tenantId: string;
  info: VisitorInfo;
}

export async function submitCardForm(
  services: Services,
  body: OpenWoRequest<'submitForm'>,
  visitor: CardFormVisitor | undefined,
) {
  const template = await services.workOrders.templateFields(body.templateId);
  // Another tenant's template is as unknown as one that does not exist.
  if (!template || (body.tenantId && body.tenantId != template.tenantId))
    throw notFound('templateId: unknown template');
  if (visitor && visitor.tenantId != template.tenantId) throw forbidden('templateId: not a template of your shop');
  const byId = new Map(template.items.map((item) => [item.fieldId, item]));
  const given = new Map<number, string>();
  for (const field of body.cusFieldConfigInfoVoList) {
    const item = byId.get(field.fieldId);
    if (!item) throw badRequest(`cusFieldConfigInfoVoList: field ${field.fieldId} is not in this template`);
    if (field.fieldValue.length > FORM_MAX_ANSWER)
      throw badRequest(`cusFieldConfigInfoVoList: ${item.fieldName} is too long`);
    given.set(field.fieldId, field.fieldValue.trim());
  }
  const missing = firstMissingField(template.items, Object.fromEntries(given));
  if (missing) throw badRequest(`cusFieldConfigInfoVoList: Please fill in ${missing.fieldName}`);
  const fields = template.items
    .filter((item) => given.get(item.fieldId))
    .map((item) => ({ fieldId: item.fieldId, fieldName: item.fieldName, fieldValue: given.get(item.fieldId)! }));
  if (fields.length == 0) throw badRequest('cusFieldConfigInfoVoList: nothing was filled in');
  const channel = body.channelId ? await services.channels.live(body.channelId) : undefined;
  if (body.channelId && channel?.config.tenantId != template.tenantId) throw notFound('channelId: unknown channel');
  const { order, woToken } = await createWorkOrder(services, {
    tenantId: template.tenantId,
    channelId: body.channelId ?? '',
    userId: visitor?.userId ?? '',
    title: template.name,
    // The content agents read first: the answers, one a line.
    content: fields.map((field) => `${field.fieldName}: ${field.fieldValue}`).join('\n'),
    fields,
    startWay: WORK_ORDER_START_WAY_CARD_FORM,
    customer: { name: visitor?.info.userName ?? '', phone: visitor?.info.phone ?? '' },
  });
  // Whom its mails are about: the channel, else the tenant with the form's name.
  const scope: MailScope = channel
    ? mailScopeOf(channel.config)
    : { tenantId: template.tenantId, channelId: '', channelName: template.name };
  return { order, woToken, scope };
}
