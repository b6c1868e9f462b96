// /index: the chat screen.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { embedding } from '../../host/host';
import { applyLocale } from '../../i18n/locale';
import { useT } from '../../i18n/useT';
import type { MessageActions } from '../../messages/actions';
import { $channel } from '../../stores/channel';
import { $phase, closeChatWindow, sendVisitorText, startChat } from '../../stores/chat';
import { $ended } from '../../stores/events';
import { $shownCount } from '../../stores/host';
import type { MenuEffects } from '../../stores/menu';
import { fromServer, isUnuploadedFile, mergeMessages, updateMessage } from '../../stores/messages';
import { resend, retryRefused } from '../../stores/outbox';
import { $session } from '../../stores/session';
import { transferToAgent } from '../../stores/transfer';
import { askToConfirm, closeDialog } from '../../stores/ui';
import { $variant } from '../../stores/viewport';
import { callVisitor } from '../../api/client';
import { ChatHeader } from './ChatHeader';
import { Composer } from './Composer';
import { ConfirmDialog } from './ConfirmDialog';
import { GroupChooser } from './GroupChooser';
import { LeaveMessageOffer } from './LeaveMessageOffer';
import { MessageList } from './MessageList';
import { NoticeBanner } from './NoticeBanner';
import { QuickMenu } from './QuickMenu';
import { RechatPrompt } from './RechatPrompt';
import { Toasts } from './Toasts';
import { UserFormDrawer } from './UserFormDrawer';
import { useKeyboardInset } from './useKeyboardInset';
import { useMediaQuery } from './sidebar/useMediaQuery';
import { useLazyComponent } from './useLazyComponent';

const loadSideBar = () => import('./sidebar/SideBar');

export function ChatPage() {
  const t = useT();
  const search = useSearch();
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const channelId = query.get('channelId');
  const [, navigate] = useLocation();
  const phase = useStore($phase);
  const variant = useStore($variant);
  const ended = useStore($ended);
  const shownCount = useStore($shownCount);
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const keyboardInset = useKeyboardInset();
  const channel = useStore($channel);
  const wide = useMediaQuery('(min-width: 720px)');
  const showSideBar = variant == 'desktop' && channel?.sideBarStatus == 1 && wide;
  const SideBar = useLazyComponent(loadSideBar, showSideBar);

  useEffect(() => {
    if (channelId) void startChat(channelId, (channel) => applyLocale(channel));
  }, [channelId]);

  // Each time the host shows the panel, focus goes to the input.
  useEffect(() => {
    if (shownCount) inputRef.current?.focus();
  }, [shownCount]);

  useEffect(() => {
    if (!embedding.embedded) return;
    const onKey = (event: KeyboardEvent) => event.key == 'Escape' && !event.defaultPrevented && closeChatWindow(query);
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [query]);

  if (!channelId || phase == 'notFound') return <Redirect to="/404" replace />;

  const actions: MessageActions = {
    askDocument(docId, question) {
      const session = $session.get();
      if (session?.status != 1) return void sendVisitorText(question);
      void callVisitor('robotAsk', { question, docId, click: 1 }).then((reply) =>
        mergeMessages([reply.question, reply.answer].filter((message) => message !== null).map(fromServer)),
      );
    },
    sendText: (text) => void sendVisitorText(text),
    transfer: () => void transferToAgent(),
    rateAnswer(message, useful) {
      if (!message.docId) return;
      updateMessage(message.key, { disabled: 1, isUseful: useful ? 1 : 0 });
      void callVisitor('commentDoc', { docId: message.docId, msgId: message.id, isUseful: useful ? 1 : 0 }).catch(() =>
        updateMessage(message.key, { disabled: 0 }),
      );
    },
    resend(message) {
      if (!message.clientId) return;
      // A file whose upload failed has no URL yet; the footer menu loaded its store.
      if (isUnuploadedFile(message)) return void import('../../stores/uploads').then(({ retryUpload }) => retryUpload(message.clientId!));
      const status = $session.get()?.status;
      void (message.status == 'failed' ? retryRefused(message, status == 1 ? 'robot' : 'agent') : resend(message.clientId));
    },
  };

  const effects: MenuEffects = {
    openLeaveMessage() {
      const channel = $channel.get();
      const session = $session.get();
      if (!channel || !session) return;
      const params = new URLSearchParams({ channelId: channel.channelId, tenantId: channel.tenantId, userId: session.userId });
      if (embedding.embedded) params.set('from', 'iframe');
      navigate(`/${embedding.embedded ? 'leaveMessage' : 'leaveMsg'}?${params}`);
    },
    openLink: (url) => window.open(url, '_blank', 'noopener,noreferrer'),
  };

  const back =
    !embedding.embedded && document.referrer
      ? () =>
          askToConfirm({
            title: 'confirm.title',
            body: 'confirm.leavePage',
            confirm: 'common.confirm',
            cancel: 'common.cancel',
            onConfirm: () => (closeDialog(), history.back()),
          })
      : undefined;

  return (
    <div class="chat" data-variant={variant} style={keyboardInset ? { paddingBottom: `${keyboardInset}px` } : undefined}>
      <ChatHeader onClose={embedding.embedded ? () => closeChatWindow(query) : undefined} onBack={back} />
      <NoticeBanner />
      {phase == 'loading' && <p class="chat__status">{t('chat.loading')}</p>}
      {phase == 'failed' && (
        <p class="chat__status" role="alert">
          {t('error.network')}{' '}
          <button type="button" class="link-button" onClick={() => channelId && void startChat(channelId, (channel) => applyLocale(channel))}>
            {t('common.retry')}
          </button>
        </p>
      )}
      <div class="chat__body">
        <div class="chat__main">
          <MessageList actions={actions} />
          {phase == 'ready' && !ended && <LeaveMessageOffer onOpen={effects.openLeaveMessage} />}
          {phase == 'ready' && !ended && <QuickMenu effects={effects} />}
          {ended ? <RechatPrompt /> : <Composer inputRef={inputRef} onSend={(text) => void sendVisitorText(text)} onTip={actions.askDocument} />}
        </div>
        {showSideBar && SideBar && <SideBar />}
      </div>
      {phase == 'form' && <UserFormDrawer />}
      <GroupChooser />
      <Toasts />
      <ConfirmDialog />
    </div>
  );
}

