// One work order: what the visitor asked, who they are, the timeline of replies, and what
// the agent does next (a reply or an internal note with attachments; a new status).

import type { AgentWorkOrder } from '@shared/api';
import {
  HANDLE_TYPE,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
  type WorkOrderPriority,
  type WorkOrderStatus,
} from '@shared/codes';
import { formatDateTime } from '@shared/time';
import { RichText } from '@shared/ui/RichText';
import { useState } from 'react';
import { errorText } from '../../components/errorText';
import { type Field, Fields } from '../../components/Fields';
import { useT } from '../../i18n';
import { changeWorkOrder } from '../../stores/workOrders';
import { Attachments } from './Attachments';
import { WorkOrderReply } from './WorkOrderReply';
import { handleTypeText, statusText } from './workOrderTexts';

function StatusForm({ order }: { order: AgentWorkOrder }) {
  const t = useT();
  const [status, setStatus] = useState(order.woStatus);
  const [priority, setPriority] = useState(order.priority);
  const [error, setError] = useState('');
  return (
    <form
      class="wo__status"
      onSubmit={async (event) => {
        event.preventDefault();
        setError('');
        await changeWorkOrder(order.woId, status, priority).catch((failure: unknown) =>
          setError(errorText(t, failure)),
        );
      }}
    >
      <label>
        {t('workOrders.status')}{' '}
        <select
          value={status}
          onChange={(event) => setStatus(Number((event.target as HTMLSelectElement).value) as WorkOrderStatus)}
        >
          {WORK_ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusText(t, value)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('workOrders.priority')}{' '}
        <select
          value={priority}
          onChange={(event) => setPriority((event.target as HTMLSelectElement).value as WorkOrderPriority)}
        >
          {WORK_ORDER_PRIORITIES.map((value) => (
            <option key={value} value={value}>
              {t(`workOrders.priorities.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        class="button button--small"
        disabled={status == order.woStatus && priority == order.priority}
      >
        {t('workOrders.change')}
      </button>
      {error && (
        <span role="alert" class="error">
          {error}
        </span>
      )}
    </form>
  );
}

export function WorkOrderDetail({ order }: { order: AgentWorkOrder }) {
  const t = useT();
  const facts: Field[] = [
    ...(order.woTypeName ? [[t('workOrders.type'), order.woTypeName] satisfies Field] : []),
    ...order.cusFieldConfigInfoVoList.map((field): Field => [field.fieldName, field.fieldValue]),
  ];
  return (
    <main class="split__main wo" aria-label={order.woTitle}>
      <header class="wo__head">
        <h2>
          #{order.woId} {order.woTitle}
        </h2>
        <p class="muted">{t('workOrders.created', { time: formatDateTime(order.createTime) })}</p>
        <StatusForm key={`${order.woId}-${order.woStatus}-${order.priority}`} order={order} />
      </header>
      <section>
        <p class="wo__content">{order.woContent}</p>
        <Attachments files={order.woFileRelVoList} />
      </section>
      <section>
        <h3>{t('workOrders.customer')}</h3>
        <p>{[order.customerName, order.crmCustomerVo.phone].filter(Boolean).join(' · ')}</p>
        {facts.length > 0 && <Fields class="wo__facts" rows={facts} />}
      </section>
      <section>
        <h3>{t('workOrders.timeline')}</h3>
        {order.handle.length == 0 && <p class="muted">{t('workOrders.noHandles')}</p>}
        <ol class="timeline">
          {order.handle.map((handle, index) => (
            <li key={index} class={`timeline__item timeline__item--${handle.handleType}`}>
              <div class="muted">
                <strong>{handle.handleUserName}</strong> · {handleTypeText(t, handle.handleType)} ·{' '}
                {formatDateTime(handle.handleTime)} · {statusText(t, handle.handleWoStatus)}
              </div>
              {/* A client's reply is the visitor's words: text, never HTML. */}
              {handle.handleType == HANDLE_TYPE.clientReply ? (
                <p class="wo__content">{handle.handleContent}</p>
              ) : (
                <RichText html={handle.handleContent} />
              )}
              <Attachments files={handle.woFileVoList} />
            </li>
          ))}
        </ol>
      </section>
      <WorkOrderReply key={order.woId} woId={order.woId} />
    </main>
  );
}
