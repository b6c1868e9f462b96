// What a visitor reads for a leave message's or a work order's codes: the i18n key of each
// label and the display level of its badge (spec §3 "Work-order labels": levels 0 low,
// 1 normal, 2 warning, 3 danger). Pure, so the widget and its tests share one mapping; a
// new status, priority or handle type is a compile error here until it has its words.
import {
  HANDLE_TYPE,
  type HandleType,
  LEAVE_MSG_STATE,
  WORK_ORDER_STATUS,
  type WorkOrderPriority,
  type WorkOrderStatus,
} from './codes';

export const DISPLAY_LEVEL = { low: 0, normal: 1, warning: 2, danger: 3 } as const;
type DisplayLevel = (typeof DISPLAY_LEVEL)[keyof typeof DISPLAY_LEVEL];

export interface Label {
  /** i18n key */
  key: string;
  level: DisplayLevel;
}

/**
 * The spec names the levels but not which code takes which. Ours: what waits on the visitor
 * (awaiting their reply) warns; what is still open is normal; what is over (resolved,
 * closed, both closed codes alike) is low.
 */
const STATUS_LABELS: Record<WorkOrderStatus, Label> = {
  [WORK_ORDER_STATUS.notAccepted]: { key: 'workOrder.status.notAccepted', level: DISPLAY_LEVEL.normal },
  [WORK_ORDER_STATUS.accepted]: { key: 'workOrder.status.accepted', level: DISPLAY_LEVEL.normal },
  [WORK_ORDER_STATUS.awaitingReply]: { key: 'workOrder.status.awaitingReply', level: DISPLAY_LEVEL.warning },
  [WORK_ORDER_STATUS.resolved]: { key: 'workOrder.status.resolved', level: DISPLAY_LEVEL.low },
  [WORK_ORDER_STATUS.closed]: { key: 'workOrder.status.closed', level: DISPLAY_LEVEL.low },
  [WORK_ORDER_STATUS.closedFinal]: { key: 'workOrder.status.closed', level: DISPLAY_LEVEL.low },
};

/** Priorities, most urgent first, take the levels from danger down to low. */
const PRIORITY_LABELS: Record<WorkOrderPriority, Label> = {
  urgent: { key: 'workOrder.priority.urgent', level: DISPLAY_LEVEL.danger },
  high: { key: 'workOrder.priority.high', level: DISPLAY_LEVEL.warning },
  medium: { key: 'workOrder.priority.medium', level: DISPLAY_LEVEL.normal },
  low: { key: 'workOrder.priority.low', level: DISPLAY_LEVEL.low },
};

const HANDLE_TYPE_KEYS: Record<HandleType, string> = {
  [HANDLE_TYPE.public]: 'workOrder.handleType.public',
  [HANDLE_TYPE.clientReply]: 'workOrder.handleType.clientReply',
  [HANDLE_TYPE.internal]: 'workOrder.handleType.internal',
};

/** An unknown status code (a newer server) reads as the first, never as nothing. */
export const workOrderStatusLabel = (status: number): Label =>
  STATUS_LABELS[status as WorkOrderStatus] ?? STATUS_LABELS[WORK_ORDER_STATUS.notAccepted];

export const workOrderPriorityLabel = (priority: string): Label =>
  PRIORITY_LABELS[priority as WorkOrderPriority] ?? PRIORITY_LABELS.medium;

/** Spec §3: handleType 1 public, 2 client reply, anything else internal. */
export const handleTypeKey = (handleType: number): string =>
  HANDLE_TYPE_KEYS[handleType as HandleType] ?? HANDLE_TYPE_KEYS[HANDLE_TYPE.internal];

/** Spec §3: a leave message's msgState 1 is handled, anything else not handled. */
export const leaveStateLabel = (msgState: number): Label =>
  msgState == LEAVE_MSG_STATE.handled
    ? { key: 'leave.state.handled', level: DISPLAY_LEVEL.low }
    : { key: 'leave.state.unhandled', level: DISPLAY_LEVEL.warning };

/** Whose words a timeline entry holds, for the role label: the visitor's own or the service's. */
export const handleRoleKey = (handleType: number): string =>
  handleType == HANDLE_TYPE.clientReply ? 'workOrder.role.customer' : 'workOrder.role.agent';

/** Lists show the newest first; equal times keep the higher id (the later one) first. */
export function newestFirst<T extends { createTime: number }>(items: readonly T[], id: (item: T) => number): T[] {
  return [...items].sort((a, b) => b.createTime - a.createTime || id(b) - id(a));
}
