// The chat screen's life: configuration, theme, layout and language, the session, history,
// the outbox and the poll; then the pre-chat form or the receive mode's first step (spec §4).

import type { ChannelConfig, PollReply, RobotReply } from '@shared/api';
import type { AutoAnswerPair } from '@shared/autoAnswer';
import {
  FLAG,
  HISTORY_HIDDEN,
  RECEIVE_MODE,
  ROBOT_ANSWER_STATUS,
  ROBOT_TRANSFER_MODE,
  SENDER_TYPE,
  VISITOR_STATUS,
  type VisitorStatus,
} from '@shared/codes';
import {
  AUTO_ANSWER_DELAY_MS,
  AUTO_TRANSFER_DELAY_MS,
  HISTORY_FIRST_MAX_TIME,
  HISTORY_PAGE_SIZE,
} from '@shared/constants';
import { robotTransferMode } from '@shared/robotTransfer';
import { loadChunk } from '@shared/ui/chunk';
import { atom, computed } from 'nanostores';
import { ApiError, callVisitor } from '../api/client';
import { embedding, hideWidget, host } from '../host/host';
import { t } from '../i18n/i18n';
import { $panelShown, agentMessageUnseen, isLooking, markRead } from './attention';
import { receiveCallSignal, ringFromAgent } from './call';
import { $channel } from './channel';
import { $ended, applyEvent } from './events';
import { guideInPause } from './guidePause';
import { showFirstPage, showLatest } from './history';
import {
  $messages,
  fromServer,
  isUnuploadedFile,
  mergeMessages,
  removeMessage,
  resetMessages,
  type ShownMessage,
} from './messages';
import {
  flushOutbox,
  handleRobotReplies,
  resend,
  restoreOutbox,
  retryRefused,
  sendText,
  textLimitFor,
  type Unsent,
} from './outbox';
import { startPolling, stopPolling } from './poll';
import { openRating } from './rating';
import { $agent, $session, type SessionState } from './session';
import { widgetStorage } from './storage';
import { showQueued, transferToAgent } from './transfer';
import { ensureVisitor, openChannel } from './visitor';

export type ChatPhase = 'loading' | 'notFound' | 'failed' | 'form' | 'ready';
export const $phase = atom<ChatPhase>('loading');

const formDoneKey = (sessionId: number) => 'chat-online:form:' + sessionId;

export const needsUserForm = (channel: ChannelConfig) =>
  Boolean(channel.userFormMode && channel.userForm?.formList.length);

/** At start: a transfer when only humans answer, or when humans answer first and the first message does not transfer. */
function runReceiveMode(channel: ChannelConfig) {
  const session = $session.get();
  if (!session || session.status != VISITOR_STATUS.robot) return;
  if (
    channel.receiveMode == RECEIVE_MODE.humanOnly ||
    (channel.receiveMode == RECEIVE_MODE.humanFirst && !channel.msgToTransferFlag)
  )
    void transferToAgent();
}

/** A guide the server has just stored waits out its pause before it is drawn (spec: the FAQ menu after a pause). */
function pauseGuide(session: SessionState) {
  const paused = guideInPause($messages.get(), session.sessionId, session.serverTime);
  if (!paused) return;
  removeMessage(paused.guide.key);
  setTimeout(() => mergeMessages([paused.guide]), paused.wait);
}

export function finishUserForm() {
  const session = $session.get();
  const channel = $channel.get();
  if (!session || !channel) return;
  widgetStorage.set(formDoneKey(session.sessionId), 1);
  $phase.set('ready');
  runReceiveMode(channel);
}

/** After a robot answer: a transfer when the robot says so, or by itself when the channel's mode for that answer is automatic. */
function onRobotReply(reply: RobotReply) {
  const channel = $channel.get();
  if (!channel) return;
  if (reply.status == ROBOT_ANSWER_STATUS.transfer || reply.instruction?.system_toCustomerService) {
    void transferToAgent();
  } else if (
    channel.transferUserMode &&
    robotTransferMode(channel, reply.answerType) == ROBOT_TRANSFER_MODE.automatic
  ) {
    setTimeout(() => void transferToAgent(), AUTO_TRANSFER_DELAY_MS);
  }
}

/** Where a visitor's text goes: the robot in its stage, else the agent (also when humans answer first and the first message transfers). */
function textDestination(status: VisitorStatus | undefined, channel: ChannelConfig | undefined): Unsent['to'] {
  const toAgentFirst =
    channel?.msgToTransferFlag &&
    (channel.receiveMode == RECEIVE_MODE.humanFirst || channel.receiveMode == RECEIVE_MODE.humanOnly);
  return (status ?? VISITOR_STATUS.robot) == VISITOR_STATUS.robot && !toAgentFirst ? 'robot' : 'agent';
}

/** The most characters the composer may send now: the robot's question limit or the message limit. */
export const $textLimit = computed([$session, $channel], (session, channel) =>
  textLimitFor(textDestination(session?.status, channel)),
);

export function sendVisitorText(text: string) {
  const session = $session.get();
  const channel = $channel.get();
  if (!session || !channel || session.status == VISITOR_STATUS.ended) return;
  return sendText(text, textDestination(session.status, channel));
}

/** The warning icon of a failed message: its upload again, or the message to whoever answers now. */
export function resendMessage(message: ShownMessage) {
  const { clientId } = message;
  if (!clientId) return;
  // A file whose upload failed has no URL yet; the footer menu loaded its store.
  if (isUnuploadedFile(message))
    return void loadChunk(() => import('./uploads')).then(({ retryUpload }) => retryUpload(clientId));
  void (message.status == 'failed'
    ? retryRefused(message, textDestination($session.get()?.status, $channel.get()))
    : resend(clientId));
}

/**
 * An auto-answer menu entry: the visitor's question, then the canned answer 200 ms later, both
 * saved. The server stores the words of the entry `menuId` names, from the channel's configuration.
 */
export async function autoAnswer(menuId: number, { question, answer }: AutoAnswerPair) {
  const channel = $channel.get();
  mergeMessages([
    fromServer(await callVisitor('addSessionMsg', { menuId, content: question, senderType: SENDER_TYPE.visitor })),
  ]);
  await new Promise((resolve) => setTimeout(resolve, AUTO_ANSWER_DELAY_MS));
  mergeMessages([
    fromServer(
      await callVisitor('addSessionMsg', {
        menuId,
        content: answer,
        senderType: SENDER_TYPE.robot,
        senderName: channel?.robotName,
      }),
    ),
  ]);
}

function onPollReply(reply: PollReply) {
  // The server answers again: whatever waited in the outbox can go now.
  void flushOutbox();
  const looking = isLooking();
  for (const event of reply.msgList)
    applyEvent(
      event,
      {
        agentMessageUnseen,
        inviteRating: () => void openRating(),
        videoInvitation(callId, videoType) {
          const agentName = $agent.get()?.adminNick ?? '';
          ringFromAgent(callId, videoType, agentName);
          if (!looking) agentMessageUnseen(t('chat.videoInvitation'), agentName);
        },
        callSignal: receiveCallSignal,
        ended() {
          stopPolling();
          host.post({ type: 'ended' });
          // The channel asks for a rating at the end (evaluateMode); one already given says nothing.
          if ($channel.get()?.evaluateMode == FLAG.on) void openRating({ quiet: true });
        },
      },
      looking,
    );
  if (looking && reply.msgList.length) markRead();
}

/** The first screen's messages from the calls of the spec, when chatStart did not bring them. */
async function loadHistory(channel: ChannelConfig) {
  const hidden = channel.historyHideFlag == HISTORY_HIDDEN;
  const history = hidden
    ? await callVisitor('getSessionMsg', {})
    : (await callVisitor('getHistoryMsg', { maxTime: HISTORY_FIRST_MAX_TIME, pageSize: HISTORY_PAGE_SIZE })).list;
  showLatest(history.map(fromServer), hidden);
}

/** The channel whose chat runs on this page: coming back from another page keeps it as it was. */
let chatOf: string | undefined;
/** The start under way: a second call for the same channel (the page's start, then ChatPage) joins it. */
let starting: Promise<void> | undefined;

export function startChat(channelId: string): Promise<void> {
  if (chatOf == channelId && starting) return starting;
  if (chatOf == channelId && ($phase.get() == 'ready' || $phase.get() == 'form')) return Promise.resolve();
  chatOf = channelId;
  const run = runChat(channelId).finally(() => {
    if (starting === run) starting = undefined;
  });
  starting = run;
  return run;
}

async function runChat(channelId: string) {
  resetMessages();
  $phase.set('loading');
  let channel: ChannelConfig;
  try {
    channel = await openChannel(channelId);
  } catch (error) {
    // A configuration that does not answer 200 means there is no such chat here.
    $phase.set(error instanceof ApiError ? 'notFound' : 'failed');
    return;
  }
  try {
    let begun = false;
    const { session } = await ensureVisitor(channel.channelId, (page) => {
      // In the same turn as the session: one render draws the messages and the ready chat.
      showFirstPage(page, channel.historyHideFlag == HISTORY_HIDDEN);
      begun = true;
      beginChat(channel, $session.get()!);
    });
    if (begun) return;
    await loadHistory(channel);
    beginChat(channel, session);
  } catch {
    $phase.set('failed');
  }
}

/** With the session and its first messages: replies, the outbox, the poll, then the form or the receive mode's first step. */
function beginChat(channel: ChannelConfig, session: SessionState) {
  pauseGuide(session);
  handleRobotReplies(onRobotReply);
  restoreOutbox();
  startPolling({ onReply: onPollReply, onRequeued: (index) => showQueued(index) });
  $ended.set(false);
  if (
    session.status == VISITOR_STATUS.robot &&
    needsUserForm(channel) &&
    !widgetStorage.get(formDoneKey(session.sessionId))
  ) {
    $phase.set('form');
    return;
  }
  $phase.set('ready');
  if (session.status == VISITOR_STATUS.queued) void transferToAgent();
  runReceiveMode(channel);
}

/** The header's close in a frame: hide; with inviteEvaluate, rate first; with close, close the window. */
export function closeChatWindow(query: URLSearchParams) {
  const close = () => {
    $panelShown.set(false);
    if (embedding.embedded) hideWidget();
    else if (query.has('close')) window.close();
  };
  if (query.has('inviteEvaluate')) void openRating({ afterwards: close, quiet: true });
  else close();
}
