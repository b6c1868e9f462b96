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
    savedReplies: (agent) => ({ list: replies.ofTenant(agent.tenantId) }),
    saveReply(agent, body) {
      if (body.id !== undefined && !replies.get(agent.tenantId, body.id)) throw unknownReply();
      const check = checkSavedReply(body);
      if (!check.ok) throw badRequest(savedReplyMessage(check.field, check.problem));
      const holder = replies.withShortcut(agent.tenantId, check.fields.shortcut);
      if (holder && holder.id != body.id) throw badRequest(savedReplyMessage('shortcut', 'taken'));
      // The call runs in one transaction (agentRoutes.ts): nothing takes the shortcut in between.
      return body.id === undefined ? replies.add(agent.tenantId, check.fields) : replies.update(agent.tenantId, body.id, check.fields)!;
    },
    deleteReply(agent, body) {
      if (!replies.remove(agent.tenantId, body.id)) throw unknownReply();
      return { deleted: body.id };
    },
  };
}
