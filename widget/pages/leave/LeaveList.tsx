// The visitor's leave messages or work orders, newest first, each with its status; choosing
// one opens its detail.
import { useStore } from '@nanostores/react';
import type { LeaveMessage, WorkOrder } from '@shared/api';
import { formatDateTime, toDate } from '@shared/time';
import { htmlToText } from '@shared/ui/htmlToText';
import { leaveStateLabel, workOrderPriorityLabel, workOrderStatusLabel } from '@shared/workOrderLabels';
import { useT } from '../../i18n/i18n';
import { $leaveList, loadLeaveList } from '../../stores/leave';
import { StatusBadge } from './StatusBadge';

export type LeaveSelection = { kind: 'message'; message: LeaveMessage } | { kind: 'order'; order: WorkOrder };

export function LeaveList({ onOpen }: { onOpen(selection: LeaveSelection): void }) {
  const t = useT();
  const list = useStore($leaveList);
  if (list.state == 'loading')
    return (
      <p class="muted" role="status">
        {t('chat.loading')}
      </p>
    );
  if (list.state == 'failed')
    return (
      <p class="muted" role="alert">
        {list.message || t('error.network')}{' '}
        <button type="button" class="link-button" onClick={() => void loadLeaveList()}>
          {t('common.retry')}
        </button>
      </p>
    );
  if (!list.messages.length && !list.orders.length) return <p class="empty-state">{t('leave.empty')}</p>;
  const status = t('workOrder.statusLabel');
  return (
    <ul class="leave-list">
      {list.messages.map((message) => (
        <li key={`m${message.id}`}>
          <button type="button" class="leave-item" onClick={() => onOpen({ kind: 'message', message })}>
            <span class="leave-item__text">{message.msgContent}</span>
            <span class="leave-item__meta">
              <StatusBadge label={leaveStateLabel(message.msgState)} prefix={status} />
              <time dateTime={toDate(message.createTime).toISOString()}>{formatDateTime(message.createTime)}</time>
            </span>
          </button>
        </li>
      ))}
      {list.orders.map((order) => (
        <li key={`o${order.woId}`}>
          <button type="button" class="leave-item" onClick={() => onOpen({ kind: 'order', order })}>
            <span class="leave-item__text">{htmlToText(order.woContent)}</span>
            <span class="leave-item__meta">
              <StatusBadge label={workOrderStatusLabel(order.woStatus)} prefix={status} />
              <StatusBadge label={workOrderPriorityLabel(order.priority)} prefix={t('workOrder.priorityLabel')} />
              <time dateTime={toDate(order.createTime).toISOString()}>{formatDateTime(order.createTime)}</time>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
