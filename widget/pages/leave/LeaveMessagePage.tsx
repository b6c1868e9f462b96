// /leaveMsg (a page of its own) and /leaveMessage (inside the panel, from=iframe): a short
// heading, the channel's leaveMsgTitle as the page's intro, a tab to write (a plain message or a work order, by leaveMsgType)
// and a tab with what the visitor already sent.
import { useStore } from '@nanostores/react';
import { LEAVE_MSG_TYPE } from '@shared/codes';
import { RichText } from '@shared/ui/RichText';
import { useEffect, useState } from 'react';
import { Redirect, useSearch } from 'wouter';
import { useT } from '../../i18n/i18n';
import { $leavePage, $leaveTab, type LeaveTab, openLeavePage, switchLeaveTab } from '../../stores/leave';
import { chatSearch } from '../chatLink';
import { pageTextsReady } from '../pageTexts';
import { SubPage } from '../SubPage';
import { LeaveDetail } from './LeaveDetail';
import { LeaveList, type LeaveSelection } from './LeaveList';
import { PlainLeaveForm } from './PlainLeaveForm';
import { Tabs } from './Tabs';
import { WorkOrderForm } from './WorkOrderForm';

// The page's chunk resolves once its texts are there, in the language showing.
await pageTextsReady;

export default function LeaveMessagePage() {
  const t = useT();
  const search = useSearch();
  const channelId = new URLSearchParams(search).get('channelId');
  const page = useStore($leavePage);
  const tab = useStore($leaveTab);
  const [selection, setSelection] = useState<LeaveSelection>();

  useEffect(() => {
    if (channelId) void openLeavePage(channelId);
  }, [channelId]);
  useEffect(() => {
    if (page.phase == 'ready' && tab == 'list') switchLeaveTab('list');
  }, [page.phase]);

  // Spec §2: no channelId, or a channel that does not answer 200, is the not-found page.
  if (!channelId || page.phase == 'failed') return <Redirect to={`/404?${chatSearch(search)}`} replace />;
  if (page.phase == 'loading')
    return (
      <SubPage title={t('leave.title')}>
        <p class="muted" role="status">
          {t('chat.loading')}
        </p>
      </SubPage>
    );

  const workOrderMode = page.channel.leaveMsgType == LEAVE_MSG_TYPE.workOrder;
  const tabs: { key: LeaveTab; label: string }[] = [
    { key: 'create', label: workOrderMode ? t('workOrder.createTab') : t('leave.createTab') },
    { key: 'list', label: workOrderMode ? t('workOrder.listTab') : t('leave.listTab') },
  ];
  return (
    // A configured title is often a paragraph: as the heading it filled the header in bold, so it is the intro.
    <SubPage title={t('leave.title')}>
      {page.channel.leaveMsgTitle && <RichText html={page.channel.leaveMsgTitle} className="page-intro" />}
      <Tabs id="leave" label={t('leave.title')} tabs={tabs} selected={tab} onSelect={switchLeaveTab}>
        {tab == 'list' ? <LeaveList onOpen={setSelection} /> : workOrderMode ? <WorkOrderForm /> : <PlainLeaveForm />}
      </Tabs>
      {selection && <LeaveDetail selection={selection} userId={page.userId} onClose={() => setSelection(undefined)} />}
    </SubPage>
  );
}
