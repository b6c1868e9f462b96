import { HANDLE_TYPE, WORK_ORDER_PRIORITIES, WORK_ORDER_STATUSES } from '@shared/codes';
import {
  DISPLAY_LEVEL,
  handleRoleKey,
  handleTypeKey,
  leaveStateLabel,
  newestFirst,
  workOrderPriorityLabel,
  workOrderStatusLabel,
} from '@shared/workOrderLabels';
import { describe, expect, it } from 'vitest';

describe('work-order and leave-message labels', () => {
  it('rule: statuses 0, 1, 2, 3 have their own label; 5 and 99 both read "closed"', () => {
    expect(WORK_ORDER_STATUSES.map((status) => workOrderStatusLabel(status).key)).toEqual([
      'workOrder.status.notAccepted',
      'workOrder.status.accepted',
      'workOrder.status.awaitingReply',
      'workOrder.status.resolved',
      'workOrder.status.closed',
      'workOrder.status.closed',
    ]);
  });

  it('rule: a status waiting on the visitor warns, open ones are normal, finished ones low', () => {
    expect(workOrderStatusLabel(2).level).toBe(DISPLAY_LEVEL.warning);
    expect(workOrderStatusLabel(0).level).toBe(DISPLAY_LEVEL.normal);
    expect(workOrderStatusLabel(1).level).toBe(DISPLAY_LEVEL.normal);
    expect([3, 5, 99].map((status) => workOrderStatusLabel(status).level)).toEqual([0, 0, 0]);
  });

  it('rule: an unknown status reads as not accepted, never as nothing', () => {
    expect(workOrderStatusLabel(42).key).toBe('workOrder.status.notAccepted');
  });

  it('rule: priorities urgent, high, medium, low take levels 3 danger, 2 warning, 1 normal, 0 low', () => {
    expect(WORK_ORDER_PRIORITIES.map((priority) => workOrderPriorityLabel(priority))).toEqual([
      { key: 'workOrder.priority.urgent', level: 3 },
      { key: 'workOrder.priority.high', level: 2 },
      { key: 'workOrder.priority.medium', level: 1 },
      { key: 'workOrder.priority.low', level: 0 },
    ]);
  });

  it('rule: handleType 1 public, 2 client reply, anything else internal; the role follows', () => {
    expect(handleTypeKey(HANDLE_TYPE.public)).toBe('workOrder.handleType.public');
    expect(handleTypeKey(HANDLE_TYPE.clientReply)).toBe('workOrder.handleType.clientReply');
    expect(handleTypeKey(7)).toBe('workOrder.handleType.internal');
    expect(handleRoleKey(HANDLE_TYPE.clientReply)).toBe('workOrder.role.customer');
    expect(handleRoleKey(HANDLE_TYPE.public)).toBe('workOrder.role.agent');
  });

  it('rule: msgState 1 is handled, anything else not handled', () => {
    expect(leaveStateLabel(1).key).toBe('leave.state.handled');
    expect(leaveStateLabel(0).key).toBe('leave.state.unhandled');
    expect(leaveStateLabel(2).key).toBe('leave.state.unhandled');
  });

  it('rule: lists are newest first, a tie keeps the later id first', () => {
    const items = [
      { id: 1, createTime: 100 },
      { id: 3, createTime: 300 },
      { id: 2, createTime: 100 },
    ];
    expect(newestFirst(items, (item) => item.id).map((item) => item.id)).toEqual([3, 2, 1]);
    expect(items.map((item) => item.id)).toEqual([1, 3, 2]);
  });
});
