import type { TransferReply } from '@shared/api';
import type { VisitorRequest } from '@shared/api/requests';
import { transfer } from '../conversation/conversation';
import { channelOfSession, openSession, type VisitorContext } from './context';

export async function transferAgent(
  context: VisitorContext,
  body: VisitorRequest<'transferAgent'>,
): Promise<TransferReply> {
  const session = await openSession(context);
  // A disabled channel starts no chat with an agent.
  await channelOfSession(context, session);
  return transfer(context.services, session, { groupId: body.groupId, adminId: body.adminId });
}
