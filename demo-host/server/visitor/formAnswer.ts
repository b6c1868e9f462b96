// A visitor's answer to a dynamic form (msgType 10): a visitor message whose content names
// the form's message. One answer per form: the form message keeps the id of its answer
// (formAnswerId), and a second answer is refused; the same send retried (same clientId) is
// the same answer, not a second one.
import type { ChatMessage } from '@shared/api';
import { MSG_TYPE, SENDER_TYPE } from '@shared/codes';
import { answerProblem, parseDynamicForm, parseFormAnswer } from '@shared/dynamicForm';
import { badRequest, forbidden } from '../http/reply';
import type { VisitorContext } from './context';

/** The content to store for the answer, checked against its form; throws a 4xx naming the field. */
export async function checkFormAnswer(
  context: VisitorContext,
  content: string,
  clientId: string,
): Promise<{ formMsgId: number; repeat?: ChatMessage }> {
  const answer = parseFormAnswer(content);
  if (!answer) throw badRequest('msgContent: not a form answer ({ formMsgId, answers })');
  const found = await context.services.messages.get(answer.formMsgId);
  if (!found || found.userId != context.userId) throw forbidden('formMsgId: not a form sent to you');
  const { message: form } = found;
  const fields =
    form.msgType == MSG_TYPE.dynamicForm && form.senderType == SENDER_TYPE.agent
      ? parseDynamicForm(form.msgContent)
      : undefined;
  if (!fields) throw badRequest('formMsgId: not a dynamic form');
  if (form.formAnswerId !== undefined) {
    const earlier = (await context.services.messages.get(form.formAnswerId))?.message;
    if (earlier?.clientId == clientId) return { formMsgId: form.id, repeat: earlier };
    throw badRequest('formMsgId: this form has already been answered');
  }
  const problem = answerProblem(fields, answer);
  if (problem) throw badRequest(problem);
  return { formMsgId: form.id };
}

/** Marks the form answered by `answer`. */
export async function recordFormAnswer(context: VisitorContext, formMsgId: number, answer: ChatMessage): Promise<void> {
  await context.services.messages.patchExtra(formMsgId, { formAnswerId: answer.id });
}
