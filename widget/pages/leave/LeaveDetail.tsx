// The detail of a leave message or a work order from the list: a drawer from the bottom on a
// phone, a centred dialog on a desktop (one tree, styled by the variant). Escape closes the
// top layer only: the Reply dialog or the picture viewer first, then this.
import { useStore } from '@nanostores/react';
import type { LeaveMessage, WorkOrder } from '@shared/api';
import { formatDateTime } from '@shared/time';
import { leaveStateLabel } from '@shared/workOrderLabels';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useT } from '../../i18n/i18n';
import { replaceListedOrder } from '../../stores/leave';
import { $variant } from '../../stores/viewport';
import { $workOrder, loadWorkOrder } from '../../stores/workOrder';
import { useModal } from '../chat/layers';
import { pageFromChat } from '../chatLink';
import { WorkOrderDetails } from '../workorder/WorkOrderDetails';
import type { LeaveSelection } from './LeaveList';
import { ReplyDialog } from './ReplyDialog';
import { StatusBadge } from './StatusBadge';

export function LeaveDetail({
  selection,
  userId,
  onClose,
}: {
  selection: LeaveSelection;
  userId: string;
  onClose(): void;
}) {
  const t = useT();
  const id = useId();
  const variant = useStore($variant);
  const root = useRef<HTMLDivElement>(null);
  useModal(root, onClose);
  return (
    <div
      class={`overlay overlay--page${variant == 'mobile' ? ' overlay--bottom' : ''}`}
      onClick={(event) => event.target == event.currentTarget && onClose()}
    >
      <div
        ref={root}
        class={`detail detail--${variant}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
      >
        <div class="detail__head">
          <h2 id={`${id}-title`} class="detail__title">
            {selection.kind == 'message' ? t('leave.detailTitle') : t('workOrder.detailTitle')}
          </h2>
          <button type="button" class="detail__close" aria-label={t('common.close')} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
            </svg>
          </button>
        </div>
        <div class="detail__body">
          {selection.kind == 'message' ? (
            <MessageDetail message={selection.message} />
          ) : (
            <OrderDetail known={selection.order} userId={userId} />
          )}
        </div>
      </div>
    </div>
  );
}

function MessageDetail({ message }: { message: LeaveMessage }) {
  const t = useT();
  const handled = message.msgState == 1;
  return (
    <div class="leave-detail">
      <StatusBadge label={leaveStateLabel(message.msgState)} prefix={t('workOrder.statusLabel')} />
      <p class="leave-detail__content">{message.msgContent}</p>
      <dl class="facts">
        <Row name={t('leave.submitTime')} value={formatDateTime(message.createTime)} />
        {handled && <Row name={t('leave.handleTime')} value={formatDateTime(message.updateTime)} />}
        {handled && message.updateUserName && <Row name={t('leave.handledBy')} value={message.updateUserName} />}
        {message.remark && <Row name={t('leave.remark')} value={message.remark} />}
      </dl>
    </div>
  );
}

function OrderDetail({ known, userId }: { known: WorkOrder; userId: string }) {
  const woId = known.woId;
  const t = useT();
  const search = useSearch();
  const view = useStore($workOrder);
  const [replying, setReplying] = useState(false);
  useEffect(() => void loadWorkOrder({ woId }, known), [woId]);
  if (view.state == 'loading')
    return (
      <p class="muted" role="status">
        {t('chat.loading')}
      </p>
    );
  if (view.state == 'notFound') return <p>{t('workOrder.notFound')}</p>;
  if (view.state == 'failed') return <p role="alert">{view.message || t('error.network')}</p>;
  return (
    <>
      <WorkOrderDetails order={view.order} headingLevel={3} />
      <div class="detail__actions">
        <Link class="button" href={pageFromChat('workorder', search, { woId, userId })}>
          {t('workOrder.openPage')}
        </Link>
        <button type="button" class="button button--primary" onClick={() => setReplying(true)}>
          {t('workOrder.reply')}
        </button>
      </div>
      {replying && <ReplyDialog workOrder={{ woId }} onClose={() => setReplying(false)} onSent={replaceListedOrder} />}
    </>
  );
}

function Row({ name, value }: { name: string; value: string }) {
  return (
    <div class="facts__row">
      <dt>{name}</dt>
      <dd>{value}</dd>
    </div>
  );
}
