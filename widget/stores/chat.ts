// The chat screen's life: configuration, theme and layout, the session, history, the
// outbox, the poll, the pre-chat form and the receive-mode rules (spec §4).
import { atom } from 'nanostores';
import type { ChannelConfig, PollReply, RobotReply } from '../../shared/api';
import { AUTO_ANSWER_DELAY_MS, AUTO_TRANSFER_DELAY_MS, HISTORY_PAGE_SIZE, ROBOT_GUIDE_DELAY_MS } from '../../shared/constants';
import { ApiError, callVisitor } from '../api/client';
import { hideWidget, host, embedding } from '../host/host';
import { t } from '../i18n/i18n';
import { $panelShown, $unread, flashTitle, isLooking, stopFlashing } from './attention';
import { $channel, applyTheme, loadChannel } from './channel';
import { applyEvent, $ended } from './events';
import { $hostUser, $shownCount } from './host';
import { addLocal, fromServer, mergeMessages, resetMessages } from './messages';
import { flushOutbox, handleRobotReplies, restoreOutbox, sendText } from './outbox';
import { startPolling, stopPolling } from './poll';
import { $session, resolveVisitorId, startSession } from './session';
import { widgetStorage } from './storage';
import { transferToAgent } from './transfer';
import { $history, loadOlder } from './history';

export type ChatPhase = 'loading' | 'notFound' | 'failed' | 'form' | 'ready';
export const $phase = atom<ChatPhase>('loading');
/** Rating is a later issue: the menu, the invite and the close-with-inviteEvaluate call here. */
export const ratingSeam = { open: () => addLocal({ msgType: 'notice', noticeKey: 'rating.comingSoon' }) };

const formDoneKey = (sessionId: number) => 'chat-online:form:' + sessionId;

export const needsUserForm = (channel: ChannelConfig) => Boolean(channel.userFormMode && channel.userForm?.formList.length);

/** Receive modes at start: 0 and 2 the robot guide; 1 transfer unless msgToTransferFlag; 3 transfer. */
export function runReceiveMode(channel: ChannelConfig) {
  const session = $session.get();
  if (!session || session.status != 1) return;
  if (channel.receiveMode == 0 || channel.receiveMode == 2) {
    if (channel.faqList.length)
      setTimeout(() => {
        // Only while the robot still has the visitor: not after a quick transfer.
        if ($session.get()?.status == 1) addLocal({ key: 'faq', msgType: 'faq', senderType: 3, senderName: channel.robotName });
      }, ROBOT_GUIDE_DELAY_MS);
  } else if (channel.receiveMode == 3 || !channel.msgToTransferFlag) {
    void transferToAgent();
  }
}

export function finishUserForm() {
  const session = $session.get();
  const channel = $channel.get();
  if (!session || !channel) return;
  widgetStorage.set(formDoneKey(session.sessionId), 1);
  $phase.set('ready');
  runReceiveMode(channel);
}

/** Which of the three robot transfer modes applies to an answer; 2 transfers by itself. */
const transferModeFor = (channel: ChannelConfig, answerType: number) =>
  answerType == 1
    ? channel.robotAnswerTransferUserMode
    : answerType == 2
      ? channel.robotGuideTransferUserMode
      : channel.robotUnknownTransferUserMode;

export function onRobotReply(reply: RobotReply) {
  const channel = $channel.get();
  if (!channel) return;
  if (reply.status == -1 || reply.instruction?.system_toCustomerService) {
    void transferToAgent();
  } else if (channel.transferUserMode && transferModeFor(channel, reply.answerType) == 2) {
    setTimeout(() => void transferToAgent(), AUTO_TRANSFER_DELAY_MS);
  }
}

/** Where a visitor's text goes: the robot in its stage, else the agent (msgToTransferFlag too). */
export function sendVisitorText(text: string) {
  const session = $session.get();
  const channel = $channel.get();
  if (!session || !channel || session.status == 0) return;
  const toAgentFirst = channel.msgToTransferFlag && (channel.receiveMode == 1 || channel.receiveMode == 3);
  return sendText(text, session.status == 1 && !toAgentFirst ? 'robot' : 'agent');
}

/** Menu type 7: the visitor's question, then the canned answer 200 ms later, both saved. */
export async function autoAnswer(question: string, answer: string) {
  const channel = $channel.get();
  mergeMessages([fromServer(await callVisitor('addSessionMsg', { content: question, senderType: 1 }))]);
  await new Promise((resolve) => setTimeout(resolve, AUTO_ANSWER_DELAY_MS));
  mergeMessages([fromServer(await callVisitor('addSessionMsg', { content: answer, senderType: 3, senderName: channel?.robotName }))]);
}

function onPollReply(reply: PollReply) {
  // The server answers again: whatever waited in the outbox can go now.
  void flushOutbox();
  const looking = isLooking();
  for (const event of reply.msgList)
    applyEvent(event, {
      agentMessageUnseen(text, senderName) {
        const unread = $unread.get() + 1;
        $unread.set(unread);
        host.post({ type: 'unread', count: unread });
        host.post({ type: 'message', text: text.replace(/<[^>]*>/g, '').slice(0, 200), senderName });
        if (document.visibilityState != 'visible') flashTitle(t('chat.newMessage'));
      },
      inviteRating: () => ratingSeam.open(),
      videoInvitation: () => addLocal({ msgType: 'notice', noticeKey: 'chat.videoInvitation' }),
      ended() {
        stopPolling();
        host.post({ type: 'ended' });
      },
    }, looking);
  if (looking && reply.msgList.length) markRead();
}

function markRead() {
  if ($unread.get()) {
    $unread.set(0);
    host.post({ type: 'unread', count: 0 });
  }
  stopFlashing();
  void callVisitor('msgComplete', {}).catch(() => {});
}

function watchAttention() {
  $shownCount.listen(() => markRead());
  document.addEventListener('visibilitychange', () => isLooking() && markRead());
}

export async function startChat(channelId: string, chooseLanguage: (channel: ChannelConfig) => Promise<void>) {
  resetMessages();
  $phase.set('loading');
  let channel: ChannelConfig;
  try {
    channel = await loadChannel(channelId);
  } catch (error) {
    // A configuration that does not answer 200 means there is no such chat here.
    $phase.set(error instanceof ApiError ? 'notFound' : 'failed');
    return;
  }
  applyTheme(channel);
  host.post({ type: 'layout', width: channel.mainWidth, height: channel.mainHeight, color: channel.mainColor, tenantId: channel.tenantId });
  await chooseLanguage(channel);
  try {
    const visitorId = await resolveVisitorId(channel.tenantId, embedding.embedded);
    const session = await startSession(channel, visitorId, $hostUser.get());
    const history =
      channel.historyHideFlag == 1
        ? await callVisitor('getSessionMsg', {})
        : (await callVisitor('getHistoryMsg', { maxTime: 0, pageSize: HISTORY_PAGE_SIZE })).list;
    mergeMessages(history.map(fromServer));
    $history.set({ state: channel.historyHideFlag == 1 || history.length < HISTORY_PAGE_SIZE ? 'end' : 'loadStart', oldestTime: history[0]?.msgTime ?? 0 });
    handleRobotReplies(onRobotReply);
    restoreOutbox();
    addEventListener('online', () => void flushOutbox());
    startPolling({ onReply: onPollReply });
    watchAttention();
    $ended.set(false);
    if (session.status == 1 && needsUserForm(channel) && !widgetStorage.get(formDoneKey(session.sessionId))) {
      $phase.set('form');
      return;
    }
    $phase.set('ready');
    if (session.status == 3) void transferToAgent();
    runReceiveMode(channel);
  } catch {
    $phase.set('failed');
  }
}

/** The header's close in a frame: hide; with inviteEvaluate, rate first; with close, close the window. */
export function closeChatWindow(query: URLSearchParams) {
  if (query.has('inviteEvaluate')) ratingSeam.open();
  $panelShown.set(false);
  if (embedding.embedded) hideWidget();
  else if (query.has('close')) window.close();
}

export { loadOlder };
