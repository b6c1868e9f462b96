// /workorder: one work order with its history and a Reply. Two ways in:
// - woId with the visitor's session (userId variant): the session comes from the chat's
//   channel (channelId is carried by every link we make, pageFromChat), or is the one this
//   page already has;
// - woId with `token` (token variant): the order's own key is enough, no session.
// A standalone /workorder?woId&userId without channelId and without a session cannot prove
// who the visitor is (a session needs its channel), so it says so plainly and points back to
// the chat or the link of the notification; it never spins forever nor shows the order.
// Another visitor's order (403) or none (404) shows the not-found content, never the order.
import { useStore } from '@nanostores/react';
import { type ReactElement, useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { useT } from '../../i18n/i18n';
import { $session } from '../../stores/session';
import { ensureVisitor } from '../../stores/visitor';
import { $workOrder, loadWorkOrder, showWorkOrderNotFound, type WorkOrderRef } from '../../stores/workOrder';
import { ReplyDialog } from '../leave/ReplyDialog';
import { pageTextsReady } from '../pageTexts';
import { SubPage } from '../SubPage';
import { WorkOrderDetails } from './WorkOrderDetails';

// The page's chunk resolves once its texts are there, in the language showing.
await pageTextsReady;

type Access = { state: 'opening' } | { state: 'ready'; ref: WorkOrderRef } | { state: 'needsChat' };

export default function WorkOrderPage() {
  const t = useT();
  const query = new URLSearchParams(useSearch());
  const woId = Number(query.get('woId'));
  const token = query.get('token') ?? undefined;
  const channelId = query.get('channelId');
  const view = useStore($workOrder);
  const [access, setAccess] = useState<Access>({ state: 'opening' });
  const [replying, setReplying] = useState(false);

  useEffect(() => {
    if (!Number.isInteger(woId) || woId < 1) {
      showWorkOrderNotFound();
      setAccess({ state: 'ready', ref: { woId: 0 } });
      return;
    }
    const ref: WorkOrderRef = token ? { woId, woToken: token } : { woId };
    const open = async () => {
      if (!token && !$session.get()) {
        if (!channelId) return setAccess({ state: 'needsChat' });
        await ensureVisitor(channelId);
      }
      setAccess({ state: 'ready', ref });
      await loadWorkOrder(ref);
    };
    open().catch(() => setAccess({ state: 'needsChat' }));
  }, [woId, token, channelId]);

  let body: ReactElement;
  if (access.state == 'needsChat') body = <p class="empty-state">{t('workOrder.needsChat')}</p>;
  else if (access.state == 'opening' || view.state == 'loading')
    body = (
      <p class="muted" role="status">
        {t('chat.loading')}
      </p>
    );
  else if (view.state == 'notFound')
    body = (
      <div class="not-found">
        <h2>{t('notFound.title')}</h2>
        <p>{t('workOrder.notFound')}</p>
      </div>
    );
  else if (view.state == 'failed') body = <p role="alert">{view.message || t('error.network')}</p>;
  else
    body = (
      <>
        <WorkOrderDetails order={view.order} />
        <div class="detail__actions">
          <button type="button" class="button button--primary" onClick={() => setReplying(true)}>
            {t('workOrder.reply')}
          </button>
        </div>
        {replying && access.state == 'ready' && (
          <ReplyDialog workOrder={access.ref} onClose={() => setReplying(false)} />
        )}
      </>
    );
  return <SubPage title={t('workOrder.pageTitle')}>{body}</SubPage>;
}
