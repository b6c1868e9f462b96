// What an agent may send as each msgType: files must be ones uploaded here (of the right
// kind), cards must be cards. Text and rich text go as written: the widget sanitises HTML.
import type { AgentRequest } from '../../../shared/api/agentRequests';
import { cardKindOf, checkCard } from '../../../shared/cards';
import { parseJson } from '../db/database';
import { checkFileMessage } from '../files/fileStore';
import { badRequest } from '../http/reply';
import type { Services } from '../services';

/** The content to store: a card comes back as its checked JSON text. */
export function checkAgentContent(services: Services, body: AgentRequest<'send'>): string {
  checkFileMessage(services, body.msgType, body.content, 'content');
  const cardKind = cardKindOf(body.msgType);
  if (cardKind) {
    const check = checkCard(cardKind, parseJson<unknown>(body.content, undefined));
    if (!check.ok) throw badRequest(`content: ${check.field} ${check.error}`);
    return JSON.stringify(check.card);
  }
  return body.content;
}
