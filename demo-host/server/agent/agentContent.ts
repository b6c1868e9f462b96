// What an agent may send as each msgType: files must be ones uploaded here (of the right
// kind), cards must be cards. Text and rich text go as written: the widget sanitises HTML.
import type { AgentRequest } from '../../../shared/api/agentRequests';
import { cardKindOf, checkCard } from '../../../shared/cards';
import { uploadKind, type UploadKind } from '../../../shared/upload';
import { parseJson } from '../db/database';
import { isUploadedFileUrl } from '../files/fileStore';
import { badRequest } from '../http/reply';
import type { Services } from '../services';

const FILE_KIND: Partial<Record<number, UploadKind | 'any'>> = { 2: 'image', 4: 'any', 5: 'audio', 6: 'video' };

/** The content to store: a card comes back as its checked JSON text. */
export function checkAgentContent(services: Services, body: AgentRequest<'send'>): string {
  const fileKind = FILE_KIND[body.msgType];
  if (fileKind) {
    if (!isUploadedFileUrl(services, body.content)) throw badRequest('content: must be the url of a file sent with upload');
    if (fileKind != 'any' && uploadKind(body.content) != fileKind) throw badRequest(`content: must be ${fileKind == 'image' ? 'an' : 'a'} ${fileKind} file`);
    return body.content;
  }
  const cardKind = cardKindOf(body.msgType);
  if (cardKind) {
    const check = checkCard(cardKind, parseJson<unknown>(body.content, undefined));
    if (!check.ok) throw badRequest(`content: ${check.field} ${check.error}`);
    return JSON.stringify(check.card);
  }
  return body.content;
}
