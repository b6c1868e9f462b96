// The agent's desk: the queue and the active conversations, kept live by the agent feed;
// the open conversation; unread counts per conversation; what the agent sends.

import { type AgentEvent, type AgentEventKind, ApiError, type Conversation, type Teammate } from '@shared/api';
import type { AgentRequest } from '@shared/api/agentRequests';
import { movesTheCall } from '@shared/callRules';
import { FLAG } from '@shared/codes';
import { AGENT_TYPING_TITLE_MS } from '@shared/constants';
import { newClientId } from '@shared/randomId';
import { checkChatUpload, MSG_TYPE_OF_UPLOAD, uploadKind } from '@shared/upload';
import { atom, onMount } from 'nanostores';
import { callAgent, uploadAsAgent } from '../api/agentClient';
import { alertAgent, messageAlert, stopFlashingOnReturn } from './alertAgent';
import { onFeed } from './feed';
import { $active, $queue, $unread, markEnded, refreshInbox, seenEnded } from './inbox';

export const $openId = atom<number | undefined>(undefined);
export const $conversation = atom<Conversation | undefined>(undefined);
export const $visitorTyping = atom<Record<number, string>>({});

// The flashing title tells of unread messages: it stops when the agent is back to read them.
onMount($unread, stopFlashingOnReturn);

export const refreshSessions = refreshInbox;

/** Opens a conversation: reading it clears its unread count on the server, so the row's too. */
export async function openConversation(sessionId: number) {
  $openId.set(sessionId);
  seenEnded(sessionId);
  $conversation.set(await callAgent('conversation', { sessionId }));
  $active.set($active.get().map((row) => (row.sessionId == sessionId ? { ...row, unread: 0 } : row)));
}

const reloadOpen = async () => {
  const open = $openId.get();
  if (open) $conversation.set(await callAgent('conversation', { sessionId: open }));
};

/** What the feed does not bring changed this conversation (the notice of the agent's own call signal): shown again when open. */
export async function reloadIfOpen(sessionId: number) {
  if ($openId.get() == sessionId) await reloadOpen();
}

/** How long a visitor's typing preview stays without news: they may have stopped. */
const VISITOR_TYPING_SHOWN_MS = 6_000;
const typingTimers: Record<number, ReturnType<typeof setTimeout>> = {};

function showTyping(sessionId: number, preview: string) {
  $visitorTyping.set({ ...$visitorTyping.get(), [sessionId]: preview });
  clearTimeout(typingTimers[sessionId]);
  if (preview) typingTimers[sessionId] = setTimeout(() => showTyping(sessionId, ''), VISITOR_TYPING_SHOWN_MS);
}

function apply(event: AgentEvent) {
  if (event.kind == 'message') {
    // What they were typing has arrived.
    showTyping(event.sessionId, '');
    alertAgent(messageAlert(event, [...$active.get(), ...$queue.get()]), openConversation);
  }
  if (event.kind == 'typing') showTyping(event.sessionId, event.data.preview);
  // Before the rows are read again, which no longer list it as the agent's.
  if (event.kind == 'ended') markEnded(event.sessionId, event.data.outType, event.time);
}

/** Whether an event of each kind (or, where a rule is given, this event) may change the queue, the desk or the open conversation: those reload them. */
const TOUCHES_THE_DESK: { [K in AgentEventKind]: boolean | ((event: AgentEvent<K>) => boolean) } = {
  queue: true,
  assigned: true,
  message: true,
  typing: false,
  read: true,
  ended: true,
  evaluated: true,
  transferred: true,
  leaveMessage: false,
  workOrder: false,
  videoInvitation: true,
  // A call's signals are the call panel's (candidates come by the dozen); the visitor's accept,
  // decline or hang-up, and the server's, leave a notice in the conversation.
  call: (event) => movesTheCall(event.data.signal.kind),
  visitorInfo: true,
};

const touchesTheDesk = (event: AgentEvent) => {
  const rule = TOUCHES_THE_DESK[event.kind] as boolean | ((event: AgentEvent) => boolean);
  return typeof rule == 'function' ? rule(event) : rule;
};

/** undefined: not about one conversation, so possibly about the open one. */
const sessionOf = (event: AgentEvent) => ('sessionId' in event ? event.sessionId : undefined);

onFeed(async (events) => {
  events.forEach(apply);
  const touching = events.filter(touchesTheDesk);
  if (!touching.length) return;
  const open = $openId.get();
  const openTouched = touching.some((event) => sessionOf(event) === undefined || sessionOf(event) == open);
  // The open conversation first: reading it clears its unread count before the rows are counted.
  if (openTouched) await reloadOpen();
  await refreshSessions();
});

export async function act(call: 'accept' | 'refuse' | 'end' | 'inviteEvaluate', sessionId: number) {
  await callAgent(call, { sessionId });
  await refreshSessions();
  if (call == 'accept') await openConversation(sessionId);
  else await reloadOpen();
}

export type Outgoing = Omit<AgentRequest<'send'>, 'sessionId' | 'insideFlag' | 'clientId'>;

/** How many times a send the network lost is tried again, and the wait before the first retry (doubled each time). */
export const SEND_RETRIES = 3;
export const SEND_RETRY_FIRST_WAIT_MS = 500;

/** The server answered and refused (4xx but 429): the same send again would not help. */
const refused = (error: unknown) =>
  error instanceof ApiError && error.code >= 400 && error.code < 500 && error.code != 429;

/** The same call again after a failure the network or a restart caused, waiting longer each time; then its failure. */
async function withRetries<T>(call: () => Promise<T>): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await call();
    } catch (error) {
      if (refused(error) || retry >= SEND_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, SEND_RETRY_FIRST_WAIT_MS * 2 ** retry));
    }
  }
}

/**
 * Sends, and shows the stored message in the open conversation without reloading it. The
 * message carries a clientId made once, so a send whose answer was lost is tried again
 * safely with it: the server stores it once. What still fails is thrown (the composer shows it).
 */
export async function sendToVisitor(sessionId: number, message: Outgoing, internal = false) {
  const request = { sessionId, clientId: newClientId(), ...message, ...(internal && { insideFlag: FLAG.on }) };
  const sent = await withRetries(() => callAgent('send', request));
  const open = $conversation.get();
  if (open?.sessionId == sessionId && !open.messages.some((shown) => shown.id == sent.id))
    $conversation.set({ ...open, messages: [...open.messages, sent] });
}

/** Uploads a picked file and sends it: an image as a picture, anything else as a file. */
export async function sendFile(sessionId: number, file: File, internal = false) {
  const kind = uploadKind(file.name) == 'image' ? 'image' : 'file';
  const check = checkChatUpload(kind, file);
  // Refused as the server would refuse it, before uploading in vain.
  if (!check.ok) throw new ApiError(400, `file: ${check.error}`);
  const uploaded = await uploadAsAgent(file, kind);
  await sendToVisitor(
    sessionId,
    { msgType: MSG_TYPE_OF_UPLOAD[kind], content: uploaded.url, fileName: uploaded.name, size: uploaded.size },
    internal,
  );
}

export async function recall(msgId: number) {
  await callAgent('recall', { msgId });
  await reloadOpen();
}

export const $teammates = atom<Teammate[]>([]);

export async function loadTeammates() {
  $teammates.set((await callAgent('agents', {})).list);
}

/** Hands the conversation to another online agent; it leaves this desk. */
export async function transferTo(sessionId: number, toAdminId: number) {
  await callAgent('transfer', { sessionId, toAdminId });
  $openId.set(undefined);
  $conversation.set(undefined);
  await refreshSessions();
}

/** Often enough that the visitor's hint (shown AGENT_TYPING_TITLE_MS after each) stays on while the agent types. */
const TYPING_EVERY_MS = AGENT_TYPING_TITLE_MS - 200;
const typingSent: Record<number, number> = {};

export function notifyTyping(sessionId: number, now = Date.now()) {
  if (now - (typingSent[sessionId] ?? -Infinity) < TYPING_EVERY_MS) return;
  typingSent[sessionId] = now;
  void callAgent('typing', { sessionId }).catch(() => {});
}
