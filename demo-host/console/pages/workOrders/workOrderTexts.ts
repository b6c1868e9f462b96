// The words for a work order's codes: a new status or handle type is a compile error here
// until it has its text.
import type { TFunction } from 'i18next';
import { HANDLE_TYPE, WORK_ORDER_STATUS, type HandleType, type WorkOrderStatus } from '../../../../shared/codes';

export function statusText(t: TFunction, status: WorkOrderStatus): string {
  switch (status) {
    case WORK_ORDER_STATUS.notAccepted:
      return t('workOrders.statuses.notAccepted');
    case WORK_ORDER_STATUS.accepted:
      return t('workOrders.statuses.accepted');
    case WORK_ORDER_STATUS.awaitingReply:
      return t('workOrders.statuses.awaitingReply');
    case WORK_ORDER_STATUS.resolved:
      return t('workOrders.statuses.resolved');
    case WORK_ORDER_STATUS.closed:
    case WORK_ORDER_STATUS.closedFinal:
      return t('workOrders.statuses.closed');
    default:
      return status satisfies never;
  }
}

/** Whose words an entry of the timeline holds. */
export function handleTypeText(t: TFunction, type: HandleType): string {
  switch (type) {
    case HANDLE_TYPE.public:
      return t('workOrders.handleType.public');
    case HANDLE_TYPE.clientReply:
      return t('workOrders.handleType.clientReply');
    case HANDLE_TYPE.internal:
      return t('workOrders.handleType.internal');
    default:
      return type satisfies never;
  }
}
