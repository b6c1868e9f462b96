// Work orders of the team: the list beside the open one.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { formatDateTime } from '../../../../shared/time';
import { useT } from '../../i18n';
import { SECTIONS } from '../../sections';
import { $openWorkOrder, $workOrders, loadWorkOrders, openWorkOrder } from '../../stores/workOrders';
import { WorkOrderDetail } from './WorkOrderDetail';
import { statusText } from './workOrderTexts';

export function WorkOrdersPage({ woId }: { woId?: number }) {
  const t = useT();
  const list = useStore($workOrders);
  const open = useStore($openWorkOrder);
  useEffect(() => {
    void loadWorkOrders();
  }, []);
  useEffect(() => {
    if (woId) void openWorkOrder(woId);
    else $openWorkOrder.set(undefined);
  }, [woId]);
  return (
    <div class="split">
      <nav class="split__list" aria-label={t('workOrders.heading')}>
        <h1>{t('workOrders.heading')}</h1>
        {list && list.length == 0 && <p class="muted">{t('workOrders.empty')}</p>}
        <ul>
          {list?.map((order) => (
            <li key={order.woId}>
              <Link
                href={`${SECTIONS.workOrders}/${order.woId}`}
                class={`desk__item wo-item${order.woId == woId ? ' is-open' : ''}`}
                aria-current={order.woId == woId ? 'page' : undefined}
              >
                <span>
                  <strong>
                    #{order.woId} {order.woTitle}
                  </strong>
                  <br />
                  <span class="muted">
                    {order.crmCustomerVo.name} · {formatDateTime(order.createTime)}
                  </span>
                </span>
                <span class={`pill pill--s${order.woStatus}`}>{statusText(t, order.woStatus)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {open && open.woId == woId ? <WorkOrderDetail order={open} /> : <p class="muted center split__main">{t('workOrders.choose')}</p>}
    </div>
  );
}
