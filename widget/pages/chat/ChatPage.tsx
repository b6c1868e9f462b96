// /index: the chat screen.
import { useStore } from '@nanostores/react';
import { FLAG, VISITOR_STATUS } from '@shared/codes';
import { readFrameUrl } from '@shared/frame';
import { useLazyComponent } from '@shared/ui/useLazyComponent';
import { useEffect, useMemo, useRef } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { embedding } from '../../host/host';
import { useT } from '../../i18n/i18n';
import type { MessageActions } from '../../messages/actions';
import { $callOn } from '../../stores/call';
import { $channel } from '../../stores/channel';
import { $phase, closeChatWindow, resendMessage, sendVisitorText, startChat } from '../../stores/chat';
import { $ended } from '../../stores/events';
import { $shownCount } from '../../stores/host';
import type { MenuEffects } from '../../stores/menu';
import { $picturePreview } from '../../stores/picturePreview';
import { $ratingForm } from '../../stores/rating';
import { askDocument, declineDocument, rateAnswer } from '../../stores/robot';
import { $session } from '../../stores/session';
import { $transcriptMail } from '../../stores/transcript';
import { $groupChooser, transferToAgent } from '../../stores/transfer';
import { $dialog, askToConfirm, closeDialog } from '../../stores/ui';
import { $variant } from '../../stores/viewport';
import { pageFromChat, UNAVAILABLE } from '../chatLink';
import { ChatHeader } from './ChatHeader';
import { Composer } from './Composer';
import { LeaveMessageOffer } from './LeaveMessageOffer';
import { MessageList } from './MessageList';
import { NoticeBanner } from './NoticeBanner';
import { OfflineBanner } from './OfflineBanner';
import { QuickMenu } from './QuickMenu';
import { RechatPrompt } from './RechatPrompt';
import { useMediaQuery } from './sidebar/useMediaQuery';
import { Toasts } from './Toasts';
import { useKeyboardInset } from './useKeyboardInset';

const loadSideBar = () => import('./sidebar/SideBar');
const loadRatingForm = () => import('./RatingForm');
const loadPicturePreview = () => import('./PicturePreviewDialog');
const loadCallLayer = () => import('../../call/callChunk').then(({ CallLayer }) => ({ default: CallLayer }));
// Only channels with a pre-chat form show it, once: its code stays off the first screen.
const loadUserForm = () => import('./UserFormDrawer');
// Only channels with groups ask which one, before a transfer.
const loadGroupChooser = () => import('./GroupChooser');
// Confirms are rare (ending the chat, leaving the page, signing in again).
const loadConfirmDialog = () => import('./ConfirmDialog');
// Only a visitor who asks for the conversation by e-mail needs its dialog.
const loadTranscriptDialog = () => import('./TranscriptDialog');

export function ChatPage() {
  const t = useT();
  const search = useSearch();
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const { channelId } = readFrameUrl(search);
  const [, navigate] = useLocation();
  const phase = useStore($phase);
  const variant = useStore($variant);
  const ended = useStore($ended);
  const shownCount = useStore($shownCount);
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const keyboardInset = useKeyboardInset();
  const channel = useStore($channel);
  const session = useStore($session);
  const wide = useMediaQuery('(min-width: 720px)');
  const showSideBar = variant == 'desktop' && channel?.sideBarStatus == FLAG.on && wide;
  const SideBar = useLazyComponent(loadSideBar, showSideBar);
  // The rating form's code comes with the first rating.
  const ratingOpen = useStore($ratingForm) !== undefined;
  const RatingForm = useLazyComponent(loadRatingForm, ratingOpen);
  const previewOpen = useStore($picturePreview) !== undefined;
  const PicturePreviewDialog = useLazyComponent(loadPicturePreview, previewOpen);
  // The call's code (WebRTC, the panel) comes with the first call.
  const callOn = useStore($callOn);
  const CallLayer = useLazyComponent(loadCallLayer, callOn);
  const UserFormDrawer = useLazyComponent(loadUserForm, phase == 'form');
  const GroupChooser = useLazyComponent(loadGroupChooser, useStore($groupChooser) !== undefined);
  const ConfirmDialog = useLazyComponent(loadConfirmDialog, useStore($dialog) !== undefined);
  const TranscriptDialog = useLazyComponent(loadTranscriptDialog, useStore($transcriptMail) !== undefined);

  useEffect(() => {
    if (channelId) void startChat(channelId);
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

  // The same object while the status holds: each message redraws only when it changes.
  const canTransfer = session?.status == VISITOR_STATUS.robot;
  const actions = useMemo<MessageActions>(
    () => ({
      askDocument,
      decline: declineDocument,
      sendText: (text) => void sendVisitorText(text),
      transfer: () => void transferToAgent(),
      canTransfer,
      rateAnswer,
      resend: resendMessage,
    }),
    [canTransfer],
  );

  if (!channelId) return <Redirect to="/404" replace />;
  if (phase == 'notFound') return <Redirect to={`/404?${UNAVAILABLE}`} replace />;

  const effects: MenuEffects = {
    openLeaveMessage() {
      const channel = $channel.get();
      const session = $session.get();
      if (!channel || !session) return;
      // Spec §2: /leaveMessage is the page used with from=iframe, /leaveMsg the page of its own.
      navigate(
        pageFromChat(embedding.embedded ? 'leaveMessage' : 'leaveMsg', search, {
          tenantId: channel.tenantId,
          userId: session.userId,
        }),
      );
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
            destructive: true,
            onConfirm: () => (closeDialog(), history.back()),
          })
      : undefined;

  return (
    <div
      class="chat"
      data-variant={variant}
      style={keyboardInset ? { paddingBottom: `${keyboardInset}px` } : undefined}
    >
      <ChatHeader
        onClose={embedding.embedded || query.has('close') ? () => closeChatWindow(query) : undefined}
        onBack={back}
      />
      <NoticeBanner />
      <OfflineBanner />
      {phase == 'failed' && (
        <p class="chat__status" role="alert">
          {t('error.network')}{' '}
          <button type="button" class="link-button" onClick={() => channelId && void startChat(channelId)}>
            {t('common.retry')}
          </button>
        </p>
      )}
      <div class="chat__body">
        <main class="chat__main">
          {callOn && CallLayer && <CallLayer />}
          {/* Over the empty list, not above it: the list does not move when it goes. */}
          {phase == 'loading' && <p class="chat__status chat__status--loading">{t('chat.loading')}</p>}
          <MessageList actions={actions} />
          {phase == 'ready' && !ended && <LeaveMessageOffer onOpen={effects.openLeaveMessage} />}
          {phase == 'ready' && !ended && <QuickMenu effects={effects} />}
          {ended ? <RechatPrompt /> : <Composer inputRef={inputRef} onSend={actions.sendText} />}
        </main>
        {showSideBar && SideBar && <SideBar />}
      </div>
      {phase == 'form' && UserFormDrawer && <UserFormDrawer />}
      {GroupChooser && <GroupChooser />}
      {RatingForm && <RatingForm />}
      {PicturePreviewDialog && <PicturePreviewDialog />}
      {TranscriptDialog && <TranscriptDialog />}
      <Toasts />
      {ConfirmDialog && <ConfirmDialog />}
    </div>
  );
}
