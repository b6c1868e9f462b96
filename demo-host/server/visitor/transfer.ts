import type { TransferReply } from '../../../shared/api';
import type { VisitorRequest } from '../../../shared/api/requests';
import { transfer } from '../conversation/conversation';
import { openSession, type VisitorContext } from './context';

export function transferAgent(context: VisitorContext, body: VisitorRequest<'transferAgent'>): TransferReply {
  return transfer(context.services, openSession(context), { groupId: body.groupId, adminId: body.adminId });
}
