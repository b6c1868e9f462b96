// What an agent may send as each msgType: files must be ones uploaded here (of the right
// kind), cards must be cards. Text and rich text go as written: the widget sanitises HTML.
import type { AgentRequest } from '@shared/api/agentRequests';
import { cardKindOf, checkCard } from '@shared/cards';
import { MSG_TYPE } from '@shared/codes';
import { parseDynamicForm } from '@shared/dynamicForm';
import { parseJson } from '../db/database';
import { checkFileMessage } from '../files/fileStore';
import { badRequest } from '../http/reply';
import type { Services } from '../services';
import type { Agent } from '../store/agents';
import { agentUploader } from '../store/uploads';

/**
 * The content to store: a card comes back as its checked JSON text. A file must be one an
 * agent of this agent's tenant uploaded (they share a desk: see store/uploads.ts).
 */
export async function checkAgentContent(services: Services, agent: Agent, body: AgentRequest<'send'>): Promise<string> {
  await checkFileMessage(services, body.msgType, body.content, 'content', agentUploader(agent));
  const cardKind = cardKindOf(body.msgType);
  if (cardKind) {
    const check = checkCard(cardKind, parseJson<unknown>(body.content, undefined));
    if (!check.ok) throw badRequest(`content: ${check.field} ${check.error}`);
    return JSON.stringify(check.card);
  }
  if (body.msgType == MSG_TYPE.dynamicForm) {
    const form = parseDynamicForm(body.content);
    if (!form)
      throw badRequest(
        'content: not a dynamic form ({ title, fields: [{ fieldId, fieldName, fieldType 1-9, requiredStatus, fieldValue }] })',
      );
    return JSON.stringify(form);
  }
  return body.content;
}
