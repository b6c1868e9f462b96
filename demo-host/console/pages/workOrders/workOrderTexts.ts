// The words for a work order's codes: a new status or handle type is a compile error here
// until it has its text.

import { HANDLE_TYPE, type HandleType, WORK_ORDER_STATUS, type WorkOrderStatus } from '@shared/codes';
import type { TextFunction } from '@shared/ui/texts';

const STATUS_KEY: Record<WorkOrderStatus, string> = {
  [WORK_ORDER_STATUS.notAccepted]: 'workOrders.statuses.notAccepted',
  [WORK_ORDER_STATUS.accepted]: 'workOrders.statuses.accepted',
  [WORK_ORDER_STATUS.awaitingReply]: 'workOrders.statuses.awaitingReply',
  [WORK_ORDER_STATUS.resolved]: 'workOrders.statuses.resolved',
  [WORK_ORDER_STATUS.closed]: 'workOrders.statuses.closed',
  [WORK_ORDER_STATUS.closedFinal]: 'workOrders.statuses.closed',
};

/** Whose words an entry of the timeline holds. */
const HANDLE_TYPE_KEY: Record<HandleType, string> = {
  [HANDLE_TYPE.public]: 'workOrders.handleType.public',
  [HANDLE_TYPE.clientReply]: 'workOrders.handleType.clientReply',
  [HANDLE_TYPE.internal]: 'workOrders.handleType.internal',
};

export const statusText = (t: TextFunction, status: WorkOrderStatus): string => t(STATUS_KEY[status]);
export const handleTypeText = (t: TextFunction, type: HandleType): string => t(HANDLE_TYPE_KEY[type]);
