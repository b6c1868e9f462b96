import type { TransferReply } from '@shared/api';
import type { VisitorRequest } from '@shared/api/requests';
import { transfer } from '../conversation/conversation';
import { openSession, type VisitorContext } from './context';

export async function transferAgent(
  context: VisitorContext,
  body: VisitorRequest<'transferAgent'>,
): Promise<TransferReply> {
  return transfer(context.services, await openSession(context), { groupId: body.groupId, adminId: body.adminId });
}
