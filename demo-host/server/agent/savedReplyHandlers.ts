// The agent calls for the team's saved replies: list, save (new or changed) and delete, each
// only within the agent's tenant. An id of another tenant is as unknown as one never made.
import { checkSavedReply, savedReplyMessage } from '../../../shared/savedReplies';
import { badRequest, notFound } from '../http/reply';
import type { Services } from '../services';
import type { Handler } from './agentRoutes';

type SavedReplyCall = 'savedReplies' | 'saveReply' | 'deleteReply';

const unknownReply = () => notFound('id: unknown saved reply');

export function savedReplyHandlers(services: Services): { [C in SavedReplyCall]: Handler<C> } {
  const replies = services.savedReplies;
  return {
    savedReplies: async (agent) => ({ list: await replies.ofTenant(agent.tenantId) }),
    async saveReply(agent, body) {
      await services.sql.lock('saved replies of ' + agent.tenantId);
      if (body.id !== undefined && !(await replies.get(agent.tenantId, body.id))) throw unknownReply();
      const check = checkSavedReply(body);
      if (!check.ok) throw badRequest(savedReplyMessage(check.field, check.problem));
      const holder = await replies.withShortcut(agent.tenantId, check.fields.shortcut);
      if (holder && holder.id != body.id) throw badRequest(savedReplyMessage('shortcut', 'taken'));
      // The call runs in one transaction (agentRoutes.ts), holding the tenant's lock of saved replies
      // (PostgreSQL: another instance's save waits): nothing takes the shortcut in between.
      return body.id === undefined ? replies.add(agent.tenantId, check.fields) : (await replies.update(agent.tenantId, body.id, check.fields))!;
    },
    async deleteReply(agent, body) {
      if (!(await replies.remove(agent.tenantId, body.id))) throw unknownReply();
      return { deleted: body.id };
    },
  };
}
