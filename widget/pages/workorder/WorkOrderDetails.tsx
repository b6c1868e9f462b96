// A work order as its visitor sees it: title, creation time, status and priority, the rich
// content, files, the customer, the custom fields and the handling timeline.
import type { WorkOrder } from '@shared/api';
import { formatDateTime, toDate } from '@shared/time';
import { RichText } from '@shared/ui/RichText';
import { workOrderPriorityLabel, workOrderStatusLabel } from '@shared/workOrderLabels';
import { useT } from '../../i18n/i18n';
import { AttachmentLinks } from '../leave/AttachmentLinks';
import { StatusBadge } from '../leave/StatusBadge';
import { HandleTimeline } from './HandleTimeline';

export function WorkOrderDetails({ order, headingLevel = 2 }: { order: WorkOrder; headingLevel?: 2 | 3 }) {
  const t = useT();
  const Heading = `h${headingLevel}` as 'h2';
  const Sub = `h${headingLevel + 1}` as 'h3';
  const customer = order.crmCustomerVo;
  return (
    <article class="wo-details">
      <Heading class="wo-details__title">{order.woTitle}</Heading>
      <div class="wo-details__meta">
        <StatusBadge label={workOrderStatusLabel(order.woStatus)} prefix={t('workOrder.statusLabel')} />
        <StatusBadge label={workOrderPriorityLabel(order.priority)} prefix={t('workOrder.priorityLabel')} />
        <span class="muted">
          {t('workOrder.number', { id: order.woId })} · {t('leave.createTime')}{' '}
          <time dateTime={toDate(order.createTime).toISOString()}>{formatDateTime(order.createTime)}</time>
        </span>
      </div>
      <RichText html={order.woContent} className="wo-details__content" />
      <AttachmentLinks files={order.woFileRelVoList} />
      <dl class="facts">
        {customer?.name && <Fact name={t('leave.name')} value={customer.name} />}
        {customer?.phone && <Fact name={t('leave.phone')} value={customer.phone} />}
        {order.cusFieldConfigInfoVoList.map((field) => (
          <Fact key={field.fieldId} name={field.fieldName} value={field.fieldValue} />
        ))}
      </dl>
      <Sub class="wo-details__sub">{t('workOrder.history')}</Sub>
      <HandleTimeline handles={order.handle} />
    </article>
  );
}

function Fact({ name, value }: { name: string; value: string }) {
  return (
    <div class="facts__row">
      <dt>{name}</dt>
      <dd>{value}</dd>
    </div>
  );
}
