// The agent calls for the team's saved replies: list, save (new or changed) and delete, each
// only within the agent's tenant. An id of another tenant is as unknown as one never made.
import type { AgentRequest } from '@shared/api/agentRequests';
import { checkSavedReply, savedReplyMessage } from '@shared/savedReplies';
import { badRequest, notFound } from '../http/reply';
import type { AgentContext } from './context';

const unknownReply = () => notFound('id: unknown saved reply');

export const savedReplies = async ({ services, agent }: AgentContext) => ({
  list: await services.savedReplies.ofTenant(agent.tenantId),
});

export async function saveReply({ services, agent }: AgentContext, body: AgentRequest<'saveReply'>) {
  const replies = services.savedReplies;
  await services.sql.lock('saved replies of ' + agent.tenantId);
  if (body.id !== undefined && !(await replies.get(agent.tenantId, body.id))) throw unknownReply();
  const check = checkSavedReply(body);
  if (!check.ok) throw badRequest(savedReplyMessage(check.field, check.problem));
  const holder = await replies.withShortcut(agent.tenantId, check.fields.shortcut);
  if (holder && holder.id != body.id) throw badRequest(savedReplyMessage('shortcut', 'taken'));
  // The call runs in one transaction (agentRoutes.ts), holding the tenant's lock of saved replies
  // (PostgreSQL: another instance's save waits): nothing takes the shortcut in between.
  return body.id === undefined
    ? replies.add(agent.tenantId, check.fields)
    : (await replies.update(agent.tenantId, body.id, check.fields))!;
}

export async function deleteReply({ services, agent }: AgentContext, body: AgentRequest<'deleteReply'>) {
  if (!(await services.savedReplies.remove(agent.tenantId, body.id))) throw unknownReply();
  return { deleted: body.id };
}
