// The chat's forms while the visitor answers them: a dynamic form (msgType 10) is answered
// once with a visitor message referring to it; an external-submit form (msgType 11) goes
// through visitor/fromRequest, and a success is recorded on its message (updateSessionMsg),
// so it still reads "sent" after a reload. One send at a time per form.

import type { TemplateField } from '@shared/api';
import { MSG_TYPE } from '@shared/codes';
import type { FieldAnswers } from '@shared/customFields';
import { type ExternalForm, externalRequestBody, formAnswer } from '@shared/dynamicForm';
import { map } from 'nanostores';
import { callVisitor } from '../api/client';
import { fromServer, mergeMessages, type ShownMessage, updateMessage } from './messages';
import { newClientId } from './outbox';

export type FormSend = { status: 'sending' } | { status: 'sent' } | { status: 'failed'; message: string };

/** By the form message's key. */
export const $formSends = map<Record<string, FormSend | undefined>>({});

/** What docNode records on an external-submit form once it was sent. */
export const EXTERNAL_FORM_SENT = 'sent';

/** One client id per form: a retry after a lost answer is the same answer, stored once. */
const clientIds = new Map<string, string>();

export async function answerDynamicForm(form: ShownMessage, fields: readonly TemplateField[], answers: FieldAnswers) {
  if ($formSends.get()[form.key]?.status == 'sending' || form.formAnswerId) return;
  $formSends.setKey(form.key, { status: 'sending' });
  const clientId = clientIds.get(form.key) ?? newClientId();
  clientIds.set(form.key, clientId);
  try {
    const answer = await callVisitor('sendMsg', {
      clientId,
      msgType: MSG_TYPE.dynamicForm,
      msgContent: JSON.stringify(formAnswer(form.id, fields, answers)),
    });
    mergeMessages([fromServer(answer)]);
    updateMessage(form.key, { formAnswerId: answer.id });
    $formSends.setKey(form.key, { status: 'sent' });
  } catch (error) {
    $formSends.setKey(form.key, { status: 'failed', message: (error as Error).message });
  }
}

export async function submitExternalForm(message: ShownMessage, form: ExternalForm, answers: FieldAnswers) {
  if ($formSends.get()[message.key]?.status == 'sending') return;
  $formSends.setKey(message.key, { status: 'sending' });
  try {
    const reply = await callVisitor('fromRequest', {
      url: form.url,
      method: form.method,
      headers: form.headers,
      contentType: form.contentType,
      requestBody: externalRequestBody(form.fromFields, answers),
    });
    if (reply.status < 200 || reply.status >= 300) throw new Error(`HTTP ${reply.status}`);
    $formSends.setKey(message.key, { status: 'sent' });
    updateMessage(message.key, { docNode: EXTERNAL_FORM_SENT });
    if (message.id)
      await callVisitor('updateSessionMsg', { msgId: message.id, docNode: EXTERNAL_FORM_SENT }).catch(() => {});
  } catch (error) {
    $formSends.setKey(message.key, { status: 'failed', message: (error as Error).message });
  }
}
