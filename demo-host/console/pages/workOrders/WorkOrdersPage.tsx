// Work orders of the team: the list beside the open one. Each row tells orders apart: who
// (named as the inbox names visitors), the content's first line, the status and the age.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useMinuteClock } from '../../components/useMinuteClock';
import { whenText } from '../../components/whenText';
import { $language, useT } from '../../i18n';
import { SECTIONS } from '../../sections';
import { $openWorkOrder, $workOrders, loadWorkOrders, openWorkOrder } from '../../stores/workOrders';
import { WorkOrderDetail } from './WorkOrderDetail';
import { statusText } from './workOrderTexts';

/** What the visitor wrote first: a row's one line. */
const firstLine = (content: string) => content.trim().split('\n', 1)[0]!.trim();

export function WorkOrdersPage({ woId }: { woId?: number }) {
  const t = useT();
  const list = useStore($workOrders);
  const open = useStore($openWorkOrder);
  const language = useStore($language) ?? 'en';
  const now = useMinuteClock();
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
                <span class="wo-item__top">
                  <strong class="wo-item__name">{order.customerName}</strong>
                  <time class="wo-item__age" dateTime={new Date(order.createTime).toISOString()}>
                    {whenText(t, order.createTime, language, now.getTime())}
                  </time>
                </span>
                <span class="wo-item__line">{firstLine(order.woContent)}</span>
                <span class="wo-item__top">
                  <span class="wo-item__title muted">
                    #{order.woId} {order.woTitle}
                  </span>
                  <span class={`pill pill--s${order.woStatus}`}>{statusText(t, order.woStatus)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {open && open.woId == woId ? (
        <WorkOrderDetail order={open} />
      ) : (
        <p class="muted center split__main">{t('workOrders.choose')}</p>
      )}
    </div>
  );
}
